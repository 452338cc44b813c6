import { formatLabel } from '@mf/core/i18n/labels';
import { useElementContext, useEmit } from '@mf/core/element/element-context';
import { type PropsOf } from '@mf/core/element/define-api';
import { announcePlay, MEDIA_STOP_EVENT, onOtherPlay } from '@mf/core/browser/media';
import { useConsent, useConsentPreferences } from '@mf/core/browser/consent';
import { reportProblems } from '@mf/core/element/problems';
import { ConsentPanel } from '@mf/ui/consent-panel';
import { useEffect, useRef, useState } from 'react';
import { embedSrc, parseEmbed, siteName, watchUrl } from './internal/embed';
import { videoPlayerApi } from './video-player.api';

type Props = PropsOf<typeof videoPlayerApi>;

/**
 * The video player (spec §2 "Video player", §4, §8): an internal mp4 in the browser's own player,
 * or a video-site embed behind a facade whose frame exists only after the visitor pressed play.
 * A failing video shows the error-msg text in its place and logs. `mf-media-stop` (a carousel
 * slide or tab hiding it, core/browser/media.ts) pauses the video or closes the frame, and so does
 * any other medium of the page starting (one at a time: docs/laws/motion.md).
 *
 * With `consent-domain` (the page has a consent manager, docs/specs/browser-notes.md "Video
 * embeds") the press asks the manager (core/browser/consent) and the frame exists only while
 * consent is granted; a later grant in the manager's preferences brings it without a reload, a
 * withdrawal takes it away.
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
  // The visitor pressed play on the embed's facade (the frame follows, with consent if gated).
  const [requested, setRequested] = useState(props.autoplay);
  const videoRef = useRef<HTMLVideoElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const title = props.label.trim();
  const gated = !!embed && props.consentDomain.trim() !== '';
  // Asked only once the visitor wants the video: no polling, no console errors for videos nobody
  // plays.
  const consent = useConsent(props.consentDomain, { enabled: gated && requested });
  const canOpenPreferences = useConsentPreferences(consent.status);

  // A new source starts over: no error, back to the poster.
  const [shown, setShown] = useState(source);
  if (shown !== source) {
    setShown(source);
    setFailed(null);
    setRequested(props.autoplay);
  }

  // Autoplay (an overlay that injected this player): focus follows into the internal video when
  // the overlay that had it went away (the frame's focus is the rule below).
  useEffect(() => {
    const lost = document.activeElement === document.body || document.activeElement === null;
    if (props.autoplay && lost) videoRef.current?.focus();
    // Only when the player is shown, not on a later change of the attribute.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Nothing to play is an authoring mistake, reported once (core/element/problems,
  // docs/editor-mode.md); an `embed` that was given and refused was reported when it was set.
  useEffect(() => {
    if (!host) return;
    const given = (name: string) => !!host.getAttribute(name)?.trim();
    reportProblems(
      host,
      'source',
      !source && !given('src') && !given('embed')
        ? [
            {
              place: 'attributes "src" and "embed"',
              problem: 'are both missing',
              instead: 'the error text is shown',
            },
          ]
        : [],
    );
  }, [host, source]);

  useEffect(() => {
    if (!host) return;
    const stop = () => {
      videoRef.current?.pause();
      setRequested(false);
    };
    host.addEventListener(MEDIA_STOP_EVENT, stop);
    const stopOthers = onOtherPlay(host, stop);
    return () => {
      host.removeEventListener(MEDIA_STOP_EVENT, stop);
      stopOthers();
    };
  }, [host]);

  const fail = () => {
    console.error(`${tag}: the video could not be loaded`, source);
    setFailed(source);
  };

  let state:
    'ready' | 'consent-pending' | 'no-consent' | 'no-consent-manager' | 'playing' | 'error';
  if (!source || failed === source) state = 'error';
  else if (!embed || !requested) state = 'ready';
  else if (!gated || consent.status === 'granted') state = 'playing';
  else if (consent.status === 'pending') state = 'consent-pending';
  // No manager to ask, or none that can show its preferences: no dead button.
  else if (consent.status === 'unavailable' || !canOpenPreferences) state = 'no-consent-manager';
  else state = 'no-consent';

  // The play button goes away with the facade: focus follows to what replaced it, the frame or
  // the consent panel (after the consent check, during which the button stays). A frame that
  // arrives later (consent granted in the manager's preferences) takes focus only if it was lost
  // with the panel's button.
  const focusNext = useRef(false);
  useEffect(() => {
    if (state === 'consent-pending') return;
    const lost = document.activeElement === document.body || document.activeElement === null;
    if (state === 'playing' && (focusNext.current || lost)) frameRef.current?.focus();
    else if (state.startsWith('no-consent') && focusNext.current) panelRef.current?.focus();
    focusNext.current = false;
  }, [state]);

  // A video-site frame autoplays: it counts as playing from the moment it exists.
  useEffect(() => {
    if (state === 'playing' && host) announcePlay(host);
  }, [state, host]);

  const name = title || labels.video;

  let player;
  if (state === 'error') {
    player = (
      <p part="error" className="video__error" role="status">
        {props.errorMsg || labels.loadError}
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
        autoPlay={props.autoplay}
        aria-label={name}
        onError={fail}
        onPlay={() => {
          if (host) announcePlay(host);
          emit('mf-play', { kind: 'file' });
        }}
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
  } else if (state === 'playing') {
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
  } else if (embed && (state === 'no-consent' || state === 'no-consent-manager')) {
    // The shared panel (@mf/ui/consent-panel), with the video site named in its text and a plain
    // link to the video on its site: nothing is requested from the site unless the visitor
    // follows it.
    const site = siteName(embed.provider);
    player = (
      <ConsentPanel
        ref={panelRef}
        consent={consent}
        labels={{ ...labels, consentText: formatLabel(labels.consentText, { site }) }}
      >
        <a part="watch-link" className="video__watch" href={watchUrl(embed)}>
          {formatLabel(labels.watchOn, { site })}
        </a>
      </ConsentPanel>
    );
  } else {
    const checking = state === 'consent-pending';
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
          aria-disabled={checking || undefined}
          onClick={() => {
            if (checking) return;
            focusNext.current = true;
            setRequested(true);
            emit('mf-play', { kind: 'embed' });
          }}
        >
          <span aria-hidden="true" className="video__play-icon" />
        </button>
        {checking ? (
          <p part="consent-pending" className="video__checking" role="status">
            {labels.consentPending}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <div part="base" className="video" data-state={state}>
      {player}
    </div>
  );
}
