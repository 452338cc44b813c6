/** A region of the filter, as the CMS renders it in the `regions` attribute. */
export interface Region {
  /** Sent as `?region=` (spec §7). */
  value: string;
  /** Shown in the filter and on the event card. */
  label: string;
}

/** An event after validation at the boundary (spec §3 Event); everything here is safe to render. */
export interface EventItem {
  /** Stable key: the event's own id or path, else its position on the page. */
  id: string;
  title: string;
  /** spec §3: start_date (timestamp). */
  start: Date;
  /** spec §3: end_date (timestamp); the start when missing or earlier than the start. */
  end: Date;
  /** http(s) address of the event page (safeHttpUrl), or null: the title is then plain text. */
  url: string | null;
  /** Venue or town, '' when not given. */
  location: string;
  /** Region value of the event, '' when not given. */
  region: string;
  /** Plain text (HTML tags removed), '' when not given. */
  description: string;
  /** Decorative picture (the title carries the meaning), http(s) only. */
  image: string | null;
}

/** One page of the events answer (spec §3: total_results and results). */
export interface EventsPage {
  total: number;
  events: EventItem[];
  /** How many entries of `results` were malformed and left out. */
  dropped: number;
  /** The answer was not an object with a `results` list (treated as zero results). */
  malformed: boolean;
}
