/**
 * People's records in a privacy clause (issue 18, h39c): "Patient records shall be kept confidential and shall not be
 * disclosed", "We process your personal data, including your sickness records, as our privacy notice says", "You can ask
 * us to delete your details from our records", "guest health records … kept confidential and destroyed after one year".
 * The records there are personal data protected or kept secret (Privacy, Confidentiality), not records kept for the
 * other party to check (the Audits row: inspection rights, record keeping). Sets 11, 12, 22, 27, 30 and 34 label such
 * sentences without Audits. A veto of Audits (category-cue-vetoes.ts' ALL_VETOES) where the sentence names personal data,
 * privacy, data protection, confidentiality or deletion and names no audit, no inspection and no period the records are
 * kept for ("keep medical records for at least ten years", Audits in sets 15 and 43, stays), nor public records (a
 * public records law's disclosure duties, Audits in set 36). Confidentiality alone takes no record for a person's: "keep
 * confidential records of all transactions", "Records of the work … open to examination" are kept to be checked, and
 * records kept complete, accurate, maintained or made available on request are record keeping (hrev29). Sets 1–45: twelve sentences these words read, none with Audits. Bounded windows, linear on
 * hostile text. Tests: `categories-shared-misses.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';

export const PERSONAL_RECORDS_VETOES: readonly [RegExp, CategoryLabel][] = [
  [
    /^(?![^]{0,800}\b(?:audit\w*|inspect\w*|examin\w*|verif\w*|available|on\s{1,8}request|maintain\w*|accurate|complete|for\s{1,8}(?:at\s{1,8}least\s{1,8}|a\s{1,8}period\s{1,8}of\s{1,8})?(?:[\w()-]{1,20}\s{1,8}){1,2}?(?:years?|months)|books|accounts|public\s{1,8}records)\b)(?=[^]{0,800}\b(?:personal\s{1,8}(?:data|information|details)|privacy|GDPR|HIPAA|data\s{1,8}protection|delete|erase)\b|(?=[^]{0,800}\bconfidential\w*\b)[^]{0,800}\b(?:patients?|medical|health|sickness|pupils?|students?|employees?|personnel|staff|guests?|members?|customers?|clients?)['’]?s?['’]?\s{1,8}(?:[\w-]{1,30}\s{1,8})?records\b)[^]{0,600}?\brecords\b/i,
    'Audits',
  ],
];
