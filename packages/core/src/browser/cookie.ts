/** Cookies that never throw (a sandboxed document throws on document.cookie). */
import { encodeUrlComponent } from '../http/url-component';

// Reading alone is a module of its own: the adapter reads AEM's editor cookie at every page's
// first upgrade (./edit-mode.ts), and the shared runtime then carries the reader, not the writer.
export { readCookie } from './read-cookie';

export interface CookieOptions {
  /** Absolute expiry; omitted for a session cookie. */
  expires?: Date;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  /** Defaults to true on https pages. */
  secure?: boolean;
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): boolean {
  const secure =
    options.secure ?? (typeof location !== 'undefined' && location.protocol === 'https:');
  const parts = [
    `${name}=${encodeUrlComponent(value)}`,
    `path=${options.path ?? '/'}`,
    `SameSite=${options.sameSite ?? 'Lax'}`,
  ];
  if (options.expires) parts.push(`expires=${options.expires.toUTCString()}`);
  if (secure) parts.push('Secure');
  try {
    document.cookie = parts.join('; ');
    return true;
  } catch (error) {
    console.error(`Could not write cookie "${name}"`, error);
    return false;
  }
}

export function removeCookie(name: string, path = '/'): void {
  writeCookie(name, '', { expires: new Date(0), path });
}
