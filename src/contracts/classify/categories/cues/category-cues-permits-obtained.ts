/**
 * The permits a party obtains for its work (issue 18, h87c): "The Client shall obtain the permits needed for the
 * felling of trees", "obtain any permit that the Municipal Corporation requires for a temporary structure", "obtain
 * the permit of the monuments conservator for the work before it begins". Getting the state's leave for one's own part
 * of the work is a party's own duty (C62, the Responsibilities row; C63 for the rules complied with): sets 16, 20, 40,
 * 57 and 65 label all five sentences in which a party obtains a permit Responsibilities; the cues read two. A permit,
 * not a licence (of a work's rights: Intellectual Property), an approval or a consent (of the other party or a control
 * tower: Communication). Strong (category-cue-lists.ts' STRONG_CUES): the work the permit is for is no other subject.
 * Tests: `test/contracts/classify/categories/categories-permits-and-orders-h87c.test.ts`. Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';
import { RIGHT_IN_A_WORK } from './category-cues-regulator-licences.js';

export const PERMIT_OBTAINED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // (issue 18, h94cat2) After an insert between commas ("obtain, at its own expense, the permits …"), and a permit named
  // after another leave "and all other permits" ("obtain the authorisation of the town hall and all other permits
  // required": set 72's dash item; set 71's "obtain, at its own cost, the work permits" was read by the model alone).
  [/\bobtain(?:s|ing)?(?:\s{0,8},[^,;]{1,60},)?\s{1,8}(?:(?:all|the|any|every|each|its|their)\s{1,8}(?:(?:necessary|required|needed|relevant|applicable|building|work|felling|planning|research|collecting|collection|export|import|fishing|hunting|mining|burning|drilling|water|environmental)\s{1,8}){0,2}permits?\b|[^.;]{0,100}?\b(?:and|or)\s{1,8}(?:all|any|the)\s{1,8}other\s{1,8}(?:(?:necessary|required|needed|relevant|applicable)\s{1,8})?permits?\b)/i, 'Responsibilities'],
  // (h105c82) A permit kept valid or in force ("b. to keep the licence of the snack bar and its food hygiene certificate
  // valid;", "shall keep its operator's permit current"): the party's own standing (table 2.3's permit),
  // strong as an obtained permit is (the sentence model gives a row's licence no Responsibilities odds).
  // Not a licence of rights ("keep the licence granted in clause 2 in force": a licence of a work names "granted").
  // Nor a right in a work kept in force ("keep the registrations of the Licensed Marks valid", "the Software licence"):
  // the regulator licences' guard (review h105rev2b).
  [new RegExp(String.raw`^(?![^]{0,800}\b(?:${RIGHT_IN_A_WORK})\b)[^]{0,400}?\bkeeps?\s+(?:(?:the|its|his|her|their|your|a|all|every)\s+)(?!(?:[\w'’-]+\s+){0,5}?licen[cs]es?\s+granted\b)(?:[\w'’-]+\s+){0,5}?(?:licen[cs]es?|permits?|certificates?|registrations?)\b[^.;]{0,80}?\b(?:valid|current|in\s+force)\b`, 'i'), 'Responsibilities'],
];
