/** The pieces the grammar finds in a text, before they are grouped and resolved against the reference time. */
import type { Modifier, PartOfDay } from './lexicon.js';

/** A span of relative time: `2 years 1 month 21 days`, `half an hour`. */
export interface Amount {
  years: number;
  months: number;
  weeks: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** `in four business days`. */
  businessDays: number;
}

/** A date as written, not yet resolved. */
export type DateSpec =
  | { readonly t: 'rel'; readonly days: number }
  | { readonly t: 'md'; readonly month: number; readonly day: number; readonly year?: number; readonly yearMod?: Modifier; readonly twoDigitYear?: boolean; readonly mod?: Modifier }
  | { readonly t: 'dom'; readonly day: number; readonly monthOffset?: number; readonly month?: number }
  | { readonly t: 'weekday'; readonly weekday: number; readonly mod?: Modifier; readonly pastMod?: boolean; readonly weekOffset?: number }
  | { readonly t: 'week'; readonly offset: number }
  | { readonly t: 'festival'; readonly key: string; readonly year?: number; readonly yearOffset?: number; readonly mod?: Modifier }
  | { readonly t: 'offset'; readonly base: DateSpec | null; readonly amount: Amount; readonly sign: 1 | -1; readonly weekdayUnit?: number }
  | { readonly t: 'nth'; readonly n: number; readonly weekday: number; readonly month?: number; readonly monthOffset?: number; readonly year?: number }
  | { readonly t: 'lastDay'; readonly month?: number; readonly monthOffset?: number; readonly year?: number };

/** A period that yields a from/to pair of dates. */
export interface PeriodSpec {
  readonly unit: 'week' | 'fortnight' | 'weekend' | 'month' | 'year' | 'quarter';
  /** Relative to the current period (`next week` = 1); absent for named periods. */
  readonly offset?: number;
  readonly month?: number;
  readonly year?: number;
  readonly quarter?: number;
}

export interface ClockSpec {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly minuteGiven: boolean;
  readonly secondGiven: boolean;
  readonly meridiem?: 'am' | 'pm';
  /** `noon`, `midnight`, `17:30`, `0800 hours`: never re-read through a part of day. */
  readonly fixed?: boolean;
  /** `7ampm`: AM first with the PM alternative, whatever else is said. */
  readonly bothMeridiems?: boolean;
}

export type Atom = { readonly from: number; readonly to: number; readonly weak?: boolean } & (
  | { readonly kind: 'date'; readonly date: DateSpec }
  | { readonly kind: 'period'; readonly period: PeriodSpec }
  | { readonly kind: 'time'; readonly clock: ClockSpec }
  | { readonly kind: 'pod'; readonly part: PartOfDay; readonly dayOffset?: number }
  | { readonly kind: 'num'; readonly value: number }
  | { readonly kind: 'now' }
  | { readonly kind: 'reltime'; readonly amount: Amount; readonly sign: 1 | -1 }
  /** `in the next 4 hours`: from now to 4 hours on (sign -1: `the past 2 hours`, from 2 hours ago to now). */
  | { readonly kind: 'window'; readonly amount: Amount; readonly sign: 1 | -1 }
  | { readonly kind: 'eod'; readonly date?: DateSpec }
);

/** An empty amount to add terms to. */
export const zeroAmount = (): Amount => ({ years: 0, months: 0, weeks: 0, days: 0, hours: 0, minutes: 0, seconds: 0, businessDays: 0 });

/** True when the amount has hours, minutes or seconds (a date-time, not a date). */
export const hasTimeUnits = (a: Amount): boolean => a.hours !== 0 || a.minutes !== 0 || a.seconds !== 0;
