/**
 * Privacy said by a person's identification, without the words "personal data" (issue 18, h101c77; C121). Personal data
 * is information about a person who can be identified (the GDPR's own definition, read by defined-personal-data.ts), so
 * a clause on what could identify a person, on identifying a person from data, or on publishing only in a form that
 * identifies no one is the protection of personal data, the spec's Privacy: "remove any information that could identify
 * a school, an island or a child", "not try to identify any child from the Data", "publish findings only in aggregate
 * form" (sets 14 and 16 label "attempt to identify any individual homeowner from the Licensed Data" and "except in
 * aggregated form" Privacy). Not data merely called anonymised ("may use anonymised fleet data": sets 14, 17 and 45 label
 * such data given or used without Privacy; it is no longer a person's), nor a person identified for a role ("identify a
 * person responsible for safety": no data read from). Strong: the identification names its subject outright, beside
 * the clause's other one. Bounded gaps: linear on hostile text. Tests: `categories-set77-classes-h101c77.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';
import { PRIVATE_PERSONS } from './category-cues-health-records.js';

/** A person the data may name: the private persons of a care or study contract, or a person, an individual, people. */
const PERSON = String.raw`(?:${PRIVATE_PERSONS}|pupil|student|member|resident|participant|individuals?|persons?|people)`;

export const PEOPLE_IDENTIFIED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // "any information that could identify a child", "details which may be used to identify a patient".
  [/\b(?:information|data|details)\s{1,3}(?:that|which)\s{1,3}(?:could|can|may|might|would|will)\s{1,3}(?:be\s{1,3}used\s{1,3}to\s{1,3})?identify\b/i, 'Privacy'],
  // "not try to identify any child from the Data", "attempt to re-identify an individual patient from the records".
  [new RegExp(String.raw`\b(?:re-?)?identify\s{1,3}(?:(?:any|a|an|the|each|every)\s{1,3})?(?:[\w-]{1,30}\s{1,3})?${PERSON}\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,2}?from\b`, 'i'), 'Privacy'],
  // "publish findings only in aggregate form", "must not share it except in aggregated form", "in anonymised form".
  [/\bin\s{1,3}(?:an?\s{1,3})?(?:aggregated?|anonymi[sz]ed|de-?identified)\s{1,3}form\b/i, 'Privacy'],
];
