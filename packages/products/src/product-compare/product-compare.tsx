/**
 * <mf-product-compare>: the compare tray and, loaded when first used, the side-by-side table
 * (README.md beside this file). The cards talk to it through events on the document only.
 */
import type { PropsOf } from '@mf/core/element/define-api';
import { useElementContext, useEmit, useLocale, useMarket } from '@mf/core/element/element-context';
import { formatLabel } from '@mf/core/i18n/labels';
import { formatInteger } from '@mf/core/i18n/plural';
import { keepFocusOnRemoval } from '@mf/ui/keep-focus';
import { LiveRegion } from '@mf/ui/live-region';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { COMPARE_MAX } from '../shared/compare/compare-state';
import type { ProductCard } from '../shared/data/card';
import { catalogueQuery } from '../shared/data/catalogue-query';
import { removeItem, resolveItems } from './internal/data/selection';
import { useComparison } from './internal/tray/use-comparison';
import { useSelection, type SelectionNews } from './internal/tray/use-selection';
import type { productCompareApi } from './product-compare.api';

type Props = PropsOf<typeof productCompareApi>;

/** The tray's height on the page's <html> (0px while it is hidden). */
const TRAY_HEIGHT = '--mf-compare-tray-height';

export function ProductCompare(props: Props) {
  const { labels } = props;
  const emit = useEmit<typeof productCompareApi>();
  const { host } = useElementContext();
  const locale = useLocale();
  const market = useMarket();
  const tag = host?.localName ?? 'mf-product-compare';
  const id = `pcmp${useId().replace(/[^\w-]/g, '')}`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  const [news, setNews] = useState({ text: '', key: 0 });
  // Emptied by the visitor in the tray: it stays, saying so, where their focus is.
  const [emptied, setEmptied] = useState(false);
  const [open, setOpen] = useState(false);
  const max = formatInteger(COMPARE_MAX, locale);

  const announce = (text: string) => setNews((now) => ({ text, key: now.key + 1 }));
  const onNews = (change: SelectionNews) => {
    if (change.kind === 'cleared') return announce(labels.cleared);
    const title = change.item.title || change.item.id;
    announce(formatLabel(labels[change.kind], { title, max }));
    if (change.kind === 'added') setEmptied(false);
  };
  const { selection, current, commit } = useSelection(
    (next) => emit('mf-compare-change', { ids: next.map((item) => item.id) }),
    onNews,
  );

  const query = catalogueQuery(props);
  const { loaded, status, load } = useComparison(query, tag);

  /** The catalogue's names for the chosen ids; ids it does not know are dropped, each logged. */
  const resolve = async () => {
    const data = await load();
    if (!data) return null;
    const titles = new Map([...data.catalogue.cards].map(([key, card]) => [key, card.title]));
    const before = current.current;
    const { selection: next, unknown } = resolveItems(before, titles);
    for (const dropped of unknown)
      console.warn(`${tag}: unknown product id dropped from the comparison: ${dropped}`);
    if (unknown.length || next.some((item, i) => item.title !== before[i]!.title)) commit(next);
    return data;
  };

  // Ids without a name (a shared link in a new tab) are looked up as soon as the tray shows them.
  const unnamed = selection.some((item) => !item.title);
  useEffect(() => {
    if (unnamed) void resolve();
    // Once per page (or per new unnamed id): a failure waits for the visitor's Compare.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unnamed]);

  const openComparison = async () => {
    if (current.current.length < 2) return announce(labels.hint);
    const data = await resolve();
    if (!data) return announce(labels.error);
    if (current.current.length >= 2) setOpen(true);
    else announce(labels.hint);
  };
  const remove = (itemId: string) => {
    const item = current.current.find((chosen) => chosen.id === itemId);
    if (!item) return;
    const next = removeItem(current.current, itemId);
    if (!next.length) {
      setEmptied(true);
      focusHeading.current = true;
    }
    commit(next, { kind: 'removed', item });
  };
  const clear = () => {
    setEmptied(true);
    setOpen(false);
    focusHeading.current = true;
    commit([], { kind: 'cleared' });
  };
  // The tray sticks to the window's bottom: its height on <html>, so that a page's
  // scroll-padding-bottom keeps a focused control above it (README, "Sticky tray and focus").
  const baseRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const base = baseRef.current;
    if (!base || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? 0;
      root.style.setProperty(TRAY_HEIGHT, `${Math.ceil(height)}px`);
    });
    observer.observe(base);
    return () => {
      observer.disconnect();
      root.style.removeProperty(TRAY_HEIGHT);
    };
  }, []);
  // Emptied from the tray: its buttons went, focus goes to its heading (docs/laws/focus.md).
  useLayoutEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  });

  const products = useMemo(
    () =>
      loaded
        ? selection.flatMap((item) => loaded.catalogue.cards.get(item.id) ?? ([] as ProductCard[]))
        : [],
    [loaded, selection],
  );
  const count = selection.length;
  const state =
    status === 'loading' ? 'loading' : status === 'error' ? 'error' : count ? 'chosen' : 'empty';
  const Comparison = loaded?.module.Comparison;

  return (
    <>
      <LiveRegion message={news.text} announceKey={news.key} />
      <section
        part="base"
        ref={baseRef}
        className="tray"
        data-state={state}
        hidden={count === 0 && !emptied}
        aria-labelledby={`${id}-heading`}
        aria-busy={status === 'loading' || undefined}
      >
        <div className="tray__head">
          <h2
            id={`${id}-heading`}
            part="heading"
            className="tray__heading"
            ref={headingRef}
            // Focus goes there when the visitor empties the tray (below), only then.
            tabIndex={emptied ? -1 : undefined}
          >
            {labels.heading}
          </h2>
          {count ? (
            <p className="tray__count">
              {formatLabel(labels.chosen, { count: formatInteger(count, locale), max })}
            </p>
          ) : null}
        </div>
        {count ? (
          <ul className="tray__list" part="list">
            {selection.map((item, index) => {
              const title = item.title || formatLabel(labels.unknown, { n: index + 1 });
              return (
                <li key={item.id} className="tray__item" part="list-item item">
                  <bdi className="tray__name">{title}</bdi>
                  <button
                    type="button"
                    className="button tray__remove"
                    part="button remove-button"
                    aria-label={formatLabel(labels.remove, { title })}
                    ref={keepFocusOnRemoval}
                    onClick={() => remove(item.id)}
                  >
                    {labels.removeShort}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="tray__note">{formatLabel(labels.emptied, { max })}</p>
        )}
        {status === 'error' ? <p className="tray__note tray__error">{labels.error}</p> : null}
        {count === 1 ? (
          <p className="tray__note" id={`${id}-hint`}>
            {labels.hint}
          </p>
        ) : null}
        {count ? (
          <div className="tray__actions">
            <button
              type="button"
              className="button tray__compare"
              part="button compare-button"
              aria-haspopup="dialog"
              aria-disabled={count < 2 || undefined}
              aria-describedby={count < 2 ? `${id}-hint` : undefined}
              onClick={() => void openComparison()}
            >
              {formatLabel(labels.compare, { count: formatInteger(count, locale) })}
            </button>
            <button
              type="button"
              className="button tray__clear"
              part="button clear-button"
              onClick={clear}
            >
              {labels.clear}
            </button>
          </div>
        ) : null}
      </section>
      {Comparison ? (
        <Comparison
          open={open && products.length > 0}
          onClose={() => setOpen(false)}
          products={products}
          filters={loaded.catalogue.filters}
          market={market}
          priceLocale={props.priceLocale}
          currency={props.currency}
          labels={labels}
          onRemove={remove}
        />
      ) : null}
    </>
  );
}
