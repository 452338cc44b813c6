/** Day arithmetic and week info of the DatePicker (local time, no date library needed). */

/** Local midnight of the day of `date`. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function sameDay(a: Date | null, b: Date | null): boolean {
  return a === b || (!!a && !!b && startOfDay(a).getTime() === startOfDay(b).getTime());
}

/** The day of `date` kept inside the inclusive day range [min, max]. */
export function clampDay(date: Date, min?: Date | null, max?: Date | null): Date {
  const day = startOfDay(date);
  if (max && day > startOfDay(max)) return startOfDay(max);
  if (min && day < startOfDay(min)) return startOfDay(min);
  return day;
}

/** First day of the week of a locale by Intl week info (Chromium, Safari); Monday otherwise. */
export function firstDayOfWeek(locale: string): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  try {
    const tag = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const firstDay = tag.getWeekInfo?.().firstDay ?? tag.weekInfo?.firstDay ?? 1;
    return (firstDay % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
  } catch {
    return 1;
  }
}
