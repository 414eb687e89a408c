import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import type { ReactPlayerProps } from 'react-player/types';
import type { RenderProps } from '#modules/types.ts';
import type { VideoProps } from './schema.ts';
import { detectVideo, playerFor, posterFor, type VideoSource } from './sources.ts';
import { STRINGS } from './strings.ts';
import './video.css';

type Texts = (typeof STRINGS)[keyof typeof STRINGS];

/**
 * A video in a reserved 16:9 (or 9:16) box. mp4 and webm play in a native <video> (no
 * JavaScript). The providers and m3u8 show a facade (YouTube's thumbnail, the member's cover, or a
 * neutral poster) with a play button; react-player is imported only when the visitor presses it
 * (or, with autoplay, when the video scrolls into view, muted). In the builder nothing plays, so a
 * tap selects the module.
 */
export function Render({ props, mode, lang }: RenderProps<VideoProps>) {
  const t = STRINGS[lang];
  const source = detectVideo(props.url);
  const poster = props.poster || posterFor(source);
  const box = `lp-video${props.vertical ? ' lp-video--vertical' : ''}`;
  if (!source) {
    return (
      <div className={box}>
        <div className="lp-video__frame lp-video__frame--empty">
          <span className="lp-video__note">{t.noAddress}</span>
        </div>
      </div>
    );
  }
  if (source.kind === 'mp4' || source.kind === 'webm') {
    const autoplay = props.autoplay && mode !== 'builder';
    return (
      <div className={box}>
        <div className="lp-video__frame">
          <video
            className="lp-video__media"
            src={props.url}
            poster={poster || undefined}
            controls={props.controls}
            autoPlay={autoplay}
            muted={props.autoplay}
            loop={props.autoplay}
            playsInline
            preload="metadata"
            aria-label={t.video}
          />
        </div>
      </div>
    );
  }
  return (
    <div className={box}>
      <Facade key={props.url} props={props} source={source} poster={poster} mode={mode} t={t} />
    </div>
  );
}

type PlayerState =
  | { phase: 'idle' }
  | { phase: 'loading' }
  | { phase: 'failed' }
  | { phase: 'native'; muted: boolean }
  | { phase: 'player'; Player: ComponentType<ReactPlayerProps>; muted: boolean };

function canPlayHlsNatively(): boolean {
  return document.createElement('video').canPlayType('application/vnd.apple.mpegurl') !== '';
}

function Facade({
  props,
  source,
  poster,
  mode,
  t,
}: {
  props: VideoProps;
  source: VideoSource;
  poster: string;
  mode: RenderProps<VideoProps>['mode'];
  t: Texts;
}) {
  const [state, setState] = useState<PlayerState>({ phase: 'idle' });
  const frame = useRef<HTMLDivElement>(null);
  const started = useRef(false);

  const start = useCallback(
    async (muted: boolean) => {
      if (started.current) return;
      started.current = true;
      if (playerFor(source, canPlayHlsNatively()) === 'native') {
        setState({ phase: 'native', muted });
        return;
      }
      setState({ phase: 'loading' });
      try {
        const { default: Player } = await import('react-player');
        setState({ phase: 'player', Player: Player as ComponentType<ReactPlayerProps>, muted });
      } catch {
        started.current = false;
        setState({ phase: 'failed' });
      }
    },
    [source],
  );

  // Autoplay: start muted once the video is on screen (never in the builder).
  useEffect(() => {
    if (
      !props.autoplay ||
      mode === 'builder' ||
      !frame.current ||
      typeof IntersectionObserver === 'undefined'
    )
      return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        void start(true);
      }
    });
    observer.observe(frame.current);
    return () => observer.disconnect();
  }, [props.autoplay, mode, start]);

  if (state.phase === 'native') {
    return (
      <div className="lp-video__frame">
        <video
          className="lp-video__media"
          src={props.url}
          poster={poster || undefined}
          controls={props.controls}
          autoPlay
          muted={state.muted}
          playsInline
          aria-label={t.video}
        />
      </div>
    );
  }
  if (state.phase === 'player') {
    const { Player } = state;
    return (
      <div className="lp-video__frame">
        <Player
          className="lp-video__media"
          src={props.url}
          playing
          controls={props.controls}
          muted={state.muted}
          playsInline
          width="100%"
          height="100%"
        />
      </div>
    );
  }
  const cover = (
    <>
      {poster ? (
        <img className="lp-video__poster" src={poster} alt="" loading="lazy" decoding="async" />
      ) : (
        <span className="lp-video__poster lp-video__poster--neutral" aria-hidden="true" />
      )}
      <span className="lp-video__play" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28" focusable="false" aria-hidden="true">
          <path d="M8 5v14l11-7z" fill="currentColor" />
        </svg>
      </span>
      {state.phase === 'loading' ? (
        <span className="lp-video__note" role="status">
          {t.loading}
        </span>
      ) : null}
      {state.phase === 'failed' ? (
        <span className="lp-video__note" role="alert">
          {t.failed}
        </span>
      ) : null}
    </>
  );
  if (mode === 'builder') {
    return (
      <div ref={frame} className="lp-video__frame">
        {cover}
      </div>
    );
  }
  return (
    <div ref={frame} className="lp-video__frame">
      <button
        type="button"
        className="lp-video__facade"
        aria-label={t.play}
        disabled={state.phase === 'loading'}
        onClick={() => void start(false)}
      >
        {cover}
      </button>
    </div>
  );
}

export default Render;
