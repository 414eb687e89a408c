import { useCallback, useEffect, useRef, useState } from 'react';
import type { RenderProps } from '#modules/types.ts';
import { RENDER_STRINGS } from './render-strings.ts';
import type { VideoProps } from './schema.ts';
import { detectVideo, embedUrl, playerFor, posterFor, type VideoSource } from './sources.ts';

type Texts = (typeof RENDER_STRINGS)[keyof typeof RENDER_STRINGS];

/**
 * A video in a reserved 16:9 (or 9:16) box. mp4 and webm play in a native <video> (no
 * JavaScript). The providers and m3u8 show a facade (YouTube's thumbnail, the member's cover, or a
 * neutral poster) with a play button; the provider's embedded player (an iframe) is created only
 * when the visitor presses it (or, with autoplay, when the video scrolls into view, muted), and
 * hls.js is imported only for an m3u8 the browser cannot play itself. In the builder nothing
 * plays, so a tap selects the module.
 */
export function Render({ props, mode, lang }: RenderProps<VideoProps>) {
  const t = RENDER_STRINGS[lang];
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
  | { phase: 'hls'; muted: boolean }
  | { phase: 'embed'; src: string };

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
    (muted: boolean) => {
      if (started.current) return;
      started.current = true;
      const player = playerFor(source, canPlayHlsNatively());
      if (player === 'native') setState({ phase: 'native', muted });
      else if (player === 'hls') setState({ phase: 'hls', muted });
      else if ('id' in source)
        setState({
          phase: 'embed',
          src: embedUrl(source, { muted, controls: props.controls, host: location.hostname }),
        });
    },
    [source, props.controls],
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
        start(true);
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
  if (state.phase === 'hls') {
    return (
      <HlsVideo
        url={props.url}
        poster={poster}
        controls={props.controls}
        muted={state.muted}
        t={t}
        onFail={() => {
          started.current = false;
          setState({ phase: 'failed' });
        }}
      />
    );
  }
  if (state.phase === 'embed') {
    return (
      <div className="lp-video__frame">
        <iframe
          className="lp-video__media"
          src={state.src}
          title={t.video}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
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
        onClick={() => start(false)}
      >
        {cover}
      </button>
    </div>
  );
}

/** An m3u8 where the browser has no HLS of its own: hls.js, imported on this first play only. */
function HlsVideo({
  url,
  poster,
  controls,
  muted,
  t,
  onFail,
}: {
  url: string;
  poster: string;
  controls: boolean;
  muted: boolean;
  t: Texts;
  onFail: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const fail = useRef(onFail);
  fail.current = onFail;
  useEffect(() => {
    const onFail = () => fail.current();
    const element = video.current;
    if (!element) return;
    let hls: { destroy: () => void } | undefined;
    let cancelled = false;
    // The light build (no subtitles, alternate audio or DRM) has the same API as the full one.
    void import('hls.js/light')
      .then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          onFail();
          return;
        }
        const instance = new Hls();
        hls = instance;
        instance.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) onFail();
        });
        instance.loadSource(url);
        instance.attachMedia(element);
        void element.play().catch(() => undefined);
      })
      .catch(onFail);
    return () => {
      cancelled = true;
      hls?.destroy();
    };
  }, [url]);
  return (
    <div className="lp-video__frame">
      <video
        ref={video}
        className="lp-video__media"
        poster={poster || undefined}
        controls={controls}
        muted={muted}
        playsInline
        aria-label={t.video}
      />
    </div>
  );
}

export default Render;
