import { defineElement } from '@mf/core/element/define-element';
import { paginationCss } from '@mf/ui/pagination';
import { spinnerCss } from '@mf/ui/spinner';
import { eventsOverviewApi as api } from './events-overview.api';
import { EventsOverview } from './events-overview';
import css from './events-overview.css';

export const EventsOverviewElement = defineElement(api, EventsOverview, css, {
  extraCss: [paginationCss, spinnerCss],
  // The count and the dates.
  intl: true,
  // No layout shift at the upgrade: until React's first commit `data-mf-pending` keeps
  // the page stylesheet's reserved room (core/element/pending).
  holdUntilRendered: true,
});
