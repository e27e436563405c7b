/**
 * A subcontract naming itself (issue 18, h91sow): "This subcontract also ends if the main contract is terminated", "The
 * total price of this subcontract is …". A subcontract calls itself "this subcontract" as an agreement says "this
 * agreement"; the document's own name says nothing of hiring a third party to perform (the Subcontracts row of
 * docs/contract-labels.md table 2.3), so the Subcontracts cue word and the learned model's reading of it are silenced
 * when the sentence's only such word is that name (its party "the Subcontractor" aside). Sets 1–69: of the 35
 * sentences that say "this subcontract", 2 are labelled Subcontracts, one saying "sub-suppliers" too (left to the cue)
 * and one incorporating flow-down clauses (set 5's, read with none before and after); set 69's "This subcontract also
 * ends if …" took Subcontracts from the name alone. (index.ts masks the name when the preamble or the title gives the
 * document that kind, but not "This subcontract" with a capital T, nor a document with neither.) Not a sentence
 * with another word of subcontracting ("shall not subcontract any part of this subcontract", "sub-let the works",
 * "its subcontractors"). Stated with sentences of my own (`categories-scope-said-plainly-h91sow.test.ts`). Bounded
 * windows: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

export const SUBCONTRACT_NAMED_VETOES: readonly [RegExp, CategoryLabel][] = [
  [
    /^(?=[^]{0,600}?\bthis\s{1,8}sub-?contract\b)(?![^]{0,600}?(?<!\bthis\s{1,8})\bsub-?contract(?!or\b))(?![^]{0,600}?\bsub-?(?:let\w*|suppliers?|processors?|agents?|consultants?)\b)/i,
    'Subcontracts',
  ],
];
