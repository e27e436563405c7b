/**
 * Communication for the way a party is reached: a point of contact named, a number given or shown for reaching it
 * (the spec's Communication: "notices, contact details, means of communication"; issue 18, h80cat): "designate a
 * project lead as the Supplier's point of contact", "The Hotel is the contact point for guests", "give the Clinic a
 * mobile number on which the duty pharmacist can be reached", "post a telephone number on each locker". Over label sets
 * 1–62 a point of contact carries Communication in 3 of 4 sentences (set 7's duty manager Responsibilities alone), a
 * number given or shown to be reached on in 2 of 2; parley read none of them, the sentence model proposing nothing. A
 * strong cue, so it stands beside the act's own subject (the appointed person's Responsibilities, Privacy).
 *
 * Not a person's number kept or used as personal data ("we keep your name and phone number": Privacy), nor a number
 * not to be given ("must not give the Pupil their personal phone number": a conduct rule), nor a table's "Contact
 * person:" row. Case-insensitive words, bounded gaps: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

export const CONTACT_POINT_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\bpoints?\s{1,3}of\s{1,3}contact\b|\bcontact\s{1,3}points?\b/i, 'Communication'],
  // A number given to the other party or shown where people reach it: "give the Owner a mobile number", "post a phone
  // number on each machine".
  // (h93cat2) The name of the party's representative or contact sent or given to the others: "each Member shall send the
  // name and telephone number of its representative to the others in writing", "tell the other in writing of the name and
  // contact details of its placement coordinator" (sets 70 and 71: 2 of 2 Communication, one unread).
  [/\b(?:send|sends|give|gives|provide|provides|notify|notifies|tell|tells|inform|informs)\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,5}?(?:the\s{1,3})?names?\s{1,3}(?:and\s{1,3}(?:the\s{1,3})?(?:[\w-]{1,20}\s{1,3}){0,2}?(?:numbers?|details|addresse?s?)\s{1,3})?of\s{1,3}(?:its|their|his|her|the|each)\s{1,3}(?:[\w-]{1,20}\s{1,3})?(?:representatives?|contacts?|liaisons?|coordinators?|delegates?)\b/i, 'Communication'],
  // (issue 18, h110cat, h110c87) A party's line given by its number to call: "Call us on 01632 960 123", "you can call
  // our office on (555) 010-2233 on weekdays", "ring us on 22 345", "The Hotel calls the Operator's booking desk on +44 20
  // 7946 0011 for each transfer" — the number a party is reached on (sets 1–87: all such sentences Communication, 5
  // missed: sets 21, 82, 85, 86, 87). The line must be a party's: "us", "our" or "your" line, or a name's possessive
  // ("the Supplier's desk"). Not an outside service called ("we call the gas emergency service on 0800 …": a safety step,
  // set 34's, labelled so), nor a "Call-Off Contract" (no blank after "call"). Bounded gaps, a figure after "on": linear.
  [/\b(?:call|calls|calling|ring|rings|phone|phones|telephone|telephones|text|message|WhatsApp)\s{1,3}(?:us|(?:our|your)\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,3}?[\w-]{1,30}|the\s{1,3}[A-Z][\w-]{0,40}['’]s?\s{1,3}(?:[\w-]{1,20}\s{1,3}){0,3}?[\w-]{1,20})\s{1,3}on\s{1,3}[(+]{0,2}\d/i, 'Communication'],
  [/(?<!\b(?:not|never)\s{1,3})\b(?:give|gives|provide|provides|post|posts|display|displays)\s{1,3}(?:(?:the\s{1,3})?[A-Z][\w-]{0,40}\s{1,3})?(?:a|an|its|their|the|one)\s{1,3}(?!personal\b)(?:[\w-]{1,20}\s{1,3})?(?:phone|telephone|mobile|contact)\s{1,3}(?:numbers?|details)\b/i, 'Communication'],
];
