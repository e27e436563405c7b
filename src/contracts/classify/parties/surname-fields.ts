/**
 * A person a form enters in two fields, the surname on one line and the first names on the next: "Surname: HOARAU" /
 * "First names: Marie-Josée" (also "Last name" / "Family name" and "First name" / "Given names" / "Forenames", either
 * first), then a sentence that names the person so entered with an alias: `The member named above (the "Member")
 * commits to …`. The two fields are one person, and the party that alias names (facts set 53's cause 2, issue 18,
 * h95f54). Read only in the contract's first lines, and only with that sentence within a few lines below.
 */
import { isPersonName } from '../names/person-names.js';
import type { OrgMention } from './party-record.js';
import { PREAMBLE_ELEMENTS } from './preamble-words.js';
import { withoutMarks } from '../../../common/lexicon/without-marks.js';

/** A name's field: its label, a colon, the name alone. Anchored, bounded: linear. */
const SURNAME = /^[ \t]{0,8}(?:surname|last[ \t]name|family[ \t]name)[ \t]{0,4}:[ \t]{0,4}(\p{Lu}[\p{L}'’ -]{0,60}?)[ \t]{0,4}$/diu;
const FIRST_NAMES = /^[ \t]{0,8}(?:first[ \t]names?|given[ \t]names?|forenames?)[ \t]{0,4}:[ \t]{0,4}(\p{Lu}[\p{L}'’ -]{0,60}?)[ \t]{0,4}$/diu;
/** The sentence naming the person the fields enter: `… named above (the "Member")`. Bounded: linear. */
const NAMED_ABOVE = /\bnamed[ \t]{1,3}above[ \t]{0,3}\([ \t]{0,3}(?:the[ \t]{1,3})?["“]([\p{L} ]{2,30})["”][ \t]{0,3}\)/iu;
/** The lines between the fields and that sentence at most (address, numbers, the form's other fields). */
const LINES_TO_ALIAS = 10;

/** The person of such a pair of fields, a mention on the surname's field with the full name and the alias. */
export function surnameFields(texts: readonly string[]): OrgMention[] {
  const limit = Math.min(texts.length - 1, PREAMBLE_ELEMENTS);
  for (let i = 0; i < limit; i++) {
    const pair = fieldPair(texts, i);
    if (pair === undefined) continue;
    const { surname, first } = pair;
    const name = `${first[1]} ${surname[1]}`;
    if (!isPersonName(withoutMarks(name))) return [];
    for (let k = i + 2; k < Math.min(texts.length, i + 2 + LINES_TO_ALIAS); k++) {
      const called = NAMED_ABOVE.exec(texts[k]);
      if (called === null) continue;
      const [begin, end] = (surname.indices as RegExpIndicesArray)[1];
      const element = SURNAME.test(texts[i]) ? i : i + 1;
      return [{ element, begin, end, text: name, alias: called[1].trim() }];
    }
    return [];
  }
  return [];
}

/** The surname and first names of lines `i` and `i + 1`, in either order. */
function fieldPair(texts: readonly string[], i: number): { surname: RegExpExecArray; first: RegExpExecArray } | undefined {
  const [a, b] = [texts[i], texts[i + 1]];
  if (a.length > 80 || b.length > 80) return undefined;
  const surname = SURNAME.exec(a) ?? SURNAME.exec(b);
  const first = FIRST_NAMES.exec(b) ?? FIRST_NAMES.exec(a);
  return surname !== null && first !== null && surname.input !== first.input ? { surname, first } : undefined;
}
