import type { PropsOf } from '@mf/core/element/define-api';
import { defineElement } from '@mf/core/element/define-element';
import { paginationCss } from '@mf/ui/pagination';
import { selectCss } from '@mf/ui/select';
import { searchResultsApi as api } from './search-results.api';
import { SearchResults } from './search-results';
import css from './search-results.css';

export const SearchResultsElement = defineElement(api, SearchResults, css, {
  extraCss: [selectCss, paginationCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'mf-search-results': HTMLElement & PropsOf<typeof api>;
  }
}
