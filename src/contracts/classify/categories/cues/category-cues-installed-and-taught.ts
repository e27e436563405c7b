/**
 * A thing installed and its users trained, in one duty (issue 18, h103t78; C148): "The Owner installs the Machine,
 * tests it with the Hirer's coffee cherries and trains two members of the group in its use", "The Supplier shall install
 * the scales and train the Buyer's staff to use them". Installing, commissioning and teaching the thing's use is work the
 * seller does beyond handing the thing over: the contract's service around its goods, Scope of Work (table 2.3: "what
 * is and is not in the contract", C130's sale with its work). Delivery is the handing over itself (C12); an
 * installation alone stays as read (sets 1–78 split the bare "shall install" between Scope of Work, Delivery and none).
 * Not a price that includes the work ("including packing, installation and training": the nouns, a price row), nor a
 * licence to install software. Tests: `categories-set78-and-77-classes-h103t78.test.ts`. Bounded runs, anchored guard:
 * linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** Words of money or of a licence: the sentence prices the work or licenses software, no duty to do it. */
const PRICED = String.raw`\b(?:prices?|fees?|costs?|charges?|licen[cs]e[sd]?|paid|payable|includ\w{0,5})\b`;

/**
 * The verb "install" in the present or after a modal or "to", then within the same sentence the verb "train" (the
 * users taught): "installs the Machine, tests it … and trains two members", "shall install the system and train".
 */
const INSTALLED_AND_TAUGHT = new RegExp(String.raw`^(?![^]{0,400}?${PRICED})[^]{0,300}?\binstall(?:s)?\b(?!\s{1,3}and\s{1,3}use\b)[^.;]{0,200}?\btrain(?:s)?\s{1,3}(?!(?:and|or)\b)[\w'’-]{1,30}\b`, 'i');

export const INSTALLED_AND_TAUGHT_CUES: readonly [RegExp, CategoryLabel][] = [[INSTALLED_AND_TAUGHT, 'Scope of Work']];
