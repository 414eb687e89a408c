/** Reloads the page. One place, so that stores and guards read as intent ("reload"), not as DOM calls. */
export function reloadPage(): void {
  window.location.reload();
}

/** Loads `path` afresh (nothing of this page's memory survives, e.g. after logout). */
export function loadPage(path: string): void {
  window.location.assign(path);
}
