// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { embedSrc, parseEmbed, validateEmbed } from './embed';

describe('video-site addresses', () => {
  it.each([
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://youtu.be/aqz-KE-bpKQ',
    'https://www.youtube.com/embed/aqz-KE-bpKQ',
    'https://m.youtube.com/shorts/aqz-KE-bpKQ',
    'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0',
  ])('%s is the YouTube video aqz-KE-bpKQ', (address) => {
    expect(parseEmbed(address)).toEqual({ provider: 'youtube', id: 'aqz-KE-bpKQ' });
  });

  it('Vimeo page and player addresses', () => {
    expect(parseEmbed('https://vimeo.com/76979871')).toEqual({ provider: 'vimeo', id: '76979871' });
    expect(parseEmbed('https://player.vimeo.com/video/76979871')).toEqual({
      provider: 'vimeo',
      id: '76979871',
    });
  });

  it.each([
    '',
    'not a url',
    'javascript:alert(1)',
    'https://example.com/watch?v=aqz-KE-bpKQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ"><script>',
    'https://vimeo.com/channels/staff',
  ])('%j is not a supported video address', (address) => {
    expect(parseEmbed(address)).toBeNull();
  });

  it('the frame address is the privacy-enhanced one, autoplaying', () => {
    expect(embedSrc({ provider: 'youtube', id: 'aqz-KE-bpKQ' })).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0&playsinline=1',
    );
    expect(embedSrc({ provider: 'vimeo', id: '76979871' })).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
  });

  it('the attribute check keeps a supported address and refuses another site', () => {
    expect(validateEmbed('')).toBe('');
    expect(validateEmbed(' https://youtu.be/aqz-KE-bpKQ ')).toBe('https://youtu.be/aqz-KE-bpKQ');
    expect(() => validateEmbed('https://example.com/video.mp4')).toThrow(/YouTube or Vimeo/);
  });
});
