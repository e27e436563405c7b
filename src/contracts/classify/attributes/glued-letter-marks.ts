/**
 * A currency's single capital glued to a small figure without money's form, or one blank before it: the kwacha's, kina's
 * or kyat's "K" ("a fee of K50", "from K500 to K5,000", "a late fee of K5 for each week", "per pit | K 650"), the loti's
 * "M" ("a daily allowance of M 450"), the pula's "P", the lilangeni's "E", the dalasi's "D", the lempira's "L". The
 * recognizer reads such a bare capital only before a figure in money's form ("K1,000", "M 2,500.00"), since a single
 * capital is a label as often ("Block K12", "a K50 cable", "Schedule M 3", "Part L 2", "size M 32"). A contract whose
 * currency is that mark says so: it writes the mark in money's form elsewhere (a Currency already read), or it names one
 * of the mark's countries (local-currency.ts: PGK/ZMW/MWK/MMK, LSL, BWP/PHP, SZL, GMD, HNL). There, the capital glued to
 * one to six digits is the same currency (issue 18, h78t61 for "K"; set 69's "M 450", h91at). Not after a label's word or
 * an article ("Schedule K1", "the K50 model"), nor glued to a letter, a hyphen or a slash after it ("K50A", "K-12",
 * "K12/3").
 */
import type { AttributeFound, ElementFacts } from './attributes.js';
import { contractLocalCurrencies } from '../facts/local-currency.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { NUMBER_WORD_BEFORE } from '../numbers/reference-words.js';
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';
// The conversation wing's currency marks, through the one adapter the contract wing reads it by (test/architecture).
import { CONTRACT_PREFIXES } from '../numbers/recognizers.js';

/**
 * The single capitals the recognizer keeps as raw marks (its unit the capital itself, read before money's form only):
 * derived from its list, one home ("Q" is Guatemala's quetzal alone, a quarter's label as often: no raw mark, not here).
 */
const LETTER_MARKS = [...CONTRACT_PREFIXES].filter(([mark, p]) => /^\p{Lu}$/u.test(mark) && p.code === mark && p.form === true).map(([mark]) => mark);
// One blank may part the mark from the figure, as rate rows write it ("Manual emptying | K 650" beside "K 1,200 per
// trip": the recognizer read the second, in money's form, and left the first a Number; set 66, issue 18, h88at).
const GLUED_MARK = new RegExp(String.raw`(?<![\p{L}\p{N}$€£.,/-])([${LETTER_MARKS.join('')}]) ?\d{1,6}(?:\.\d{2})?(?![\p{L}\p{N}/-]|[.,]\d)`, 'gu');
const HAS_MARK = new RegExp(`[${LETTER_MARKS.join('')}]`);
/** A label's word or an article before the mark: a row, a model, a grade, no money. */
const LABEL_BEFORE = /(?:\b(?:a|an|the|model|type|grade|class|size|series|form|schedule|annex|appendix|exhibit|block|plot|unit|item|room|level|lot|no\.?)\s{1,3}|#)$/i;
/**
 * What else makes the "K" a label's (review hrev78 of h78t61's rule): a drawing's, a table's, a site's or a stand's word
 * ("Drawing K7", "Table K2", "Stand K12", "Site K4"; a document part's or a reference's word, "Section K4", "Part K3",
 * reads NUMBER_WORD_BEFORE, their one home), a count of things in words before it ("two K50 loaders"), or a noun in the
 * plural right after it, the things the label names ("20 K50 loaders", "K5 pupils"): money is followed by "per", "each",
 * "for", "plus", a stop, or by money's own things ("K500 loans", "K20 vouchers"), never by the things it labels. A maker's name right before it makes it a model's
 * ("the Komatsu K50", "a Volvo K12"): a capitalised word no common English word (BRAND_BEFORE), not the currency's own.
 */
const OTHER_LABEL_BEFORE = /\b(?:table|figure|fig\.?|drawing|sheet|stand|site|zone|route|road|bay|gate|station|platform|house|flat|category|batch|code|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several)\s{1,3}$/i;
const BRAND_BEFORE = /(?<![\p{L}\p{N}])(\p{Lu}[\p{L}-]{1,30})\s{1,3}$/u;
/** The marks' currencies by name, which may stand before the mark ("Maloti M 450" in a row): no maker's. */
const CURRENCY_NAME = /^(?:kwacha|kina|kyat|maloti|loti|pula|lilangeni|emalangeni|dalasi|lempira)s?$/i;
const PLURAL_AFTER = /^\s{1,3}(?!(?:is|was|has|as|plus|less|thus|unless|its|this|towards|whereas|besides|loans|grants|notes|coins|vouchers|payments|instalments|installments|fees|fines|deposits|bonuses|advances|credits|refunds|charges|levies|penalties|prizes|rewards|awards)\b)[a-z]{2,30}s\b/;

/**
 * Adds a Currency for each glued mark's amount ("K50", "M 450") of a contract whose currency the mark is; drops a Number
 * read inside one. `localCurrencies` gives the contract's money by its shared marks, asked only where a mark stands (the
 * classifier reads it once for this and the contract's facts).
 */
export function addGluedLetterMarks(
  texts: readonly string[],
  facts: ElementFacts[],
  localCurrencies: () => ReadonlyMap<string, string> = () => contractLocalCurrencies(texts),
): void {
  if (!texts.some((t) => HAS_MARK.test(t))) return;
  const matched = texts.map((t) => [...matchesOf(GLUED_MARK, t)].filter((m) => !isLabel(t, m.index, m.index + m[0].length)));
  if (matched.every((f) => f.length === 0)) return;
  // The marks the contract's money is: one read in money's form ("K 1,200.00": the recognizer's reading), or one whose
  // country the contract names.
  const local = localCurrencies();
  const moneyMarks = new Set(LETTER_MARKS.filter((mark) => local.has(mark)));
  facts.forEach((f, i) => f.attributes.forEach((a) => {
    const written = texts[i].slice(a.begin, a.end);
    if (a.type === 'Currency' && /^\p{Lu}\s?\d/u.test(written) && /[.,]\d/.test(written)) moneyMarks.add(written[0]);
  }));
  const found = matched.map((ms) => ms.filter((m) => moneyMarks.has(m[1])));
  // Per element, one sorted walk of its attributes and the matches (both in text order): linear in their number.
  found.forEach((matches, i) => {
    if (matches.length === 0) return;
    const attrs = [...facts[i].attributes].sort((a, b) => a.begin - b.begin || a.end - b.end);
    const dropped = new Set<AttributeFound>();
    const added: AttributeFound[] = [];
    let k = 0;
    for (const m of matches) {
      const begin = m.index;
      const end = begin + m[0].length;
      while (k < attrs.length && attrs[k].end <= begin) k++;
      const overlapping: AttributeFound[] = [];
      for (let j = k; j < attrs.length && attrs[j].begin < end; j++) if (attrs[j].end > begin) overlapping.push(attrs[j]);
      if (overlapping.some((a) => a.type !== 'Number')) continue;
      for (const a of overlapping) dropped.add(a);
      added.push({ type: 'Currency', begin, end });
    }
    if (added.length === 0) return;
    facts[i].attributes = [...attrs.filter((a) => !dropped.has(a)), ...added].sort((a, b) => a.begin - b.begin || a.end - b.end);
    // The sum is the contract's money fact too, as addUngroupedMarksAfter's is: "The Operator charges K8 per tin" under a
    // Zambian lease is a sum of ZMW (the facts' localUnit names the raw mark), not a Currency with no amount (issue 18,
    // h117nlu; facts set 73's "K8"). A Number read on the figure gives way.
    const overlaps = (n: { begin: number; end: number }): boolean => added.some((a) => n.begin < a.end && a.begin < n.end);
    const sums = added.map((a) => {
      const written = texts[i].slice(a.begin, a.end);
      return { type: 'Currency' as const, begin: a.begin, end: a.end, value: String(Number(written.slice(1).trim())), unit: written[0] };
    });
    facts[i].numeric = [...facts[i].numeric.filter((n) => !(n.type === 'Number' && overlaps(n))), ...sums].sort((a, b) => a.begin - b.begin || a.end - b.end);
  });
}

/**
 * The raw marks the recognizer reads after a figure in money's form only (`formAfter`: "5 040 000 FC", "9,000 FC") and
 * that a contract's country names (local-currency.ts: the Congolese or Comorian franc's "FC", Djibouti's "FD", Libya's
 * "LD", the rial's "Rls"): derived from its list, one home.
 */
const MARKS_AFTER = [...CONTRACT_PREFIXES].filter(([mark, p]) => p.after === true && p.formAfter === true && p.code === mark).map(([mark]) => mark);
/**
 * A whole figure of four to seven digits with no groups, one blank, then such a mark, as messages and receipts write the
 * franc ("I take 9000 FC per bag of cement", "Paid 12500 FC"): no letter, digit, separator or sign glued before the
 * figure, no letter or digit glued after the mark, and no capitalised word right after it ("1905 FC Barcelona" names a
 * club). Bounded: linear.
 */
const UNGROUPED_MARK_AFTER = new RegExp(String.raw`(?<![\p{L}\p{N}$€£.,/-])(\d{4,7}) (${MARKS_AFTER.join('|')})(?![\p{L}\p{N}])(?!\s{1,3}\p{Lu})`, 'gu');
const HAS_MARK_AFTER = new RegExp(String.raw`\d (?:${MARKS_AFTER.join('|')})\b`);
/** A rate's word after the mark: a year-like figure ("2000 FC") is a sum only so ("2000 FC per bag"). */
const RATE_AFTER = /^\s{1,3}(?:per|each|a|an|for)\b/i;

/**
 * Adds a Currency (attribute and money fact) for each whole figure of four to seven digits written with no groups before
 * a raw mark of `MARKS_AFTER`, in a contract whose currency the mark is (`localCurrencies` resolves it: the contract names
 * the mark's country). The recognizer reads the mark after a grouped figure only ("9 000 FC", "9,000 FC"), as "FC" is a
 * club's and "LD" a label's as often; a contract naming the DR Congo writes "9000 FC per bag" for the same sum (issue 18,
 * h106d66; facts set 66's cause 14). Not a label's figure (isLabel), not a plural noun after the mark (the things it
 * counts), not a figure from 1900 to 2099 without a rate's word after it (a year). Drops a Number read on the figure.
 */
export function addUngroupedMarksAfter(texts: readonly string[], facts: ElementFacts[], localCurrencies: () => ReadonlyMap<string, string>): void {
  if (!texts.some((t) => HAS_MARK_AFTER.test(t))) return;
  const local = localCurrencies();
  if (!MARKS_AFTER.some((mark) => local.has(mark))) return;
  texts.forEach((text, i) => {
    for (const m of matchesOf(UNGROUPED_MARK_AFTER, text)) {
      if (!local.has(m[2])) continue;
      const begin = m.index;
      const end = begin + m[0].length;
      const value = Number(m[1]);
      if (value >= 1900 && value <= 2099 && m[1].length === 4 && !RATE_AFTER.test(text.slice(end, end + 8))) continue;
      if (isLabel(text, begin, end)) continue;
      const f = facts[i];
      if (f.attributes.some((a) => a.begin < end && begin < a.end && a.type !== 'Number')) continue;
      if (f.numeric.some((n) => n.begin < end && begin < n.end && n.type !== 'Number')) continue;
      f.attributes = [...f.attributes.filter((a) => !(a.begin < end && begin < a.end)), { type: 'Currency' as const, begin, end }].sort((a, b) => a.begin - b.begin || a.end - b.end);
      f.numeric = [...f.numeric.filter((n) => !(n.begin < end && begin < n.end)), { type: 'Currency' as const, begin, end, value: String(value), unit: m[2] }].sort((a, b) => a.begin - b.begin || a.end - b.end);
    }
  });
}

/** Whether the glued "K" from `begin` to `end` of `text` is a label's, no money (LABEL_BEFORE, OTHER_LABEL_BEFORE, PLURAL_AFTER, BRAND_BEFORE). */
function isLabel(text: string, begin: number, end: number): boolean {
  const before = text.slice(Math.max(0, begin - 16), begin);
  if (LABEL_BEFORE.test(before.slice(-12)) || NUMBER_WORD_BEFORE.test(before) || OTHER_LABEL_BEFORE.test(before) || PLURAL_AFTER.test(text.slice(end, end + 40))) return true;
  const brand = BRAND_BEFORE.exec(text.slice(Math.max(0, begin - 36), begin));
  return brand !== null && !CURRENCY_NAME.test(brand[1]) && !isCommonEnglishWord(brand[1].toLowerCase(), 20);
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function gluedLetterMarksRunPatterns(): readonly RegExp[] {
  return [GLUED_MARK, UNGROUPED_MARK_AFTER];
}
