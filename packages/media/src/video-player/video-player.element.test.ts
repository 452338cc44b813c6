import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountWithMarkup } from '@mf/core/testing/problems';
import { problemsOf } from '@mf/core/element/problems';
import './video-player.element';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('<mf-video-player> authoring mistakes (docs/editor-mode.md)', () => {
  it('no src and no embed: one warning naming the element; a source given takes it away', async () => {
    const { element, warnings } = await mountWithMarkup('mf-video-player', '', { label: 'MF 5S' });
    expect(warnings()).toEqual([
      '<mf-video-player> (1st on the page): attributes "src" and "embed" are both missing; the error text is shown.',
    ]);
    element.setAttribute('src', '/media/5s.mp4');
    await vi.waitFor(() => expect(problemsOf(element)).toEqual([]));
    expect(warnings()).toHaveLength(1);
  });

  it('an embed that is no video-site address is one warning, the refused attribute, not two', async () => {
    const { warnings } = await mountWithMarkup('mf-video-player', '', {
      embed: 'https://example.com/video.mp4',
    });
    // (Set before the element is on the page, it is named by its tag alone.)
    expect(warnings()).toEqual([
      '<mf-video-player>: attribute "embed" is invalid: expected a YouTube or Vimeo video address, got "https://example.com/video.mp4"; using the default.',
    ]);
  });
});
