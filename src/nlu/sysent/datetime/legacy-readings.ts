/**
 * Where the legacy system entities read a mention otherwise than the new ones (docs/behaviour/sysent-datetime.md,
 * "A lone day of the month" and "A part of the day with the legacy entities"). Applied to resolved mentions that
 * no range took, so ranges keep their own rules.
 */
import { isValidDate } from './calendar.js';
import type { Mention } from './mention.js';
import type { Reference } from './reference.js';

/** The mention as the legacy entities give it (the same object when nothing differs). */
export function legacyReading(m: Mention, ref: Reference): Mention {
  return partOfDayAsOneTime(loneDayThisMonth(m, ref));
}

/**
 * A day of the month with no month (`1st`, `the 21st`): the legacy entities fill the month and year from today,
 * even when the day has passed (a real 2018 log: `1st` on 17 Sep → 2018-09-01). A day this month lacks (`the 31st`
 * in September) keeps the next month that has it.
 */
function loneDayThisMonth(m: Mention, ref: Reference): Mention {
  const spec = m.dateSpec;
  if (!m.date || !spec || spec.t !== 'dom' || spec.monthOffset !== undefined || spec.month !== undefined) return m;
  const { year, month } = ref.today;
  if (!isValidDate(year, month, spec.day)) return m;
  return { ...m, date: { ...m.date, value: { ymd: { year, month, day: spec.day }, fields: m.date.value.fields } } };
}

/**
 * A part of the day (`afternoon`, `this morning`): one `@sys-time` at the end of its documented range, where the
 * new entities give the from/to pair (a real 2018 log: `afternoon` → 18:00:00; the Sep 2019 release note: the part
 * of the day "now returns a time range instead of a single time value").
 */
function partOfDayAsOneTime(m: Mention): Mention {
  const r = m.timeRange;
  if (!r || m.time || r.from.fields.part_of_day === undefined) return m;
  const { timeRange: _dropped, ...rest } = m;
  return { ...rest, time: { value: r.to, span: r.span } };
}
