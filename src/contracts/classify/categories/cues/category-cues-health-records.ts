/**
 * A person's health records and pictures (issue 18, h78c61): Privacy, without the words "personal data". A patient's
 * or a client's medical information is personal data under every health-privacy law, as "health information" already
 * reads (category-cue-lists.ts): "keep the medical information of the referred patients confidential", "a member's
 * health details"; and medical, clinical or patient records kept confidential, shared or disclosed ("keeps your child's
 * medical records confidentially and shares them only with staff who need to know", "Patient records shall be kept
 * confidential"; sets 11, 25 and 27 label those three Privacy). Records merely kept are the record-keeping's: sets 9, 29
 * and 43 label three such sentences Privacy and sets 15, 19 and 21 three others Audits alone, so they stay unread. So is a picture of a
 * private person used or published: "publish a patient's name, photograph or story", "use photographs of your child in
 * our prospectus", "the image of the members of the Cooperative", "shall not use patient photographs in advertising"
 * (sets 25, 27, 30 and 61 label those four Privacy). Not a medical certificate or examination required of a party's staff
 * (a qualification or a fitness rule), not a picture of a place, a product or the contract's performer ("photographs of
 * the Premises", "use the Artist's name and photograph to promote the concerts": the right to use an image, Intellectual
 * Property). Strong: a person's health record or picture names Privacy outright, beside the clause's other subject (its
 * confidentiality, a use allowed). Bounded steps: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/** The private persons a picture shows: patients, children, pupils, guests … (never a party's role). */
/** (h106mendP) The kinds of private person, one list: PRIVATE_PERSONS in the plural, PRIVATE_PERSON one by one. */
const PERSON_KINDS = String.raw`(?:member|pupil|student|resident|guest|participant|minor|visitor)`;
/** The crowd a camera meets at an event (spectators, passengers), beside the private persons. */
const CROWD_KINDS = String.raw`(?:spectator|passenger)`;
export const PRIVATE_PERSONS = String.raw`(?:child(?:ren)?|patients?|${PERSON_KINDS}s)`;

/**
 * (issue 18, h104c79) A person the picture lets one identify ("any photograph of an identifiable living person", "images
 * of recognisable individuals"): the definition of personal data itself, whoever the person is. Fixed words: linear.
 */
const IDENTIFIABLE_PERSON = String.raw`(?:identifiable|recogni[sz]able)\s{1,3}(?:living\s{1,3})?(?:persons?|people|individuals?)`;
/** (hrev80) After the persons shown: the sentence goes on (a stop, a preposition, a verb), no possessive nor noun of theirs. */
const PERSONS_SHOWN = String.raw`(?=\s{0,3}(?:[.,;:)]|$|(?:in|on|at|for|of|from|to|with|without|by|and|or|who|that|which|taken|made|used|shown|published|during|under|shall|must|may|will|is|are|unless|except|only|whose)\b))`;

/** (hrev80) The pictures licensed or assigned as works: copyright in them, a licence of them, a right granted to use them. */
const A_PICTURE_LICENSED = String.raw`\b(?:copyright|licen[cs](?:e|es|ed|ing)|intellectual\s{1,3}property|grants?\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){1,4}?the\s{1,3}(?:right|licen[cs]e))\b`;

/** (h106c67) A private person one by one: the persons PRIVATE_PERSONS names, in the singular, and anyone. */
export const PRIVATE_PERSON = String.raw`(?:child|patient|${PERSON_KINDS}|${CROWD_KINDS}|person|individual)`;
/** (h106c67) The people a camera meets at an event, beside PRIVATE_PERSONS: its audience, performers, spectators, passengers. */
const PEOPLE_PHOTOGRAPHED = String.raw`(?:${PRIVATE_PERSONS}|${CROWD_KINDS}s|customers|people)`;
const PEOPLE_SHOWN = String.raw`(?:${PEOPLE_PHOTOGRAPHED}|audiences?|performers)`;

/**
 * (issue 18, h106c67) A person shown in a picture by the face or named as recognisable: "must not show the faces of guests
 * without their consent", "will not show your guests' faces", "provided that no guest is identifiable", "Photographs in
 * which a child can be recognised will not be published", "we will not photograph your audience or performers": what a
 * picture may show of a private person is their personal data (the Privacy row), however the picture is used. Sets 8, 27,
 * 57, 67 and 68 label their five such sentences Privacy (none read before). Not a face of a thing ("the face of any marker",
 * "face value", "a face mask"), a performer of the contract's own photographed by its name (the right to use an image,
 * Intellectual Property), nor pictures licensed as works (A_PICTURE_LICENSED). (h106mendP) A camera's performers or
 * audience only where it may not photograph them ("will not photograph your audience or performers"): "The Customer may
 * photograph the performers at any rehearsal" is a use allowed of the contract's own performers, no Privacy; "must not
 * photograph or film the performers" is Privacy (two verbs after the negation, h106rev3).
 * Bounded steps: linear.
 */
const PERSON_RECOGNISED = String.raw`\bfaces?\s{1,3}of\s{1,3}(?:(?:the|any|its|your|our|their|other)\s{1,3}){0,2}(?:[\w'’-]{1,30}\s{1,3})?${PEOPLE_SHOWN}\b|\b${PEOPLE_SHOWN}['’]s?\s{1,3}faces?\b|\b(?:no|any|a|an|every|each)\s{1,3}${PRIVATE_PERSON}\s{1,3}(?:is|can\s{1,3}be|may\s{1,3}be|could\s{1,3}be|will\s{1,3}be)\s{1,3}(?:identifiable|recogni[sz]able|recogni[sz]ed|identified)\b|\b(?:photograph|film|video)(?:s|ed|ing)?\s{1,3}(?:(?:the|any|your|our|its|their|other)\s{1,3})?(?:${PEOPLE_PHOTOGRAPHED}|(?<=\b(?:not|never)\s{1,3}(?:(?:photograph|film|video)\s{1,3}(?:or|and)\s{1,3})?(?:photograph|film|video)(?:s|ed|ing)?\s{1,3}(?:(?:the|any|your|our|its|their|other)\s{1,3})?)(?:audiences?|performers))\b(?!['’])`;

export const HEALTH_RECORD_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // "the medical information of the referred patients", "a member's health details", "his medical history".
  // (hrev80) Not the words naming a function or a thing: "medical information enquiries", "the medical information
  // leaflet", "a medical information service", "the health data platform" (a pharmaceutical company's service, a product).
  [/\b(?:medical|health)\s{1,3}(?:information|data|histor(?:y|ies)|details)\b(?!\s{1,3}(?:enquir|inquir|leaflet|service|department|platform|system|sheet|officer|team|line|centre|center|desk|portal|product|software|solution|unit)\w{0,8}\b)/i, 'Privacy'],
  // "Patient records shall be kept confidential", "keeps your child's medical records confidentially and shares them …":
  // records kept confidential, shared or disclosed. Records kept alone ("shall keep medical records for ten years",
  // "All medical records remain the property of the Practice") are the record-keeping's (Audits): the sets split on them.
  [new RegExp(String.raw`^(?=[^]{0,600}?\b(?:confidential\w*|disclos\w*|shar(?:e|es|ed|ing)|publish\w*)\b)[^]{0,600}?\b(?:medical|clinical|health|patients?['’]?)\s{1,3}(?:records?|files?)\b`, 'i'), 'Privacy'],
  // "photographs of your child", "the image of the members of …", "a patient's name, photograph or story", "patient photographs".
  // (hrev80) The persons shown, not a place of theirs ("photographs of the patients' rooms", "pictures of the visitors
  // centre": a possessive or a noun after them), and not where the sentence licenses or assigns the pictures as works
  // ("assigns to the Client the copyright in all photographs of the guests", "grants the Tour Operator the right to use
  // photographs of its guests": a right in a work, Intellectual Property, as a hotel's marketing licence is).
  [new RegExp(String.raw`^(?![^]{0,600}?${A_PICTURE_LICENSED})[^]{0,600}?(?:\b(?:photographs?|photos?|images?|pictures?|likeness(?:es)?)\s{1,3}of\s{1,3}(?:(?:the|any|its|your|our|their|a|an|each|every)\s{1,3}){0,2}(?:[\w'’-]{1,30}\s{1,3})?(?:${PRIVATE_PERSONS}|${IDENTIFIABLE_PERSON})\b${PERSONS_SHOWN}|\b(?:patients?|child(?:ren)?|pupils?|students?|residents?|guests?)(?:['’]s?)?\s{1,3}(?:[\w-]{1,30},?\s{1,3}(?:(?:or|and)\s{1,3})?){0,3}?(?:photographs?|photos?|images?)\b)`, 'i'), 'Privacy'],
  [new RegExp(String.raw`^(?![^]{0,600}?${A_PICTURE_LICENSED})[^]{0,600}?(?:${PERSON_RECOGNISED})`, 'i'), 'Privacy'],
  // (issue 18, h108c85, C174) A picture of the reader's or a person's own face: "We do not use photographs of your face in
  // our advertising", "pictures of his or her face" — a face shown is personal data however the picture is used. Only a
  // face a possessive gives to a person (your, his, her, their): not "the face of the wall", "a photo of the clock face".
  [/\b(?:photograph|photo|image|picture|film|video|recording)s?\s{1,3}of\s{1,3}(?:your|his|her|their|(?:his|her)\s{1,3}or\s{1,3}(?:his|her))\s{1,3}faces?\b/i, 'Privacy'],
];
