/**
 * Stopping media in content that is hidden (site-components spec §4: "A slide or tab change
 * removes the video"; and a playing video pauses when its slide leaves).
 *
 * A container that hides content (a carousel slide leaving the visible group, a tab closing)
 * calls `stopMedia(hidden)`: native `<video>` and `<audio>` in it are paused, and every custom
 * element in it gets a non-bubbling `mf-media-stop` event. An element that plays media in its own
 * shadow root listens for it on itself (`<mf-video-player>` pauses its video, or closes a
 * video-site frame back to its poster). Elements that play nothing ignore it.
 *
 * One medium plays at a time (docs/laws/motion.md): an element whose medium starts (a video
 * file's `play`, a video-site frame opened) calls `announcePlay(host)`, and one that plays media
 * listens with `onOtherPlay`. The news travels as an `mf-media-play` event on the document, so
 * the all-in-one script and the ESM bundles on one page hear each other without a shared module;
 * the page's own `<video>` and `<audio>` are paused by the announcement, and their `play` (seen
 * in the capture phase) pauses ours.
 */
export const MEDIA_STOP_EVENT = 'mf-media-stop';
const PLAY = 'mf-media-play';

export function stopMedia(root: Element): void {
  for (const media of root.querySelectorAll<HTMLMediaElement>('video, audio')) media.pause();
  const elements = [root, ...root.querySelectorAll('*')].filter((el) => el.localName.includes('-'));
  for (const element of elements) element.dispatchEvent(new Event(MEDIA_STOP_EVENT));
}

/** `source` (an element's host) started playing: every other medium of the page pauses. */
export function announcePlay(source: Element): void {
  for (const media of document.querySelectorAll<HTMLMediaElement>('video, audio'))
    if (!source.contains(media)) media.pause();
  document.dispatchEvent(new CustomEvent(PLAY, { detail: source }));
}

/** Calls `pause` whenever a medium other than `self`'s own starts; returns the clean-up. */
export function onOtherPlay(self: Element, pause: () => void): () => void {
  const listener = (event: Event) => {
    const source = (event as CustomEvent<Node | null>).detail ?? (event.target as Node);
    if (!self.contains(source)) pause();
  };
  document.addEventListener(PLAY, listener);
  document.addEventListener('play', listener, true);
  return () => {
    document.removeEventListener(PLAY, listener);
    document.removeEventListener('play', listener, true);
  };
}
