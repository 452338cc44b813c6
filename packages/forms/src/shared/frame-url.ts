/**
 * The lead-form frame address (site-components spec §7 "Embedded form frames: the frame address
 * is the configured address plus these parameters: ssurl, Locale, DealerCode, PageUrl,
 * PageTitle, RequestType, ProductTag, gpi, offer_title, PrimaryContentTags, ContentTags, Site,
 * event_name, and utm_source, utm_campaign, utm_content, utm_medium and utm_term").
 *
 * Values are encoded with core's encodeUrlComponent (a space is %20, a lone surrogate U+FFFD). Empty values are left out, so the
 * form sees either a value or no parameter. A parameter the configured address already carries
 * is replaced by ours. The configured address must be http(s) (core/parse safeHttpUrl).
 */
import { encodeUrlComponent } from '@mf/core/http/url-component';
import { safeHttpUrl } from '@mf/core/parse/parse';
import { UTM_KEYS } from './utm';

/** Frame parameters in the order the spec lists them. */
export const FRAME_PARAMETERS = [
  'ssurl',
  'Locale',
  'DealerCode',
  'PageUrl',
  'PageTitle',
  'RequestType',
  'ProductTag',
  'gpi',
  'offer_title',
  'PrimaryContentTags',
  'ContentTags',
  'Site',
  'event_name',
  ...UTM_KEYS,
] as const;
export type FrameParameter = (typeof FRAME_PARAMETERS)[number];
export type FrameParameters = Partial<Record<FrameParameter, string>>;

/** The configured address plus the parameters; null (logged by the caller) when not http(s). */
export function buildFrameUrl(base: string, parameters: FrameParameters): string | null {
  const safe = safeHttpUrl(base);
  if (!safe) return null;
  const url = new URL(safe);
  const ours = FRAME_PARAMETERS.filter((name) => (parameters[name] ?? '').trim() !== '');
  const kept = url.search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => {
      if (!part) return false;
      const name = part.split('=')[0]!;
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // keep an undecodable parameter as the author wrote it
      }
      return !ours.includes(decoded as FrameParameter);
    });
  const added = ours.map(
    (name) => `${encodeUrlComponent(name)}=${encodeUrlComponent(parameters[name]!.trim())}`,
  );
  const query = [...kept, ...added].join('&');
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}${url.hash}`;
}

/** What a page knows about itself, for PageUrl and PageTitle (hash left out: it drives the modal). */
export function pageParameters(): Pick<FrameParameters, 'PageUrl' | 'PageTitle'> {
  if (typeof location === 'undefined') return {};
  return {
    PageUrl: location.href.replace(/#.*$/, ''),
    PageTitle: typeof document === 'undefined' ? '' : document.title,
  };
}
