import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountWithMarkup } from '@mf/core/testing/problems';
import { problemsOf } from '@mf/core/element/problems';
import { UNSAFE_HREF } from '@mf/core/element/unsafe-links';
import './product-gallery.element';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('<mf-product-gallery> unsafe video links', () => {
  it('a javascript: overlay link is disarmed at the upgrade and reported once; a click runs nothing', async () => {
    const ran = vi.fn();
    (window as unknown as { ran: () => void }).ran = ran;
    const { element, warnings } = await mountWithMarkup(
      'mf-product-gallery',
      `<figure><img src="/a.jpg" alt="Front"></figure>
       <figure><img src="/b.jpg" alt="Side"><a data-video href="javascript:ran()">Watch the video</a></figure>`,
    );
    const link = element.querySelector('a[data-video]')!;
    expect(link.hasAttribute('href')).toBe(false);
    expect(link.getAttribute(UNSAFE_HREF)).toBe('javascript:ran()');
    fireEvent.click(link);
    expect(ran).not.toHaveBeenCalled();
    expect(element.querySelector('mf-video-player')).toBeNull();
    expect(warnings()).toEqual([
      '<mf-product-gallery> (1st on the page): link "Watch the video" has an address that runs script, got "javascript:ran()"; the link is disabled.',
    ]);

    // Mended by the page: the problem leaves the list.
    link.removeAttribute(UNSAFE_HREF);
    link.setAttribute('href', '/video.mp4');
    element.append(document.createElement('figure')); // the gallery reads its slides again
    await vi.waitFor(() => expect(problemsOf(element)).toEqual([]));
    expect(warnings()).toHaveLength(1);
  });
});
