import { useLayoutEffect, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { turnsWhileRendering } from '@mf/core/testing/slices';
import { setUpProductTests } from '@mf/products/testing/view-harness';
import { useCatalogue } from './use-catalogue';

setUpProductTests();

describe('useCatalogue', () => {
  it('renders the answer as a transition: a long grid in slices, the page gets turns', async () => {
    let committed = false;
    function Grid({ Row }: { Row: () => ReactNode }) {
      const query = { origin: '', site: 'mf', path: '/content/mf/en-us/products/tractors' };
      const { catalogue } = useCatalogue(
        { ...query, cloudHostPattern: '', cloudPrefix: '' },
        'mf-product-selector',
      );
      const cards = catalogue.cards.slice(0, 40);
      useLayoutEffect(() => {
        if (cards.length) committed = true;
      }, [cards.length]);
      return (
        <ul>
          {cards.map((card) => (
            <Row key={card.id} />
          ))}
        </ul>
      );
    }
    const turns = await turnsWhileRendering(
      (Row) => <Grid Row={Row} />,
      () => committed,
    );
    expect(turns).toBeGreaterThanOrEqual(3);
  });
});
