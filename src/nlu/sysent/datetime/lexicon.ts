/** Word tables of the English date/time grammar. */

export const MONTHS: ReadonlyMap<string, number> = new Map([
  ['january', 1], ['jan', 1], ['february', 2], ['feb', 2], ['march', 3], ['mar', 3], ['april', 4], ['apr', 4],
  ['may', 5], ['june', 6], ['jun', 6], ['july', 7], ['jul', 7], ['august', 8], ['aug', 8], ['september', 9],
  ['sep', 9], ['sept', 9], ['october', 10], ['oct', 10], ['november', 11], ['nov', 11], ['december', 12], ['dec', 12],
]);

/** Month words that are also common English words: a month only next to a day or year. */
export const AMBIGUOUS_MONTHS: ReadonlySet<string> = new Set(['may', 'march', 'mar', 'jan', 'sep', 'dec', 'jun', 'aug']);

/** 0 = Sunday. Plurals (`two sundays from now`) included. */
export const WEEKDAYS: ReadonlyMap<string, number> = new Map([
  ['sunday', 0], ['sun', 0], ['monday', 1], ['mon', 1], ['tuesday', 2], ['tue', 2], ['tues', 2], ['wednesday', 3],
  ['wed', 3], ['thursday', 4], ['thu', 4], ['thur', 4], ['thurs', 4], ['friday', 5], ['fri', 5], ['saturday', 6],
  ['sat', 6], ['sundays', 0], ['mondays', 1], ['tuesdays', 2], ['wednesdays', 3], ['thursdays', 4], ['fridays', 5],
  ['saturdays', 6],
]);

/** Weekday abbreviations that are ordinary words too: a weekday only next to other date words. */
export const AMBIGUOUS_WEEKDAYS: ReadonlySet<string> = new Set(['sun', 'sat', 'wed', 'mon', 'thu', 'fri', 'tue']);

export const UNITS: ReadonlyMap<string, TimeUnit> = new Map<string, TimeUnit>([
  ['second', 'second'], ['seconds', 'second'], ['sec', 'second'], ['secs', 'second'],
  ['minute', 'minute'], ['minutes', 'minute'], ['min', 'minute'], ['mins', 'minute'],
  ['hour', 'hour'], ['hours', 'hour'], ['hr', 'hour'], ['hrs', 'hour'],
  ['day', 'day'], ['days', 'day'], ['week', 'week'], ['weeks', 'week'], ['wk', 'week'], ['wks', 'week'],
  ['fortnight', 'fortnight'], ['fortnights', 'fortnight'], ['month', 'month'], ['months', 'month'],
  ['year', 'year'], ['years', 'year'], ['yr', 'year'], ['yrs', 'year'],
]);

export type TimeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'fortnight' | 'month' | 'year';

export const PARTS_OF_DAY: ReadonlyMap<string, PartOfDay> = new Map<string, PartOfDay>([
  ['morning', 'morning'], ['mornings', 'morning'], ['afternoon', 'afternoon'], ['afternoons', 'afternoon'],
  ['evening', 'evening'], ['evenings', 'evening'], ['night', 'night'], ['nights', 'night'],
  ['lunchtime', 'lunchtime'], ['lunch', 'lunchtime'],
]);

export type PartOfDay = 'morning' | 'afternoon' | 'evening' | 'night' | 'lunchtime';

/** Relative-day modifiers before a weekday, holiday or period. */
export type Modifier = 'this' | 'next' | 'last';

export const MODIFIERS: ReadonlyMap<string, Modifier> = new Map<string, Modifier>([
  ['this', 'this'], ['coming', 'next'], ['upcoming', 'next'], ['next', 'next'], ['following', 'next'],
  ['last', 'last'], ['previous', 'last'], ['past', 'last'], ['prior', 'last'], ['preceding', 'last'],
]);

export const CARDINALS: ReadonlyMap<string, number> = new Map([
  ['zero', 0], ['oh', 0], ['one', 1], ['two', 2], ['three', 3], ['four', 4], ['five', 5], ['six', 6], ['seven', 7],
  ['eight', 8], ['nine', 9], ['ten', 10], ['eleven', 11], ['twelve', 12], ['thirteen', 13], ['fourteen', 14],
  ['fifteen', 15], ['sixteen', 16], ['seventeen', 17], ['eighteen', 18], ['nineteen', 19],
]);

export const TENS: ReadonlyMap<string, number> = new Map([
  ['twenty', 20], ['thirty', 30], ['forty', 40], ['fourty', 40], ['fifty', 50], ['sixty', 60], ['seventy', 70],
  ['eighty', 80], ['ninety', 90],
]);

export const ORDINALS: ReadonlyMap<string, number> = new Map([
  ['first', 1], ['second', 2], ['third', 3], ['fourth', 4], ['fifth', 5], ['sixth', 6], ['seventh', 7],
  ['eighth', 8], ['ninth', 9], ['tenth', 10], ['eleventh', 11], ['twelfth', 12], ['thirteenth', 13],
  ['fourteenth', 14], ['fifteenth', 15], ['sixteenth', 16], ['seventeenth', 17], ['eighteenth', 18],
  ['nineteenth', 19], ['twentieth', 20], ['thirtieth', 30],
]);

export const ORDINAL_SUFFIXES: ReadonlySet<string> = new Set(['st', 'nd', 'rd', 'th']);

/** Words joining the two ends of a range (`9am to 5pm`, `monday - friday`); `and` only after `between`. */
export const RANGE_CONNECTORS: ReadonlySet<string> = new Set(['to', 'till', 'until', 'til', 'through', 'thru', '-', '–', 'and']);
