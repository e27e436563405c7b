/**
 * A field line: a label, then a colon or a table cell's bar, then its value ("Start date: 1 September 2038", "Start date
 * | 1 September 2038", a markdown row "| Grower | Sione Pulehetoa, planter |"). A table of key details written as text
 * is a list of fields: the label cell names the value cell as a field's name does. The one reading of such a line; the
 * dates (facts.ts, through `asFieldLine`) and the labels the clauses name parties by (parties/field-labels.ts) both use
 * it (issue 18, h88t; h87t and h87p had read it twice).
 */

/** Before the label: an indent and, in a markdown row, its opening bar. As a pattern's source, for readers of a label. */
export const FIELD_LEAD = String.raw`[ \t]{0,8}(?:\|[ \t]{0,4})?`;
/** Between the label and its value: a colon or a cell's bar. As a pattern's source. */
export const FIELD_SEPARATOR = String.raw`[ \t]{0,4}[:|]`;

// The label: a letter, then up to 40 letters, spaces, apostrophes or hyphens (no figure: a schedule's row "12/05/2039 |
// first load" names no field), up to the first colon or bar. Anchored, each part bounded: linear.
const FIELD_HEAD = new RegExp(String.raw`^(${FIELD_LEAD})(\p{L}[\p{L}'’ -]{0,40}?)${FIELD_SEPARATOR}`, 'u');

export interface FieldLine {
  /** The label as written (a few words; spaces after it up to four are not part of it). */
  readonly label: string;
  /** Where the label begins. */
  readonly labelStart: number;
  /** Where the colon or the bar after the label is. */
  readonly separator: number;
  /** Whether the label ends in a cell's bar (a table's row) rather than a colon. */
  readonly row: boolean;
  /** The value as written: after the separator, up to the next bar or the end of the text. */
  readonly value: string;
  /** Where the bar closing the value's cell is, -1 when the value runs to the end. */
  readonly valueEnd: number;
}

/** `text` read as a field line, or undefined when it opens with no label and separator. */
export function readFieldLine(text: string): FieldLine | undefined {
  const m = FIELD_HEAD.exec(text);
  if (m === null) return undefined;
  const separator = m[0].length - 1;
  const valueEnd = text.indexOf('|', separator + 1);
  return {
    label: m[2],
    labelStart: m[1].length,
    separator,
    row: text[separator] === '|',
    value: text.slice(separator + 1, valueEnd < 0 ? undefined : valueEnd),
    valueEnd,
  };
}

/** Whether `field` is a table's row of two cells: a label's and a value's, the value not blank (a closing bar allowed). */
function twoCellRow(text: string, field: FieldLine): boolean {
  return field.row && field.value.trim() !== '' && (field.valueEnd < 0 || text.slice(field.valueEnd + 1).trim() === '');
}

/**
 * The row `text` written as its field ("Start date : 1 September 2038", the cell's bar read as a colon, a markdown row's
 * outer bars as spaces), of the same length so spans keep their places; any other text as it is. Only a row of two
 * cells: a schedule's row of more ("1 | Sand | 240 | tonne") names no field.
 */
export function asFieldLine(text: string): string {
  const field = readFieldLine(text);
  if (field === undefined || !twoCellRow(text, field)) return text;
  const lead = text.slice(0, field.labelStart).replace('|', ' ');
  const end = field.valueEnd < 0 ? '' : ` ${text.slice(field.valueEnd + 1)}`;
  return `${lead}${text.slice(field.labelStart, field.separator)}:${field.value}${end}`;
}
