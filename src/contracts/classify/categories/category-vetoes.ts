/**
 * The special cases of a category's evidence and ranking: the table of a category's title, learned or cue evidence vetoed
 * when the sentence shows the word is meant in another sense (EVIDENCE_VETOES), and the ranking's own vetoes
 * (RANKING_VETOES). The vetoes of cue words (ALL_VETOES) are category-cue-vetoes.ts'.
 */
import { namesOwnCost } from './cues/category-cues-own-cost.js';
import { type CategoryLabel } from '../../wire.js';
import { isRegulatorLicence, isUnderRegulatorLicenceHeading, namesRightInAWork } from './cues/category-cues-regulator-licences.js';
import { isLandLicence } from './cues/category-cues-events.js';
import { LONE_SUBLETTING } from './cues/category-cues-assets.js';
import { isCopiesOfEqualForce } from './cues/category-cues-copies-made.js';
import { ranksLanguageTexts } from './cues/category-cues-language-versions.js';
import { isMoneySecurity } from './cues/category-cues-physical-safety.js';
import { isAcceptanceInspection } from './cues/category-cues-audits.js';
import { isOrderPlaced } from './cues/category-cues-orders-placed.js';
import { isBuyerBoundSale } from './cues/category-cues-business-passing.js';
import { assignsShareOrQuota } from './cues/category-cues-shares-assigned.js';
import { isExitListItem } from './category-exit-titles.js';
import { learnedSenseVetoed } from './category-sense.js';
import { FORCE_MAJEURE_EXCUSE, isForceMajeureExcuse } from './cues/category-cues-force-majeure-excuses.js';
import { CONTROL_EXCEEDED } from './cues/force-majeure-causes.js';
import { assignsIntellectualProperty } from './category-cue-evidence.js';
import { namesHiredThingUse, namesHirePurchaseUpkeep, type HiredThings } from './category-hired-things.js';
import { isRowWithoutSum } from './cues/category-cues-amount-rows.js';
import { MARKS_USE_STOPPED } from './cues/category-cues-intellectual-property.js';

/**
 * The sentence an evidence veto reads: its text (`folded`: its foldedForPrefilter), the heading whose categories its
 * title evidence took (the section's own, or its parent's when the section's names none), and the things its document
 * hires or licenses out (category-hired-things.ts).
 */
export interface VetoedSentence {
  readonly text: string;
  readonly folded: string;
  readonly heading: string | undefined;
  readonly hired?: HiredThings;
}

/** The kinds of a category's evidence a veto can take away: the section title's, the learned model's, the cue words'. */
export type EvidenceKind = 'title' | 'learned' | 'cue';

/**
 * A category's title (or learned, or cue) evidence vetoed when `when` holds of the sentence: the evidence counts for
 * nothing. `all`: every kind at once (the sentence's own reading gives the category to another). `unlessCued`: a title
 * or learned veto that holds only where no cue word of the category is read (the sentence's own words name it).
 */
export interface EvidenceVeto {
  readonly category: CategoryLabel;
  readonly evidence: EvidenceKind | 'all';
  readonly unlessCued?: true;
  readonly when: (sentence: VetoedSentence) => boolean;
}

/**
 * The special cases of a category's evidence, one entry each: the section title (or the learned model) proposes the
 * category, but the sentence shows the heading's word (or the model's) is meant in another sense. Read by one loop
 * ({@link evidenceVetoed}); a title entry is tested only when the title names its category, a learned one only when
 * the model proposes it, a cue one only when a cue word of the category is read (an `all` entry in each case).
 */
export const EVIDENCE_VETOES: readonly EvidenceVeto[] = [
  // A present assignment of intellectual property passes the work, no contract (category-cues-ip-assignment.ts): no
  // Assignments, whatever its heading, its cue words or the learned model say; its Intellectual Property cue reads it.
  { category: 'Assignments', evidence: 'all', when: ({ text, folded }) => assignsIntellectualProperty(text, folded) },
  // (h106c83, C178) Nor does a present assignment of a party's share or quota in a company: the contract's object, no
  // act on the contract (category-cues-shares-assigned.ts).
  { category: 'Assignments', evidence: 'all', when: ({ text }) => assignsShareOrQuota(text) },
  // An item of a list under an exit title says what the exit plan holds or the supplier does then: the title's Term &
  // Termination only where its own words name the exit (category-exit-titles.ts).
  { category: 'Term & Termination', evidence: 'title', when: ({ text, heading }) => isExitListItem(text, heading) },
  // A lone subletting under an "Assignment" heading is the asset's use (C12), not the heading's transfer (h42s47).
  { category: 'Assignments', evidence: 'title', when: ({ text }) => LONE_SUBLETTING.test(text) },
  // Nor is a buyer bound to take the contract over on a sale (C76, h61conv: Business Continuity alone): not under an
  // "Assignment" heading …
  { category: 'Assignments', evidence: 'title', when: ({ text }) => isBuyerBoundSale(text) },
  // … nor when the learned model proposes it: the sale's effect, not a transfer by a party (C76).
  { category: 'Assignments', evidence: 'learned', when: ({ text }) => isBuyerBoundSale(text) },
  // A licence over land under a licence heading: the heading's licence is that one, no intellectual property.
  { category: 'Intellectual Property', evidence: 'title', when: ({ text }) => isLandLicence(text) },
  // Nor a regulator's licence, in the sentence or in the heading itself ("2. APPOINTMENT AND LOAN LICENCE" over a clause
  // that names only the parties' "Loan Licensee" alias): the heading's licence is that permit (h67c54); not over a
  // sentence naming a right in a work, a royalty or marks (hrev59).
  { category: 'Intellectual Property', evidence: 'title', when: ({ text, heading }) => isRegulatorLicence(text) || isUnderRegulatorLicenceHeading(text, heading) },
  // Nor a licence of land or space in the heading itself ("Licence to occupy public space with a terrace" over its form's
  // "Period:" and "Establishment:" rows): the heading's licence is that one, unless the sentence names a right in a work
  // (issue 18, h89c).
  { category: 'Intellectual Property', evidence: 'title', when: ({ text, heading }) => heading !== undefined && isLandLicence(heading) && !namesRightInAWork(text) },
  // A security that is money under a bare "Security" heading: the heading's security is that one, no safety.
  { category: 'Safety and Security', evidence: 'title', when: ({ text }) => isMoneySecurity(text) },
  // An acceptance inspection under "Inspection and Testing" is no audit (h29c38).
  { category: 'Audits', evidence: 'title', when: ({ text }) => isAcceptanceInspection(text) },
  // An order placed, sent, confirmed or rejected, no transfer of the goods named, is no Delivery, under an "Orders and
  // Delivery" heading too (category-cues-orders-placed.ts, h76cat).
  { category: 'Delivery', evidence: 'all', when: ({ text }) => isOrderPlaced(text) },
  // The contract made in copies of equal force resolves no dispute, under a "Disputes and final provisions" heading too
  // (category-cues-copies-made.ts, h87c).
  { category: 'Dispute Resolution', evidence: 'all', when: ({ text }) => isCopiesOfEqualForce(text) },
  // Nor does a ranking of the contract's language texts under such a heading: its own Order of Precedence alone
  // (category-cues-language-versions.ts, h93cat2); a court or a law its own words name keeps its cue.
  { category: 'Dispute Resolution', evidence: 'title', when: ({ text }) => ranksLanguageTexts(text) },
  { category: 'Dispute Resolution', evidence: 'learned', when: ({ text }) => ranksLanguageTexts(text) },
  // A place the document licenses, used under a title naming the licence ("2. GRANT OF LICENCE"), is Asset Use alone
  // (C68's last sentence, C12): neither the title's Intellectual Property nor the learned model's (which reads "licence"
  // and "use" as a work's licence) when the sentence's own words name none (h97c74).
  { category: 'Intellectual Property', evidence: 'title', unlessCued: true, when: ({ text, hired }) => namesHiredThingUse(text, hired) },
  { category: 'Intellectual Property', evidence: 'learned', unlessCued: true, when: ({ text, hired }) => namesHiredThingUse(text, hired) },
  // A row that names no sum under a title naming a price takes no Pricing & Taxes from the title (C101, h97c74).
  { category: 'Pricing & Taxes', evidence: 'title', unlessCued: true, when: ({ text }) => isRowWithoutSum(text) },
  // Nor an act done "at its own cost" under such a title, or as the learned model reads the cost: who bears it is the
  // act's manner, no price term, unless a price word of the sentence's own says more (C135, h102c78).
  { category: 'Pricing & Taxes', evidence: 'title', unlessCued: true, when: ({ text }) => namesOwnCost(text) },
  { category: 'Pricing & Taxes', evidence: 'learned', unlessCued: true, when: ({ text }) => namesOwnCost(text) },
  // The running costs a hirer pays for under a hire-purchase (fuel, oil, repairs, servicing) are the thing's upkeep, no
  // bill between the parties: Asset Use alone, whatever "pay" and the learned model say (C147, h103t78).
  { category: 'Payment Terms & Billing', evidence: 'all', when: ({ text, hired }) => namesHirePurchaseUpkeep(text, hired) },
  // A party's use of the other's marks stopped is their licence ended (C160, h104c79): not the learned model's Asset Use,
  // unless a cue word of the sentence's own names a thing used.
  { category: 'Asset Use', evidence: 'learned', unlessCued: true, when: ({ text }) => MARKS_USE_STOPPED.test(text) },
];

/**
 * Whether an entry of {@link EVIDENCE_VETOES} vetoes `category`'s `evidence` in the sentence: the table's one loop.
 * `cued`: whether a cue word of the category is read (an `unlessCued` entry then holds nothing).
 */
export function evidenceVetoed(category: CategoryLabel, evidence: EvidenceKind, sentence: VetoedSentence, cued = false): boolean {
  for (const veto of EVIDENCE_VETOES) {
    if (veto.category === category && (veto.evidence === evidence || veto.evidence === 'all') && !(veto.unlessCued && cued) && veto.when(sentence)) return true;
  }
  return false;
}

/** What a ranking veto reads: the sentence, its folded text, and the categories its own cue words name. */
export interface RankedSentence {
  readonly text: string;
  readonly folded: string;
  readonly cued: ReadonlySet<CategoryLabel>;
}

/**
 * A category dropped from the ranking when no cue word of its own is read (or, for an `evenCued` entry, even where one
 * is) and `when` holds: the section's subject (or
 * the learned model's) yields to the sentence's reading of it. Unlike an {@link EVIDENCE_VETOES} title entry, the
 * category stays in the titled set its neighbours read (bench/log.md, h64split's Left: as a title veto, Liability's
 * Indemnification and Insurance neighbours would survive where the ranking drops them).
 */
export interface RankingVeto {
  readonly category: CategoryLabel;
  readonly when: (sentence: RankedSentence) => boolean;
  /** The veto holds where a cue word of the category is read too (a convention decides against the cue). */
  readonly evenCued?: boolean;
}

// A loss or damage the sentence names keeps Liability beside an excuse by named perils ("Neither party is liable for any
// loss caused by a flood or an act of God", C4's test under a "Liability" heading); an excuse by events beyond a party's
// control is Force Majeure alone even with its loss named (h111cat's C4 test).
const LOSS_NAMED = /\b(?:loss|losses|damages?)\b/i;
const BEYOND_CONTROL = new RegExp(String.raw`\b${CONTROL_EXCEEDED}\b`, 'i');
/** A loss excluded by its kind: indirect, consequential, incidental, special or punitive loss or damage. */
const INDIRECT_LOSS = /\b(?:indirect|consequential|incidental|special|punitive)\s{1,3}(?:or\s{1,3}(?:indirect|consequential|incidental|special|punitive)\s{1,3})?(?:loss|losses|damages?)\b/i;

export const RANKING_VETOES: readonly RankingVeto[] = [
  // A party excused from a delay or a failure by events its own words name as force majeure is Force Majeure only
  // (C4), under a "Liability" heading too.
  { category: 'Liability', when: ({ text, folded, cued }) => cued.has('Force Majeure') && learnedSenseVetoed(text, 'Liability', folded) },
  // (issue 18, h111cat) A party excused by force majeure named as such ("Neither party shall be liable for any failure
  // caused by … other event beyond its reasonable control", "released from liability … insurmountable force") is Force
  // Majeure only (C4), though "liable" is Liability's cue word and the section is titled "Liability" or "Indemnification"
  // (category-cues-force-majeure-excuses.ts).
  // Not where a liability or an indemnity is named outside the excuse ("…, but its total liability shall not exceed the
  // fees"), nor where the loss excused is an indirect or consequential one (an exclusion of loss, Liability's own
  // subject, force majeure or not): h111rrA, finding 1. Indemnification only from the title (no `evenCued`).
  { category: 'Liability', evenCued: true, when: ({ text, cued }) => cued.has('Force Majeure') && isForceMajeureExcuse(text) && !/\bliab|\bindemn/i.test(text.replace(FORCE_MAJEURE_EXCUSE, ' ')) && !INDIRECT_LOSS.test(text) && !(LOSS_NAMED.test(text) && !BEYOND_CONTROL.test(text)) },
  { category: 'Indemnification', when: ({ text, cued }) => cued.has('Force Majeure') && isForceMajeureExcuse(text) },
];

/** Whether an entry of {@link RANKING_VETOES} drops `category`: read without a cue word of its own (`cuedHere` false), or by an entry that holds even so. */
export function rankingVetoed(category: CategoryLabel, sentence: RankedSentence, cuedHere = false): boolean {
  for (const veto of RANKING_VETOES) {
    if (veto.category === category && (!cuedHere || veto.evenCued) && veto.when(sentence)) return true;
  }
  return false;
}
