/**
 * Term & Termination where the clause says "end" rather than "terminate" (issue 18, h19s18c): the service's gist is
 * "duration, termination and its consequences", and plain drafting names the end of the contract as a time ("when the
 * services end", "at the end of the Term") or as an act ("either party may end this licence"). What must then be done
 * is a consequence of the end (docs/contracts.md, "Readings settled": "return all PHI … when the services end" →
 * Privacy, Term & Termination; C12: a hired thing returned when the hire ends). Stated from how such clauses are
 * drafted, with test sentences of their own (`categories-ends.test.ts`). Bounded patterns, linear on hostile text.
 */
import type { CategoryLabel } from '../wire.js';

/** What ends: the contract under its names, the services it buys, the term or the hire. */
const WHAT_ENDS = String.raw`(?:services|agreement|contract|licen[cs]e|lease|term|engagement|appointment|tenancy|hire|arrangement|placement|nomination)`;

export const END_CUES: readonly [RegExp, CategoryLabel][] = [
  // The end as a time: "when the services end", "once this Agreement ends or expires", "after the licence has ended",
  // "at the end of the Term", "on the end of this Contract". Not the end of anything else ("at the end of each month",
  // "when the season ends" is a date in the work), nor a place in the document ("the Schedule at the end of this
  // licence", "set out at the end of this Agreement": h22s23).
  [new RegExp(String.raw`\b(?:when|once|after|before|if|on|upon)\s+(?:the|this|its|their|your|our)\s+(?:[\w-]+\s+)?${WHAT_ENDS}\s+(?:has\s+|have\s+|is\s+)?(?:ends?|ended|comes?\s+to\s+an\s+end)\b|(?<!\b(?:schedules?|annex(?:es|ure)?|appendix|appendices|glossary|exhibit|attached|printed|set\s+out|found|appears?|appearing)\s+)\b(?:on|upon|at|after|before)\s+the\s+end\s+of\s+(?:the|this)\s+(?:[\w-]+\s+)?${WHAT_ENDS}\b`, 'i'), 'Term & Termination'],
  // The end as an act: "Either party may end this licence early", "may end the hire at once". Not "end any links".
  [new RegExp(String.raw`\bend\s+(?:this|the)\s+(?:[\w-]+\s+)?${WHAT_ENDS}\b`, 'i'), 'Term & Termination'],
  // (h28s35c) The contract made for a time: "This Agreement is entered into for a period of five years", "The licence
  // is granted for 3 (three) years", "The contract is concluded for a fixed term of 24 months" (sets 17, 34–36 label each
  // Term & Termination). Its duration, said of the contract, the concession or the appointment that it makes.
  [/\b(?:is|are|shall\s+be|will\s+be)\s+(?:granted|let|leased|hired|licensed|chartered|entered\s+into|concluded|made|appointed)\s+for\s+(?:a\s+(?:fixed\s+|further\s+|minimum\s+|initial\s+)?(?:period|term)\s+of\s+)?[\w-]+\s+(?:\(\w+\)\s+)?(?:years?|months?|weeks?|seasons?)\b/i, 'Term & Termination'],
];
