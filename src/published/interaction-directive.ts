import type { ClientDirective } from 'astro';

/**
 * `client:interaction` (astro.config.mjs): an island of a published page hydrates when the
 * visitor first reaches it (pointer over or down, touch, focus, key), so no framework code is
 * transferred before the first interaction (BENCHMARKS row 3). The static HTML works meanwhile:
 * links navigate, <details> open. A button pressed before hydration finished is pressed again
 * once the component is live (a video facade's play, the social bar's toggle).
 */
const TRIGGERS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

const interaction: ClientDirective = (load, _options, element) => {
  let started = false;
  let hydrated = false;
  let pending: HTMLElement | null = null;

  const onClick = (event: Event) => {
    if (hydrated) return;
    const target = event.target instanceof Element ? event.target.closest('button') : null;
    if (target && element.contains(target)) pending = target;
    void start();
  };

  const start = async () => {
    if (started) return;
    started = true;
    for (const type of TRIGGERS) element.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
    hydrated = true;
    element.removeEventListener('click', onClick, true);
    const button = pending;
    pending = null;
    if (button?.isConnected) setTimeout(() => button.click(), 0);
  };

  for (const type of TRIGGERS) element.addEventListener(type, start, { once: true, passive: true });
  element.addEventListener('click', onClick, true);
};

export default interaction;
