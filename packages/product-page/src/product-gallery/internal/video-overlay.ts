/**
 * The video overlays of a product gallery (spec §4 "Product selector tabs: clicking an overlay
 * removes it and injects a video. The video is either an internal mp4 player or a video-site
 * embed with autoplay. A slide or tab change removes the video.").
 *
 * An overlay is a link of the page's own HTML inside a slide, `<a data-video href="…">`: without
 * script (or without the video player on the page) it opens the video. With both, a press removes
 * the link and puts an autoplaying `<mf-video-player>` (packages/media, composed, not imported)
 * in its place; the `mf-media-stop` the carousel or the tabs send when the slide or the tab is
 * hidden (core/browser/media) takes the player away and brings the overlay back.
 */
import { MEDIA_STOP_EVENT } from '@mf/core/browser/media';
import { safeHttpUrl } from '@mf/core/parse/parse';

const VIDEO_PLAYER_TAG = 'mf-video-player';

interface VideoSource {
  /** `src`: our own file, played by the browser's player; `embed`: a video site's address. */
  kind: 'src' | 'embed';
  url: string;
}

/** A file the browser plays itself; anything else is a video site's address (YouTube, Vimeo). */
const FILE = /\.(mp4|m4v|webm|ogv)$/i;

/** The video of an overlay link's address, or null (not http(s): javascript:, data:, …). */
export function videoSource(href: string | null, base?: string): VideoSource | null {
  const url = safeHttpUrl(href, base);
  if (!url) return null;
  return { kind: FILE.test(new URL(url).pathname) ? 'src' : 'embed', url };
}

export interface OverlayOptions {
  /** Passed to the player: the consent manager's domain for embeds ('' = none on the page). */
  consentDomain: string;
  /** Passed to the player's `labels` (JSON text, '' = its English defaults). */
  playerLabels: string;
}

/** The player's attributes an overlay link may give as data attributes (README "Markup"). */
const PASSED = ['error-msg', 'captions', 'captions-lang'];

/**
 * Listens on `host` for presses of overlay links in `slides`; `onOpen` hears that the visitor
 * started the video of slide `index`. Returns the clean-up, which also takes back every player
 * it injected.
 */
export function attachVideoOverlays(
  host: HTMLElement,
  slides: () => readonly Element[],
  options: () => OverlayOptions,
  onOpen: (index: number, kind: VideoSource['kind']) => void,
): () => void {
  const open = new Set<() => void>();
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button || event.ctrlKey || event.metaKey) return;
    // A click's target is an element (a press inside our shadow root is retargeted to the host).
    const link = (event.target as Element).closest('a[data-video]');
    if (!link) return;
    const index = slides().findIndex((slide) => slide.contains(link));
    if (index < 0) return;
    const source = videoSource(link.getAttribute('href'), link.baseURI);
    // Without the player on the page the link opens the video, as it does without script. A link
    // that would run script has no address any more: the adapter disarmed and reported it at the
    // upgrade (core/element/unsafe-links).
    if (!source || !customElements.get(VIDEO_PLAYER_TAG)) return;
    event.preventDefault();
    const { consentDomain, playerLabels } = options();
    const player = document.createElement(VIDEO_PLAYER_TAG);
    const poster = slides()[index]!.querySelector('img');
    player.setAttribute('autoplay', '');
    player.setAttribute('data-mf-video', '');
    for (const [name, value] of [
      [source.kind, source.url],
      ['label', link.textContent!.trim()],
      ['poster', poster?.currentSrc || poster?.src],
      ...PASSED.map((name) => [name, link.getAttribute(`data-${name}`)]),
      ['consent-domain', consentDomain.trim()],
      ['labels', playerLabels.trim()],
    ])
      if (value) player.setAttribute(name!, value);
    const close = () => {
      open.delete(close);
      player.removeEventListener(MEDIA_STOP_EVENT, close);
      if (player.isConnected) player.replaceWith(link);
    };
    player.addEventListener(MEDIA_STOP_EVENT, close);
    open.add(close);
    link.replaceWith(player);
    onOpen(index, source.kind);
  };
  host.addEventListener('click', onClick);
  return () => {
    host.removeEventListener('click', onClick);
    for (const close of [...open]) close();
  };
}
