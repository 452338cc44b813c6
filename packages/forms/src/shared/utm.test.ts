import { afterEach, describe, expect, it, vi } from 'vitest';
import * as cookie from '@mf/core/browser/cookie';
import { parseUtmCookie, resolveUtm, UTM_COOKIE, utmFromSearch } from './utm';

function clearCookie() {
  document.cookie = `${UTM_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

describe('UTM values', () => {
  afterEach(clearCookie);

  it('reads the five utm_ values from the address, ignoring others and blanks', () => {
    expect(
      utmFromSearch(
        '?utm_source=news&utm_medium=email&utm_campaign=spring%20days&utm_content=hero&utm_term=5s&utm_id=9&q=x&utm_term2=',
      ),
    ).toEqual({
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'spring days',
      utm_content: 'hero',
      utm_term: '5s',
    });
    expect(utmFromSearch('?utm_source=%20%20')).toEqual({});
  });

  it('keeps address values in the _sf-utm cookie (SameSite=Lax) and reuses them on a page without', () => {
    const write = vi.spyOn(cookie, 'writeCookie');
    expect(resolveUtm('?utm_source=news&utm_campaign=spring')).toEqual({
      utm_source: 'news',
      utm_campaign: 'spring',
    });
    expect(UTM_COOKIE).toBe('_sf-utm');
    expect(write).toHaveBeenCalledWith(
      '_sf-utm',
      JSON.stringify({ utm_source: 'news', utm_campaign: 'spring' }),
      { sameSite: 'Lax' },
    );
    expect(document.cookie).toContain('_sf-utm=');
    // Navigation to a page without UTM values: the cookie's are used.
    expect(resolveUtm('?page=2')).toEqual({ utm_source: 'news', utm_campaign: 'spring' });
    // A new campaign in the address replaces the remembered one entirely.
    expect(resolveUtm('?utm_medium=social')).toEqual({ utm_medium: 'social' });
    expect(resolveUtm('')).toEqual({ utm_medium: 'social' });
  });

  it('ignores a malformed cookie (logged) and unknown or non-text fields', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseUtmCookie('{oops')).toEqual({});
    expect(error).toHaveBeenCalled();
    expect(parseUtmCookie('{"utm_source":5,"utm_term":"t","evil":"x"}')).toEqual({ utm_term: 't' });
    expect(parseUtmCookie('[1]')).toEqual({});
    expect(parseUtmCookie(null)).toEqual({});
  });
});
