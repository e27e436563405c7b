/** The month and weekday names and the feasts as pattern alternations, for the readers of dates and of the names beside them. */
import { MONTH_NAMES, OTHER_LANGUAGE_MONTHS, WEEKDAY_NAMES } from '../../../common/calendar-names.js';
import { longestFirstAlternation } from '../../../common/regexp.js';

/** The twelve months' full English names, as a group of a pattern's source: one home for the classify layer. */
export const MONTH_NAME = `(?:${MONTH_NAMES.join('|')})`;
/**
 * The months' names a translated contract leaves in its own language ("marzo", "März", "května"), in small letters and
 * with a capital first, longest first, as a group of a pattern's source: one home for the classify layer.
 */
export const OTHER_LANGUAGE_MONTH_NAME = `(?:${longestFirstAlternation([...OTHER_LANGUAGE_MONTHS.keys()].flatMap((name) => [name, name[0].toUpperCase() + name.slice(1)]))})`;
/** The seven weekdays' names, for rules that must not read a day as a place or a name (no name is another's prefix: the order is free). */
export const WEEKDAY_NAME = `(?:${WEEKDAY_NAMES.join('|')})`;
/** A whole word that is a month's or a weekday's name ("March", "Monday"): no issuer, no name. */
const CALENDAR_WORD = new RegExp(`^(?:${MONTH_NAME}|${WEEKDAY_NAME})$`, 'u');
export const isCalendarWord = (word: string): boolean => CALENDAR_WORD.test(word);
/**
 * The same name, or its plural as a time of repeat is written ("Collections from Park Lane, Mondays."): a time, never the
 * town after a street (place-positions.ts). Its own test, so that the readers of names above keep the singular alone.
 */
const CALENDAR_WORD_OR_PLURAL = new RegExp(`^(?:${MONTH_NAME}|${WEEKDAY_NAME})s?$`, 'u');
export const isCalendarWordOrPlural = (word: string): boolean => CALENDAR_WORD_OR_PLURAL.test(word);
/**
 * Feasts a rate table or a season runs to ("Dubai to Christmas | USD 10": a season's rate), no place (h31rev; moved here
 * beside the months and weekdays, hrev26).
 */
export const HOLIDAY_NAME = String.raw`(?:Christmas|Easter|Whitsun|Whitsuntide|Pentecost|Hanukkah|Diwali|Ramadan|Eid|Thanksgiving|Hogmanay|Passover|Lent|Advent|New\s+Year)`;
