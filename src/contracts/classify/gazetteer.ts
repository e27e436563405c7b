/**
 * The compact world knowledge of the labeller: place names (their home is common/lexicon/places.ts), company-form suffixes, the heads of
 * institution names and well-known bodies. Deliberately small: a name not listed here is found by its
 * form (a suffix, a head word) or not at all.
 */

export { AUSTRALIAN_STATES, CITIES, PLACES, STATES } from '../../common/lexicon/places.js';

/** A legal form takes at most this many suffix words ("Ltd", "Pty Ltd", "Co Pty Ltd"). */
export const LEGAL_FORM_MAX_WORDS = 3;

/** Legal-form suffixes that end a company name. */
export const COMPANY_SUFFIXES: readonly string[] = [
  'Ltd', 'Limited', 'Inc', 'Incorporated', 'LLC', 'L.L.C.', 'LLP', 'LP', 'plc', 'PLC', 'GmbH', 'AG', 'SA', 'S.A.',
  'SAS', 'SARL', 'S.p.A.', 'SpA', 'NV', 'N.V.', 'BV', 'B.V.', 'Pty', 'Corp', 'Corporation', 'Co', 'Company', 'KG',
  'Oy', 'AB', 'ASA',
  // Abbreviations keep their period: it belongs to the name ("Acme Analytics, Inc.", "Harbor Partners, L.P.").
  'Inc.', 'Corp.', 'Co.', 'Ltd.', 'L.P.', 'P.C.', 'PC', 'N.A.',
];

/** Head words of institution names: "Financial Services Authority", "County Court", "Bank of England". */
export const INSTITUTION_HEADS: readonly string[] = [
  'Authority', 'Authorities', 'Bank', 'Court', 'Tribunal', 'Office', 'Commission', 'Agency', 'Union', 'Council',
  'Ministry', 'Department', 'Bureau', 'Association', 'Institute', 'University', 'Federation', 'Board', 'Society',
];

/** Words that name a post or a part of an organisation, never a person: "Attn: Legal Department", "Attention: Company Secretary". */
export const POST_WORDS: readonly string[] = [
  'Department', 'Division', 'Team', 'Office', 'Desk', 'Unit', 'Group', 'Counsel', 'Manager', 'Director', 'Officer',
  'Secretary', 'Executive', 'Administrator', 'Payable', 'Receivable',
];

/** Bodies named by short forms. */
export const KNOWN_BODIES: readonly string[] = ['EU', 'UN', 'FBI', 'IRS', 'HMRC', 'FSA', 'FCA', 'SEC', 'WTO', 'NATO', 'OECD', 'IMF', 'FDA', 'Interpol', 'World Bank'];

/** Courtesy titles that introduce a person's name. */
export const PERSON_TITLES: readonly string[] = ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Prof', 'Professor', 'Sir', 'Dame', 'Lord', 'Lady'];
