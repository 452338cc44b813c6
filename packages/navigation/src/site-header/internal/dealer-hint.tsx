/**
 * The header's dealer hint (spec §1 "The header carries a dealer locator hint", §3 Preferred
 * dealer): the preferred dealer stored by the dealer locator (core/browser/preferred-dealer:
 * `mf-preferreddealer` in localStorage), its name and phone.main as a tel link; updated at once
 * when the locator on the same page stores another, and when another tab does (storage event).
 * Without one: a "Find a dealer" link to the locator page. The dealer_code is not checked
 * (spec §3); an unreadable record is logged by core and ignored.
 */
import { useEffect, useState } from 'react';
import {
  onPreferredDealerChange,
  readPreferredDealer,
  type PreferredDealer,
} from '@mf/core/browser/preferred-dealer';
import { formatLabel } from '@mf/core/i18n/labels';

const sameDealer = (a: PreferredDealer | null, b: PreferredDealer | null) =>
  JSON.stringify(a) === JSON.stringify(b);

function usePreferredDealer(): PreferredDealer | null {
  const [dealer, setDealer] = useState(readPreferredDealer);
  useEffect(() => {
    const sync = () => {
      const stored = readPreferredDealer();
      setDealer((shown) => (sameDealer(shown, stored) ? shown : stored));
    };
    const stop = onPreferredDealerChange(sync);
    // A dealer stored between the first render and this subscription (the locator on the same
    // page choosing one while the header mounts) sent its notice to no one: read it once more.
    sync();
    return stop;
  }, []);
  return dealer;
}

/** `tel:` address of a phone number as people write it ("+44 (0)1234 567-890"). */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+*#]/g, '')}`;
}

export function DealerHint(props: {
  locatorHref: string;
  labels: { findDealer: string; yourDealer: string; callDealer: string };
}) {
  const dealer = usePreferredDealer();
  const { labels, locatorHref } = props;
  if (!dealer) {
    if (!locatorHref) return null;
    return (
      <a className="dealer-hint" part="dealer-hint" href={locatorHref}>
        <span className="pin" aria-hidden="true" />
        {labels.findDealer}
      </a>
    );
  }
  const name = dealer.dealer_name || dealer.dealer_code;
  const phone = dealer.phone.main.trim();
  return (
    <p className="dealer-hint" part="dealer-hint">
      <span className="pin" aria-hidden="true" />
      <span className="dealer-hint__label">{labels.yourDealer}</span>{' '}
      {locatorHref ? <a href={locatorHref}>{name}</a> : <span>{name}</span>}
      {phone && telHref(phone) !== 'tel:' ? (
        <>
          {' '}
          <a
            href={telHref(phone)}
            aria-label={formatLabel(labels.callDealer, { name, phone })}
            className="dealer-hint__phone"
          >
            {phone}
          </a>
        </>
      ) : null}
    </p>
  );
}
