/**
 * The English names of the months (January first) and of the weekdays (Sunday first, as `Date.getDay()` counts), written
 * once for the expression language's date formats, the sysent's weekday values and the contract recognizers' patterns.
 */
export const MONTH_NAMES: readonly string[] = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
  'October', 'November', 'December'];

export const WEEKDAY_NAMES: readonly string[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
