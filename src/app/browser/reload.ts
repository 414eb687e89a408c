/** Reloads the page. One place, so that stores and guards read as intent ("reload"), not as DOM calls. */
export function reloadPage(): void {
  window.location.reload();
}
