import { safeHttpUrl } from '@mf/core/parse/parse';

/**
 * The `background` attribute's check: an http(s) address or one relative to the page, or ''
 * (none). Another scheme (`ftp:`, `data:`, `javascript:`) throws, so the element adapter reports
 * it once, naming the element (core/element/problems), and the section has no image.
 */
export function validateBackground(value: unknown): string {
  const text = String(value).trim();
  // Only the scheme is judged here, so a relative address is read against a stand-in http base
  // (the view resolves it against the page's; a frame's about:blank window has no http address).
  if (text === '' || safeHttpUrl(text, 'http://x/')) return text;
  throw new Error('must be an http(s) address or a path');
}
