/**
 * A signature line opened by a party's role and a colon, then a blank to sign on or the signer's (or the company's)
 * name: "Lessor: ____ Janez Novak", "Lessee: Medena pot d.o.o., Ana Horvat, director", "Seller:", "Buyer: __________"
 * (issue 18, h70dates; facts set 38's cause 10b). A place-and-date line over it ("Bled, 12.04.2034") is the day that party
 * signed, as over "For <party>", a company's name or a defined name in capitals: those three were the only signature
 * blocks the place-and-date reading knew, and a role label with its colon is none of them (the colon barred the company
 * line, the small letters the heading in capitals).
 * A role's sentence is no signature line: "Lessor: shall hand over the keys" has its verb.
 */
import { longestFirstAlternation } from '../../../common/regexp.js';
import { ROLE_WORDS } from '../lexicon/roles.js';

/** The role words as a label writes them, capitalised or in capitals ("Lessor", "LESSOR"); "You" labels no signature. */
const LABELS = ROLE_WORDS.filter((w) => w !== 'You').flatMap((w) => [w, w.toUpperCase()]);
/**
 * The role, its colon, then nothing, a blank (underscores, dots, a rule) or a capitalised name. Case-sensitive: a
 * name starts with a capital. Anchored, bounded: linear.
 */
const ROLE_LABEL_LINE = new RegExp(String.raw`^\s{0,8}(?:(?:The|THE)\s{1,3})?(?:${longestFirstAlternation(LABELS)})\s{0,3}:\s{0,3}(?:$|[_.…\s–—-]{2,80}(?:$|\p{Lu})|\p{Lu})`, 'u');
/**
 * A verb a clause about the role would have ("Buyer: shall pay", "Seller: is responsible"), an instruction's word or an
 * infinitive's "to" ("Lessee: Please return one signed copy", "Lessor: Keys to be returned by 5 pm", review hrev61 of
 * h70dates): a capital after the colon is then a sentence's, no signer's name. Bounded: linear.
 */
const CLAUSE_VERB = /\b(?:shall|will|must|may|agrees?|is|are|pays?|undertakes?|be|been|was|were|has|have|should|can|please|kindly|returns?|sends?|keeps?|to)\b/i;
/** The longest signature line read (a role, a company with its form, a signer and a title). */
const LINE_MAX = 120;

/** Whether the element under `i` is a signature line opened by a party's role and a colon. */
export function roleLabelBelow(elements: readonly { text: string }[], i: number): boolean {
  const below = elements[i + 1]?.text;
  return below !== undefined && below.length <= LINE_MAX && ROLE_LABEL_LINE.test(below) && !CLAUSE_VERB.test(below);
}
