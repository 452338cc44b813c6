import { defineElement } from '@mf/core/runtime';
import { datePickerCss } from '@mf/ui/date-picker';
import { paginationCss } from '@mf/ui/pagination';
import { selectCss } from '@mf/ui/select';
import { spinnerCss } from '@mf/ui/spinner';
import { newsArchiveApi as api } from './news-archive.api';
import { NewsArchive } from './news-archive';
import css from './news-archive.css';

export const NewsArchiveElement = defineElement(api, NewsArchive, css, {
  extraCss: [selectCss, datePickerCss, paginationCss, spinnerCss],
  // The count and the dates.
  intl: true,
  // No layout shift at the upgrade: until React's first commit `data-mf-pending` keeps
  // the page stylesheet's reserved room (core/element/pending).
  holdUntilRendered: true,
});
