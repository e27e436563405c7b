/**
 * Audits where no word says "audit" (issue 18; gathered here by h28cues from the rounds that wrote them, rounds 3, 4,
 * 5, 7 and 9): records, registers, logs, samples and accounts kept, entries made in a log or on a ticket, a visit to
 * check, a thing checked, sampled or graded by an independent body — and an inspection of what is delivered, which is
 * none. Each sense is a general way drafting writes the subject (docs/contracts.md, "Said without the category's word,
 * round N"), with test sentences of its own (`category-cues-audits.test.ts`). Bounded patterns, linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';
import { NOT_A_STATUTORY_REGISTER } from './statutory-registers.js';
import { AQL_AT_INSPECTION, PASSES_OR_FAILS_INSPECTION } from './quality-inspections.js';

/** Words that make a sentence about records or books, where an inspection is an audit whatever else it inspects. */
const AUDIT_WORDS = String.raw`\b(?:audit\w*|records?|books|accounts|registers?|ledgers?|premises)\b`;

/** An inspection or test by which what is delivered or built is accepted or handed over (AUDIT_VETOES, h29c38). */
const ACCEPTANCE_INSPECTION = String.raw`\b(?:acceptance|handover|hand-over|take-?over|completion|delivery|pre-?delivery|(?:one|two|three|five|ten|\d{1,2})-year)\s+(?:inspections?|tests?|testing)\b|\binspect(?:s|ed|ing|ion)?\b[^.;]{0,80}?\b(?:on|upon|after)\s+(?:its\s+|their\s+)?(?:receipt|arrival)\b|\binspect(?:s|ed|ing|ion)?\s+(?:of\s+)?(?:each|every|all|the|any)\s+(?:inbound\s+|incoming\s+)?(?:deliver(?:y|ies)|delivered|shipments?|consignments?)\b|\binspection\b[^.;]{0,60}?\b(?:not|never)\s+(?:relieve|release|waive)`;

const ACCEPTANCE_INSPECTION_ONLY = new RegExp(String.raw`^(?![^]{0,800}(?:${AUDIT_WORDS}|\bindependent\b|\blaborator(?:y|ies)\b|\bsurveyors?\b))[^]{0,600}?(?:${ACCEPTANCE_INSPECTION})`, 'i');

/**
 * A sentence about the acceptance inspection of what is delivered or built, naming no records and no independent
 * checker: no Audits, neither from its words nor from an "Inspection and Testing" heading (categories.ts, h29c38).
 */
export function isAcceptanceInspection(text: string): boolean {
  return ACCEPTANCE_INSPECTION_ONLY.test(text);
}

/**
 * Senses that name their subject outright, whatever else the sentence's words lean to (category-cue-lists.ts' STRONG_CUES):
 * each is a cue of the category too (AUDIT_CUES, below).
 */
export const AUDIT_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // Said without the category's word, round 7 (h26cat7):
  // Lots sampled or graded by an inspector or a laboratory — "Each consignment shall be sampled by an independent
  // surveyor" (a check by a third party of what is supplied).
  [/\b(?:sampled|inspected|graded|regraded|tested|examined)\s+(?:and\s+(?:sampled|inspected|graded|tested|examined)\s+)?by\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,2}?(?:inspectors?|graders?|laborator(?:y|ies)|surveyors?|assessors?)\b/i, 'Audits'],
  // (issue 18, h85c63) The other party's representative or observers let in to attend the work itself: "let a
  // representative of the Owner attend the packing of its lots", "may appoint two observers to attend every stage of the
  // bottling" (a watch on the holder's work, as an inspection). Not a meeting, a hearing, a course or a training attended
  // (no work watched): the object is a stage, or the work named by an "-ing" word. Bounded: linear.
  // (h86c) Strong: the model reads the work's own words (milling, packing) and gave set 63's "let a representative of the
  // Cooperative attend the milling of its lots" −0.8, under the bar with a plain cue; the watch names its subject outright.
  [/\b(?:representatives?|observers?|inspectors?)\s{1,8}(?:of\s{1,8}(?:the\s{1,8})?[\w'’-]{1,30}\s{1,8})?(?:to\s{1,8}|may\s{1,8}|shall\s{1,8}|can\s{1,8})?attend\s{1,8}(?:the|every|each|any|all)\s{1,8}(?:stages?\s{1,8}of\b|(?!(?:meeting|hearing|training|opening|closing|signing|briefing)\b)[a-z]{2,30}ing\s{1,8}of\b)/i, 'Audits'],
];

export const AUDIT_CUES: readonly [RegExp, CategoryLabel][] = [
  // Said without the category's word, round 3 (h24rec):
  // Audits: records kept for a period, a register or log kept, a visit to check — "shall keep the signed consent
  // forms for three years", "is to keep a register of its drivers' licences", "keep a log of every collection",
  // "may visit the farm at any time to check the crop". Not keeping goods, keys or a thing (that is its use).
  [/\b(?:keep|keeps|retain|retains)\s+(?:the|all|a|an|its|their|his|her|copies\s+of\s+(?:the|all))\s+(?:[\w-]+\s+){0,3}?(?:forms|copies|documents|receipts|files|timesheets|logs|registers|notebooks|certificates|dockets|tickets|slips)\s+for\s+(?:at\s+least\s+)?(?:[\w-]+\s+)(?:years?|months)\b|\b(?:keep|keeps|maintain|maintains)\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}?(?:register|log|logbook|log\s+book|notebook|diary|ledger)\s+(?:of|recording|showing|listing)\b|\bvisit\s+(?:the\s+|its\s+|any\s+)?(?:[\w-]+\s+){0,2}?(?:at\s+any\s+(?:reasonable\s+)?time\s+|on\s+(?:reasonable\s+)?notice\s+)?to\s+(?:check|verify|examine)\b/i, 'Audits'],
  // Said without the category's word, round 4 (h24cat4):
  // Audits: entries made in a log — "record each visit in the site log", "enter the hours and any fault in the
  // logbook"; full accounts kept; a thing checked by an independent body — "tested by an independent laboratory",
  // "verified by an accredited body". Readings recorded for the other to check (h66c53): "record that temperature
  // throughout the journey", "record daily mortality … on the forms the Integrator provides" (sets 24 and 53 label
  // them Audits; set 17's "record temperature and humidity continuously" is Deliverables: 3 elements to 1).
  // (h105x82) "keeps proper books" in the present tense as "shall keep proper books" (C34: a duty said in the present
  // tense; sets 81 and 82 label "keeps proper books (of account)" Audits, no set otherwise).
  [/\b(?:record|records|enter|enters)\s+(?:every|each|all|any|the)\b[^.;]{0,80}?\bin\s+the\s+(?:[\w-]+\s+)?(?:log|logbook|log\s+book|register|ledger)\b|\b(?:record|records|recording)\s+(?:that\s+|the\s+|its\s+|their\s+|all\s+)?(?:daily\s+|hourly\s+|weekly\s+)?(?:temperatures?|humidity|mortality|(?:meter\s+)?readings|(?:water|feed|fuel|energy)\s+consumption)\b|\bkeeps?\s+(?:complete|full|proper|accurate|true)\s+(?:and\s+[\w-]+\s+)?(?:accounts|books|records)\b|\b(?:analysed|analyzed|tested|audited|inspected|verified|checked)\s+by\s+an?\s+(?:accredited\s+|independent\s+){1,2}(?:[\w-]+\s+){0,2}?(?:laborator(?:y|ies)|body|bodies|auditors?|inspectors?|surveyors?|firm|experts?)\b/i, 'Audits'],
  // Said without the category's word, round 5 (h25cat5):
  // Audits: records, samples and accounts kept, entries on a ticket — "shall keep a record of every spraying",
  // "must keep a sample of each batch for six months", "keep the club's accounts available to the members", "each
  // delivery is to be entered on a weighbridge ticket", "keep the register of visitors". (h71s55) Another's accounts or
  // books of account kept ("keep the Committee's accounts", "maintain the Hotel's books of account": sets 11, 28, 45, 55
  // label all four Audits); not bank, escrow or user accounts, nor accounts kept open, separate or confidential.
  [/\bkeeps?\s+(?:a|an)\s+(?:written\s+|full\s+|accurate\s+|complete\s+|daily\s+)?records?\s+of\s+(?:each|every|all|any)\b|\b(?:keep|keeps|retain|retains)\s+(?:a|one)\s+(?:reference\s+|retention\s+|control\s+)?samples?\s+of\b|\bkeeps?\s+(?:the|its|all|their|his|her)\s+(?:[\w'’-]+\s+){0,2}?(?:accounts|books|records)\s+(?:[\w-]+\s+){0,3}?available\b|\b(?:recorded|entered|logged|noted)\s+(?:on|in)\s+(?:a|an|the)\s+(?:[\w-]+\s+)?(?:ticket|docket|logbook|ledger|timesheet|register)\b|\b(?:keep|keeps|maintain|maintains)\s+(?:the|its|their|his|her)\s+(?!(?:[\w'’-]+\s+){0,2}?(?:bank|banking|escrow|deposit|savings|trading|user|e-?mail|online|social|loyalty|utility)\s)(?:[\w'’-]+\s+){0,2}?(?:accounts|books\s+of\s+account)\b(?!\s+(?:confidential|secret|secure|safe|separate|open|active|closed|in\s+credit)\b)/i, 'Audits'],
  // A register or log named as the one kept: "keep the register of visitors". Not a company's statutory register ("keep
  // the register of charges": statutory-registers.ts; issue 18, h38rev). (h93s70) Two words may name the log, as one
  // could: "keep the weekly attendance log of each class" ("keep a" allowed two already).
  [new RegExp(String.raw`\bkeeps?\s+the\s+(?:[\w-]+\s+){0,2}?(?:register\b${NOT_A_STATUTORY_REGISTER}|log|logbook)\s+of\b`, 'i'), 'Audits'],
  // The strong cues above are cues too.
  ...AUDIT_STRONG_CUES,
  // (h80c62) A check by the other party, said "check": "The Beneficiary may check at any time, without prior notice, the
  // quality of the meals", "let our technician check the system whenever we ask" (an inspection of the holder's work or
  // of the owner's thing in its hands). Not a receiver's check of what arrives (category-cues-goods-taken-in.ts' veto).
  // (h104c81, C167) And the other party's work or services checked: "The Council may check the work of the Contractor
  // at any time", "may check the performance of the Services" (an inspection, as "may inspect the work" is).
  [/\bmay\s{1,8}check\s{1,8}(?:at\s{1,8}any\s{1,8}(?:reasonable\s{1,8})?time\b|the\s{1,8}quality\s{1,8}of\b|the\s{1,8}(?:work|works|performance|services?)\s{1,8}(?:of|done|carried)\b)|\b(?:let|allow|permit)\s{1,8}(?:our|the|its|their)\s{1,8}(?:[\w-]{1,30}\s{1,8})?(?:technicians?|inspectors?|engineers?|auditors?|representatives?)\s{1,8}(?:to\s{1,8})?(?:check|inspect|examine|test)\s{1,8}(?:the|your|its)\b/i, 'Audits'],
];

/** Where a word of the category says something else (category-cue-vetoes.ts' ALL_VETOES). */
export const AUDIT_VETOES: readonly [RegExp, CategoryLabel][] = [
  // (issue 18, h105c81) An inspection that is the work itself, done with its treatment: "(a) inspect and treat the
  // drains of every house each month", the rate row "Inspection and treatment of drains: GBP 12.50 …", "have
  // the flue inspected and cleaned" (set 11: Safety and Security alone) — a pest controller's or a cleaner's service, no
  // check of the other party's records or performance. Fixed words: linear.
  [/\binspect(?:s|ed|ing|ions?)?\s{1,3}and\s{1,3}(?:treat|treats|treated|treating|treatment|spray\w{0,4}|clean\w{0,4}|bait\w{0,4}|fumigat\w{0,6})\b/i, 'Audits'],
  // (h105c81) Nor the inspections another clause grants, named only as an exception to an entry barred ("does not enter
  // the Orchard during the harvest …, except for the inspections under Article 6"): that clause's Audits, not this one's.
  [/\bexcept\s{1,3}(?:for\s{1,3})?(?:the\s{1,3})?(?:inspections?|visits?|checks?)\s{1,3}(?:under|in|provided\s{1,3}for\s{1,3}in|referred\s{1,3}to\s{1,3}in)\s{1,3}(?:[Aa]rticle|[Cc]lause|[Ss]ection|[Pp]aragraph)\b/, 'Audits'],
  // Said without the category's word, round 9 (h27cat9):
  // An inspection of what is delivered ("inspect each delivery on receipt", "Parts that fail the inspection", "errors
  // found in the inspection") is the buyer's check of the goods or work (Delivery, Deliverables, Warranties), and an
  // "Inspection" the contract defines is its work ("per Inspection", "the time needed for the Inspection"): neither is
  // an audit, where the sentence names no records, books or premises. Windows bounded: linear. (h71s55) Nor a lot that
  // passes or fails a final, pre-shipment or random inspection, nor goods made to an AQL at inspection
  // (quality-inspections.ts: sets 1–55 never label them Audits), nor an inspector a statute appoints, defined ("Stock
  // Inspector means an inspector appointed under the Livestock Act": a public officer named, no inspection right).
  [new RegExp(String.raw`^(?![^]{0,800}${AUDIT_WORDS})[^]{0,600}?(?:\b[Ii]nspect\w*\s+(?:the|each|every|all|any)\s+(?:deliver(?:y|ies)|Deliverables?|goods|shipments?|consignments?|batch(?:es)?|products?|parts)\b|${PASSES_OR_FAILS_INSPECTION}|${AQL_AT_INSPECTION}|\b[A-Z][a-z]+\s+Inspectors?\s+means?\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,2}?(?:inspectors?|officers?|persons?)\s+appointed\b|(?:\b(?:the|an|each|every|per|of|for)\s|["“])Inspections?\b(?!["”]?\s+[A-Z]))`), 'Audits'],
  // (h29c38) The acceptance of what is delivered or built, said as its inspection or test: an acceptance, handover,
  // completion or delivery inspection or test, the one- and five-year inspections of a building contract's defects,
  // goods inspected on receipt or on arrival ("inspects each inbound delivery on receipt"), and an inspection that does
  // not relieve the seller of its guarantee. Sets 1–37: 12 of 13 such sentences carry no Audits (Delivery,
  // Deliverables, Warranties or none), where the sentence names no records, books or premises. Windows bounded: linear.
  // A check by an independent laboratory or surveyor stays an audit (the strong cue above).
  [ACCEPTANCE_INSPECTION_ONLY, 'Audits'],
  // (h80c62) Gas, electrical, heating or fire equipment inspected, checked, serviced or tested ("the technical
  // inspection of the gas equipment", "shall have the fire extinguishers checked every year"): the safety of a thing
  // (category-cues-physical-safety.ts), no audit of a party, unless the sentence names an audit, records or books too.
  // Anchored guard, windows bounded: linear.
  [/^(?![^]{0,600}?\b(?:audit\w*|records|books|accounts)\b)[^]{0,400}?\b(?:inspect\w*|check\w*|servic\w*|test\w*)\s{1,8}(?:of\s{1,8})?(?:the\s{1,8}|all\s{1,8}|its\s{1,8}|any\s{1,8})?(?:[\w-]{1,30}\s{1,8})?(?:gas|electrical|heating|fire(?:-fighting)?)\s{1,8}(?:equipment|installations?|appliances?|boilers?|systems?|extinguishers?|alarms?|pipework)\b/i, 'Audits'],
];
