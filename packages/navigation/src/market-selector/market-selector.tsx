import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { type PropsOf } from '@mf/core/element/define-api';
import { useElementContext, useEmit } from '@mf/core/element/element-context';
import {
  marketSelectorDismissed,
  refreshMarketCookie,
  setMarketSelectorDismissed,
  writeMarketCookie,
} from '@mf/core/browser/market';
import { Dialog } from '@mf/ui/dialog';
import type { marketSelectorApi } from './market-selector.api';
import { readReporting } from '../shared/nav-model';
import { useLightDom } from '@mf/core/element/light-dom';
import { SHOW_MARKET_SELECTOR } from '../shared/market-button';
import { pageRequest } from '@mf/core/element/page-request';
import { readRegions, type Region } from './internal/markets';
import {
  ctaLink,
  NOTHING,
  pickLanguage,
  pickMarket,
  pickRegion,
  suggest,
  type Selection,
} from './internal/selection';

type Props = PropsOf<typeof marketSelectorApi>;

/** The page's requests to show a selector, heard from the bundle's evaluation on. */
const showRequests = pageRequest(SHOW_MARKET_SELECTOR);

const read = (host: HTMLElement) => readReporting(host, (skip) => readRegions(host, skip));
const NO_REGIONS: Region[] = [];

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
}

const index = (value: string): number | null => (value === '' ? null : Number(value));

/**
 * The market selector overlay (spec §2, §3, §4, §6): a modal dialog; states on part=base:
 * closed, open.
 */
export function MarketSelector(props: Props) {
  const { labels, editor } = props;
  const { host } = useElementContext();
  const emit = useEmit<typeof marketSelectorApi>();
  const regions = useLightDom(host, read, NO_REGIONS);
  const [open, setOpen] = useState(() => props.showOnLoad && !editor && !marketSelectorDismissed());
  const [selection, setSelection] = useState<Selection>(NOTHING);
  const id = useId();
  // Focus goes to the first choice when the dialog opens (else the first control: Close).
  const regionRef = useRef<HTMLSelectElement>(null);

  // docs/specs/browser-notes.md: browsers cap the cookie's lifetime; every visit writes the stored
  // market again.
  useEffect(() => refreshMarketCookie(), []);

  // A later `show-on-load` (the CMS sets it after the upgrade) opens it as on load (React's
  // state-from-props pattern: adjusted while rendering, not in an effect).
  const { showOnLoad } = props;
  const [flagged, setFlagged] = useState(showOnLoad);
  if (flagged !== showOnLoad) {
    setFlagged(showOnLoad);
    if (showOnLoad && !editor && !marketSelectorDismissed()) setOpen(true);
  }

  // The show event of the header and the footer (and any page script) opens it. A layout effect:
  // heard from the moment the element is drawn (a passive effect may run a task later, and a
  // request in between would reach only the selectors that had subscribed); one that came before
  // any selector was drawn is handed to the first (core/element/page-request).
  useLayoutEffect(
    () =>
      showRequests.listen(() => {
        if (!editor) setOpen(true);
      }),
    [editor],
  );
  // Spec §2, §6: never shown in the authoring editor (also when edit mode starts while open).
  const shown = open && !editor;

  // Another market selector is open or waiting (one at a time, page-wide): this one never shows.
  const refuse = useCallback(() => setOpen(false), []);
  const dismiss = useCallback(() => {
    setMarketSelectorDismissed();
    setOpen(false);
  }, []);

  const link = ctaLink(regions, selection);
  const region = selection.region === null ? undefined : regions[selection.region];
  const market = selection.market === null ? undefined : region?.markets[selection.market];
  const language = selection.language === null ? undefined : market?.languages[selection.language];
  const suggested = suggest(regions, browserLanguages());
  const suggestedRegion = suggested ? regions[suggested.region!] : undefined;
  const suggestedMarket = suggested ? suggestedRegion?.markets[suggested.market!] : undefined;
  const suggestedLanguage = suggested ? suggestedMarket?.languages[suggested.language!] : undefined;

  const onContinue = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!link || !language) {
      // Spec §4: "The CTA does nothing while disabled".
      event.preventDefault();
      return;
    }
    const absolute = new URL(link, location.href).href;
    writeMarketCookie(absolute);
    setMarketSelectorDismissed();
    emit('mf-market-change', { href: absolute, lang: language.lang });
  };

  return (
    <div part="base" data-state={shown ? 'open' : 'closed'}>
      <Dialog
        open={shown}
        onClose={dismiss}
        labelledBy={`${id}-title`}
        describedBy={`${id}-intro`}
        initialFocus={regionRef}
        closeOnBackdrop
        single
        onRefused={refuse}
      >
        <div className="head mf-dialog__head">
          <h2 id={`${id}-title`} part="heading">
            {labels.title}
          </h2>
          <button
            type="button"
            part="close"
            className="close"
            onClick={dismiss}
            aria-label={labels.close}
          >
            <span aria-hidden="true" className="cross" />
          </button>
        </div>
        <p id={`${id}-intro`}>{regions.length > 0 ? labels.intro : labels.noMarkets}</p>
        {suggested && suggestedMarket && suggestedLanguage ? (
          <p className="suggestion" part="suggestion">
            {labels.suggestion}{' '}
            <button
              type="button"
              part="button"
              className="suggest"
              onClick={() => setSelection(suggested)}
            >
              {suggestedMarket.name} –{' '}
              <span lang={suggestedLanguage.lang}>{suggestedLanguage.name}</span>
            </button>
          </p>
        ) : null}
        {regions.length > 0 ? (
          <div className="fields">
            <label className="field">
              <span>{labels.region}</span>
              <select
                ref={regionRef}
                part="input"
                value={selection.region ?? ''}
                onChange={(event) => setSelection(pickRegion(regions, index(event.target.value)))}
              >
                <option value="">{labels.choose}</option>
                {regions.map((r, i) => (
                  <option key={i} value={i}>
                    {r.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span>{labels.market}</span>
              <select
                part="input"
                value={selection.market ?? ''}
                disabled={!region}
                onChange={(event) =>
                  setSelection(pickMarket(regions, selection, index(event.target.value)))
                }
              >
                <option value="">{labels.choose}</option>
                {region?.markets.map((m, i) => (
                  <option key={i} value={i}>
                    {m.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span>{labels.language}</span>
              <select
                part="input"
                value={selection.language ?? ''}
                disabled={!market}
                onChange={(event) =>
                  setSelection(pickLanguage(regions, selection, index(event.target.value)))
                }
              >
                <option value="">{labels.choose}</option>
                {market?.languages.map((l, i) => (
                  <option key={i} value={i} lang={l.lang}>
                    {l.name}
                  </option>
                ))}
              </select>
            </label>
          </div>
        ) : null}
        <div className="actions">
          <a
            part="cta"
            className="cta"
            href={link ?? undefined}
            role={link ? undefined : 'link'}
            tabIndex={link ? undefined : 0}
            aria-disabled={link ? undefined : 'true'}
            aria-describedby={link ? undefined : `${id}-why`}
            hrefLang={language?.lang}
            onClick={onContinue}
            onKeyDown={(event) => {
              if (!link && event.key === 'Enter') event.preventDefault();
            }}
          >
            {labels.continue}
          </a>
          {link ? null : (
            <p id={`${id}-why`} className="why">
              {labels.disabledHint}
            </p>
          )}
        </div>
      </Dialog>
    </div>
  );
}
