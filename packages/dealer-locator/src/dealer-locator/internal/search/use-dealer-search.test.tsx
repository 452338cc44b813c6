import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { turnsWhileRendering } from '@mf/core/testing/slices';
import { dealer } from '@mf/dealer-locator/testing/dealers';
import { useDealerSearch } from './use-dealer-search';

const DEALERS = Array.from({ length: 40 }, (_, i) =>
  dealer({ id: `d${i}`, dealer_code: `d${i}`, name: `Dealer ${i}` }),
);

describe('useDealerSearch', () => {
  it('renders an answer as a transition: a long page in slices, the page gets turns', async () => {
    let committed = false;
    function Results({ Row }: { Row: () => ReactNode }) {
      const search = useDealerSearch({
        searchEndpoint: '/search',
        tokenPath: '',
        perPage: 40,
        offerings: {},
        apiKey: '',
        locale: 'en',
        radius: 50,
        distanceUnit: 'mi',
        searchFn: () => Promise.resolve(DEALERS),
      });
      const { search: run } = search;
      useEffect(() => {
        run(
          {
            brand: 'mf',
            region: '',
            country: 'US',
            contract: '',
            location: 'Duluth',
            geocode: { latitude: 46.8, longitude: -92.1 },
            addressComponents: [],
            dealerName: '',
          },
          'submit',
        );
      }, [run]);
      const results = search.state.status === 'results';
      useLayoutEffect(() => {
        if (results) committed = true;
      }, [results]);
      return <ul>{results ? search.pageDealers.map((d) => <Row key={d.id} />) : null}</ul>;
    }
    const turns = await turnsWhileRendering(
      (Row) => <Results Row={Row} />,
      () => committed,
    );
    expect(turns).toBeGreaterThanOrEqual(3);
  });
});
