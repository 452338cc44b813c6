/**
 * HTML character references in text from a CMS (a title `Fish &amp; Chips` showed
 * with `&amp;`). A pure string function: nothing is parsed as HTML, no element is created, so it
 * can never run anything, and it works the same in a page, in jsdom and in a worker. Decoding is
 * one pass (`&amp;lt;` is `&lt;`, not `<`): text encoded twice keeps one level, as a browser
 * would show it.
 *
 * Decoded: the named references CMS servlets send (the XML five, `&nbsp;`, the legacy upper-case
 * forms, German letters and common typography) and every numeric one, `&#NN;` and `&#xHH;`. The
 * semicolon is required, so `AT&T` or `a&ltb` stay as written; an unknown name stays as written
 * (a browser shows it so too). A number that is not a character (0, a surrogate, beyond U+10FFFF)
 * becomes U+FFFD, as in HTML, never a lone surrogate.
 */
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  AMP: '&',
  lt: '<',
  LT: '<',
  gt: '>',
  GT: '>',
  quot: '"',
  QUOT: '"',
  apos: "'",
  nbsp: '\u00a0',
  shy: '\u00ad',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  szlig: 'ß',
  eacute: 'é',
  egrave: 'è',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  euro: '€',
  pound: '£',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  times: '×',
};

const REFERENCE = /&(?:#(\d+)|#[xX]([0-9a-fA-F]+)|([A-Za-z]+));/g;

function fromCodePoint(code: number): string {
  return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
    ? '\ufffd'
    : String.fromCodePoint(code);
}

/** `text` with its character references decoded (see above); text without `&` is returned as is. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(REFERENCE, (reference, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return Object.hasOwn(NAMED, name) ? NAMED[name]! : reference;
    return fromCodePoint(decimal !== undefined ? Number(decimal) : parseInt(hex!, 16));
  });
}
