/**
 * The labels of a contract's key-details rows that its body names the parties by: a table or a list of fields opens the
 * contract ("Grower | Sione Pulehetoa, planter, of Hakupu village", "Resort | Avatele Reef Resort Limited, …" or
 * "Grower: …") and the clauses then say "The Grower shall deliver …", "The Resort may refuse …". The label is the party's
 * alias as a role word's field is ("Supplier: …"), though it is no role word: the clauses use it so (facts set 48's cause
 * 3, h87p).
 *
 * A row's label is one capitalised word before a colon or a pipe, its value opening with a capital. It names someone
 * when it is a word for a person's or a business's trade (AGENT_LABEL: "Grower", "Caterer") or when its value is a
 * company with a legal form ("Resort | Avatele Reef Resort Limited"): a row that describes a thing ("Vehicle: Ford
 * Transit", "Produce | Niue taro") names no party. The body must make it act: "the <Label>" then a modal and a verb other
 * than "be" or "remain" ("The Grower shall keep …"; "The Premises shall be …" is no party's duty).
 */
import { escapeRegExp } from '../../../common/regexp.js';
import { ROLE_WORDS } from '../lexicon/roles.js';
import { FIELD_LEAD, FIELD_SEPARATOR, readFieldLine, type FieldLine } from '../text/field-lines.js';
import { quotedNameBeforeForm } from '../names/marked-company-names.js';
import { hasSuffix } from './party-key.js';
import { AGENT_LABEL, HONORIFIC } from './person-parties.js';
import { PREAMBLE_ELEMENTS } from './preamble-words.js';
import { ITEM_NUMBER, withItemNumberBlanked } from './schedule-items.js';

/** A row's label here: one capitalised word. */
const ONE_WORD = /^\p{Lu}\p{Ll}{2,30}$/u;
/**
 * Its value (text/field-lines.ts reads the row): a capital first, up to the cell's end. Anchored, bounded: linear. The
 * capital may stand inside an opening quote: post-Soviet drafting quotes a company's name before its legal form
 * (`Centre: "Duzdağ Şəfa" MMC, …`; facts set 71's cause 1, h112q71).
 */
const NAME_VALUE = /^[ \t]{0,8}(["“«]?\p{Lu}[^\n]{0,200})/u;
/** Role words are read as fields already (alias-forms.ts FIELD). */
const ROLE_SET = new Set(ROLE_WORDS.map((w) => w.toLowerCase()));
/** A contract names a few parties: the labels tried are bounded. */
const MAX_LABELS = 8;

/** A table's rows may be one element, a row a line: the lines read of one element are bounded. */
const MAX_LINES = 40;

/** A quoted alias in brackets on the row: `("the Stock")`, `(the "Stock")`. Bounded: linear. */
// The article may stand before the quotes too (`(the "Guide")`, facts set 69's cause 1, h109q69).
const QUOTED_ALIAS = /\(\s{0,3}(?:the\s{1,3})?["“](?:the\s{1,3})?([^"”\n]{1,40})["”]\s{0,3}\)/iu;

/** Whether the row's own line names its holder by another alias than its label (h77f42p's near miss: "Grazier: … ("the Stock")"). */
const quotesOtherAlias = (label: string, value: string): boolean => {
  const quoted = QUOTED_ALIAS.exec(value)?.[1];
  return quoted !== undefined && quoted.trim().toLowerCase() !== label.toLowerCase();
};

/** The field rows ("Label: value") among the first MAX_LINES lines of `text`, an item number before them blanked. */
function fieldRows(text: string): FieldLine[] {
  const rows: FieldLine[] = [];
  for (const line of text.split('\n', MAX_LINES)) {
    const field = readFieldLine(withItemNumberBlanked(line));
    if (field !== undefined) rows.push(field);
  }
  return rows;
}

/**
 * Whether the row's own line closes on its label as its quoted alias: `Guide | Anuar bin Chongkin, sole trader (ABN …), …
 * (the "Guide")`. The row then defines the party as a preamble's slot does, a person's as a company's, whatever the label
 * (facts set 69's cause 1, h109q69): no trade word or legal form is asked (`bodyNamedLabels`).
 */
const quotesOwnLabel = (label: string, value: string): boolean => QUOTED_ALIAS.exec(value)?.[1].trim().toLowerCase() === label.toLowerCase();

/** The label and its value's first part (before a comma) of each row among the lines of `text`. */
function labelRows(text: string): { label: string; name: string; own: boolean }[] {
  const rows: { label: string; name: string; own: boolean }[] = [];
  for (const field of fieldRows(text)) {
    const value = ONE_WORD.test(field.label) ? NAME_VALUE.exec(field.value) : null;
    if (value !== null && !ROLE_SET.has(field.label.toLowerCase()) && !quotesOtherAlias(field.label, field.value)) rows.push({ label: field.label, name: value[1].split(',')[0].trim(), own: quotesOwnLabel(field.label, field.value) });
  }
  return rows;
}

/**
 * A clause drafted in the present tense makes the label act as a modal does: "The Grower supplies only oysters …", "the
 * Grower invoices the Customer …" (plain-language Australian drafting; facts set 55's cause 6, h94fp). A verb of the
 * third person in "-s" and a word after it, no verb of being or having ("is", "has", "was") and no possessive. Bounded:
 * linear.
 */
const PRESENT_DUTY = String.raw`(?!(?:is|has|was|does|needs|means|includes)\b)\p{Ll}{2,20}(?:s|es)\s{1,3}(?:the|a|an|all|each|every|any|only|its|to|for|with)\b`;
/** Whether an element of `texts` other than `row` makes "the <label>" act: a modal, then a verb but "be" or "remain". */
function actsInBody(texts: readonly string[], row: number, label: string): boolean {
  const acts = new RegExp(String.raw`\b[Tt]he\s{1,3}${escapeRegExp(label)}\s{1,3}(?:(?:shall|will|may|must|agrees\s{1,3}to|undertakes\s{1,3}to)\s{1,3}(?!(?:not\s{1,3})?(?:be|remain)\b)|${PRESENT_DUTY})`, 'u');
  return texts.some((t, i) => i !== row && t.includes(label) && acts.test(t));
}

/** The labels of the rows in the contract's first elements that name a party its body makes act (see above). */
export function bodyNamedLabels(texts: readonly string[]): Set<string> {
  const labels = new Set<string>();
  let tried = 0;
  for (let i = 0; i < Math.min(texts.length, PREAMBLE_ELEMENTS) && tried < MAX_LABELS; i++) {
    for (const row of labelRows(texts[i])) {
      if (labels.has(row.label) || !(row.own || AGENT_LABEL.test(row.label) || hasSuffix(row.name) || quotedNameBeforeForm(row.name) !== undefined) || ++tried > MAX_LABELS) continue;
      if (actsInBody(texts, i, row.label)) labels.add(row.label);
    }
  }
  return labels;
}

/** The labels of `labels` whose rows `text` holds. */
export function rowLabels(text: string, labels: ReadonlySet<string>): string[] {
  return labels.size > 0 ? labelRows(text).flatMap((row) => (labels.has(row.label) ? [row.label] : [])) : [];
}

/**
 * A reader of the label of `labels` whose field ends right before `begin` of `text` ("Resort | " before the resort's
 * name). Its pattern is built once for the contract's labels, not once for each name read.
 */
export function labelBeforeReader(labels: ReadonlySet<string>): (text: string, begin: number) => string | undefined {
  if (labels.size === 0) return () => undefined;
  // The name read may open inside a quote (`Centre: "Duzdağ Şəfa" MMC`, NAME_VALUE).
  const label = new RegExp(String.raw`(?:^|\n)${FIELD_LEAD}(?:${ITEM_NUMBER})?(${[...labels].map(escapeRegExp).join('|')})${FIELD_SEPARATOR}[ \t]{0,8}(?:${HONORIFIC}\.?\s{1,3}|["“«])?$`, 'u');
  return (text, begin) => label.exec(text.slice(Math.max(0, begin - 60), begin))?.[1];
}

/** A role word's row: its label is the party's alias as a defined role is ("Seller: Britt Lind, …"). */
function roleRowLabels(text: string): string[] {
  return fieldRows(text).filter((f) => ROLE_SET.has(f.label.toLowerCase()) && NAME_VALUE.test(f.value)).map((f) => f.label.toLowerCase());
}

/**
 * The labels, in small letters, of the rows in the contract's first elements that name its parties: a role word's row
 * ("Seller: …") or a row whose label the body makes act (`bodyNamedLabels`, "Grower: …" / "the Grower orders …"). A
 * signature heading that repeats one ("THE GROWER") names that party's block (signatures/signing-role-heading.ts).
 */
export function sideFieldLabels(texts: readonly string[]): Set<string> {
  const labels = new Set([...bodyNamedLabels(texts)].map((l) => l.toLowerCase()));
  for (let i = 0; i < Math.min(texts.length, PREAMBLE_ELEMENTS); i++) for (const l of roleRowLabels(texts[i])) labels.add(l);
  return labels;
}
