import { defineElement } from '@mf/core/element/define-element';
import { paginationCss } from '@mf/ui/pagination';
import { selectCss } from '@mf/ui/select';
import { searchResultsApi as api } from './search-results.api';
import { SearchResults } from './search-results';
import css from './search-results.css';

export const SearchResultsElement = defineElement(api, SearchResults, css, {
  extraCss: [selectCss, paginationCss],
  // The count.
  intl: true,
  // No layout shift at the upgrade: until React's first commit a placeholder slot shows
  // the page's results and `data-mf-pending` keeps page.css's room for the filter form.
  holdUntilRendered: true,
});
