/**
 * Privacy where no word says "personal data" (issue 18, h22s22c): care, health and travel contracts and plain-English
 * consumer terms name the information about a person by whose it is — a patient's records, a passenger's details,
 * "your information" — and that is personal data whatever the law calls it (docs/contracts.md, "The categories as the
 * service defines them"). Stated from how such clauses are drafted, with test sentences of their own
 * (`categories-unnamed-subjects.test.ts`). Bounded patterns, linear on hostile text.
 * The Privacy cues the rounds of "said without the category's word" wrote (rounds 2–10, gathered here by h28cues)
 * follow this file's own, each under a line naming its round; their tests are in `category-cues-privacy.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';

export const PRIVACY_CUES: readonly [RegExp, CategoryLabel][] = [
  // Records and details of a person by the person's role or condition: "medical records", "care notes", "passenger
  // details", "patient information". Not "the care plan" or "passenger numbers" (the service, not the person).
  [/\b(?:health|medical|clinical|care|patient|patients['’]|passenger|passengers['’]|pupil|student|client['’]s\s+medical)\s+(?:records?|information|details|data|files?|notes|histor(?:y|ies))\b/i, 'Privacy'],
  // A party using, sharing or keeping "your information" or "your details" in consumer terms, or information about a
  // person's health ("details of your health"). Not "your information pack" nor "for your information" (a document, a
  // courtesy): the verb must act on it. Not "information about you" alone: in a business's terms "you" is a company.
  // Not "his records" or "her details" (hrev14): in a contract "his" and "her" are a sole trader's or a tenant's own
  // ("The Landlord shall keep his records for six years", "keep her details up to date with the Council"), and "your
  // records" are as often the reader's own books ("You must keep your records of hours worked"): only "your
  // information" and "your details", or his/her "personal" ones, are a person's data held by another.
  // (h28cat11) So are the details a consumer gives by name ("keep your name, address and phone number", "use your name
  // and address") and the other acts done to them ("sell your details", "delete your details"): a business's own name
  // and address are "our", and "your name" alone is a signature's ("sign your name").
  [/\b(?:use|uses|using|share|shares|sharing|disclose|discloses|disclosing|pass\s+on|passes\s+on|hold|holds|holding|keep|keeps|keeping|process|processes|processing|collect|collects|collecting|store|stores|storing|sell|sells|selling|delete|deletes|deleting|erase|erases|erasing)\s+(?:your\s+(?:personal\s+)?(?:information|details)|your\s+name,?\s+(?:and\s+)?(?:postal\s+|home\s+|e-?mail\s+)?address\b|(?:his|her)\s+personal\s+(?:information|details|records))\b(?!\s+(?:pack|sheet|leaflet|booklet|up\s+to\s+date))|\b(?:information|details)\s+(?:about|of)\s+your\s+(?:health|medication|medical)\b/i, 'Privacy'],
  // Said without the category's word, round 3 (h24rec):
  // Privacy: personal details sold or passed on, photographs of people posted — "We will never sell your details",
  // "must not post photographs of the children on social media". Not photographs of a place or
  // a work ("of the set", "of the fishing grounds"): what they show is confidential, no person's data.
  [/\b(?:sell|sells|rent|rents|pass\s+on|passes\s+on|give\s+away)\s+(?:your|their|his|her|members['’]|customers['’]|clients['’])\s+(?:personal\s+|contact\s+)?(?:details|information|data)\b|\b(?:post|posts|share|shares|publish|publishes|upload|uploads)\s+(?:any\s+)?(?:photo(?:graph)?s|pictures|images|videos|footage)\s+of\s+(?:the\s+|any\s+|other\s+|our\s+|your\s+)?(?:children|child|patients?|pupils?|residents?|members?|customers?|clients?|people|staff|guests?|individuals?|persons?)\b/i, 'Privacy'],
  // Said without the category's word, round 5 (h25cat5): people's names with another detail of theirs — "the names
  // and home addresses of the volunteers", "the names or ages of the players" — a strong cue since h102c78, widened:
  // category-cues-personal-details.ts. Not a name alone ("the names of its clients" sent for a booking, a party's name in
  // publicity): a list of names is a booking's or a publicity's, the sets say.
];

/**
 * A section about the reader's information in consumer terms ("5. YOUR INFORMATION", "Your data", "Your personal
 * details"): the sentences under it say how the business keeps, uses and shares what it holds about the reader, personal
 * data whatever the law calls it (h28cat11). Not "Information" alone nor "Our information" (the business's own): only
 * the reader's. The title table of category-titles.ts reads it.
 */
export const PRIVACY_TITLE = /^\W*(?:\d[\d.]*\s*)?your\s+(?:personal\s+)?(?:information|data|details)\W*$/i;
