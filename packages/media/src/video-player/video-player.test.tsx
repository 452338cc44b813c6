import { ElementContext } from '@mf/core/element/element-context';
import { defaultProps, type PropsOf } from '@mf/core/element/define-api';
import { MEDIA_STOP_EVENT } from '@mf/core/browser/media';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VideoPlayer } from './video-player';
import { videoPlayerApi } from './video-player.api';

type Props = PropsOf<typeof videoPlayerApi>;
const hosts: HTMLElement[] = [];
afterEach(() => hosts.splice(0).forEach((host) => host.remove()));

function renderPlayer(overrides: Partial<Props>) {
  const host = document.createElement('mf-video-player');
  document.body.append(host);
  hosts.push(host);
  const emit = vi.fn((_name: string, _detail?: unknown) => true);
  const props = { ...defaultProps(videoPlayerApi), label: 'Field day', ...overrides };
  const view = render(
    <ElementContext.Provider value={{ host, portalRoot: null, locale: 'en', emit }}>
      <VideoPlayer {...props} />
    </ElementContext.Provider>,
    // Inside the host, as the element's shadow root is: its own media are not "other" media.
    { container: host },
  );
  return { ...view, host, emit, base: () => view.container.querySelector('[part~="base"]')! };
}

const EMBED = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

describe('<mf-video-player> view: internal video', () => {
  it('is the native player with controls, poster, captions track, loading nothing before play', () => {
    const { container, base } = renderPlayer({
      src: '/v.mp4',
      poster: '/p.jpg',
      captions: '/v.de.vtt',
      captionsLang: 'de',
    });
    const video = container.querySelector('video')!;
    expect(base().getAttribute('data-state')).toBe('ready');
    expect(video).toHaveAttribute('src', '/v.mp4');
    expect(video).toHaveAttribute('poster', '/p.jpg');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAccessibleName('Field day');
    const track = video.querySelector('track')!;
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('srclang', 'de');
    expect(track).toHaveAttribute('src', '/v.de.vtt');
  });

  it('a video that fails shows the error-msg text in its place and logs (spec §8)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container, base } = renderPlayer({
      src: '/missing.mp4',
      errorMsg: 'Video not available.',
    });
    fireEvent.error(container.querySelector('video')!);
    expect(base().getAttribute('data-state')).toBe('error');
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByText('Video not available.')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      'mf-video-player: the video could not be loaded',
      '/missing.mp4',
    );
  });

  it('without any source the error text shows, and a warning naming the element says why', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPlayer({});
    expect(screen.getByText('This video could not be loaded.')).toBeInTheDocument();
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '<mf-video-player> (1st on the page): attributes "src" and "embed" are both missing; the error text is shown.',
    ]);
  });

  it('mf-media-stop pauses it; playing emits mf-play', () => {
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    const { container, host, emit } = renderPlayer({ src: '/v.mp4' });
    fireEvent.play(container.querySelector('video')!);
    expect(emit).toHaveBeenCalledWith('mf-play', { kind: 'file' });
    host.dispatchEvent(new Event(MEDIA_STOP_EVENT));
    expect(pause).toHaveBeenCalledTimes(1);
  });
});

describe('<mf-video-player> view: embed facade', () => {
  it('shows the poster and a real play button, and no frame, before play', () => {
    const { container, base } = renderPlayer({ embed: EMBED, poster: '/p.jpg' });
    expect(base().getAttribute('data-state')).toBe('ready');
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img[part~="poster"]')).toHaveAttribute('src', '/p.jpg');
    expect(screen.getByRole('button', { name: 'Play video: Field day' })).toBeInTheDocument();
  });

  it('play creates the privacy-enhanced frame, autoplaying, and emits mf-play', () => {
    const { container, emit, base } = renderPlayer({ embed: EMBED });
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Field day' }));
    const frame = container.querySelector('iframe')!;
    expect(frame.src).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0&playsinline=1',
    );
    expect(frame).toHaveAttribute('title', 'Field day');
    expect(frame.getAttribute('allow')).toContain('autoplay');
    expect(base().getAttribute('data-state')).toBe('playing');
    expect(emit).toHaveBeenCalledWith('mf-play', { kind: 'embed' });
  });

  it('mf-media-stop closes the frame back to the facade', () => {
    const { container, host } = renderPlayer({ embed: EMBED });
    fireEvent.click(screen.getByRole('button', { name: /Play video/ }));
    act(() => void host.dispatchEvent(new Event(MEDIA_STOP_EVENT)));
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: /Play video/ })).toBeInTheDocument();
  });

  it('src wins over embed; an untitled video says "Play video: Video"', () => {
    const { container } = renderPlayer({ src: '/v.mp4', embed: EMBED });
    expect(container.querySelector('video')).not.toBeNull();
    expect(container.querySelector('button')).toBeNull();
    renderPlayer({ embed: EMBED, label: '' });
    expect(screen.getByRole('button', { name: 'Play video: Video' })).toBeInTheDocument();
  });
});

describe('<mf-video-player> view: consent before the frame (browser-notes.md "Video embeds")', () => {
  const DOMAIN = 'mf-machinery.example';
  let level = 4;
  const openPreferences = vi.fn();
  const installManager = () =>
    vi.stubGlobal('truste', {
      cma: {
        callApi: (name: string, domain: string) =>
          name === 'getConsentDecision' && domain === DOMAIN
            ? { consentDecision: level, source: 'asserted' }
            : undefined,
      },
      eu: { clickListener: openPreferences },
    });
  const consentChanged = () =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: JSON.stringify({ source: 'preference_manager', message: 'submit_preferences' }),
        }),
      );
    });
  const press = () => fireEvent.click(screen.getByRole('button', { name: /Play video/ }));

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    level = 4;
    openPreferences.mockClear();
  });

  it('with consent (level 4) the press creates the frame and focus moves into it', async () => {
    installManager();
    const { container, base } = renderPlayer({ embed: EMBED, consentDomain: DOMAIN });
    press();
    await waitFor(() => expect(base().getAttribute('data-state')).toBe('playing'));
    const frame = container.querySelector('iframe')!;
    expect(frame.src).toContain('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    // Focus follows in the effect after the commit that drew the frame (a busy run saw the
    // commit before the effect).
    await waitFor(() => expect(frame).toHaveFocus());
  });

  it('declined: no frame; the panel explains, opens the preferences, links to the site; a later grant brings the frame', async () => {
    level = 1;
    installManager();
    const { container, base } = renderPlayer({ embed: EMBED, consentDomain: DOMAIN });
    press();
    await waitFor(() => expect(base().getAttribute('data-state')).toBe('no-consent'));
    expect(container.querySelector('iframe')).toBeNull();
    const panel = screen.getByRole('region', { name: 'This video needs your cookie consent' });
    await waitFor(() => expect(panel).toHaveFocus());
    expect(panel).toHaveTextContent('YouTube shows this video and uses cookies.');
    expect(screen.getByRole('link', { name: 'Watch on YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cookie preferences' }));
    expect(openPreferences).toHaveBeenCalledTimes(1);
    level = 4;
    consentChanged();
    expect(base().getAttribute('data-state')).toBe('playing');
    expect(container.querySelector('iframe')).not.toBeNull();
    // Withdrawn again: the frame goes.
    level = 1;
    consentChanged();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('no consent manager: checking while it is awaited, then Try again and the site link, never a dead button', async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container, base } = renderPlayer({ embed: EMBED, consentDomain: DOMAIN });
    // Nothing is asked before the visitor wants the video.
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(error).not.toHaveBeenCalled();
    press();
    expect(base().getAttribute('data-state')).toBe('consent-pending');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your cookie preferences…');
    expect(screen.getByRole('button', { name: /Play video/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(base().getAttribute('data-state')).toBe('no-consent-manager');
    expect(error).toHaveBeenCalledWith('mf-video-player: TrustArc API failed to load');
    expect(
      screen.getByRole('region', { name: 'The video cannot be shown right now' }),
    ).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Cookie preferences' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Watch on YouTube' })).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
    // The manager loads late; Try again asks it.
    installManager();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('button', { name: 'Trying again…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(base().getAttribute('data-state')).toBe('playing');
    expect(container.querySelector('iframe')).not.toBeNull();
  });

  it('declined without a preferences dialog counts as no manager (no dead button); mf-media-stop goes back to the facade', async () => {
    level = 1;
    vi.stubGlobal('truste', {
      cma: { callApi: () => ({ consentDecision: 1 }) },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { host, base } = renderPlayer({ embed: EMBED, consentDomain: DOMAIN });
    press();
    await waitFor(() => expect(base().getAttribute('data-state')).toBe('no-consent-manager'));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    act(() => void host.dispatchEvent(new Event(MEDIA_STOP_EVENT)));
    expect(base().getAttribute('data-state')).toBe('ready');
  });

  it('an internal video never asks for consent', () => {
    const { container } = renderPlayer({ src: '/v.mp4', consentDomain: DOMAIN });
    expect(container.querySelector('video')).not.toBeNull();
  });
});

describe('<mf-video-player> view: autoplay (injected by an overlay, spec §4 product tabs)', () => {
  it('an internal video autoplays and takes the focus the overlay left behind', () => {
    (document.activeElement as HTMLElement | null)?.blur();
    // jsdom does not focus a video (Chromium does: tests/browser/mf-product-tabs.test.ts).
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    const { container } = renderPlayer({ src: '/v.mp4', autoplay: true });
    const video = container.querySelector('video')!;
    expect(video.autoplay).toBe(true);
    expect(focus.mock.contexts).toContain(video);
    focus.mockRestore();
  });

  it('leaves focus where it is when something holds it', () => {
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    const { container } = renderPlayer({ src: '/v.mp4', autoplay: true });
    expect(focus).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
    focus.mockRestore();
    expect(container.querySelector('video')!.autoplay).toBe(true);
    button.remove();
  });

  it('without it the internal video waits for the visitor', () => {
    const { container } = renderPlayer({ src: '/v.mp4' });
    expect(container.querySelector('video')!.autoplay).toBe(false);
  });

  it('an embed skips its facade: the autoplaying frame at once', () => {
    const { container, base } = renderPlayer({ embed: EMBED, autoplay: true });
    expect(base().getAttribute('data-state')).toBe('playing');
    expect(container.querySelector('[part~="play"]')).toBeNull();
    expect(container.querySelector('iframe')!.src).toContain('autoplay=1');
  });
});
