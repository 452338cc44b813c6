import { formatLabel } from '@mf/core/i18n/labels';
import { useElementContext, useEmit } from '@mf/core/element/element-context';
import { type PropsOf } from '@mf/core/element/define-api';
import { MEDIA_STOP_EVENT } from '@mf/core/browser/media';
import { useEffect, useRef, useState } from 'react';
import { embedSrc, parseEmbed } from './internal/embed';
import { videoPlayerApi } from './video-player.api';

type Props = PropsOf<typeof videoPlayerApi>;

/**
 * The video player (spec §2 "Video player", §4, §8): an internal mp4 in the browser's own player,
 * or a video-site embed behind a facade whose frame exists only after the visitor pressed play.
 * A failing video shows the error-msg text in its place and logs. `mf-media-stop` (a carousel
 * slide or tab hiding it, core/browser/media.ts) pauses the video or closes the frame.
 */
export function VideoPlayer(props: Props) {
  const { host } = useElementContext();
  const emit = useEmit<typeof videoPlayerApi>();
  const tag = host?.localName ?? videoPlayerApi.tag;
  const { labels } = props;
  const src = props.src.trim();
  const embed = src ? null : parseEmbed(props.embed);
  const source = src || (embed ? embedSrc(embed) : '');
  const [failed, setFailed] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const title = props.label.trim();

  // A new source starts over: no error, back to the poster.
  const [shown, setShown] = useState(source);
  if (shown !== source) {
    setShown(source);
    setFailed(null);
    setPlaying(false);
  }

  useEffect(() => {
    if (!source) console.warn(`${tag}: no "src" or "embed" to play; the error text is shown.`);
  }, [source, tag]);

  useEffect(() => {
    if (!host) return;
    const stop = () => {
      videoRef.current?.pause();
      setPlaying(false);
    };
    host.addEventListener(MEDIA_STOP_EVENT, stop);
    return () => host.removeEventListener(MEDIA_STOP_EVENT, stop);
  }, [host]);

  // The play button goes away with the facade: focus follows to the frame it created.
  const focusFrame = useRef(false);
  useEffect(() => {
    if (playing && focusFrame.current) frameRef.current?.focus();
    focusFrame.current = false;
  }, [playing]);

  const fail = () => {
    console.error(`${tag}: the video could not be loaded`, source);
    setFailed(source);
  };

  const state = !source || failed === source ? 'error' : playing ? 'playing' : 'ready';
  const name = title || labels.video;

  let player;
  if (state === 'error') {
    player = (
      <p part="error" className="video__error" role="status">
        {props.errorMsg}
      </p>
    );
  } else if (src) {
    player = (
      <video
        part="video"
        className="video__media"
        ref={videoRef}
        src={src}
        poster={props.poster || undefined}
        controls
        playsInline
        preload="none"
        aria-label={name}
        onError={fail}
        onPlay={() => emit('mf-play', { kind: 'file' })}
      >
        {props.captions ? (
          <track
            kind="captions"
            src={props.captions}
            srcLang={props.captionsLang || 'en'}
            label={labels.captions}
            default
          />
        ) : null}
      </video>
    );
  } else if (playing) {
    player = (
      <iframe
        part="frame"
        className="video__media"
        ref={frameRef}
        src={source}
        title={name}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  } else {
    player = (
      <div className="video__facade">
        {props.poster ? (
          <img part="poster" className="video__media" src={props.poster} alt="" />
        ) : null}
        <button
          type="button"
          part="play"
          className="video__play"
          aria-label={
            title
              ? formatLabel(labels.play, { title })
              : formatLabel(labels.play, { title: labels.video })
          }
          onClick={() => {
            focusFrame.current = true;
            setPlaying(true);
            emit('mf-play', { kind: 'embed' });
          }}
        >
          <span aria-hidden="true" className="video__play-icon" />
        </button>
      </div>
    );
  }

  return (
    <div part="base" className="video" data-state={state}>
      {player}
    </div>
  );
}
