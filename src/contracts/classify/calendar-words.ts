/** The month and weekday names as pattern alternations, for the readers of dates and of the names beside them. */
import { MONTH_NAMES, WEEKDAY_NAMES } from '../../common/calendar-names.js';

/** The twelve months' full English names, as a group of a pattern's source: one home for the classify layer. */
export const MONTH_NAME = `(?:${MONTH_NAMES.join('|')})`;
/** The seven weekdays' names, for rules that must not read a day as a place or a name (no name is another's prefix: the order is free). */
export const WEEKDAY_NAME = `(?:${WEEKDAY_NAMES.join('|')})`;
