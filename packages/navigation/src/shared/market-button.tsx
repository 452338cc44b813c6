import { formatLabel } from '@mf/core/i18n/labels';

/** site-components spec §2 Footer: "A market-selector button publishes a show-market-selector event". */
export const SHOW_MARKET_SELECTOR = 'mf-show-market-selector';

/**
 * The current market and language as a button that asks the market selector to open (the header
 * and the footer both carry it). Visible text `{market} ({language})`; the accessible name starts
 * with what it does and contains the visible text (WCAG 2.5.3).
 */
export function MarketButton(props: {
  market: string;
  language: string;
  template: string;
  action: string;
  onShow: () => void;
  className?: string;
}) {
  const { market, language } = props;
  if (!market) return null;
  const text = language ? formatLabel(props.template, { market, language }) : market;
  return (
    <button
      type="button"
      part="market-button button"
      className={props.className}
      aria-label={`${props.action}: ${text}`}
      onClick={props.onShow}
    >
      <span className="globe" aria-hidden="true" />
      {text}
    </button>
  );
}
