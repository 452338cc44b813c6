import { useBreakpoint } from '@mf/core/browser/breakpoints';
import { useReducedMotion } from '@mf/core/browser/motion';
import type { PropsOf } from '@mf/core/element/define-api';
import { useElementContext, useEmit, useMarket } from '@mf/core/element/element-context';
import { formatCurrency } from '@mf/core/i18n/format';
import { formatPowerRange } from '@mf/core/i18n/units';
import { parseDecimal } from '@mf/core/parse/parse';
import { useEffect, useId, useState } from 'react';
import { CardView } from '../shared/card/card-view';
import { useComparedIds } from '../shared/compare/use-compared';
import type { productCardApi } from './product-card.api';
import { parseKilowatts } from './internal/attributes/power';
import { readTitle } from './internal/slots';

type Props = PropsOf<typeof productCardApi>;

/** The text of the page's title element, kept current (it names the flip button and the modal). */
function useSlottedTitle(host: HTMLElement | null): string {
  const read = () => (host ? readTitle(host) : '');
  const [title, setTitle] = useState(read);
  useEffect(() => {
    if (!host) return;
    const update = () => setTitle(read);
    update();
    const observer = new MutationObserver(update);
    observer.observe(host, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
    // `read` reads `host` only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host]);
  return title;
}

/**
 * The standalone product card (spec §2 Product card; the CMS "product card" marker): the page's
 * own markup in four slots, the element adds the flip button, the 60 px clamp of the text, the
 * formatted price and, on mobile and tablet, the back as a modal.
 */
export function ProductCard(props: Props) {
  const { labels } = props;
  const emit = useEmit<typeof productCardApi>();
  const { host } = useElementContext();
  const id = `pc${useId().replace(/[^\w-]/g, '')}`;
  const breakpoint = useBreakpoint();
  const small = breakpoint === 'mobile' || breakpoint === 'tablet';
  const reducedMotion = useReducedMotion();
  const [flipped, setFlipped] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const title = useSlottedTitle(host);
  const price = parseDecimal(props.price);
  const market = useMarket();
  const power = parseKilowatts(props.powerKw);
  // The market's unit first, the other in brackets, as the compare table states it.
  const other = market.power === 'hp' ? 'kW' : 'hp';
  const productId = props.productId.trim();
  const compared = useComparedIds(productId ? () => emit('mf-compare-request', null) : null).has(
    productId,
  );

  return (
    <div part="base" className="product-card" data-state={flipped || dialogOpen ? 'back' : 'front'}>
      <CardView
        id={id}
        titleText={title}
        title={<slot name="title" />}
        headingLevel={0}
        media={<slot name="image" />}
        price={
          price === null
            ? null
            : formatCurrency(
                price,
                props.priceLocale || market.locale,
                props.currency || market.currency,
                2,
              )
        }
        facts={
          power
            ? [
                {
                  key: 'power',
                  label: labels.power,
                  value: `${formatPowerRange(power.min, power.max, market)} (${formatPowerRange(power.min, power.max, market, other)})`,
                },
              ]
            : undefined
        }
        // A text of the page's: its Read more row is kept (ClampedText's reserveRow).
        description={
          host?.querySelector(':scope > [slot=description]') && <slot name="description" />
        }
        reserveExpandRow
        back={<slot name="back" />}
        flipped={flipped}
        dialogOpen={dialogOpen}
        onFlip={() => {
          if (flipped) setFlipped(false);
          else if (small) setDialogOpen(true);
          else setFlipped(true);
          emit('mf-product-flip', { face: flipped ? 'front' : 'back' });
        }}
        onDialogClose={() => {
          setDialogOpen(false);
          emit('mf-product-flip', { face: 'front' });
        }}
        reducedMotion={reducedMotion}
        labels={labels}
        compare={
          productId
            ? {
                pressed: compared,
                onToggle: () =>
                  emit('mf-compare-toggle', { id: productId, title, chosen: !compared }),
              }
            : undefined
        }
      />
    </div>
  );
}
