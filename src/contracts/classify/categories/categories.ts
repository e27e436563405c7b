/**
 * Categories of an element: the ranking of what its section title (category-titles.ts), its cue words
 * (category-cue-evidence.ts) and the learned model propose (category-evidence.ts gathers it). The model of
 * `category-model.ts` weighs and ranks what those propose; alone it names nothing. The learned model of
 * `category-logistic.ts` proposes a category at even odds or better. See docs/contracts.md, Classification.
 */
import { foldedForPrefilter } from '../../../common/regex-prefilter.js';
import { CATEGORIES, type CategoryLabel } from '../../wire.js';
import { namesWrittenConsent } from './category-written-consent.js';
import { isAmountRow } from './cues/category-cues-amount-rows.js';
import { MAX_CATEGORIES } from './category-limits.js';
import { isHeaderRow } from './category-header-rows.js';
import { isClosingLine, isSignatureLine } from '../signatures/signature-lines.js';
import { isLetterClosing } from './category-letter-closings.js';
import { isSignerRow } from './category-signer-rows.js';
import { isBareCooperation } from './category-cooperation.js';
import { withPaymentAdditions } from './category-payment-additions.js';
import { isDecisive } from './category-decisive-cues.js';
import { learnedSenseVetoed } from './category-sense.js';
import { startsWithListMarker } from '../text/text.js';
import { anyOf, onlyNotSaid } from './category-cue-evidence.js';
import { ALL_VETOES } from './category-cue-vetoes.js';
import { rankingVetoed } from './category-vetoes.js';
import { type TitleCategories } from './category-titles.js';
import { isPreamble } from './category-document-names.js';
import { termCategories } from './category-terms.js';
import { categoryEvidence, LEARNED_ALONE, type CategoryEvidence } from './category-evidence.js';
import { ranksFirst } from './category-ranked-first.js';
import { namesHiredThingUse, namesLicensedWorkUse, type HiredThings } from './category-hired-things.js';
// The pieces live in files of one idea each (docs/architecture.md, "Inside contracts/classify"); their names stay
// importable from here, the categories' one entry.
export { isNumberedHeading, titleCategories, type TitleCategories } from './category-titles.js';
export { isDocumentTitle, isPreamble } from './category-document-names.js';
export { categoryEvidence, LEARNED_ALONE, type CategoryEvidence } from './category-evidence.js';
export { cueReading, type CueReading } from './category-cue-evidence.js';
export { notSaidPhrases } from './category-not-said.js';
export { termCategories } from './category-terms.js';
export { categoryPatterns } from './category-patterns.js';
export { hiredThingsOf, type HiredThings } from './category-hired-things.js';

/** Subjects so close that a section titled by one holds many sentences about the other. */
const NEIGHBOURS: readonly [CategoryLabel, CategoryLabel][] = [['Payment Terms & Billing', 'Pricing & Taxes'], ['Indemnification', 'Liability'], ['Insurance', 'Liability'], ['Indemnification', 'Insurance']];

/** Weights of the three kinds of evidence, in log-odds, and the bar a category must clear. */
const MODEL_WEIGHT = 0.7;
const CUE_BONUS = 3;
const LEARNED_BONUS = CUE_BONUS;
const STRONG_CUE_EXTRA = 1;
const TITLE_BONUS = 3;
/** A title naming several subjects ("Record Keeping, Audit Rights and Regulatory Assistance") is weaker evidence for each. */
const SHARED_TITLE_BONUS = 1.5;
const BAR = 2.5;
const SECOND_BAR = 3.5;
/** Fewer words than this (a table cell, a label, a page footer) is no sentence to categorise. */
const MIN_WORDS = 4;
/**
 * A text of MIN_WORDS words or more (blank-separated): what `text.trim().split(/\s+/).length >= MIN_WORDS` says, read
 * only as far as the words it needs (the split cut every element's whole text, ~30 ms of the 58-page contract's cold
 * call; bench/log.md, "The cold classify, part 11"). Anchored, disjoint runs: linear.
 */
export const AT_LEAST_MIN_WORDS = new RegExp(String.raw`^\s*\S+(?:\s+\S+){${MIN_WORDS - 1}}`);

/**
 * Categories of one element, in the order of the closed set: each category's evidence (model log-odds +
 * a cue word in the sentence + the section title naming it) must clear the bar.
 */
export function categoriesOf(text: string, sectionTitle: string | undefined, isTitle: boolean, parentTitle?: string, titles?: TitleCategories, hired?: HiredThings): CategoryLabel[] {
  if (isTitle) return [];
  // A bare duty lead-in ("2.1 The Agent shall:", "You must:") names no subject of its own and lends none to its items
  // (C6: each reads its own words; h32c43 dropped h18cat3's lead-in Responsibilities, which every set labels otherwise).
  // A closing line (where and when the contract was made, a role and a signer's name) closes its section, no subject of it;
  // a table's header row names its columns, no term (category-header-rows.ts).
  // So does a letter's closing line: the request to countersign, the acceptance row, the signer's row (category-letter-closings.ts),
  // and a signature block's row of a party's label and its signer's name (category-signer-rows.ts).
  if (isPreamble(text) || isSignatureLine(text) || isClosingLine(text) || isLetterClosing(text) || isSignerRow(text) || isHeaderRow(text) || (!AT_LEAST_MIN_WORDS.test(text) && !isAmountRow(text))) return [];
  // A sentence whose one undertaking is to co-operate is left bare, as the service leaves it (C14).
  if (isBareCooperation(text)) return [];
  // Payment categories added or kept after the ranking (category-payment-additions.ts).
  return withPaymentAdditions(text, chosen(text, sectionTitle, BAR, parentTitle, titles, hired));
}

/**
 * Categories of a definition: those its defined term names ("Personal Data" → Privacy, "Business Day" → none);
 * when the term names none, those its wording names with the evidence a second subject needs ("'Type A
 * Materials' means Deliverables in which the Intellectual Property Rights vest in the Buyer" → Intellectual
 * Property), never from the section (every definition sits under "Definitions").
 */
export function definitionCategories(term: string, text: string, hired?: HiredThings): CategoryLabel[] {
  const named = termCategories(term);
  // A thing let out and named in one sentence ("lets out to the Club four gigs (the "Gigs")") is the hire's asset (C12).
  // Not a work licensed: a definition says who or what a word means ("Authorised Users" means those permitted to use the
  // Software), no term of the licence (category-licensed-works.ts reads the clauses).
  return named.length > 0 ? named : chosen(text, undefined, SECOND_BAR, undefined, undefined, hired?.workUsed ? { ...hired, workUsed: undefined } : hired);
}

/**
 * A category's evidence in log-odds: the sentence model weighed, the learned model's, a cue's and the section title's
 * bonuses; a strong cue a convention makes decisive (category-decisive-cues.ts) clears `bar` whatever the model says.
 */
function score(e: CategoryEvidence, text: string, folded: string, bar: number): number {
  const weighed = MODEL_WEIGHT * e.modelLogOdds + (e.learned >= LEARNED_ALONE ? LEARNED_BONUS : 0) + (e.cue === 'strong' ? CUE_BONUS + STRONG_CUE_EXTRA : e.cue ? CUE_BONUS : 0) + (e.title === 'sole' ? TITLE_BONUS : e.title === 'shared' ? SHARED_TITLE_BONUS : 0);
  return e.cue === 'strong' && weighed < bar && isDecisive(e.category, text, folded) ? bar : weighed;
}

/** The categories whose evidence clears `bar` (a second one {@link SECOND_BAR}), in the order of the closed set. */
function chosen(text: string, sectionTitle: string | undefined, bar: number, parentTitle?: string, titles?: TitleCategories, hired?: HiredThings): CategoryLabel[] {
  // The learned model's proposal counts unless the sentence reads its word in another sense: a veto of the
  // category's cue words ("yard rules notified to it by the Port") or one of category-sense.ts (the learned special
  // cases, EVIDENCE_VETOES of category-vetoes.ts — a licensed place's Intellectual Property, a row without a sum's
  // Pricing & Taxes … — are read where the evidence is gathered).
  const folded = foldedForPrefilter(text);
  const evidence = categoryEvidence(text, sectionTitle, parentTitle, titles, folded, hired)
    .map((e) => (e.learned >= LEARNED_ALONE && (learnedSenseVetoed(text, e.category, folded) || anyOf(ALL_VETOES, e.category, text, folded) || onlyNotSaid(text, e.category, folded)) ? { ...e, learned: -Infinity } : e))
    // The thing the document hires out, named beside an act of keeping it, is its use (C12; category-hired-things.ts):
    // a strong cue, as the hire of a thing named by a cue noun is.
    // So is an act on a thing the sentence's own cue names, barred without the owner's written consent ("must not carry out
    // any alteration to the Premises without the Lessor's written approval"): the consent is Communication beside the
    // act's category (C2), not in its place (h78cat: sets 1–61, 3 of 3 such sentences Asset Use).
    // Not where a veto silences the category's cues (h97c74: a recital's wish to use the thing, category-cues-recital-wishes.ts).
    .map((e) => (e.category === 'Asset Use' && e.cue !== 'strong' && (namesHiredThingUse(text, hired) || (e.cue && namesWrittenConsent(text))) && !anyOf(ALL_VETOES, e.category, text, folded) ? { ...e, cue: 'strong' as const } : e))
    // A work the document licenses, used, credited or its rights reserved, is its Intellectual Property (category-licensed-works.ts).
    .map((e) => (e.category === 'Intellectual Property' && e.cue !== 'strong' && namesLicensedWorkUse(text, hired) ? { ...e, cue: 'strong' as const } : e));
  const cued = new Set(evidence.filter((e) => e.cue).map((e) => e.category));
  const titled = new Set(evidence.filter((e) => e.title).map((e) => e.category));
  const scored = evidence
    // The naive Bayes alone names no category: it ranks and weighs what a cue word, the section title or the learned model proposes.
    .filter((e) => e.cue || e.title || e.learned >= LEARNED_ALONE)
    // A learned proposal yields to its neighbour named by the section title, as a section's sentences do.
    .filter((e) => e.cue || e.title || !NEIGHBOURS.some(([a, b]) => (e.category === a && titled.has(b)) || (e.category === b && titled.has(a))))
    // A sentence whose own words name one of two neighbouring subjects does not take the other from its section:
    // an invoicing sentence under "Pricing" is about payment, a price under "Payment" about pricing.
    .filter((e) => e.cue || !NEIGHBOURS.some(([a, b]) => (e.category === a && cued.has(b)) || (e.category === b && cued.has(a))))
    // A category its own words do not name (or, for an `evenCued` entry, even one they do) may yield to the sentence's
    // reading of it (category-vetoes.ts, RANKING_VETOES).
    .filter((e) => !rankingVetoed(e.category, { text, folded, cued }, Boolean(e.cue)))
    .map((e) => [e.category, score(e, text, folded, bar), e.title === 'sole' && startsWithListMarker(text), e.cue === 'strong', Boolean(e.cue) || e.learned >= LEARNED_ALONE, ranksFirst(e.category, e.cue, cued)] as const)
    // In a list item (a piece of its section's enumeration) the subject of a one-subject section comes first; a
    // full sentence leads with its own strongest evidence, but the contract's ending named by a strong cue before the
    // ground it is used for (C287, category-ranked-first.ts).
    .filter(([, s]) => s >= bar).sort((a, b) => Number(b[2]) - Number(a[2]) || Number(b[5]) - Number(a[5]) || b[1] - a[1]);
  // A second subject needs stronger evidence than the first: a passing cue word beside the main one is no subject. A
  // strong cue names its subject outright, whatever the sentence model says of its other words: it is evidence enough
  // for a second subject (h30cue, review hrev23: "shall not enter into any contracts on behalf of the Supplier without
  // written consent" lost its Scope of Work to a model's −1 beside the consent's Communication).
  // A written consent's Communication read from the sentence's own words stands beside the act's category as its second
  // (C2), as a strong cue does: "must not take the boat outside the bay without our written permission" is Asset Use and
  // Communication, though the act's strong cue took the first place (h78cat).
  const consent = namesWrittenConsent(text);
  const clearing = (top: typeof scored) => top.filter(([c, s, , strong, own], i) => i === 0 || s >= SECOND_BAR || strong || (consent && own && c === 'Communication'));
  const two = clearing(scored.slice(0, MAX_CATEGORIES));
  // A written consent's Communication stands beside the act's categories (C2): when the act names two subjects, it is
  // a third (category-written-consent.ts), if all three clear their bars and the third is read from the sentence's own
  // words (a cue or the learned model), not from its section's title alone; never a third subject of another kind.
  const three = consent && scored[MAX_CATEGORIES]?.[4] ? clearing(scored.slice(0, MAX_CATEGORIES + 1)) : [];
  const kept = three.length > MAX_CATEGORIES && three.some(([c]) => c === 'Communication') ? three : two;
  const names = new Set(kept.map(([c]) => c));
  return CATEGORIES.filter((c) => names.has(c));
}
