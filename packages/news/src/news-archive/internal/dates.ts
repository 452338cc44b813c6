import { monthNames } from '@mf/core/i18n/format';
import { safeLocale } from '@mf/core/i18n/plural';

/**
 * spec §5 date pickers: "The date format is 'dd M y'". The original site used jQuery UI's
 * datepicker (its "locale files" are jQuery UI's regional files), so the format string is read
 * with jQuery UI's tokens, not Unicode/date-fns ones:
 *   d / dd  day of month without / with a leading zero
 *   m / mm  month number without / with a leading zero
 *   M / MM  SHORT / long month name of the locale
 *   y / yy  TWO-digit / four-digit year
 *   '...'   literal text ('' is a quote); anything else is literal.
 * So 'dd M y' shows 5 March 2026 as '05 Mar 26' (en-gb) or '05 Mär 26' (de). (Under Unicode
 * tokens it would be '05 3 2026': month NUMBER, full year, which is not what jQuery UI showed.)
 * A four-digit year is the one-token change 'dd M yy' (the `date-format` attribute).
 */
export const DATE_FORMAT = 'dd M y';

/** spec §5: the date locale falls back to en-gb. */
export const DEFAULT_DATE_LOCALE = 'en-gb';

/**
 * jQuery UI shortYearCutoff default '+10': a two-digit year up to ten years ahead of this year
 * is this century, anything later the previous one.
 */
export const SHORT_YEAR_CUTOFF = 10;

export interface DateLocale {
  /** The locale file's code, or the language the names were generated for. */
  code: string;
  /** BCP 47 tag for Intl (calendar captions, weekday names). */
  intl: string;
  monthNames: readonly string[];
  monthNamesShort: readonly string[];
  /** True when no locale file existed and the names come from Intl (spec §5 fallback). */
  generated: boolean;
}

const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August'].concat(
  ['September', 'October', 'November', 'December'],
);

/**
 * The "locale files": the month names of jQuery UI's regional files for the site's languages.
 * They differ from Intl's (German Intl short names are 'Jan.', 'März', 'Juni', 'Sept.'), which is
 * why they are kept. Other languages fall back to generated names (spec §5).
 */
export const DATE_LOCALE_FILES: Readonly<Record<string, Omit<DateLocale, 'generated'>>> = {
  'en-gb': {
    code: 'en-gb',
    intl: 'en-GB',
    monthNames: EN_MONTHS,
    monthNamesShort: EN_MONTHS.map((name) => name.slice(0, 3)),
  },
  de: {
    code: 'de',
    intl: 'de-DE',
    monthNames: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August'].concat([
      'September',
      'Oktober',
      'November',
      'Dezember',
    ]),
    monthNamesShort: ['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt'].concat([
      'Nov',
      'Dez',
    ]),
  },
};

/**
 * The date locale of a language (spec §5): '' -> en-gb; the locale file of the exact code
 * ('en-gb'), else of its language ('de-at' -> 'de'); a missing file -> month names generated
 * from the language by Intl (trailing abbreviation dots dropped: 'janv.' -> 'janv'); a tag Intl
 * does not know -> en-gb.
 */
export function resolveDateLocale(lang: string | null | undefined): DateLocale {
  const code = (lang ?? '').trim().toLowerCase().replace('_', '-');
  if (!code) return { ...DATE_LOCALE_FILES[DEFAULT_DATE_LOCALE]!, generated: false };
  const file = DATE_LOCALE_FILES[code] ?? DATE_LOCALE_FILES[code.split('-')[0]!];
  if (file) return { ...file, intl: intlTag(code, file.intl), generated: false };
  const intl = intlTag(code, '');
  if (!intl) return { ...DATE_LOCALE_FILES[DEFAULT_DATE_LOCALE]!, generated: false };
  return {
    code,
    intl,
    monthNames: monthNames(intl, 'long'),
    monthNamesShort: monthNames(intl, 'short').map((name) => name.replace(/\.$/, '')),
    generated: true,
  };
}

/** The canonical BCP 47 tag of `code` when Intl supports it, else `fallback`. */
function intlTag(code: string, fallback: string): string {
  const tag = safeLocale(code);
  try {
    const supported = Intl.DateTimeFormat.supportedLocalesOf(tag);
    return supported[0] && tag.toLowerCase().startsWith(code.split('-')[0]!)
      ? supported[0]
      : fallback;
  } catch {
    return fallback;
  }
}

type Token =
  { kind: 'd' | 'dd' | 'm' | 'mm' | 'M' | 'MM' | 'y' | 'yy' } | { kind: 'text'; text: string };

/** Splits a jQuery UI date format into tokens. */
export function tokenize(format: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < format.length) {
    const char = format[i]!;
    if (char === "'") {
      // jQuery UI: '...' is literal text, '' inside or outside it is one quote.
      let literal = '';
      let j = i + 1;
      while (j < format.length) {
        if (format[j] === "'" && format[j + 1] === "'") {
          literal += "'";
          j += 2;
        } else if (format[j] === "'") break;
        else literal += format[j++];
      }
      tokens.push({ kind: 'text', text: j === i + 1 ? "'" : literal });
      i = j === i + 1 ? i + 2 : j + 1;
    } else if (char === 'd' || char === 'm' || char === 'M' || char === 'y') {
      const doubled = format[i + 1] === char;
      tokens.push({ kind: (doubled ? char + char : char) as 'd' });
      i += doubled ? 2 : 1;
    } else {
      tokens.push({ kind: 'text', text: char });
      i += 1;
    }
  }
  return tokens;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Formats a date with a jQuery UI format string and a date locale. */
export function formatDisplayDate(date: Date, locale: DateLocale, format = DATE_FORMAT): string {
  return tokenize(format)
    .map((token) => {
      switch (token.kind) {
        case 'd':
          return String(date.getDate());
        case 'dd':
          return pad(date.getDate());
        case 'm':
          return String(date.getMonth() + 1);
        case 'mm':
          return pad(date.getMonth() + 1);
        case 'M':
          return locale.monthNamesShort[date.getMonth()]!;
        case 'MM':
          return locale.monthNames[date.getMonth()]!;
        case 'y':
          return pad(date.getFullYear() % 100);
        case 'yy':
          return pad(date.getFullYear(), 4);
        default:
          return token.text;
      }
    })
    .join('');
}

/**
 * Parses text written in a jQuery UI format (case-insensitive month names, surrounding space
 * ignored). Returns null for anything that does not fully match or is not a real day (31 Feb):
 * spec §5 "an unparseable date becomes null". For 'y' a four-digit year is accepted too, since
 * people type years in full; two digits use the short-year cutoff.
 */
export function parseDisplayDate(
  text: string,
  locale: DateLocale,
  format = DATE_FORMAT,
  now = new Date(),
): Date | null {
  const input = text.trim().replace(/\s+/g, ' ');
  let rest = input;
  let day = NaN;
  let month = NaN;
  let year = NaN;
  const number = (min: number, max: number): number => {
    const match = new RegExp(`^\\d{${min},${max}}`).exec(rest);
    if (!match) return NaN;
    rest = rest.slice(match[0].length);
    return Number(match[0]);
  };
  const name = (names: readonly string[]): number => {
    const lower = rest.toLocaleLowerCase();
    // Longest first, so 'Juni' is not read as 'Jun' + 'i'.
    const order = names.map((n, i) => [n, i] as const).sort((a, b) => b[0].length - a[0].length);
    for (const [candidate, index] of order) {
      if (candidate && lower.startsWith(candidate.toLocaleLowerCase())) {
        rest = rest.slice(candidate.length);
        return (index % 12) + 1;
      }
    }
    return NaN;
  };
  for (const token of tokenize(format)) {
    let read = 0;
    switch (token.kind) {
      case 'd':
      case 'dd':
        read = day = number(1, 2);
        break;
      case 'm':
      case 'mm':
        read = month = number(1, 2);
        break;
      case 'M':
        // Short names, and long ones too: 'March' is not 'Mar' followed by 'ch'.
        read = month = name([...locale.monthNamesShort, ...locale.monthNames]);
        break;
      case 'MM':
        read = month = name(locale.monthNames);
        break;
      case 'y': {
        const before = rest.length;
        const value = number(2, 4);
        const digits = before - rest.length;
        read = year = digits === 2 ? expandShortYear(value, now) : digits === 4 ? value : NaN;
        break;
      }
      case 'yy':
        read = year = number(4, 4);
        break;
      default:
        if (!rest.startsWith(token.text)) return null;
        rest = rest.slice(token.text.length);
    }
    if (Number.isNaN(read)) return null;
  }
  if (rest.length > 0 || [day, month, year].some(Number.isNaN)) return null;
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day)
    return null;
  return date;
}

/** jQuery UI: two-digit years up to (this year + cutoff) are this century, later ones the last. */
export function expandShortYear(twoDigits: number, now = new Date()): number {
  const century = now.getFullYear() - (now.getFullYear() % 100);
  const cutoff = (now.getFullYear() % 100) + SHORT_YEAR_CUTOFF;
  return century + twoDigits - (twoDigits <= cutoff ? 0 : 100);
}
