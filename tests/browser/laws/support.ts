/**
 * The law suite's shared frame (docs/laws/README.md): every law is one file in this folder, and each
 * file holds a table with one entry per element of custom-elements.json. An entry is either the
 * law's fixture for that element (how to put it in the state the law is about) or `exempt(why)`:
 * the element has nothing the law governs, and the reason says why. A new element without an
 * entry in every law's table fails the suite, as it fails the conformance suite.
 */
import manifest from '../../../custom-elements.json';
import { expect } from '../helpers';

interface ManifestModule {
  path: string;
  declarations: { tagName: string }[];
}

/** Every element tag of the library, from custom-elements.json (built from the api files). */
export const elementTags: string[] = (manifest.modules as ManifestModule[])
  .flatMap((module) => module.declarations.map((declaration) => declaration.tagName))
  .sort();

/** The element's package folder and name, from custom-elements.json (`packages/<area>/src/<name>/…`). */
export function elementPath(tag: string): { area: string; name: string } {
  const module = (manifest.modules as ManifestModule[]).find((m) =>
    m.declarations.some((d) => d.tagName === tag),
  );
  if (!module) throw new Error(`${tag} is not in custom-elements.json`);
  const [, area, name] = /^packages\/([^/]+)\/src\/([^/]+)\//.exec(module.path)!;
  return { area, name };
}

export interface Exempt {
  exempt: string;
}

/** The element has nothing this law governs; `why` says so in the suite's output. */
export const exempt = (why: string): Exempt => ({ exempt: why });

export const isExempt = (entry: unknown): entry is Exempt =>
  typeof entry === 'object' && entry !== null && 'exempt' in entry;

/**
 * Declares one law's table: a `describe` per element, and a first test that fails when an
 * element of the manifest has no entry (or the table names a tag that is not an element).
 * `run(tag, fixture)` declares that element's tests inside its `describe`; exempt elements get
 * one pending test that carries the reason.
 */
export function law<F>(
  name: string,
  table: Record<string, F | Exempt>,
  run: (tag: string, fixture: F) => void,
): void {
  describe(`law: ${name}`, () => {
    it('has an entry for every element of custom-elements.json, and no other', () => {
      expect(Object.keys(table).sort(), `law "${name}": one entry per element`).to.deep.equal(
        elementTags,
      );
    });
    for (const tag of elementTags) {
      const entry = table[tag];
      if (entry === undefined) continue;
      describe(`<${tag}>`, () => {
        if (isExempt(entry)) it.skip(`exempt: ${entry.exempt}`, () => {});
        else run(tag, entry);
      });
    }
  });
}

/** The gallery page of the element (`demo/<tag>.html`), parsed. */
export async function galleryDocument(tag: string): Promise<Document> {
  const html = await (await fetch(`/demo/${tag}.html`)).text();
  return new DOMParser().parseFromString(html, 'text/html');
}

/** 300 characters of text with an 80-character run without spaces (the long-content law). */
export const LONG_TEXT = (() => {
  const run = 'Vorderachsfederungssystemkomponentenherstellungsverfahrensbeschreibungsdokument1';
  const words = 'Mähdrescher Rundballenpresse Frontlader Zapfwelle Hydraulik ';
  let text = `${run} `;
  while (text.length < 300) text += words;
  return text.slice(0, 300);
})();

/**
 * The markup of the first `<tag>` of the element's gallery page (`demo/<tag>.html`), as the CMS
 * renders it: a law's fixture starts from it. Attributes named in `without` are dropped.
 */
export async function galleryMarkup(tag: string, without: string[] = []): Promise<string> {
  const element = (await galleryDocument(tag)).querySelector(tag);
  if (!element) throw new Error(`demo/${tag}.html has no <${tag}>`);
  for (const name of without) element.removeAttribute(name);
  return element.outerHTML;
}
