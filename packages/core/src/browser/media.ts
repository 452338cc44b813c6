/**
 * Stopping media in content that is hidden (site-components spec §4: "A slide or tab change
 * removes the video"; issue 14: "a playing video pauses when its slide leaves").
 *
 * A container that hides content (a carousel slide leaving the visible group, a tab closing)
 * calls `stopMedia(hidden)`: native `<video>` and `<audio>` in it are paused, and every custom
 * element in it gets a non-bubbling `mf-media-stop` event. An element that plays media in its own
 * shadow root listens for it on itself (`<mf-video-player>` pauses its video, or closes a
 * video-site frame back to its poster). Elements that play nothing ignore it.
 */
export const MEDIA_STOP_EVENT = 'mf-media-stop';

export function stopMedia(root: Element): void {
  for (const media of root.querySelectorAll<HTMLMediaElement>('video, audio')) media.pause();
  const elements = [root, ...root.querySelectorAll('*')].filter((el) => el.localName.includes('-'));
  for (const element of elements) element.dispatchEvent(new Event(MEDIA_STOP_EVENT));
}
