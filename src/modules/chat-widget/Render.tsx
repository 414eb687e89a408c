import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { pickAccount, pollingPool } from '#modules/chat-widget/polling.ts';
import { RENDER_STRINGS } from '#modules/chat-widget/render-strings.ts';
import type { ChatWidgetProps } from '#modules/chat-widget/schema.ts';
import { BrandIcon, ModuleIcon } from '#modules/shared/BrandIcon.tsx';
import { readableInk } from '#modules/shared/brands.ts';
import { channelHref, opensNewWindow } from '#modules/shared/channels.ts';
import { trackingAttributes } from '#modules/shared/render-kit.ts';
import type { RenderProps } from '#modules/types.ts';

const BUTTON_PX = { small: 48, medium: 56, large: 64 } as const;

/** Key under which a visitor's polling pick is kept, so they keep talking to the same account. */
const pickKey = (pool: readonly string[]) => `lp-chat-pick:${pool.join('|')}`;

/**
 * The chat widget: a floating button that opens a list of chat channels. The static HTML is a
 * working <details> disclosure with real links; effects add the welcome bubble timers, the badge,
 * auto close and the polling pick. In the builder it sits in the flow, opened, with a note.
 */
export function Render({ props, mode, lang }: RenderProps<ChatWidgetProps>) {
  const builder = mode === 'builder';
  const [open, setOpen] = useState(builder);
  const [badgeVisible, setBadgeVisible] = useState(props.badge.show);
  const pool = pollingPool(props);
  const [account, setAccount] = useState(pool[0] ?? '');
  const poolKey = pickKey(pool);
  const root = useRef<HTMLDivElement>(null);

  // Published page: until this island hydrates, the page runtime runs the welcome bubble and the
  // polling pick (src/published/runtime.ts); from now on these effects do.
  useEffect(() => {
    if (mode === 'published' && root.current) root.current.dataset.lpLive = '1';
  }, [mode]);

  // Polling: one account per visitor, picked once at random and remembered.
  useEffect(() => {
    const candidates = poolKey.slice('lp-chat-pick:'.length).split('|');
    if (builder || candidates.length < 2) {
      setAccount(candidates[0] ?? '');
      return;
    }
    let picked = '';
    try {
      picked = window.localStorage.getItem(poolKey) ?? '';
    } catch {
      // Storage may be blocked; a fresh pick each visit is still fine.
    }
    if (!candidates.includes(picked)) {
      picked = pickAccount(candidates, Math.random());
      try {
        window.localStorage.setItem(poolKey, picked);
      } catch {
        // Ignore: see above.
      }
    }
    setAccount(picked);
  }, [builder, poolKey]);

  // Welcome bubble: outside the builder its page script runs it (page-script.ts: the published
  // page's runtime and the preview), before and after hydration alike: one set of timers, which
  // stop for good once the visitor opened the channel list or closed the bubble. The builder shows it.
  const { show, delay, autoClose, closeDelay, cycleInterval } = props.welcome;

  // Auto close of the opened channel list.
  useEffect(() => {
    if (builder || !open || !props.autoClose) return;
    const timer = setTimeout(() => setOpen(false), props.closeDelay);
    return () => clearTimeout(timer);
  }, [builder, open, props.autoClose, props.closeDelay]);

  useEffect(() => {
    if (open && !builder) {
      setBadgeVisible(false);
    }
  }, [open, builder]);
  useEffect(() => setBadgeVisible(props.badge.show), [props.badge.show]);

  const channels = props.channels.filter((channel) => channel.enabled);
  const firstEnabled = channels[0];
  const size = BUTTON_PX[props.buttonSize];
  const [vertical, horizontal] = props.position.split('-') as ['top' | 'bottom', 'left' | 'right'];
  const style = {
    '--lp-cw-x': `${props.offsetX}px`,
    '--lp-cw-y': `${props.offsetY}px`,
    '--lp-cw-size': `${size}px`,
    '--lp-cw-color': props.buttonColor,
    '--lp-cw-ink': readableInk(props.buttonColor),
    zIndex: builder ? undefined : props.zIndex,
  } as CSSProperties;
  const tracking = trackingAttributes(props.eventTracking);
  const welcomeText = props.welcome.text || RENDER_STRINGS.welcomeDefault[lang];
  const classes = [
    'lp-chat-widget',
    `lp-chat-widget--${vertical}`,
    `lp-chat-widget--${horizontal}`,
    `lp-chat-widget--${props.shape}`,
    builder ? 'lp-chat-widget--builder' : 'lp-chat-widget--floating',
  ].join(' ');

  return (
    <div
      ref={root}
      className={classes}
      style={style}
      data-lp-module="chat-widget"
      {...(!builder && show
        ? { 'data-lp-welcome': JSON.stringify({ delay, autoClose, closeDelay, cycle: cycleInterval }) }
        : {})}
    >
      {builder ? <p className="lp-chat-widget__note">{RENDER_STRINGS.floating[lang]}</p> : null}
      {props.welcome.show ? (
        <div
          className={`lp-chat-widget__welcome lp-chat-widget__welcome--${props.welcome.position}`}
          hidden={!builder}
          role="status"
        >
          <span>{welcomeText}</span>
          <button
            type="button"
            className="lp-chat-widget__welcome-close"
            aria-label={RENDER_STRINGS.closeWelcome[lang]}
          >
            <BrandIcon name="close" size={14} />
          </button>
        </div>
      ) : null}
      <details
        className="lp-chat-widget__details"
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary className={`lp-chat-widget__button lp-chat-widget__button--${props.animation}`}>
          <BrandIcon name={open && !builder ? 'close' : props.buttonIcon} size={Math.round(size * 0.5)} />
          {/* The name is text, not aria-label: the badge's visible text then belongs to it too. */}
          <span className="lp-chat-widget__sr">
            {open ? RENDER_STRINGS.close[lang] : RENDER_STRINGS.open[lang]}
          </span>
          {props.badge.show ? (
            <span
              className={`lp-chat-widget__badge lp-chat-widget__badge--${props.badge.position} lp-chat-widget__badge--${props.badge.animation}`}
              style={{ color: props.badge.color, background: props.badge.background }}
              hidden={!badgeVisible}
            >
              {props.badge.text}
            </span>
          ) : null}
        </summary>
        <ul
          className={`lp-chat-widget__channels lp-chat-widget__channels--${props.channelLayout} lp-chat-widget__channels--label-${props.labelPosition}`}
          aria-label={RENDER_STRINGS.channelsLabel[lang]}
        >
          {channels.length === 0 ? (
            <li className="lp-chat-widget__empty">{RENDER_STRINGS.noChannels[lang]}</li>
          ) : null}
          {channels.map((channel, index) => {
            const value = channel === firstEnabled ? account || channel.value : channel.value;
            const href = channelHref(channel.type, value);
            // Published page: every account of the polling pool with its link, for the page runtime's pick.
            const poll =
              mode === 'published' && channel === firstEnabled && pool.length > 1
                ? {
                    'data-lp-poll-key': poolKey,
                    'data-lp-poll': JSON.stringify(
                      pool.flatMap((item) => {
                        const link = channelHref(channel.type, item);
                        return link ? [[item, link]] : [];
                      }),
                    ),
                  }
                : {};
            const ink = readableInk(channel.color);
            const content = (
              <>
                <span className="lp-chat-widget__icon" style={{ background: channel.color, color: ink }}>
                  <ModuleIcon icon={channel.icon} size={22} />
                </span>
                {props.showLabel ? <span className="lp-chat-widget__label">{channel.label}</span> : null}
              </>
            );
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: channels have no id; their order is their identity
              <li key={index}>
                {href ? (
                  <a
                    className="lp-chat-widget__channel"
                    href={href}
                    {...(opensNewWindow(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    aria-label={props.showLabel ? undefined : channel.label}
                    title={channel.label}
                    {...tracking}
                    {...poll}
                  >
                    {content}
                  </a>
                ) : (
                  <span
                    className="lp-chat-widget__channel lp-chat-widget__channel--broken"
                    title={channel.label}
                  >
                    {content}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </details>
    </div>
  );
}
