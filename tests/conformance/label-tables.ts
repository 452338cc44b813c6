/**
 * The label tables of every element in every language we ship (docs/markets.md), read from
 * `packages/<area>/src/<element>/labels/<language>.ts`, and the texts a language writes as English
 * does. Shared by the tables' conformance test and the e2e sweep for English residue.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const LANGUAGES = ['de', 'fr', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * Texts a language writes exactly as English does: the same word ("Region" and "Video" in German,
 * "Menu" and "Distance" in French), or a text of placeholders and signs only. Any other text of a
 * table that equals its English is an untranslated label.
 */
export const SAME_AS_ENGLISH: Readonly<Record<Language, readonly string[]>> = {
  de: ['Region', 'Fax', 'Service', 'Video', 'Dialog', 'Minimum', 'Maximum', '{value} kW'],
  fr: [
    'Distance',
    'Fax',
    'Menu',
    'Minimum',
    'Maximum',
    'Source',
    'Page {page}',
    'Page {page} {of} {pages}',
    '{count} suggestion',
    '{count} suggestions',
  ],
  ar: [],
};

/** A text with no word of its own: placeholders, dashes, brackets, a colon. */
export function wordless(text: string): boolean {
  return !/\p{L}{2}/u.test(text.replace(/\{\w+\}/g, ''));
}

export interface ElementLabels {
  tag: string;
  /** The element's folder: `packages/<area>/src/<element>`. */
  folder: string;
  /** Its English texts by key (the api's default, as custom-elements.json writes it). */
  english: Record<string, string>;
}

interface Manifest {
  modules: {
    path: string;
    declarations?: { tagName?: string; attributes?: { name: string; default?: string }[] }[];
  }[];
}

/** Every element with labels, with its English texts (custom-elements.json) and its folder. */
export function elementsWithLabels(): ElementLabels[] {
  const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as Manifest;
  const folders = new Map<string, string>();
  for (const area of readdirSync('packages'))
    for (const entry of readdirSync(join('packages', area, 'src'), { withFileTypes: true }))
      if (entry.isDirectory())
        folders.set(`mf-${entry.name}`, join('packages', area, 'src', entry.name));
  const elements: ElementLabels[] = [];
  for (const module of manifest.modules)
    for (const declaration of module.declarations ?? []) {
      const labels = declaration.attributes?.find((attribute) => attribute.name === 'labels');
      if (!declaration.tagName || !labels?.default) continue;
      elements.push({
        tag: declaration.tagName,
        folder: folders.get(declaration.tagName)!,
        english: JSON.parse(labels.default) as Record<string, string>,
      });
    }
  return elements;
}

/** An element's table in a language. */
export async function tableOf(
  element: ElementLabels,
  language: Language,
): Promise<Record<string, string>> {
  const module = (await import(
    join(process.cwd(), element.folder, 'labels', `${language}.ts`)
  )) as {
    default: Record<string, string>;
  };
  return module.default;
}
