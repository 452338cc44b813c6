import type { PropsOf } from '@mf/core/element/define-api';
import { formatLabel } from '@mf/core/i18n/labels';
import { DatePicker, startOfDay } from '@mf/ui/date-picker';
import { Select } from '@mf/ui/select';
import type { newsArchiveApi } from '../news-archive.api';
import type { Category } from './categories';
import { ALL } from './url';

type NewsLabels = PropsOf<typeof newsArchiveApi>['labels'];

export interface FilterValues {
  category: string;
  from: Date | null;
  to: Date | null;
}

interface Props {
  idPrefix: string;
  values: FilterValues;
  categories: readonly Category[];
  labels: NewsLabels;
  /** BCP 47 tag for the calendar's names. */
  intlLocale: string;
  format: (date: Date) => string;
  parse: (text: string) => Date | null;
  onChange: (values: FilterValues) => void;
}

/**
 * The filter bar (spec §2): category (ui Select, when the CMS gives categories) and the from/to
 * date pickers. spec §5: no future dates (max is today) and the two constrain each other: from
 * can be at most to (or today), to at least from.
 */
export function Filters({
  idPrefix,
  values,
  categories,
  labels,
  intlLocale,
  format,
  parse,
  onChange,
}: Props) {
  const today = startOfDay(new Date());
  const pickerLabels = {
    close: labels.close,
    clear: labels.clear,
    previousMonth: labels.previousMonth,
    nextMonth: labels.nextMonth,
    selected: labels.selectedDay,
    today: labels.today,
  };
  const hint = formatLabel(labels.dateHint, { example: format(today) });
  return (
    <fieldset part="filters" className="news__filters">
      <legend className="mf-visually-hidden">{labels.filters}</legend>
      {categories.length > 0 ? (
        <Select
          id={`${idPrefix}-category`}
          label={labels.category}
          options={[{ value: ALL, label: labels.allCategories }, ...categories]}
          value={values.category}
          onChange={(category) => onChange({ ...values, category })}
        />
      ) : null}
      <DatePicker
        id={`${idPrefix}-from`}
        label={labels.from}
        placeholder={labels.fromPlaceholder}
        value={values.from}
        max={values.to ?? today}
        onChange={(from) => onChange({ ...values, from })}
        format={format}
        parse={parse}
        locale={intlLocale}
        hint={hint}
        labels={{
          ...pickerLabels,
          openCalendar: labels.openFromCalendar,
          dialog: labels.fromDialog,
        }}
      />
      <DatePicker
        id={`${idPrefix}-to`}
        label={labels.to}
        placeholder={labels.toPlaceholder}
        value={values.to}
        min={values.from}
        max={today}
        onChange={(to) => onChange({ ...values, to })}
        format={format}
        parse={parse}
        locale={intlLocale}
        hint={hint}
        labels={{ ...pickerLabels, openCalendar: labels.openToCalendar, dialog: labels.toDialog }}
      />
    </fieldset>
  );
}
