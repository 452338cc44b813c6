/**
 * The video player gallery page end to end: the embed facade asks nothing of the video site until
 * the visitor presses play (keyboard), then creates the privacy-enhanced frame; the failing video
 * (scenario "error": the mp4 answers 404) shows the error text; axe at mobile and desktop.
 */
import { expect, expectAxeClean, openGallery, tabTo, test } from './fixtures';

const VIDEO_SITES = /youtube|ytimg|googlevideo|vimeo/;

for (const width of [420, 1200]) {
  test(`the player page at ${width} px is accessible`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openGallery(page, '/mf-video-player.html');
    await expect(page.locator('mf-video-player').first().locator('video')).toBeVisible();
    await expectAxeClean(page, `players ${width}`);
  });
}

test('the embed: nothing requested from the video site before play; Enter on play creates the nocookie frame', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (VIDEO_SITES.test(new URL(request.url()).hostname)) requests.push(request.url());
  });
  // A stand-in for the video site (no outside network here).
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>player</title><p>Playing</p>' }),
  );
  await openGallery(page, '/mf-video-player.html');
  const player = page.locator('mf-video-player').nth(1);
  const play = player.getByRole('button', { name: 'Play video: Demo day highlights' });
  await tabTo(page, play);
  expect(requests, 'requests to the video site before play').toEqual([]);
  await page.keyboard.press('Enter');
  const frame = player.locator('iframe');
  await expect(frame).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0&playsinline=1',
  );
  await expect.poll(() => requests.length).toBeGreaterThan(0);
  expect(requests.every((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(
    true,
  );
  await expect(player.locator('[part~="base"]')).toHaveAttribute('data-state', 'playing');
  await expect(frame).toBeFocused();
  await expectAxeClean(page, 'embed playing');
});

test('scenario error: the video fails and its error text shows in place of the player', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource/, /mf-video-player: the video could not be loaded/);
  await openGallery(page, '/mf-video-player.html?scenario=error');
  const player = page.locator('mf-video-player').first();
  await player.locator('video').evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    return video.play().catch(() => undefined);
  });
  await expect(player.locator('[part~="error"]')).toHaveText(
    'Sorry, this video cannot be played right now.',
  );
  await expect(player.locator('video')).toHaveCount(0);
  await expectAxeClean(page, 'failed video');
});

test('German: captions, names and the error text from data-lang-de-*', async ({ page }) => {
  await openGallery(page, '/mf-video-player.html?lang=de');
  const player = page.locator('mf-video-player').first();
  await expect(player.locator('video')).toHaveAttribute('aria-label', 'Der MF 5S auf dem Feldtag');
  await expect(player.locator('track')).toHaveAttribute('srclang', 'de');
  await expect(
    page.getByRole('button', { name: 'Video abspielen: Höhepunkte des Vorführtags' }),
  ).toBeVisible();
});

test('consent declined: no frame and no request to the video site; the preferences grant it and the video starts', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (VIDEO_SITES.test(new URL(request.url()).hostname)) requests.push(request.url());
  });
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>player</title><p>Playing</p>' }),
  );
  await openGallery(page, '/mf-video-player.html?consent=declined');
  const player = page.locator('mf-video-player').nth(1);
  await tabTo(page, player.getByRole('button', { name: 'Play video: Demo day highlights' }));
  await page.keyboard.press('Enter');
  const panel = player.getByRole('region', { name: 'This video needs your cookie consent' });
  await expect(panel).toBeFocused();
  await expect(player.locator('[part~="base"]')).toHaveAttribute('data-state', 'no-consent');
  await expect(player.getByRole('link', { name: 'Watch on YouTube' })).toHaveAttribute(
    'href',
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  );
  await expect(player.locator('iframe')).toHaveCount(0);
  expect(requests, 'requests to the video site without consent').toEqual([]);
  await expectAxeClean(page, 'embed without consent');
  await page.keyboard.press('Tab');
  await expect(player.getByRole('button', { name: 'Cookie preferences' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Accept all cookies' }).click();
  const frame = player.locator('iframe');
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  await expect(frame).toBeFocused();
  await expect.poll(() => requests.length).toBeGreaterThan(0);
});

test('consent manager missing: checking, then the panel with Try again and the site link, never a frame', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/TrustArc API failed to load/);
  const requests: string[] = [];
  page.on('request', (request) => {
    if (VIDEO_SITES.test(new URL(request.url()).hostname)) requests.push(request.url());
  });
  await openGallery(page, '/mf-video-player.html?consent=missing');
  const player = page.locator('mf-video-player').nth(1);
  await player.getByRole('button', { name: 'Play video: Demo day highlights' }).click();
  await expect(player.getByRole('status')).toHaveText('Checking your cookie preferences…');
  const panel = player.getByRole('region', { name: 'The video cannot be shown right now' });
  // The consent check gives up at 10 s; room for a loaded CI machine on top.
  await expect(panel).toBeVisible({ timeout: 25_000 });
  await expect(player.getByRole('button', { name: 'Cookie preferences' })).toHaveCount(0);
  await expect(player.getByRole('link', { name: 'Watch on YouTube' })).toBeVisible();
  await expect(player.locator('iframe')).toHaveCount(0);
  expect(requests).toEqual([]);
  await expectAxeClean(page, 'embed without a consent manager');
  await player.getByRole('button', { name: 'Try again' }).click();
  await expect(player.getByRole('button', { name: 'Trying again…' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});
