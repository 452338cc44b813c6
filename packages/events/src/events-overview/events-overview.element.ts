import { defineElement } from '@mf/core/element/define-element';
import { holdUntilRendered } from '@mf/core/element/pending';
import { type HostElement, type JsxProps } from '@mf/core/element/types';
import { paginationCss } from '@mf/ui/pagination';
import { spinnerCss } from '@mf/ui/spinner';
import { eventsOverviewApi as api } from './events-overview.api';
import { EventsOverview } from './events-overview';
import css from './events-overview.css';

export const EventsOverviewElement = defineElement(api, EventsOverview, css, {
  extraCss: [paginationCss, spinnerCss],
  // The count and the dates.
  intl: true,
});

// No layout shift at the upgrade: until React's first commit `data-mf-pending` keeps
// the page stylesheet's reserved room (core/element/pending).
holdUntilRendered(api.tag);

declare global {
  interface HTMLElementTagNameMap {
    'mf-events-overview': HostElement<typeof api>;
  }
}

// React 19 pages can write <mf-events-overview site="mf" onmf-change={...} /> with types.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- JSX is a namespace in React's types
  namespace JSX {
    interface IntrinsicElements {
      'mf-events-overview': JsxProps<typeof api>;
    }
  }
}
