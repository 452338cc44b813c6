/** What the results page's address says (spec §2: "The page reads the sourceName and start parameters"). */
export interface ResultsAddress {
  /** null when the address has no q parameter at all (spec §2: the page reloads with an empty q). */
  q: string | null;
  sourceName: string;
  /** 0-based index of the first result shown. */
  start: number;
}

export function readAddress(href: string): ResultsAddress {
  const params = new URL(href).searchParams;
  const start = Number(params.get('start'));
  return {
    q: params.get('q'),
    sourceName: params.get('sourceName') ?? '',
    start: Number.isInteger(start) && start > 0 ? start : 0,
  };
}

/**
 * spec §2: the address to load instead of `href` when it has no q parameter: the same address with
 * an empty q added. null when it has one, and for an address that is not http(s) (a frame's
 * about:blank or a srcdoc frame: not a results page, and not one that can be loaded again).
 */
export function addressWithQ(href: string): string | null {
  const url = new URL(href);
  if (url.searchParams.has('q') || !/^https?:$/.test(url.protocol)) return null;
  url.searchParams.set('q', '');
  return url.href;
}

/** 1-based page of a start index. */
export function pageOf(start: number, perPage: number): number {
  return Math.floor(start / Math.max(1, perPage)) + 1;
}

/**
 * The address of a results page (spec §7: the filter submits a GET form with sourceName and q; the
 * pager keeps q and sourceName and moves start). Built on the page's own address, so the CMS's
 * other parameters survive; an empty sourceName is left out, start 0 too.
 */
export function resultsUrl(
  href: string,
  next: { q: string; sourceName: string; start: number },
): string {
  const url = new URL(href);
  url.hash = '';
  url.searchParams.set('q', next.q);
  if (next.sourceName) url.searchParams.set('sourceName', next.sourceName);
  else url.searchParams.delete('sourceName');
  if (next.start > 0) url.searchParams.set('start', String(next.start));
  else url.searchParams.delete('start');
  return url.href;
}
