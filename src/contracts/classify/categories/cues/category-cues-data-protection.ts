/**
 * Data protection law's own words (issue 18, h34x44): an arrangement between controllers, a processing agreement or a
 * privacy clause names the people the data is about ("Data Subjects"), the record of processing it keeps, the roles
 * of the parties ("joint controllers") and the law itself ("the GDPR", "Article 12 of the GDPR") more often than the
 * words "personal data". Each is the handling of personal data, the spec's Privacy. A processor a party engages, adds
 * or replaces is its subcontractor for the processing (sets 1–43 label a DPA's sub-processors and "any processor
 * engaged by the Processor" Subcontracts): that is Subcontracts beside the Privacy.
 *
 * All strong (category-cue-lists.ts' STRONG_CUES): the law's terms name their subject outright, whatever the sentence model
 * makes of "request", "record" or "Article" around them (its Privacy odds are low there: "(a) provide the information
 * required by Articles 13 and 14 of the GDPR" read no category with a plain cue), and beside a notice or an audit
 * they are a second subject. Not "data subject to" (data that is subject to something), nor a "controller" alone (a
 * financial controller, a game controller), nor a processor named only by its kind ("a payment processor" is read by
 * the words around it). Bounded patterns, linear on hostile text. Tests:
 * `test/contracts/classify/categories/categories-data-protection.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';

export const DATA_PROTECTION_CUES: readonly [RegExp, CategoryLabel][] = [
  // The people the data is about: "requests from Data Subjects", "a data subject's rights". Not "data subject to the
  // licence" (data that is subject to it).
  [/\bdata\s+subjects?(?!\s+to\b)(?![\w-])|\bdata\s+subjects['’]/i, 'Privacy'],
  // The record of processing activities (GDPR Article 30) and the parties' roles in the processing: "keep a record of
  // the processing activities", "are joint controllers of the processing", "a separate controller for any processing".
  [/\brecords?\s+of\s+(?:the\s+|its\s+|all\s+)?processing\b|\bprocessing\s+activities\b|\b(?:joint|separate|independent)\s+(?:data\s+)?controllers?\b/i, 'Privacy'],
  // The regulation by its name, case-sensitive (an acronym): "in accordance with Article 82 of the GDPR", "UK GDPR". And
  // the GDPR's body that oversees it, in small letters as the regulation writes it ("notify the supervisory authority of
  // a breach"): a capitalised "Supervisory Authority" is a defined regulator of any field (a bank's, an insurer's).
  [/\bGDPR\b|\bsupervisory\s+authorit(?:y|ies)\b/, 'Privacy'],
  // Personal data sent out of the area whose law protects it: "shall not transfer data outside the EEA", "any
  // transfer of information outside the European Union". Only data or information: goods sent abroad are an export,
  // and so is technical, technology or controlled data (export control, not personal data; issue 18, hrev28).
  [/\b(?:transfer|send|export|mov|stor|host|access)(?:s|ed|ing|e|es)?\s+(?:(?!technical\b|technology\b|controlled\b)[\w-]+\s+){0,4}?(?:data|information)\s+(?:[\w-]+\s+){0,3}?outside\s+(?:of\s+)?(?:the\s+)?(?:EEA|European\s+Economic\s+Area|European\s+Union|EU)\b|\btransfers?\s+of\s+(?:(?!technical\b|technology\b|controlled\b)[\w-]+\s+){0,2}?(?:data|information)\s+(?:[\w-]+\s+){0,3}?outside\s+(?:of\s+)?(?:the\s+)?(?:EEA|European\s+Economic\s+Area|European\s+Union|EU)\b/i, 'Privacy'],
  // A processor engaged, appointed, added or replaced: "may engage the hosting provider Noordwolk Cloud B.V. as its
  // processor", "shall not engage another processor", "any intended change of processor", "the addition or replacement
  // of other processors" (GDPR Article 28(2)). Not a processor added to a line, a plant or a machine: that is
  // equipment ("shall not add another processor to the production line"; issue 18, h38rev).
  [/\b(?:engag|appoint|us|add|replac|retain)(?:e|es|ed|ing|s)?\s+(?:[\w.&,-]+\s+){0,6}?as\s+(?:its|a|an|the|their|our|your)\s+(?:data\s+)?(?:sub-?)?processors?\b|\b(?:engag|appoint|add|retain)(?:e|es|ed|ing|s)?\s+(?:a|an|any|another|other|new|further|additional)\s+(?:new\s+|further\s+|additional\s+|other\s+)?(?:data\s+)?(?:sub-?)?processors?\b(?!\s+(?:to|on|into|in)\s+(?:the|a|an|its|each|any|their)\s+(?:[\w-]+\s+){0,2}?(?:lines?|plants?|machines?|machinery|equipment|mills?|factory|factories)\b)|\b(?:changes?|additions?|replacements?)\s+(?:(?:of|in|to)\s+|or\s+(?:changes?|additions?|replacements?)\s+of\s+)(?:a\s+|any\s+|the\s+|its\s+|other\s+)?(?:data\s+)?(?:sub-?)?processors?\b(?!['’])/i, 'Subcontracts'],
];
