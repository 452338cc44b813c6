/**
 * <mf-video-player> in Chromium: the embed facade requests nothing from the video site before
 * play and creates the privacy-enhanced frame after; the internal video plays with captions; a
 * failing video shows the error-msg text and logs (spec §8); mf-media-stop; axe in each state.
 */
import { expect, expectAxeClean, fixture, setUpElementTests, shadow, waitFor } from './helpers';

const tag = 'mf-video-player';
const test = setUpElementTests(tag);
const EMBED = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
const state = (el: Element) => shadow(el, '[part~=base]')?.getAttribute('data-state');

/** Every address the page has asked for or refers to on the video sites' hosts. */
function videoSiteTraffic(el: Element): string[] {
  const hosts = /youtube|ytimg|googlevideo|vimeo/;
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => hosts.test(new URL(name).hostname));
  const referenced = [...el.shadowRoot!.querySelectorAll('[src], [href], [srcset]')]
    .map((node) => node.getAttribute('src') ?? node.getAttribute('href') ?? '')
    .filter((address) => hosts.test(address));
  return [...loaded, ...referenced];
}

describe('<mf-video-player> in Chromium', () => {
  it('an embed is a facade: poster and a real play button, nothing from the video site before play', async () => {
    const el = await fixture(
      `<${tag} embed="${EMBED}" poster="/demo/public/media/card-demo.svg" label="Demo day"></${tag}>`,
    );
    const play = await waitFor(() => shadow<HTMLButtonElement>(el, '[part~=play]'), 5000, 'play');
    expect(play.getAttribute('aria-label')).to.equal('Play video: Demo day');
    expect(shadow(el, 'iframe')).to.equal(null);
    const poster = shadow<HTMLImageElement>(el, '[part~=poster]')!;
    await waitFor(() => poster.complete, 5000, 'the poster');
    expect(videoSiteTraffic(el)).to.deep.equal([]);
    await expectAxeClean(el);
  });

  // Pressing play (the frame created with the privacy-enhanced address, autoplaying, focus moved
  // to it) is tested end to end (tests/e2e/mf-video-player.e2e.ts), where the video site's
  // address can be answered by a stand-in: here it would wait on a network this machine lacks.

  it('an internal video plays in the native player with its captions; mf-media-stop pauses it', async () => {
    const el = await fixture(
      `<${tag} src="/demo/public/media/field-day.mp4" poster="/demo/public/media/field-day-poster.jpg" captions="/demo/public/media/field-day.en.vtt" label="Field day"></${tag}>`,
    );
    const video = await waitFor(() => shadow<HTMLVideoElement>(el, 'video'), 5000, 'the video');
    expect(video.controls).to.equal(true);
    expect(video.getAttribute('aria-label')).to.equal('Field day');
    expect(video.textTracks[0]?.kind).to.equal('captions');
    expect(shadow<HTMLTrackElement>(el, 'track')!.default, 'captions on by default').to.equal(true);
    await expectAxeClean(el);
    video.muted = true;
    await video.play();
    expect(video.paused).to.equal(false);
    el.dispatchEvent(new Event('mf-media-stop'));
    expect(video.paused).to.equal(true);
    expect(test.errors).to.deep.equal([]);
  });

  it('a video that fails to load shows the error-msg text in its place and logs (spec §8)', async () => {
    const el = await fixture(
      `<${tag} src="/demo/public/media/missing.mp4" label="Gone" error-msg="Sorry, this video cannot be played right now."></${tag}>`,
    );
    const video = await waitFor(() => shadow<HTMLVideoElement>(el, 'video'), 5000, 'the video');
    video.muted = true;
    await video.play().catch(() => undefined); // rejects: the source fails
    await waitFor(() => state(el) === 'error', 8000, 'the error state');
    expect(shadow(el, 'video')).to.equal(null);
    expect(shadow(el, '[part~=error]')!.textContent).to.equal(
      'Sorry, this video cannot be played right now.',
    );
    expect(
      test.errors.some((m) => m.startsWith('mf-video-player: the video could not be loaded')),
    ).to.equal(true);
    await expectAxeClean(el);
  });
});
