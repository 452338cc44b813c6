/**
 * `npm run bench` section: "a suggestion list update within one frame of work". In
 * jsdom with production React: a typeahead answer of 8 terms is checked (normalizeSuggestions)
 * and the shared combobox re-renders its listbox with the typed part of each term marked
 * (markTyped), committed synchronously (flushSync), alternating between two answers so every run
 * replaces all 8 options. The network and the browser's layout and paint are not in it.
 */
// @ts-expect-error jsdom ships no types and @types/jsdom is not installed (vitest brings jsdom).
import { JSDOM as UntypedJSDOM } from 'jsdom';
import type { BenchCase } from './bench-measure';

const JSDOM = UntypedJSDOM as new (
  html: string,
  options: { pretendToBeVisual: boolean },
) => { window: Window };

export async function searchCases(): Promise<BenchCase[]> {
  process.env.NODE_ENV = 'production';
  const { window } = new JSDOM('<!doctype html><div id="root"></div>', { pretendToBeVisual: true });
  const globals = globalThis as Record<string, unknown>;
  for (const name of ['window', 'document', 'HTMLElement', 'Node', 'Element', 'navigator'])
    globals[name] ??= (window as unknown as Record<string, unknown>)[name];
  const { createElement } = await import('react');
  const { flushSync } = await import('react-dom');
  const { createRoot } = await import('react-dom/client');
  const { Combobox } = await import('../packages/ui/src/combobox');
  const { normalizeSuggestions } =
    await import('../packages/search/src/site-search/internal/typeahead');
  const { markTyped } = await import('../packages/search/src/site-search/internal/highlight');
  const { typeaheadAnswer } = await import('../demo/mocks/search/handlers');

  const answers = [typeaheadAnswer('tra'), typeaheadAnswer('bal'), typeaheadAnswer('er')].map(
    (answer, index) => ({
      raw: JSON.parse(JSON.stringify(answer)) as unknown,
      typed: ['tra', 'bal', 'er'][index]!,
    }),
  );
  const root = createRoot(window.document.getElementById('root')!);
  const render = (raw: unknown, typed: string) => {
    const { suggestions } = normalizeSuggestions(raw);
    flushSync(() =>
      root.render(
        createElement(Combobox<{ term: string }>, {
          id: 'q',
          value: typed,
          options: suggestions,
          optionKey: (s) => s.term,
          renderOption: (s) =>
            markTyped(s.term, typed).map((segment, i) =>
              segment.typed ? createElement('mark', { key: i }, segment.text) : segment.text,
            ),
          listLabel: 'Search suggestions',
          onInput: () => {},
          onChoose: () => {},
        }),
      ),
    );
  };
  let turn = 0;
  return [
    {
      label: `site-search: a typeahead answer (up to 8 terms) checked and the suggestion list re-rendered`,
      run: () => {
        const { raw, typed } = answers[turn++ % answers.length]!;
        render(raw, typed);
      },
    },
  ];
}
