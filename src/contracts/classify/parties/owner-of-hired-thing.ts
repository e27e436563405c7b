/**
 * A position label whose bracket says which party owns the thing the contract hires out: "PARTY B (the owner of the
 * harvester): Mr. Trần Minh Hiếu" under "CONTRACT FOR THE HIRE OF A COMBINE HARVESTER" (Vietnamese drafting in English;
 * facts set 74's cause 8, issue 18, h119q74). The owner lets its thing for the hire, as the alias "Owner" of a hire does
 * (roles.ts BY_KIND: the Supplier there), so the bracket is that alias. Only where the title hires out the very thing
 * the bracket names: in a building contract "the owner of the house" is the Buyer, in a sale "the owner of the car" the
 * Seller, and a hire's "owner of the land" where the title hires a harvester says nothing of the hire.
 */
import { roleOfAliasIn } from '../lexicon/roles.js';
import { HONORIFIC, POSITION_FIELD_LABEL, POSITION_NOTE } from './person-parties.js';

/**
 * The position label and its bracket right before a name ("PARTY B (the owner of the harvester): Mr. "), the bracket's
 * words captured. Anchored at the end; bounded blanks and the bounded POSITION_NOTE: linear.
 */
const LABEL_WITH_NOTE = new RegExp(String.raw`(?:^|\n)[ \t]{0,8}(?:the[ \t]{1,3})?(?:${POSITION_FIELD_LABEL})[ \t]{0,3}\([ \t]{0,3}(${POSITION_NOTE})[ \t]{0,3}\)[ \t]{0,4}:[ \t]{0,8}(?:(?:${HONORIFIC})\.?[ \t]{1,3})?$`, 'i');
/** The bracket's words when they name an owner of a thing ("the owner of the harvester"): the thing's words. */
const OWNER_OF = /^(?:the\s{1,3})?owner\s{1,3}of\s{1,3}(?:the|a|an|his|her|its|their)\s{1,3}([a-z][a-z' -]{0,40})$/i;
/** How far before a name its label may open: the label, a bracket of up to 45 characters, a courtesy title. */
const LABEL_REACH = 80;

/** A word's singular for the comparison ("boats" in a bracket, "Boat" in a title). */
const singular = (word: string): string => word.toLowerCase().replace(/(?<=[a-z]{2})s$/, '');

/**
 * "Owner" when the label before `begin` in `text` brackets the owner of a thing the document's kind (its title) hires
 * out, so that the owner is the hire's Supplier; undefined otherwise.
 */
export function ownerOfHiredThing(text: string, begin: number, kind: string | undefined): string | undefined {
  if (kind === undefined || roleOfAliasIn('Owner', kind) !== 'Supplier') return undefined;
  const note = LABEL_WITH_NOTE.exec(text.slice(Math.max(0, begin - LABEL_REACH), begin))?.[1];
  const thing = note === undefined ? undefined : OWNER_OF.exec(note)?.[1];
  if (thing === undefined) return undefined;
  // The thing's head noun, its last word ("combine harvester", "fishing boat"), named by the title.
  const head = singular(thing.trim().split(/\s+/).pop() ?? '');
  const titleWords = new Set(kind.split(/[^\p{L}]+/u).map(singular));
  return head.length > 2 && titleWords.has(head) ? 'Owner' : undefined;
}
