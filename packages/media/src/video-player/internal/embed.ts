/**
 * Video-site embeds (docs/specs/browser-notes.md "Video embeds"): the visitor's page address of a
 * video on a video site becomes the site's privacy-enhanced embed address, used only once the
 * visitor presses play. YouTube: www.youtube-nocookie.com (no cookies until playback); Vimeo:
 * player.vimeo.com with dnt=1 (no tracking). Both autoplay, since the visitor just pressed play.
 */
export type EmbedProvider = 'youtube' | 'vimeo';

export interface Embed {
  provider: EmbedProvider;
  id: string;
}

const YOUTUBE_HOSTS = /^(?:www\.|m\.)?(?:youtube\.com|youtube-nocookie\.com)$/;
const YOUTUBE_ID = /^[\w-]{11}$/;

/** The video an address points to, or null when it is not a supported video-site address. */
export function parseEmbed(address: string): Embed | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const path = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'youtu.be') id = path[0];
  else if (YOUTUBE_HOSTS.test(host))
    id =
      path[0] === 'watch'
        ? (url.searchParams.get('v') ?? undefined)
        : ['embed', 'shorts', 'live', 'v'].includes(path[0] ?? '')
          ? path[1]
          : undefined;
  if (id !== undefined) return YOUTUBE_ID.test(id) ? { provider: 'youtube', id } : null;
  if (host === 'vimeo.com' || host === 'www.vimeo.com' || host === 'player.vimeo.com') {
    const vimeo = (host === 'player.vimeo.com' ? path[1] : path[0]) ?? '';
    return /^\d{6,12}$/.test(vimeo) ? { provider: 'vimeo', id: vimeo } : null;
  }
  return null;
}

/** The privacy-enhanced frame address, autoplaying. */
export function embedSrc({ provider, id }: Embed): string {
  return provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0&playsinline=1`
    : `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`;
}

/** The video's own page on the video site: a plain link, fetched only if the visitor follows it. */
export function watchUrl({ provider, id }: Embed): string {
  return provider === 'youtube'
    ? `https://www.youtube.com/watch?v=${id}`
    : `https://vimeo.com/${id}`;
}

/** The video site's name, for "Watch on {site}". */
export function siteName(provider: EmbedProvider): string {
  return provider === 'youtube' ? 'YouTube' : 'Vimeo';
}

/** The `embed` attribute's check: a supported video-site address, or '' (none). */
export function validateEmbed(value: unknown): string {
  if (value === '') return '';
  if (typeof value === 'string' && parseEmbed(value)) return value.trim();
  throw new Error('expected a YouTube or Vimeo video address');
}
