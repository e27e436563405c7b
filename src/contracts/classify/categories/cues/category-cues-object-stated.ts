/**
 * Scope of Work of what a contract says it is for, and of the work it does not oblige or lets no one else do (issue 18,
 * h92cat; set 70 missed four such sentences): the Scope of Work row of docs/contract-labels.md table 2.3, "what is and is
 * not in the contract":
 * - the document setting out the terms, the basis or the roles on which a party does the work ("This contract sets out
 *   the terms on which the Service Provider maintains the two standby generators", "This MOU sets out the roles of the
 *   Ministry and the University in arranging clinical placements"; sets 14 and 38 label their "This Agreement sets
 *   forth the basic matters …" and "sets out the Parties' obligations on …" Scope of Work beside their own subjects;
 *   data/category-examples.ts holds "This Agreement sets out the terms under which the Supplier provides the Services"
 *   as the category's example). Not "sets out what the parties can expect of each other" (set 70's own 1.1, none), nor
 *   a recital's wish "to set out the terms" (set 53's, none): the document is the subject, in the present;
 * - nothing in the contract obliging a party to accept, take, buy, develop or offer any or more than it chooses ("Nothing in
 *   this Agreement requires Physician to accept any shift beyond …", "… obliges the Ministry to accept more students than
 *   its wards can safely supervise"): the amount of work not guaranteed, C67's Scope of Work (sets 29, 38, 53 and 70: 4
 *   of 4 such sentences, all missed). Not a supply of more than nature yields (set 64's water, Warranties) nor an
 *   exhibition or access not owed (sets 66 and 11): the verb is the volume's;
 * - no other firm let do the work while the contract lasts ("not allow any other company to work on the generators
 *   during the term of this contract"): exclusivity bounded by the contract's time, as category-cues-scope.ts reads "shall
 *   not permit any other operator to offer shared bikes during the Term" (set 27's "must not allow any other tuner or
 *   technician to work on the piano", with no such bound, stays Asset Use).
 * Strong: the sentence model reads a generator's or a ward's words as little else. Stated with sentences of my own
 * (`categories-carriage-and-care-h92cat.test.ts`). Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** The document's own name for itself. */
const DOCUMENT = String.raw`(?:agreement|contract|sub-?contract|memorandum(?:\s{1,3}of\s{1,3}understanding)?|MOU|MoU|terms|conditions|letter|deed|charter|protocol|framework)`;

/** What a document sets out of the work: its terms, basis, roles, obligations. */
const BASIS = String.raw`(?:(?:basic\s{1,3}|general\s{1,3})?(?:terms|conditions|basis|arrangements?|roles?|responsibilities|obligations|matters|framework|rules))`;

export const OBJECT_STATED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // The document setting out the terms, the basis or the roles of the work.
  [new RegExp(String.raw`^\W{0,3}(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?\s{1,3}|\(?[a-z0-9]{1,3}\)\s{1,3})?(?:this|these|the\s{1,3}present)\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,2}?${DOCUMENT}\s{1,3}(?:sets|set|lays|lay)\s{1,3}(?:out|forth|down)\s{1,3}(?:the\s{1,3})?(?:[\w-]{1,30}['’]s?\s{1,3})?${BASIS}\b`, 'i'), 'Scope of Work'],
  // Nothing in the contract obliging a party to take any or more work.
  [/\bnothing\s{1,8}in\s{1,8}(?:this|these|the)\s{1,8}(?:[\w-]{1,30}\s{1,8}){1,3}?(?:obliges|requires|binds|compels|shall\s{1,8}(?:oblige|require|bind|compel))\s{1,8}(?:(?:the|either|any|each)\s{1,8})?[\w-]{1,30}\s{1,8}(?:party\s{1,8})?to\s{1,8}(?:accept|take|place|order|purchase|buy|develop|host|admit|receive|book|offer|allocate|assign|give)\s{1,8}(?:(?:the|its|your|our|their)\s{1,8}[\w-]{1,30}\s{1,8})?(?:any|more|a\s{1,8}minimum|a\s{1,8}particular)\b/i, 'Scope of Work'],
  // No other firm let do the work while the contract lasts.
  [/\bnot\s{1,8}(?:to\s{1,8})?(?:allow|permit|let)\s{1,8}(?:any\s{1,8}other|another)\s{1,8}(?:[\w-]{1,30}\s{1,8})?(?:company|companies|firms?|contractors?|operators?|suppliers?|providers?|businesses|business|engineers?|technicians?|caterers?|agenc(?:y|ies)|persons?)\s{1,8}to\s{1,8}[^.;]{0,100}?\b(?:during|while|throughout)\s{1,8}(?:the|this|its)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,2}?(?:term|period|agreement|contract)\b/i, 'Scope of Work'],
];
