/**
 * A signer's own line under a place-and-date line: "Order accepted by the Supplier:" / "Znojmo, 6. 3. 2043" / "Jaroslav
 * Hrubý, managing director" / "<company>". The place and the date over the signer's name with a comma and a job title are
 * the day that signer signed, as over "For <company>", the company's name or a role's heading (facts.ts
 * signingLineBelow; issue 18, h100d59; facts set 59's cause 9, set 57's cause 7 in another shape). A name alone is none:
 * two capitalised words are as often a schedule's heading ("Schedule of Rates", "Price List") or a person no parties'
 * clause wrote (signing-party-name.ts reads a party's name there). The caller reads it only in the signature blocks
 * (after the last long element): a letter's date line over its addressee is above the body.
 */
import { isPersonName } from '../names/person-names.js';
import { JOB_TITLE, NAME_COMMA_TITLE } from '../parties/details/line-shapes.js';

/** The longest signer's line read: a name and a title. */
const LINE_MAX = 120;

/** Whether the element under `i` is a signer's name, a comma and a job title. */
export function signerNameBelow(elements: readonly { text: string }[], i: number): boolean {
  const below = elements[i + 1]?.text;
  if (below === undefined || below.length > LINE_MAX) return false;
  const titled = NAME_COMMA_TITLE.exec(below);
  return titled !== null && isPersonName(titled[1]) && JOB_TITLE.test(titled[2].trim());
}
