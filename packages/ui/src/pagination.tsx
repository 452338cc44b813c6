import { formatLabel } from '@mf/core/i18n/labels';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page list: first, last, current and its neighbours, with an ellipsis for each gap
 * (dealer-locator spec §4). A gap of exactly one page shows that page instead of an ellipsis.
 */
export function pageItems(current: number, total: number, neighbours = 1): PageItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  const shown = new Set<number>([1, total]);
  for (let n = page - neighbours; n <= page + neighbours; n++)
    if (n >= 1 && n <= total) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined) {
      if (n - previous === 2) items.push(previous + 1);
      else if (n - previous > 2) items.push(n > page ? 'ellipsis-end' : 'ellipsis-start');
    }
    items.push(n);
  });
  return items;
}

export function pageCount(total: number, perPage: number): number {
  return perPage > 0 ? Math.ceil(Math.max(0, total) / perPage) : 0;
}

export interface PaginationLabels {
  /** Accessible name of the navigation landmark. */
  pagination: string;
  previousPage: string;
  nextPage: string;
  /** Accessible name of a page button, e.g. 'Page {page}'. */
  page: string;
}

interface Props {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  labels: PaginationLabels;
  /** Show numbered pages (true) or only previous/next with 'page of pages' (false). */
  numbered?: boolean;
  /**
   * 'Page {page} of {pages}' shown between the buttons when not numbered, and in place of the
   * numbers in a narrow pager (default '{page} / {pages}').
   */
  status?: string;
}

/**
 * Previous/next are disabled (and ignored) at the ends; the current page carries
 * aria-current="page". Renders nothing for fewer than two pages.
 *
 * Narrow pagers (a phone, 320 to 414 px): Previous, the numbers and Next do not fit on
 * one row there (Next wrapped to a line of its own). Below 33rem of pager width (a container
 * query, so it follows the element's own width, not the window's) the numbers give way to the
 * status text, and the three controls stay on one row with their texts unbroken; below 22rem
 * (320 px phones) the status shows as '4 / 15' (screen readers still read the full status).
 * Texts are unbroken as long as they fit: a label longer than the pager's row wraps inside its
 * button instead of widening the page (docs/laws/long-content.md).
 */
export function Pagination({ page, pages, onChange, labels, numbered = true, status }: Props) {
  if (pages < 2) return null;
  const go = (target: number) => {
    if (target >= 1 && target <= pages && target !== page) onChange(target);
  };
  return (
    <nav aria-label={labels.pagination} part="pagination" className="mf-pagination">
      <button
        type="button"
        part="pagination-previous"
        className="mf-pagination__step"
        disabled={page <= 1}
        onClick={() => go(page - 1)}
      >
        <span aria-hidden="true">‹ </span>
        {labels.previousPage}
      </button>
      {numbered ? (
        <span className="mf-pagination__status mf-pagination__compact">
          <span className="mf-pagination__long">{status ?? `${page} / ${pages}`}</span>
          <span className="mf-pagination__short" aria-hidden="true">
            {page} / {pages}
          </span>
        </span>
      ) : null}
      {numbered ? (
        <ol className="mf-pagination__pages">
          {pageItems(page, pages).map((item) =>
            typeof item === 'number' ? (
              <li key={item}>
                <button
                  type="button"
                  part={item === page ? 'pagination-page pagination-current' : 'pagination-page'}
                  className="mf-pagination__page"
                  aria-current={item === page ? 'page' : undefined}
                  aria-label={formatLabel(labels.page, { page: item, pages })}
                  onClick={() => go(item)}
                >
                  {item}
                </button>
              </li>
            ) : (
              <li key={item} aria-hidden="true" className="mf-pagination__ellipsis">
                …
              </li>
            ),
          )}
        </ol>
      ) : (
        <span className="mf-pagination__status">{status}</span>
      )}
      <button
        type="button"
        part="pagination-next"
        className="mf-pagination__step"
        disabled={page >= pages}
        onClick={() => go(page + 1)}
      >
        {labels.nextPage}
        <span aria-hidden="true"> ›</span>
      </button>
    </nav>
  );
}

/** Pagination styles, shared by every element that pages. */
export const paginationCss = `
.mf-pagination { container: mf-pagination / inline-size; position: relative; display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: var(--_space-2); margin-top: var(--_space-6); }
.mf-pagination__pages { display: flex; gap: var(--_space-1); list-style: none; margin: 0; padding: 0; }
.mf-pagination button { min-width: var(--_control-size); min-height: var(--_control-size); padding: 0 var(--_space-3); border: 1px solid var(--_color-border); border-radius: var(--_radius-sm); background: var(--_color-surface); color: inherit; font: inherit; max-width: 100%; cursor: pointer; }
.mf-pagination button[aria-current='page'] { background: var(--_color-brand); border-color: var(--_color-brand); color: var(--_color-on-brand); font-weight: var(--_font-weight-bold); }
.mf-pagination__status { max-width: 100%; }
.mf-pagination__compact, .mf-pagination__short { display: none; }
@container mf-pagination (max-width: 33em) {
  .mf-pagination__pages { display: none; }
  .mf-pagination__compact { display: inline; }
}
@container mf-pagination (max-width: 22em) {
  .mf-pagination__long { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  .mf-pagination__short { display: inline; }
  .mf-pagination button { padding: 0 var(--_space-2); }
}
.mf-pagination button:disabled { cursor: not-allowed; opacity: 0.45; }
.mf-pagination button:focus-visible { outline: 3px solid var(--_color-focus); outline-offset: 2px; }
.mf-pagination__ellipsis { align-self: center; padding: 0 var(--_space-1); }
`;
