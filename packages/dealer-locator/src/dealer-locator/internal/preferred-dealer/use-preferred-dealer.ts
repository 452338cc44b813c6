import { useCallback, useEffect, useState } from 'react';
import {
  onPreferredDealerChange,
  readPreferredDealer,
  writePreferredDealer,
} from '@mf/core/browser/preferred-dealer';
import type { PreferredDealerDetail } from '../../dealer-locator.api';
import type { Dealer } from '../data/types';

export interface PreferredDealerChange {
  /** The stored dealer, or null when the preference was cleared. */
  detail: PreferredDealerDetail | null;
}

/** The stored code, or null; unreadable storage is logged by core and gives null (spec §8). */
function storedCode(): string | null {
  return readPreferredDealer()?.dealer_code ?? null;
}

/**
 * The preferred dealer (spec §4): clicking an unselected dealer selects it (the one stored value
 * replaces any other: "clears the others") and stores it; clicking the selected one clears it;
 * a dealer without a code clears it. The state is kept in memory too, so a locator whose storage
 * throws still shows the visitor's choice for this visit. Follows changes from other tabs and
 * elements.
 */
export function usePreferredDealer(persist = true): {
  preferredCode: string | null;
  toggle: (dealer: Dealer) => PreferredDealerChange;
} {
  // spec §3: persisted except in popup mode (persist false), where it is held in memory only.
  const [preferredCode, setPreferredCode] = useState<string | null>(() =>
    persist ? storedCode() : null,
  );

  useEffect(() => {
    if (!persist) return undefined;
    const sync = () => setPreferredCode(storedCode());
    const stop = onPreferredDealerChange(sync);
    // A change between the first render and this subscription reached no listener: read again.
    sync();
    return stop;
  }, [persist]);

  const toggle = useCallback(
    (dealer: Dealer): PreferredDealerChange => {
      const code = dealer.dealer_code.trim();
      if (!code || code === preferredCode) {
        if (persist) writePreferredDealer(null);
        setPreferredCode(null);
        return { detail: null };
      }
      const detail: PreferredDealerDetail = {
        dealer_code: code,
        dealer_name: dealer.name,
        phone: dealer.phone_main?.label ?? dealer.phone.main ?? '',
      };
      if (persist)
        writePreferredDealer({
          dealer_code: detail.dealer_code,
          dealer_name: detail.dealer_name,
          phone: { main: detail.phone },
        });
      setPreferredCode(code);
      return { detail };
    },
    [preferredCode, persist],
  );

  return { preferredCode, toggle };
}
