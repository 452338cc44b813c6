import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  answerSearch,
  cards,
  records,
  renderLocator,
  searchBodies,
  settled,
  status,
  setupLocatorTestServer,
  MOBILE_WORKSHOP,
  resultCount,
} from '@mf/dealer-locator/testing/view-harness';
import { DEFAULT_LABELS } from '../../dealer-locator.api';
import { countText } from './results-panel';

setupLocatorTestServer();

describe('results panel (spec §2, §4)', () => {
  it('pages: first, last, current and neighbours; previous/next disabled at the ends; focus to the list', async () => {
    const user = userEvent.setup();
    answerSearch(records(130));
    const { base } = renderLocator({ perPage: 10 });
    await settled(base);
    const nav = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(nav).getByRole('button', { name: /Previous/ })).toBeDisabled();
    const pages = () => [...nav.querySelectorAll('li')].map((li) => li.textContent);
    expect(pages()).toEqual(['1', '2', '…', '13']);
    for (let n = 0; n < 5; n++) await user.click(within(nav).getByRole('button', { name: /Next/ }));
    expect(pages()).toEqual(['1', '…', '5', '6', '7', '…', '13']);
    expect(resultCount()).toHaveTextContent('130 results Showing 51–60 of 130');
    expect(cards()[0]).toHaveTextContent('Dealer 051');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('part', 'list'));
    await user.click(within(nav).getByRole('button', { name: 'Page 13 of 13' }));
    expect(cards()).toHaveLength(10);
    expect(within(nav).getByRole('button', { name: /Next/ })).toBeDisabled();
    expect(searchBodies).toHaveLength(1);
  });

  it('a new search resets to page 1 (spec §4)', async () => {
    const user = userEvent.setup();
    const { base } = renderLocator();
    await settled(base);
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(resultCount()).toHaveTextContent('Showing 26–30 of 30');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searchBodies).toHaveLength(2));
    await settled(base, /results/);
    expect(resultCount()).toHaveTextContent('Showing 1–25 of 30');
  });

  it.each([
    [1, '1 result'],
    [2, '2 results'],
  ])('count header for %i dealer(s): %s, in a live region', async (n, text) => {
    answerSearch(records(n));
    const { base } = renderLocator();
    await settled(base);
    expect(resultCount()).toHaveTextContent(text);
    expect(status()).toHaveTextContent(text);
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).toBeNull();
  });

  it('no results: zero count with the plural label, list hidden, no-results message (spec §8)', async () => {
    answerSearch([]);
    const { base } = renderLocator();
    await settled(base, /empty/);
    expect(resultCount()).toHaveTextContent('0 results');
    expect(screen.getByText(/No dealers were found/, { selector: 'p' })).toBeInTheDocument();
    expect(document.querySelector('[part=list]')).not.toBeVisible();
    expect(status()).toHaveTextContent('0 results. No dealers were found');
  });

  it('zero uses the plural label in French too, where plural rules call 0 "one" (spec §8)', async () => {
    answerSearch([]);
    const { base } = renderLocator(
      {
        labels: {
          ...DEFAULT_LABELS,
          resultCountSingular: '{count} résultat',
          resultCountPlural: '{count} résultats',
        },
      },
      'fr-CA',
    );
    await settled(base, /empty/);
    expect(resultCount()).toHaveTextContent('0 résultats');
    expect(status()).toHaveTextContent('0 résultats.');
  });

  it.each([
    ['fr-CA', 0, '0 results'],
    ['pt-BR', 0, '0 results'],
    ['en-US', 0, '0 results'],
    ['fr-CA', 1, '1 result'],
    ['fr-CA', 2, '2 results'],
  ])('countText in %s for %i: %s', (locale, total, text) => {
    expect(countText(total, DEFAULT_LABELS, locale)).toBe(text);
  });

  it('selecting a dealer shows it alone with more info; show-all returns to the list', async () => {
    const user = userEvent.setup();
    const { base, emit } = renderLocator();
    await settled(base);
    expect(screen.queryByRole('button', { name: 'Show all results' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'More info: Dealer 003' }));
    expect(emit).toHaveBeenCalledWith('mf-dealer-select', { dealer_code: 'D003' });
    expect(cards()).toHaveLength(1);
    expect(resultCount()).toBeNull();
    const card = cards()[0]!;
    expect(within(card).getByRole('rowheader', { name: 'Monday' })).toBeInTheDocument();
    expect(within(card).getByRole('row', { name: 'Monday 08:00 – 17:00' })).toBeInTheDocument();
    expect(within(card).getByRole('row', { name: 'Sunday Closed' })).toBeInTheDocument();
    const hide = within(card).getByRole('button', { name: 'Hide hours' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await user.click(hide);
    expect(within(card).queryByRole('row', { name: 'Sunday Closed' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Opening times' }));
    expect(within(card).getByRole('row', { name: 'Sunday Closed' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'More info about Dealer 003' })).toHaveAttribute(
      'href',
      '#dealer-locator-D003',
    );
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show all results' }));
    expect(emit).toHaveBeenLastCalledWith('mf-dealer-select', null);
    expect(cards()).toHaveLength(25);
    expect(resultCount()).toHaveTextContent('30 results');
  });

  it('the map toggle hides and shows the map container', async () => {
    const user = userEvent.setup();
    const { base } = renderLocator();
    await settled(base);
    const map = screen.getByRole('region', { name: 'Map of dealers' });
    const toggle = screen.getByRole('button', { name: 'Hide map' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', map.id);
    await user.click(toggle);
    expect(map).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Show map' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await user.click(screen.getByRole('button', { name: 'Show map' }));
    expect(map).toBeVisible();
  });

  it('region SA lists recommended dealers and reveals the others behind see-more (spec §9)', async () => {
    const user = userEvent.setup();
    answerSearch(records(6, (i) => ({ recommended: i < 2 ? true : null, region: 'SA' })));
    const { base } = renderLocator({ region: 'SA' });
    await settled(base);
    expect(cards()).toHaveLength(2);
    expect(resultCount()).toHaveTextContent('2 results');
    await user.click(screen.getByRole('button', { name: 'See more dealers' }));
    expect(cards()).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'See more dealers' })).toBeNull();
    expect(cards().map((card) => card.querySelector('.dl-card__letter')?.textContent)).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
    ]);
  });

  it('shows the service-truck notice where designated locations appear (spec §8)', async () => {
    answerSearch(records(2, (i) => (i === 0 ? { designatedlocations: [MOBILE_WORKSHOP] } : {})));
    const { base } = renderLocator();
    await settled(base);
    expect(
      screen.getByText(
        'Service truck icons illustrate coverage ranges only and do not indicate current truck locations.',
      ),
    ).toBeInTheDocument();
    // Dealerships come before designated locations.
    expect(cards().at(-1)).toHaveTextContent('Workshop truck 1');
    expect(cards().at(-1)).toHaveTextContent('Mobile workshop');
  });

  it('no notice without designated locations', async () => {
    const { base } = renderLocator();
    await settled(base);
    expect(screen.queryByText(/Service truck icons/)).toBeNull();
  });
});
