/**
 * Builds the CMS servlet address `{origin}/bin/{site}/{file}` (site-components spec §7).
 *
 * On a cloud-hosting or static test host the same servlet sits under an extra prefix and
 * `/resources`: `{origin}/{prefix}/resources/bin/{site}/{file}`, the prefix being the site
 * unless configured (spec §7 news: "the path starts with /{site}/resources/bin/"). The host is
 * matched against a configurable pattern; an invalid pattern is logged and never matches. An
 * element validates its pattern attribute with `validatePattern` (core/parse/pattern.ts), so a
 * bad pattern is logged once with its tag when it is set and never reaches this.
 */
import { encodeUrlComponent } from './url-component';

export interface BinUrlOptions {
  /** '' for the page's own origin. */
  origin: string;
  site: string;
  /** File and query after `/bin/{site}/`, already encoded. */
  file: string;
  /** Regular expression (as text) matched against the host name; '' disables. */
  cloudHostPattern?: string;
  cloudPrefix?: string;
  /** Host name to test; defaults to the origin's host, else the page's. */
  hostname?: string;
}

export function binUrl(options: BinUrlOptions): string {
  const origin = options.origin.replace(/\/+$/, '');
  const site = encodeUrlComponent(options.site);
  const hostname = options.hostname ?? hostOf(origin);
  const cloud = matchesHost(options.cloudHostPattern ?? '', hostname);
  const prefix = cloud
    ? `/${(options.cloudPrefix || options.site)
        .split('/')
        .filter(Boolean)
        .map((segment) => encodeUrlComponent(segment))
        .join('/')}/resources`
    : '';
  return `${origin}${prefix}/bin/${site}/${options.file}`;
}

function hostOf(origin: string): string {
  if (origin) {
    try {
      return new URL(origin).hostname;
    } catch {
      return '';
    }
  }
  return typeof location === 'undefined' ? '' : location.hostname;
}

export function matchesHost(pattern: string, hostname: string): boolean {
  if (!pattern) return false;
  try {
    return new RegExp(pattern, 'i').test(hostname);
  } catch (error) {
    console.error(`Invalid host pattern "${pattern}"`, error);
    return false;
  }
}

/**
 * The address relative links and images of a servlet answer resolve against: the configured
 * servlet origin (read against the page, so '//cms.example.com' works too), or undefined (the
 * page itself) when no origin is set or it is not an http(s) address, which makes the request
 * fail anyway. Used by every element that loads a bin servlet answer (news, products).
 */
export function servletBase(origin: string): string | undefined {
  const text = origin.trim();
  if (!text) return undefined;
  try {
    const url = new URL(text, typeof location === 'undefined' ? undefined : location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin + '/' : undefined;
  } catch {
    return undefined;
  }
}
