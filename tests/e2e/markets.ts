/**
 * No English residue (docs/markets.md): on a German, French or Arabic page, no text an element
 * draws and no accessible name it gives is one of the English label texts. The English texts are
 * the `labels` defaults of custom-elements.json; a text the language writes as English does
 * ("Region" and "Video" in German: tests/conformance/label-tables.ts) is not English there. The elements' shadow trees are read (the page's
 * own HTML is the CMS's content, in whatever language the CMS wrote it): each text node, and the
 * attributes that name or describe (aria-label, aria-valuetext, aria-roledescription, title,
 * placeholder, alt).
 */
import type { Page } from '@playwright/test';
import {
  elementsWithLabels,
  type Language,
  SAME_AS_ENGLISH,
  wordless,
} from '../conformance/label-tables';

export const MARKET_LANGUAGES: Readonly<Record<Language, string>> = {
  de: 'de-DE',
  fr: 'fr-FR',
  ar: 'ar-SA',
};

/** Placeholders that stand for a number, and what a number looks like in any of our markets. */
const NUMBERS = new Set(['{count}', '{page}', '{pages}', '{total}', '{max}', '{min}', '{value}']);
const NUMBER = '[\\d\\u0660-\\u0669.,\\u00a0\\u202f\\u066b\\u066c ]{1,15}';

/**
 * The English texts that must not show on a page of `language`, as patterns by element tag (an
 * element is read for its own texts: a CMS heading "Products" in the footer is not the product
 * selector's label). A text of one word must be a whole text or name, a longer one may be part of
 * one (a label joined with another: "Share on X (opens in a new tab)"). A text with
 * `{placeholders}` must be the whole text, a count a number and any other placeholder a short
 * run of anything, and is left out when its own words are too few to tell it from content ("{start} to {end}").
 */
export function residuePatterns(language: Language): Record<string, string[]> {
  const patterns: Record<string, string[]> = {};
  for (const { tag, english } of elementsWithLabels()) {
    const list: string[] = (patterns[tag] = []);
    for (const text of Object.values(english)) {
      const words = text.replace(/\{\w+\}/g, ' ');
      const templated = words !== text;
      const letters = words.replace(/[^A-Za-z]/g, '').length;
      if (wordless(text) || SAME_AS_ENGLISH[language].includes(text) || (templated && letters < 5))
        continue;
      const source = text
        .split(/(\{\w+\})/)
        .map((part, index) =>
          index % 2 === 0
            ? part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
            : NUMBERS.has(part)
              ? NUMBER
              : '.{1,60}?',
        )
        .join('');
      const several = words.trim().split(/\s+/).length > 1;
      list.push(!templated && several ? `(^|\\W)${source}($|\\W)` : `^${source}$`);
    }
  }
  return patterns;
}

/** The English texts drawn or named inside the page's elements: `<tag> "text"` each. */
export function englishResidue(page: Page, patterns: Record<string, string[]>): Promise<string[]> {
  return page.evaluate((sources) => {
    const compiled = new Map(
      Object.entries(sources).map(([tag, list]) => [tag, list.map((source) => new RegExp(source))]),
    );
    const found: string[] = [];
    const named = [
      'aria-label',
      'aria-valuetext',
      'aria-roledescription',
      'title',
      'placeholder',
      'alt',
    ];
    const check = (tag: string, text: string | null) => {
      const value = text?.replace(/\s+/g, ' ').trim();
      const expressions = compiled.get(tag) ?? [];
      if (value && expressions.some((expression) => expression.test(value)))
        found.push(`<${tag}> "${value}"`);
    };
    const walk = (tag: string, node: Element | ShadowRoot) => {
      for (const child of node.childNodes) {
        if (child.nodeType === Node.TEXT_NODE) check(tag, child.textContent);
        if (!(child instanceof Element) || ['STYLE', 'SCRIPT'].includes(child.tagName)) continue;
        for (const name of named) check(tag, child.getAttribute(name));
        walk(tag, child);
        if (child.shadowRoot) walk(child.localName, child.shadowRoot);
      }
    };
    for (const host of document.querySelectorAll('*'))
      if (host.localName.startsWith('mf-') && host.shadowRoot)
        walk(host.localName, host.shadowRoot);
    return found;
  }, patterns);
}

/**
 * Makes the open gallery page another market's, as a CMS that renders the page again would, but
 * without a reload: `<html lang>` (the elements follow it), the direction, and each element's
 * `data-lang-<language>-*` content attributes. Resolves once every element shows it
 * (`mf-market-applied`, core/i18n/market).
 */
export function switchMarket(page: Page, language: Language): Promise<void> {
  return page.evaluate(
    ([language, locale]) => {
      const applied = new Promise<void>((resolve) =>
        document.addEventListener('mf-market-applied', () => resolve(), { once: true }),
      );
      document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
      for (const element of document.querySelectorAll('*')) {
        if (!element.localName.startsWith('mf-')) continue;
        const prefix = `data-lang-${language}-`;
        for (const { name, value } of [...element.attributes])
          if (name.startsWith(prefix)) element.setAttribute(name.slice(prefix.length), value);
      }
      document.documentElement.lang = locale;
      return applied;
    },
    [language, MARKET_LANGUAGES[language]] as const,
  );
}
