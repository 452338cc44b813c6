/**
 * The market selector's states (spec §4 Market selector), as pure transitions:
 * - picking a region resets and clears the market and the language (the CTA is disabled);
 * - picking a market resets the language; a market with exactly one language has it selected
 *   (the CTA is enabled), otherwise the CTA stays disabled until a language is chosen;
 * - choosing a language sets the CTA link and enables it.
 */
import type { Region } from './markets';

export interface Selection {
  region: number | null;
  market: number | null;
  language: number | null;
}

export const NOTHING: Selection = { region: null, market: null, language: null };

export function pickRegion(regions: Region[], region: number | null): Selection {
  return {
    region: region !== null && regions[region] ? region : null,
    market: null,
    language: null,
  };
}

export function pickMarket(
  regions: Region[],
  selection: Selection,
  market: number | null,
): Selection {
  const chosen =
    selection.region === null ? undefined : regions[selection.region]?.markets[market ?? -1];
  if (!chosen) return { ...selection, market: null, language: null };
  return { ...selection, market, language: chosen.languages.length === 1 ? 0 : null };
}

export function pickLanguage(
  regions: Region[],
  selection: Selection,
  language: number | null,
): Selection {
  const market =
    selection.region === null || selection.market === null
      ? undefined
      : regions[selection.region]?.markets[selection.market];
  return {
    ...selection,
    language: language !== null && market?.languages[language] ? language : null,
  };
}

/** The CTA's link: set only when a region, a market and a language are chosen; else null (disabled). */
export function ctaLink(regions: Region[], selection: Selection): string | null {
  const { region, market, language } = selection;
  if (region === null || market === null || language === null) return null;
  return regions[region]?.markets[market]?.languages[language]?.href ?? null;
}

/**
 * The market whose language matches the browser's languages best (exact tag first, then the
 * primary language), in the order the visitor prefers them; null when none matches. A
 * suggestion only: the visitor is never redirected.
 */
export function suggest(regions: Region[], preferred: readonly string[]): Selection | null {
  const all: { selection: Selection; lang: string }[] = [];
  regions.forEach((r, region) =>
    r.markets.forEach((m, market) =>
      m.languages.forEach((l, language) =>
        all.push({ selection: { region, market, language }, lang: l.lang.toLowerCase() }),
      ),
    ),
  );
  for (const wanted of preferred.map((p) => p.toLowerCase())) {
    const exact = all.find((entry) => entry.lang === wanted);
    if (exact) return exact.selection;
  }
  for (const wanted of preferred.map((p) => p.toLowerCase().split('-')[0])) {
    const primary = all.find((entry) => entry.lang.split('-')[0] === wanted);
    if (primary) return primary.selection;
  }
  return null;
}
