import { Fragment, useId, type ReactNode } from 'react';
import { badgeLines, eventDates } from './dates';
import type { EventItem } from './types';

interface Props {
  event: EventItem;
  locale: string;
  timeZone: string;
  /** Label of the event's region, '' when unknown. */
  regionLabel: string;
  /** 3 to 6: one below the result heading. */
  titleLevel: number;
  /** '{start} to {end}' for multi-day events. */
  dateRangeLabel: string;
}

/**
 * One event (spec §2: start and end dates as day, month, year and full dates per locale). The
 * badge is a visual summary and hidden from assistive technology; the full dates in <time>
 * elements carry the meaning.
 */
export function EventCard({
  event,
  locale,
  timeZone,
  regionLabel,
  titleLevel,
  dateRangeLabel,
}: Props) {
  const titleId = useId();
  const dates = eventDates(event.start, event.end, locale, timeZone || undefined);
  const badge = badgeLines(dates);
  const Title = `h${titleLevel}` as 'h3';
  const start = <time dateTime={dates.start.date}>{dates.start.full}</time>;
  const place = [event.location, regionLabel].filter(Boolean).join(' · ');
  return (
    <li part="list-item item" className="event">
      <article className="event__card" aria-labelledby={titleId}>
        <div part="event-date" className="event__badge" aria-hidden="true">
          <span className="event__day" dir="ltr">
            {badge.day}
          </span>
          <span className="event__month">{badge.month}</span>
          <span className="event__year">{badge.year}</span>
        </div>
        <div className="event__body">
          <Title part="event-title" className="event__title" id={titleId}>
            {event.url ? <a href={event.url}>{event.title}</a> : event.title}
          </Title>
          <p className="event__dates">
            {dates.end
              ? fill(dateRangeLabel, {
                  start,
                  end: <time dateTime={dates.end.date}>{dates.end.full}</time>,
                })
              : start}
          </p>
          {place ? <p className="event__place">{place}</p> : null}
          {event.description ? <p className="event__description">{event.description}</p> : null}
        </div>
        {event.image ? (
          <img className="event__image" src={event.image} alt="" loading="lazy" decoding="async" />
        ) : null}
      </article>
    </li>
  );
}

/** formatLabel for React nodes: `{name}` placeholders become the given elements. */
function fill(template: string, nodes: Record<string, ReactNode>): ReactNode {
  return template.split(/(\{\w+\})/).map((piece, index) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return <Fragment key={index}>{name && name in nodes ? nodes[name] : piece}</Fragment>;
  });
}
