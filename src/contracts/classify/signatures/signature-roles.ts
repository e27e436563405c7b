/**
 * Roles a contract gives its parties only in its signature block. A US lease or licence may name both companies in the
 * preamble with no alias ("… made between Harlan Creek Ranch, LLC, a Texas limited liability company, and Piney Ridge
 * Hunting Club, Inc.") and call them by a role in the body ("Club shall pay Landowner"): the role is written once,
 * as the label of each party's signature lines ("LANDOWNER: HARLAN CREEK RANCH, LLC", "Club: Piney Ridge Hunting
 * Club, Inc."). That label is the party's alias, as a bracket after its name in the preamble would be.
 */
import { capitalizedWords } from '../text/capitalized-words.js';

/** An organisation named in an element (contract-parties.ts's `OrgMention` has these fields; no import, no cycle). */
interface NameMention {
  element: number;
  begin: number;
  text: string;
}

/**
 * A label of one to three capitalised words opening its line, then a colon, right before the name: "LANDOWNER:",
 * "Club:", "LICENSED OPERATOR:". Anchored at the line's start and bounded: linear.
 */
const LABEL_BEFORE = /(?:^|\n)[ \t]{0,8}(?:the\s{1,3})?(\p{Lu}[\p{L}-]{1,30}(?:[ \t]{1,3}\p{Lu}[\p{L}-]{1,30}){0,2})[ \t]{0,3}:[ \t]{0,3}$/u;
/**
 * Labels of a signature block that are no role: who signs, in what capacity, on what date, and the block's headings
 * ("IN WITNESS WHEREOF", "Signed for and on behalf of:", "Accepted and agreed:").
 */
const NOT_A_ROLE = /^(?:by|name|title|date|dated|signed|signature|witness|print(?:ed)?(?:\s+name)?|address|position|capacity|its|per|for|on\s+behalf\s+of|agreed|accepted|approved|attest|notary|seal|email|e-mail|phone|telephone|fax|registered\s+office|company|party|parties|between|and|to|from|re|attention|attn|cc|subject|note|schedule|exhibit|annex|appendix)$/i;

/** Parties a signature block signs for, at most. */
const MAX_SIGNING_PARTIES = 6;


/**
 * The alias the signature block gives each party the preamble named without one: `key` of a mention (its upper-cased
 * name), the label before the mention, when the party was named in a preamble slot (`inPreambleSlot`), the label names
 * no other party, and the body writes the label as a word of its own ("Club shall", "to Landowner"): a label the body
 * never uses names no role of its clauses.
 */
export function signatureRoles<T extends NameMention>(
  texts: readonly string[],
  orgs: readonly T[],
  key: (o: T) => string,
  inPreambleSlot: (o: T) => boolean,
): Map<string, string> {
  const preambleKeys = new Set(orgs.filter(inPreambleSlot).map(key));
  const labelled = new Map<string, { label: string; element: number }>();
  const labels = new Map<string, number>();
  for (const o of orgs) {
    const k = key(o);
    if (!preambleKeys.has(k) || labelled.has(k) || o.begin > 60) continue;
    const label = LABEL_BEFORE.exec(texts[o.element].slice(0, o.begin))?.[1];
    if (label === undefined || NOT_A_ROLE.test(label.trim())) continue;
    // A role label in title case, the way the body writes it ("LANDOWNER" → "Landowner", "LICENSED OPERATOR" → "Licensed Operator").
    const role = capitalizedWords(label.trim());
    labelled.set(k, { label: role, element: o.element });
    labels.set(role, (labels.get(role) ?? 0) + 1);
  }
  const out = new Map<string, string>();
  // A signature block signs for a handful of parties; hostile text may repeat thousands of labels (each a pass over the text).
  for (const [k, { label, element }] of [...labelled].slice(0, MAX_SIGNING_PARTIES)) {
    if (labels.get(label) !== 1) continue;
    // A whole word in another element, capitalised as a name is ("Club shall", "to Landowner", "Landowner's").
    const word = new RegExp(String.raw`(?<![\p{L}-])${label.replace(/\s+/g, '\\s+')}(?![\p{L}-])`, 'u');
    if (texts.some((t, i) => i !== element && word.test(t))) out.set(k, label);
  }
  return out;
}
