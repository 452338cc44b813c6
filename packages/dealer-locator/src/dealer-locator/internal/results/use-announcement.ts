import { useCallback, useState } from 'react';
import type { DealerLocatorLabels } from '../../dealer-locator.api';
import { countText } from './results-panel';
import type { DealerSearch } from '../search/use-dealer-search';

export interface Announcement {
  /** The live region's text. */
  message: string;
  /** Changes with every result set: the live region announces it again (ui/live-region). */
  key: number;
  /** A preferred-dealer message, shown until the next result set replaces it. */
  note: (text: string) => void;
}

/**
 * What the live region says (spec §4): the result count of every new result set (also when the
 * count did not change), the no-results message with a zero count (§8), a failure, or a
 * preferred-dealer message until the next answer.
 */
export function useAnnouncement(
  search: DealerSearch,
  labels: DealerLocatorLabels,
  locale: string,
): Announcement {
  const { announceKey, status } = search.state;
  const total = search.results?.total ?? 0;
  const heldBack = search.results?.heldBack.length ?? 0;
  const [preferredNote, setPreferredNote] = useState<{ text: string; key: number } | null>(null);
  // Stable per result set: the cards' preferred-dealer handler uses it (memoised rows).
  const note = useCallback(
    (text: string) => setPreferredNote({ text, key: announceKey }),
    [announceKey],
  );
  let message = '';
  if (preferredNote && preferredNote.key === announceKey) message = preferredNote.text;
  else if (announceKey > 0 && status === 'error') message = labels.resultsError;
  else if (announceKey > 0 && status === 'results')
    message =
      total === 0 && heldBack === 0
        ? `${countText(0, labels, locale)}. ${labels.noResults}`
        : countText(total, labels, locale);
  return {
    message,
    key: announceKey,
    note,
  };
}
