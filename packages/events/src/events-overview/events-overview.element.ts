import { defineElement, type PropsOf } from '@mf/core';
import { paginationCss } from '@mf/ui/pagination';
import { spinnerCss } from '@mf/ui/spinner';
import { eventsOverviewApi as api } from './events-overview.api';
import { EventsOverview } from './events-overview';
import css from './events-overview.css';

export const EventsOverviewElement = defineElement(api, EventsOverview, css, {
  extraCss: [paginationCss, spinnerCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'mf-events-overview': HTMLElement & PropsOf<typeof api>;
  }
}
