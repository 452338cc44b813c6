/**
 * The side-by-side view (product-compare README, "The table"), a chunk of its own: the tray
 * imports it (with the catalogue loader) the first time it is needed, so pages where nobody
 * compares never load it. The table sits in the shared dialog (@mf/ui/dialog: the page-wide
 * stack, Escape, focus back on the Compare button: docs/laws/dialogs.md).
 */
import { formatCurrency } from '@mf/core/i18n/format';
import { formatLabel } from '@mf/core/i18n/labels';
import { Dialog, dialogCss } from '@mf/ui/dialog';
import { useShadowStyles } from '@mf/ui/dialog-styles';
import { keepFocus } from '@mf/ui/keep-focus';
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ProductCard } from '../../../shared/data/card';
import type { FilterDefinition } from '../../../shared/data/filters';
import css from './comparison.css';
import type { Market } from '@mf/core/i18n/market';
import { compareRows, differs, type RowLabels } from './rows';

export { loadCatalogue, type CompareCatalogue } from './load-catalogue';

interface ComparisonLabels extends RowLabels {
  title: string;
  caption: string;
  close: string;
  differences: string;
  noDifferences: string;
  model: string;
  noValue: string;
  remove: string;
  removeShort: string;
}

interface ComparisonProps {
  open: boolean;
  onClose: () => void;
  products: readonly ProductCard[];
  filters: readonly FilterDefinition[];
  /** The element's market (numbers, the power's units) and the price's locale and currency (spec §9). */
  market: Market;
  priceLocale: string;
  currency: string;
  labels: ComparisonLabels;
  /** The visitor removed a model: the tray takes it out of the selection. */
  onRemove: (id: string) => void;
}

const SHEET = dialogCss + css;

export function Comparison(props: ComparisonProps) {
  const { products, labels } = props;
  const inlineStyles = useShadowStyles(SHEET);
  const id = `cmp${useId().replace(/[^\w-]/g, '')}`;
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const restoreFocus = useRef<(() => void) | null>(null);

  const rows = useMemo(() => {
    const priceLocale = props.priceLocale || props.market.locale;
    return compareRows(products, props.filters, labels, {
      market: props.market,
      price: (value) =>
        formatCurrency(value, priceLocale, props.currency || props.market.currency, 2),
    });
  }, [products, props.filters, labels, props.market, props.priceLocale, props.currency]);
  const shown = differencesOnly ? rows.filter(differs) : rows;

  // A removed model's button goes with its column: focus goes to the control now at its place
  // (docs/laws/focus.md), once the column is gone.
  useLayoutEffect(() => {
    restoreFocus.current?.();
    restoreFocus.current = null;
  }, [products]);
  const remove = (productId: string) => {
    restoreFocus.current = keepFocus(body.current);
    props.onRemove(productId);
  };

  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      labelledBy={`${id}-title`}
      closeOnBackdrop
      className="compare-dialog"
      part="dialog"
    >
      {inlineStyles ? <style>{SHEET}</style> : null}
      <div className="compare" ref={body}>
        <div className="compare__head mf-dialog__head">
          <h2 id={`${id}-title`} className="compare__title">
            {labels.title}
          </h2>
          <button
            type="button"
            className="button compare__close"
            part="button close-button"
            onClick={props.onClose}
          >
            {labels.close}
          </button>
        </div>
        <label className="compare__differences">
          <input
            type="checkbox"
            checked={differencesOnly}
            onChange={(event) => setDifferencesOnly(event.target.checked)}
          />
          {labels.differences}
        </label>
        {/* Scrolls both ways: its header row and first column are sticky inside it. Focusable,
            so a keyboard scrolls it too. */}
        <div
          className="compare__scroll"
          role="region"
          aria-labelledby={`${id}-caption`}
          tabIndex={0}
        >
          <table className="compare__table" part="table">
            <caption id={`${id}-caption`} className="compare__caption">
              {/* As wide as the scrolled box and held at its start: read whole at any width. */}
              <span className="compare__caption-text">
                {formatLabel(labels.caption, { count: products.length })}
              </span>
            </caption>
            <thead>
              <tr>
                <td className="compare__corner">
                  <span className="mf-visually-hidden">{labels.model}</span>
                </td>
                {products.map((product) => (
                  <th key={product.id} scope="col" className="compare__model">
                    {product.image ? (
                      <img src={product.image} alt="" width="200" height="130" loading="lazy" />
                    ) : null}
                    {product.url ? (
                      <a href={product.url}>
                        <bdi>{product.title}</bdi>
                      </a>
                    ) : (
                      <bdi>{product.title}</bdi>
                    )}
                    <button
                      type="button"
                      className="button compare__remove"
                      part="button remove-button"
                      aria-label={formatLabel(labels.remove, { title: product.title })}
                      onClick={() => remove(product.id)}
                    >
                      {labels.removeShort}
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  {row.values.map((value, index) => (
                    <td key={products[index]!.id}>{value ? <bdi>{value}</bdi> : labels.noValue}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {differencesOnly && shown.length === 0 ? (
          <p className="compare__same">{labels.noDifferences}</p>
        ) : null}
      </div>
    </Dialog>
  );
}
