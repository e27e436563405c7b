/**
 * A register or books of account a party keeps (issue 18, h36c45): records kept so that the other party can check them,
 * the Audits row's "records" (spec §2–3). Sets 2, 6, 12, 13, 24, 26, 34, 37–39, 41 and 45 label such a clause Audits
 * ("keep proper books of account", "keep a register of the visitors", "keep an up-to-date register of all assets"). Strong
 * (category-cue-lists.ts' STRONG_CUES): what the register lists (licences, assets, staff) is no second subject that outranks
 * the keeping ("a register of all assets, software licences and third-party contracts" is no licence), and a list item
 * under a duties title keeps it ("(c) maintain the Hotel's books of account …"). Not a register kept by a public body
 * ("registered with the Ministry": no keeping by a party), nor a cash register or the tills and registers of a shop kept
 * in repair (issue 18, hrev28: "cash" or "till(s)" among the words before it), nor a company's statutory register
 * ("a register of members", "the register of charges": statutory-registers.ts; issue 18, h38rev). Bounded, linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';
import { NOT_A_STATUTORY_REGISTER } from './statutory-registers.js';

export const KEPT_BOOKS_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [
    new RegExp(
      String.raw`\b(?:keep|keeps|keeping|maintain|maintains|maintaining)\s+(?:a|an|the|its|their|his|her|proper|full|accurate|complete)\s+(?:(?!cash\b|tills?\b)[\w'’-]+\s+){0,3}?(?:registers?\b${NOT_A_STATUTORY_REGISTER}|books\s+of\s+accounts?\b)`,
      'i',
    ),
    'Audits',
  ],
];
