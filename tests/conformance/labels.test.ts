/**
 * Every element's label tables (docs/markets.md "Labels"): in German, French and Arabic, each
 * table has the English table's keys, each text keeps its English text's placeholders, and no
 * text is left in English unless the language writes it so (SAME_AS_ENGLISH).
 */
import { describe, expect, it } from 'vitest';
import { elementsWithLabels, LANGUAGES, SAME_AS_ENGLISH, tableOf, wordless } from './label-tables';

const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(([name]) => name).sort();
const elements = elementsWithLabels();

describe('label tables', () => {
  it('are found for every element with labels', () => {
    expect(elements.length).toBeGreaterThanOrEqual(27);
  });

  describe.each(elements)('$tag', (element) => {
    it.each(LANGUAGES)(
      '%s: every key, the same placeholders, nothing left in English',
      async (language) => {
        const table = await tableOf(element, language);
        expect(Object.keys(table).sort()).toEqual(Object.keys(element.english).sort());
        const problems: string[] = [];
        for (const [key, english] of Object.entries(element.english)) {
          const text = table[key]!;
          if (placeholders(text).join() !== placeholders(english).join())
            problems.push(`${key}: "${text}" does not keep the placeholders of "${english}"`);
          if (text === english && !wordless(text) && !SAME_AS_ENGLISH[language].includes(text))
            problems.push(`${key}: "${text}" is English`);
        }
        expect(problems).toEqual([]);
      },
    );
  });
});
