/**
 * An order form's row that says in the present passive what a party does, above the form's conditions: "Crates: 20
 * plastic crates are supplied by the Buyer, and their deposit is deducted from the price", "Labels: printed labels are
 * fixed by the Seller". The row is a term of the order its label sets out, no background: its passive binds its agent
 * as the same sentence does in the conditions (set 68's cause 3, issue 18, h90ty). presentTenseElements reads such a row
 * as operative wherever it stands; the passive's own reader (nature-present-duties.ts's PRESENT_PASSIVE_BEFORE) then
 * decides which participles bind.
 */
import { readFieldLine } from '../text/field-lines.js';

/** A row's label that introduces background, no term: "Background: …", "Recitals: …", "Purpose: …". */
const BACKGROUND_LABEL = /^(?:background|recitals?|purpose|whereas|about\s{1,3}us|notes?)$/i;
/**
 * A present passive of a regular participle with "by" after it in the row's value: "are supplied by", "is fixed at the
 * store by". Literal words and bounded runs: linear.
 */
const PASSIVE_WITH_AGENT = /\b(?:is|are)\s{1,3}(?:not\s{1,3})?[a-z]{3,20}ed\s[^.;:|]{0,80}?\bby\s/i;

/** Whether the element is a form's row ("Label: value") whose value holds a present passive with its agent. */
export function isFormRowPassive(text: string): boolean {
  const row = readFieldLine(text);
  return row !== undefined && !row.row && !BACKGROUND_LABEL.test(row.label.trim()) && PASSIVE_WITH_AGENT.test(row.value);
}
