import NProgress from 'nprogress';

// Spec section 9: minimum 0.08, speed 200 ms, trickle 800 ms, no spinner.
NProgress.configure({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false });

/** Starts the top progress bar (before a navigation). */
export function startProgress(): void {
  NProgress.start();
}

/** Finishes the bar (after the page component and its translations are in). */
export function doneProgress(): void {
  NProgress.done();
}
