import { formatDate } from '@mf/core/i18n/format';
import type { MonthGroup } from './group';

interface Props {
  /** Unique per instance, for the heading ids. */
  idPrefix: string;
  groups: readonly MonthGroup[];
  /** Level of the month headings (article titles one below). */
  level: number;
  /** BCP 47 tag for dates the server did not format. */
  intlLocale: string;
}

/** The month groups of one page (spec §2): a heading per month and year, then its articles. */
export function Results({ idPrefix, groups, level, intlLocale }: Props) {
  const MonthHeading = `h${level}` as 'h3';
  const TitleHeading = `h${Math.min(level + 1, 6)}` as 'h4';
  return (
    <>
      {groups.map((group) => (
        <section
          key={group.key}
          className="news__month"
          aria-labelledby={`${idPrefix}-month-${group.key}`}
        >
          <MonthHeading
            id={`${idPrefix}-month-${group.key}`}
            part="month-heading"
            className="news__month-heading"
          >
            {group.heading}
          </MonthHeading>
          <ul part="list" className="news__list">
            {group.articles.map((article) => {
              const date = new Date(article.timestamp);
              return (
                <li key={article.id} part="list-item item" className="news__item">
                  {article.image ? (
                    <img
                      className="news__image"
                      src={article.image}
                      alt={article.imageAlt}
                      loading="lazy"
                    />
                  ) : null}
                  <div className="news__text">
                    <TitleHeading part="article-title" className="news__title">
                      {article.url ? <a href={article.url}>{article.title}</a> : article.title}
                    </TitleHeading>
                    <time part="article-date" className="news__date" dateTime={date.toISOString()}>
                      {article.formattedDate || formatDate(date, intlLocale, { dateStyle: 'long' })}
                    </time>
                    {article.description ? (
                      <p className="news__description">{article.description}</p>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
