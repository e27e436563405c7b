/**
 * Numerals written with digits: `1234`, `1,234,567.89`, `12,34,567.89` (Indian grouping), `1.111,11`
 * (European), `1 234 567` (space grouping), `.08`, `5,00`. An invalid grouping (`192.168.1.2`,
 * `22,24,26`) is read as several numerals. A decimal comma of one or two digits after space groups (`2 500 000,00`,
 * South African and French writing) is one numeral in a chat too: "12 500,00 €" (a list would need a comma after each
 * item and "12 500" is one number already). With the money notations of contracts (`notations`), also apostrophe groups
 * (`1'250.00`, `1’250.00`, Swiss drafting) and dot groups before ",-" (`5.000,-`, German drafting).
 */

export interface NumeralPiece {
  start: number;
  end: number;
  value: number;
  /** No decimal part written. */
  integer: boolean;
}

export interface Numeral {
  pieces: NumeralPiece[];
  end: number;
}

// A decimal part is taken whole or not at all: backing off to fewer of its digits cut "385 147.300,00" after ".30" (hred8).
const SPACE_GROUPED = /\d{1,3}(?:[ \u00A0\u2009\u202F]\d{3}(?!\d))+(?:\.\d+(?!\d))?(?![\d,.]\d)/y;
/** Space groups with a decimal comma of one or two digits (a comma before three digits is no decimal). */
const SPACE_GROUPED_COMMA = /\d{1,3}(?:[ \u00A0\u2009\u202F]\d{3}(?!\d))+,\d{1,2}(?![\d,.]\d|\d)/y;
/** Contracts: apostrophe groups (straight or typographic), decimals after a dot. */
const APOSTROPHE_GROUPED = /\d{1,3}(?:['\u2019]\d{3}(?!\d))+(?:\.\d+(?!\d))?(?![\d,.'\u2019]\d)/y;
/**
 * Contracts: dot groups closed by ",-" or ",--" (no cents, German drafting; the dash may be typeset as an en or em
 * dash, ",–"): `5.000,-` is five thousand, not 5.
 */
const DOT_GROUPED_DASH = /\d{1,3}(?:\.\d{3})+(?=,[-\u2013\u2014]-?(?!\w))/y;
const GROUP_MARKS = /[ \u00A0\u2009\u202F'\u2019]/g;
const RAW = /(?:\d+|\.\d+)(?:[.,]\d+)*/y;

/** Reads the numeral starting at `start` (a digit, or a `.` before a digit); `notations`: contracts' money notations too. */
export function readNumeral(text: string, start: number, notations = false): Numeral {
  const dashed = notations ? sticky(DOT_GROUPED_DASH, text, start) : undefined;
  if (dashed) return { pieces: [{ start, end: start + dashed.length, value: Number(dashed.replace(/\./g, '')), integer: true }], end: start + dashed.length };
  const grouped = sticky(SPACE_GROUPED_COMMA, text, start) ?? ((notations && sticky(APOSTROPHE_GROUPED, text, start)) || sticky(SPACE_GROUPED, text, start));
  if (grouped) {
    const end = start + grouped.length;
    const digits = grouped.replace(GROUP_MARKS, '').replace(',', '.');
    return { pieces: [{ start, end, value: Number(digits), integer: !/[.,]/.test(grouped) }], end };
  }
  RAW.lastIndex = start;
  const m = RAW.exec(text);
  const raw = m ? m[0] : text[start];
  return { pieces: interpret(raw, start), end: start + raw.length };
}

function sticky(pattern: RegExp, text: string, start: number): string | undefined {
  pattern.lastIndex = start;
  return pattern.exec(text)?.[0];
}

const INT = /^\d+$/;
const LEADING_DOT = /^\.\d+$/;
const EN_GROUPED = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
/**
 * A figure in the Indian system's groups, lakhs and crores by two digits before the last three: "1,85,000", "18,50,000.50".
 * Exported for the contract marks' money form (currency.ts `moneyFormFigure`: "Nu. 1,85,000"; issue 18, h117nlu).
 */
export const INDIAN_GROUPED = /^\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d+)?$/;
const EN_DECIMAL = /^\d+\.\d+$/;
const EU_GROUPED = /^\d{1,3}(?:(?:\.\d{3})+,\d+|(?:\.\d{3}){2,})$/;
const COMMA_DECIMAL = /^\d+,\d+$/;

function interpret(raw: string, start: number): NumeralPiece[] {
  const end = start + raw.length;
  if (INT.test(raw)) return [{ start, end, value: Number(raw), integer: true }];
  if (LEADING_DOT.test(raw) || EN_DECIMAL.test(raw)) return [{ start, end, value: Number(raw), integer: false }];
  if (EN_GROUPED.test(raw) || INDIAN_GROUPED.test(raw)) {
    return [{ start, end, value: Number(raw.replace(/,/g, '')), integer: !raw.includes('.') }];
  }
  if (EU_GROUPED.test(raw)) {
    return [{ start, end, value: Number(raw.replace(/\./g, '').replace(',', '.')), integer: !raw.includes(',') }];
  }
  if (COMMA_DECIMAL.test(raw)) return [{ start, end, value: Number(raw.replace(',', '.')), integer: false }];
  return split(raw, start);
}

/** An invalid grouping: each run between separators is its own numeral (commas first, then dots). */
function split(raw: string, start: number): NumeralPiece[] {
  const out: NumeralPiece[] = [];
  const sep = raw.includes(',') ? ',' : '.';
  let offset = 0;
  for (const part of raw.split(sep)) {
    if (part.length > 0) {
      if (sep === ',' && part.includes('.')) out.push(...interpret(part, start + offset));
      else out.push({ start: start + offset, end: start + offset + part.length, value: Number(part), integer: true });
    }
    offset += part.length + 1;
  }
  return out;
}
