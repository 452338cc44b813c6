import { MEDIA_STOP_EVENT } from '@mf/core/browser/media';
import {
  figuresHtml,
  renderView,
  resizeTo,
  setViewportWidth,
} from '@mf/product-page/testing/view-harness';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProductGallery, THUMBNAIL_ARROWS_ABOVE } from './product-gallery';
import { productGalleryApi } from './product-gallery.api';
import { videoSource } from './internal/video-overlay';

// A stand-in for <mf-video-player> (packages/media, which a feature package does not import): the
// gallery composes the player by its tag; the browser tests use the real one.
beforeAll(() => {
  if (!customElements.get('mf-video-player'))
    customElements.define('mf-video-player', class extends HTMLElement {});
});
afterEach(() => vi.useRealTimers());

const open = (html: string, overrides = {}) =>
  renderView(productGalleryApi, ProductGallery, html, { label: 'Exterior', ...overrides });

const VIDEO_SLIDE =
  '<figure><img src="/poster.jpg" alt="Field day"><a data-video href="/media/field-day.mp4" data-error-msg="Video kaputt" data-captions="/fd.vtt"><span>Play the video: field day</span></a></figure>';

describe('<mf-product-gallery> view: pictures and thumbnails (spec §9)', () => {
  it('one picture at a time: a labelled region, each picture "n of m", a thumbnail each', () => {
    setViewportWidth(1200);
    const { ui, host, part } = open(figuresHtml(3));
    expect(ui.getByRole('region', { name: 'Exterior' })).toHaveAttribute(
      'aria-roledescription',
      'gallery',
    );
    const figures = [...host.children];
    expect(figures[0]).toHaveAttribute('aria-label', '1 of 3');
    expect(figures[1]).toHaveAttribute('inert');
    const thumbs = part('picker')!.querySelectorAll('button');
    expect(thumbs).toHaveLength(3);
    expect(thumbs[1]!.querySelector('img')).toHaveAttribute('src', '/t2.jpg');
    expect(ui.getByRole('status').textContent).toBe('Picture 1 of 3');
  });

  it('a single picture is no carousel: no controls', () => {
    setViewportWidth(1200);
    const { part } = open(figuresHtml(1));
    expect(part('base')).toHaveAttribute('data-state', 'static');
    expect(part('controls')).toBeNull();
  });

  for (const width of [400, 800, 1500]) {
    it(`at ${width} px: no arrows with ${THUMBNAIL_ARROWS_ABOVE} pictures, arrows with 5`, async () => {
      vi.useFakeTimers();
      setViewportWidth(1200);
      const four = open(figuresHtml(4));
      const five = open(figuresHtml(5));
      await resizeTo(width);
      expect(four.part('base')).toHaveAttribute('data-state', 'carousel');
      expect(four.part('previous')).toBeNull();
      expect(four.part('next')).toBeNull();
      expect(four.part('picker')!.querySelectorAll('button')).toHaveLength(4);
      expect(five.part('previous')).toBeInTheDocument();
      expect(five.part('next')).toBeInTheDocument();
      expect(five.part('picker')!.querySelectorAll('button')).toHaveLength(5);
    });
  }

  it('a thumbnail shows its picture and emits mf-slide-change', async () => {
    setViewportWidth(1200);
    const { ui, host, emit } = open(figuresHtml(3));
    fireEvent.click(ui.getByRole('button', { name: 'Picture 3' }));
    await waitFor(() => expect(ui.getByRole('status').textContent).toBe('Picture 3 of 3'));
    expect(host.children[2]).not.toHaveAttribute('inert');
    await waitFor(() => expect(emit).toHaveBeenCalledWith('mf-slide-change', { index: 2 }));
  });
});

describe('<mf-product-gallery> view: video overlays (spec §4)', () => {
  it('reads the overlay address: our file plays in the player, another site is an embed', () => {
    expect(videoSource('/media/a.mp4', 'https://example.com/')).toEqual({
      kind: 'src',
      url: 'https://example.com/media/a.mp4',
    });
    expect(videoSource('https://www.youtube.com/watch?v=x')!.kind).toBe('embed');
    expect(videoSource('javascript:alert(1)')).toBeNull();
    expect(videoSource(null)).toBeNull();
  });

  it('a press removes the overlay and injects an autoplaying player with the slide’s details', () => {
    setViewportWidth(1200);
    const { host, emit } = open(VIDEO_SLIDE + figuresHtml(1), { consentDomain: 'mf.example' });
    const link = host.querySelector('a[data-video]')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(host.querySelector('a[data-video]')).toBeNull();
    const player = host.querySelector('mf-video-player')!;
    expect(player.getAttribute('src')).toBe(`${location.origin}/media/field-day.mp4`);
    expect(player).toHaveAttribute('autoplay');
    expect(player.getAttribute('label')).toBe('Play the video: field day');
    expect(player.getAttribute('poster')).toBe(`${location.origin}/poster.jpg`);
    expect(player.getAttribute('error-msg')).toBe('Video kaputt');
    expect(player.getAttribute('captions')).toBe('/fd.vtt');
    expect(player.getAttribute('consent-domain')).toBe('mf.example');
    expect(emit).toHaveBeenCalledWith('mf-video-open', { index: 0, kind: 'src' });
  });

  it('a video-site address becomes an embed', () => {
    setViewportWidth(1200);
    const { host } = open(
      '<figure><img src="/p.jpg" alt=""><a data-video href="https://www.youtube.com/watch?v=aqz-KE-bpKQ">Watch</a></figure>',
    );
    fireEvent.click(host.querySelector('a[data-video]')!);
    expect(host.querySelector('mf-video-player')!.getAttribute('embed')).toBe(
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    );
  });

  it('a slide change removes the video and brings the overlay back', async () => {
    setViewportWidth(1200);
    const { host, ui } = open(VIDEO_SLIDE + figuresHtml(2));
    fireEvent.click(host.querySelector('a[data-video]')!);
    const player = host.querySelector('mf-video-player')!;
    const stopped = vi.fn();
    player.addEventListener(MEDIA_STOP_EVENT, stopped);
    fireEvent.click(ui.getByRole('button', { name: 'Picture 2' }));
    await waitFor(() => expect(host.querySelector('mf-video-player')).toBeNull());
    expect(stopped).toHaveBeenCalled();
    expect(host.children[0]!.querySelector('a[data-video]')).toBeInTheDocument();
  });

  it('a stop from outside (a tab change) does the same', () => {
    setViewportWidth(1200);
    const { host } = open(VIDEO_SLIDE);
    fireEvent.click(host.querySelector('a[data-video]')!);
    host.querySelector('mf-video-player')!.dispatchEvent(new Event(MEDIA_STOP_EVENT));
    expect(host.querySelector('mf-video-player')).toBeNull();
    expect(host.querySelector('a[data-video]')).toBeInTheDocument();
  });

  it('an address that is not http(s) plays nothing and the link is left to the browser', () => {
    setViewportWidth(1200);
    const { host } = open(
      '<figure><img src="/p.jpg" alt=""><a data-video href="ftp://example.com/v.mp4">Watch</a></figure>',
    );
    fireEvent.click(host.querySelector('a[data-video]')!);
    expect(host.querySelector('mf-video-player')).toBeNull();
  });

  it('unmounting takes a playing video back to its overlay', () => {
    setViewportWidth(1200);
    const { host, unmount } = open(VIDEO_SLIDE);
    fireEvent.click(host.querySelector('a[data-video]')!);
    unmount();
    expect(host.querySelector('mf-video-player')).toBeNull();
    expect(host.querySelector('a[data-video]')).toBeInTheDocument();
  });
});
