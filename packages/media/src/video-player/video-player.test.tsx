import { ElementContext } from '@mf/core/element/element-context';
import { defaultProps, type PropsOf } from '@mf/core/element/define-api';
import { MEDIA_STOP_EVENT } from '@mf/core/browser/media';
import { act, fireEvent, render, screen } from '@testing-library/react';
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

  it('without any source the error text shows, and a warning says why', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPlayer({});
    expect(screen.getByText('This video could not be loaded.')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^mf-video-player: no "src" or "embed"/),
    );
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
