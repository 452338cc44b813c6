import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountWithMarkup } from '@mf/core/testing/problems';
import { problemsOf } from '@mf/core/element/problems';
import './site-search.element';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('<mf-site-search> without site or collection (both required)', () => {
  it('one warning each, saying suggestions are not asked; set, they leave the list', async () => {
    const { element, warnings } = await mountWithMarkup('mf-site-search', '', {
      action: '/search',
    });
    element.setAttribute('placeholder', 'Search'); // a re-render
    expect(warnings()).toEqual([
      '<mf-site-search> (1st on the page): attribute "site" is missing; suggestions are not asked.',
      '<mf-site-search> (1st on the page): attribute "collection" is missing; suggestions are not asked.',
    ]);
    element.setAttribute('site', 'mf');
    element.setAttribute('collection', 'mf-en');
    expect(problemsOf(element)).toEqual([]);
  });
});
