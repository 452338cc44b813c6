/** Cookies that never throw (a sandboxed document throws on document.cookie). */
import { encodeUrlComponent } from '../http/url-component';

export interface CookieOptions {
  /** Absolute expiry; omitted for a session cookie. */
  expires?: Date;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  /** Defaults to true on https pages. */
  secure?: boolean;
}

export function readCookie(name: string): string | null {
  try {
    for (const part of document.cookie.split(';')) {
      const index = part.indexOf('=');
      if (index < 0) continue;
      if (part.slice(0, index).trim() !== name) continue;
      const raw = part.slice(index + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch (error) {
        console.error(`Cookie "${name}" could not be decoded`, error);
        return null;
      }
    }
    return null;
  } catch (error) {
    console.error(`Could not read cookie "${name}"`, error);
    return null;
  }
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
