/**
 * The chat widget's part of the published page's runtime script (src/modules/runtime-registry.ts;
 * the preview runs it too): the welcome bubble, before and after the island hydrates (the island
 * never touches it), and the polling pick before. No React: the runtime is plain script.
 */

type Welcome = { delay: number; autoClose: boolean; closeDelay: number; cycle: number };

/** The chat widget's welcome bubble: after its delay, closing and cycling, until the visitor opens the list or closes it. */
function runWelcome(widget: HTMLElement, welcome: Welcome): void {
  const bubble = widget.querySelector<HTMLElement>('.lp-chat-widget__welcome');
  const details = widget.querySelector('details');
  if (!bubble) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const live = () => widget.dataset.lpWelcomeState === 'done' || Boolean(details?.open);
  // The bubble's state, also on the widget (data-lp-welcome-state): 'done' once the visitor opened
  // the channel list or closed the bubble; it then stays away for this visit.
  const mark = (state: 'shown' | 'hidden' | 'done') => {
    bubble.hidden = state !== 'shown';
    widget.dataset.lpWelcomeState = state;
  };
  const dismiss = () => {
    clearTimeout(timer);
    mark('done');
  };
  const show = (after: number) => {
    timer = setTimeout(() => {
      if (live()) return;
      mark('shown');
      if (!welcome.autoClose) return;
      timer = setTimeout(() => {
        if (live()) return;
        mark('hidden');
        if (welcome.cycle > 0) show(welcome.cycle * 1000);
      }, welcome.closeDelay * 1000);
    }, after);
  };
  details?.addEventListener('toggle', () => {
    if (!details.open) return;
    dismiss();
    for (const badge of widget.querySelectorAll<HTMLElement>('.lp-chat-widget__badge')) badge.hidden = true;
  });
  bubble.querySelector('button')?.addEventListener('click', dismiss);
  show(welcome.delay * 1000);
}

/** Polling: one account per visitor, picked at random once and kept (same key as the island). */
function runPolling(link: HTMLAnchorElement): void {
  const key = link.dataset.lpPollKey ?? '';
  let choices: [string, string][];
  try {
    choices = JSON.parse(link.dataset.lpPoll ?? '[]') as [string, string][];
  } catch {
    return;
  }
  if (choices.length < 2) return;
  let picked = '';
  try {
    picked = localStorage.getItem(key) ?? '';
  } catch {
    // Storage blocked: a fresh pick per visit.
  }
  let choice = choices.find(([account]) => account === picked);
  if (!choice) {
    choice = choices[Math.min(choices.length - 1, Math.floor(Math.random() * choices.length))];
    try {
      if (choice) localStorage.setItem(key, choice[0]);
    } catch {
      // See above.
    }
  }
  if (choice) link.href = choice[1];
}

/** Starts every chat widget's bubble timers and polling links on the page. */
export function chatWidgetPageScript(doc: Document): void {
  for (const widget of doc.querySelectorAll<HTMLElement>('[data-lp-welcome]')) {
    try {
      runWelcome(widget, JSON.parse(widget.dataset.lpWelcome ?? '') as Welcome);
    } catch {
      // A malformed attribute only loses the bubble's timing.
    }
  }
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('a[data-lp-poll]')) runPolling(link);
}
