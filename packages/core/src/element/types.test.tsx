import { describe, expectTypeOf, it } from 'vitest';
import { attr, defineApi, event, type EventsOf, type PropsOf } from './define-api';
import type { HostElement, JsxProps } from './types';

const _api = defineApi({
  tag: 'mf-type-probe',
  name: 'TypeProbe',
  summary: 'Type-level probe.',
  attributes: {
    perPage: attr.number({ default: 5, description: 'n' }),
    noResultsText: attr.string({ default: '', description: 's' }),
    open: attr.boolean({ description: 'b' }),
    items: attr.json<{ id: string }[]>({ default: [], type: '{ id: string }[]', description: 'j' }),
  },
  events: { 'mf-page-change': event<{ page: number }>('d', '{ page: number }') },
});

// These are checked by `npm run typecheck` (tsc); at run time vitest only records them.
describe('types derived from an api', () => {
  it('gives the view typed props', () => {
    expectTypeOf<PropsOf<typeof _api>>().toEqualTypeOf<{
      perPage: number;
      noResultsText: string;
      open: boolean;
      items: { id: string }[];
    }>();
    expectTypeOf<EventsOf<typeof _api>>().toEqualTypeOf<{ 'mf-page-change': { page: number } }>();
  });

  it('types the element instance and its event listeners', () => {
    expectTypeOf<HostElement<typeof _api>['perPage']>().toEqualTypeOf<number>();
    const listen = (el: HostElement<typeof _api>) =>
      el.addEventListener('mf-page-change', (event) =>
        expectTypeOf(event.detail.page).toEqualTypeOf<number>(),
      );
    expectTypeOf(listen).toBeFunction();
    // The adapter's shared event, declared once in shared-events.ts.
    const listenError = (el: HostElement<typeof _api>) =>
      el.addEventListener('mf-error', (event) =>
        expectTypeOf(event.detail).toEqualTypeOf<{
          message: string;
          source: 'render' | 'request';
        }>(),
      );
    expectTypeOf(listenError).toBeFunction();
  });

  it('maps JSX attributes to kebab-case and events to on<event>', () => {
    expectTypeOf<JsxProps<typeof _api>>().toHaveProperty('per-page');
    expectTypeOf<JsxProps<typeof _api>>().toHaveProperty('no-results-text');
    expectTypeOf<JsxProps<typeof _api>['onmf-page-change']>().toEqualTypeOf<
      ((event: CustomEvent<{ page: number }>) => void) | undefined
    >();
    expectTypeOf<JsxProps<typeof _api>['onmf-error']>().toEqualTypeOf<
      ((event: CustomEvent<{ message: string; source: 'render' | 'request' }>) => void) | undefined
    >();
  });
});
