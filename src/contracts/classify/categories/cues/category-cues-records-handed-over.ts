/**
 * Records returned or handed over (issue 18, h39c): "return to the Principal all samples, price lists and customer
 * records", "hand over the Vessel's records and certificates to the Owners", "hand over at settlement the operating
 * manuals, keys and maintenance records", "deliver to the Customer copies of all configuration records". The records
 * change hands at the end of the contract or at completion, as the keys and the manuals beside them do: nobody keeps
 * them to be checked, and nobody checks them. Sets 4, 11, 16, 23, 25, 36 and 45 label each such sentence without Audits
 * (Term & Termination, Asset Use, Deliverables or Delivery: seven of seven), so the Audits row's word "records" (spec
 * §2–3: inspection rights, record keeping) yields there. A veto (category-cue-vetoes.ts' ALL_VETOES), only where the sentence
 * names no audit, inspection, keeping or retention of them ("keep the records for six years and hand them over on
 * termination", "may inspect the Aircraft and its records" stay Audits), nor where they are handed over to be checked or
 * as a periodic account ("deliver … its sales records so that the commission can be verified", "deliver … records
 * showing the number of units sold and the royalties due" each quarter, "deliver true and complete financial records
 * … every month": record keeping and verification, hrev29). Bounded windows, linear on hostile text.
 * Tests: `categories-shared-misses.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';

export const RECORDS_HANDED_OVER_VETOES: readonly [RegExp, CategoryLabel][] = [
  [
    /^(?![^]{0,800}\b(?:audit\w*|inspect\w*|keep|keeps|kept|retain\w*|maintain\w*|preserve\w*|store\w*|verif\w*|check\w*|examin\w*|review\w*|correct\w*|accountants?|financial|sales|royalt\w*|on\s{1,8}request|when\s{1,8}asked|(?:each|every)\s{1,8}(?:month|quarter|year)|monthly|quarterly|annually)\b)[^]{0,600}?\b(?:return|returns|returned|hand\s{1,8}over|hands\s{1,8}over|handed\s{1,8}over|deliver|delivers|surrender|surrenders)\s{1,8}(?:[^.;\s]{1,40}\s{1,8}){0,14}?records\b/i,
    'Audits',
  ],
];
