import { soloTask } from '../browser/next-task';

/**
 * Singular or plural label by the locale's plural rules ('one' -> singular, everything else
 * plural: the spec's labels come in those two forms only); zero is always plural. `{count}` in the label is replaced by
 * the locale-formatted number.
 */
export function pluralLabel(
  count: number,
  singular: string,
  plural: string,
  locale: string,
): string {
  // Zero takes the plural label in every locale (dealer-locator spec §8: 'zero count with the
  // plural label'), though Intl says 'one' for 0 in French and Brazilian Portuguese.
  const category = count === 0 ? 'other' : pluralRules(locale).select(count);
  const template = category === 'one' ? singular : plural;
  return template.replace(/\{count\}/g, formatInteger(count, locale));
}

const rulesCache = new Map<string, Intl.PluralRules>();
function pluralRules(locale: string): Intl.PluralRules {
  let rules = rulesCache.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(safeLocale(locale));
    rulesCache.set(locale, rules);
  }
  return rules;
}

export function formatInteger(value: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

let intlPrepared = false;

/**
 * Readies the JavaScript engine's Intl soon, in tasks of their own, once per page. A page's first
 * Intl call costs V8 12-20 ms in Chromium (any locale, any service: it builds the engine's locale
 * data; afterwards a NumberFormat costs 0.1-0.3 ms, a DateTimeFormat 2-3). Paid in a render,
 * that cost is added to whatever else the task does: it was 72% of the task that drew the dealer
 * locator's first results, and Lighthouse counts a task four times its length.
 * Measured in Chromium, one step per task: the collator's locale list 8-12 ms (the part every
 * service shares), then the number format's 5-7 ms, then a format 0.3 ms. The element adapter
 * calls this when an element that formats numbers or dates on its first screens connects
 * (`defineElement`'s `intl` option): the steps are posted before React's render tasks, and run
 * while the first answers are on their way.
 */
export function prepareIntl(): void {
  if (intlPrepared) return;
  intlPrepared = true;
  soloTask(() => Intl.Collator.supportedLocalesOf('en'));
  soloTask(() => Intl.NumberFormat.supportedLocalesOf('en'));
  soloTask(() => formatInteger(0, 'en'));
}

/**
 * One Intl.NumberFormat per locale and options, kept: making one costs far more than using it
 * (one per dealer card; 60-100 ms of the product grid's first render at 4x, README Performance).
 * An option Intl refuses (an unknown currency) throws, as `new Intl.NumberFormat` does.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(safeLocale(locale), options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A locale Intl accepts: the given one, else its language, else 'en'. */
export function safeLocale(locale: string): string {
  for (const candidate of [locale, locale.split(/[-_]/)[0] ?? '']) {
    try {
      if (candidate && Intl.getCanonicalLocales(candidate.replace('_', '-')).length)
        return candidate.replace('_', '-');
    } catch {
      // not a valid BCP 47 tag: try the next
    }
  }
  return 'en';
}
