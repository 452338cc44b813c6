import { formatLabel } from '@mf/core/i18n/labels';
import type { DealerLocatorLabels } from '../../dealer-locator.api';
import { WEEKDAYS, type BusinessHours } from '../data/types';

/**
 * Opening times, monday to sunday (spec §9): a closed day (null) shows the closed label, an open
 * day its start and end hours (spec §5). Clock conversion to 12 hours is off (spec §9): the times
 * are shown as the dealer wrote them.
 */
export function OpeningTimes({
  hours,
  labels,
}: {
  hours: BusinessHours;
  labels: DealerLocatorLabels;
}) {
  return (
    <table className="dl-hours">
      <caption className="mf-visually-hidden">{labels.openingTimes}</caption>
      <tbody>
        {WEEKDAYS.map((day) => {
          const open = hours.days[day];
          return (
            <tr key={day}>
              <th scope="row">{labels[day]}</th>
              <td>
                {open
                  ? formatLabel(labels.hours, { start: open.start_time, end: open.end_time })
                  : labels.closed}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
