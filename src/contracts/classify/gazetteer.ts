/**
 * The compact world knowledge of the labeller: place names, company-form suffixes, the heads of
 * institution names and well-known bodies. Deliberately small: a name not listed here is found by its
 * form (a suffix, a head word) or not at all.
 */

/** Countries, nations and regions. */
const COUNTRIES: readonly string[] = [
  'England', 'Wales', 'Scotland', 'Northern Ireland', 'Ireland', 'United Kingdom', 'UK', 'U.K.',
  'Great Britain', 'Britain', 'United States of America', 'United States', 'USA', 'U.S.A.', 'U.S.', 'America', 'Canada',
  'Mexico', 'Brazil', 'Argentina', 'Chile', 'France', 'Germany', 'Italy', 'Spain', 'Portugal', 'Netherlands',
  'Belgium', 'Luxembourg', 'Switzerland', 'Austria', 'Sweden', 'Norway', 'Denmark', 'Finland', 'Poland', 'Greece',
  'Czech Republic', 'Hungary', 'Romania', 'Turkey', 'Russia', 'Ukraine', 'Israel', 'Egypt', 'South Africa',
  'Nigeria', 'Kenya', 'India', 'Pakistan', 'China', 'Hong Kong', 'Japan', 'Korea', 'Singapore', 'Malaysia',
  'Indonesia', 'Thailand', 'Vietnam', 'Philippines', 'Australia', 'New Zealand', 'Europe', 'Asia', 'Africa',
];

/** US states and Canadian provinces: the places of law of North American contracts ("a Colorado corporation"). */
export const STATES: readonly string[] = [
  'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'Florida', 'Georgia',
  'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland',
  'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire',
  'New Jersey', 'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon', 'Pennsylvania',
  'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia', 'Washington',
  'West Virginia', 'Wisconsin', 'Wyoming', 'District of Columbia', 'Ontario', 'Quebec', 'British Columbia', 'Alberta',
];

/**
 * States and territories of Australia, whose law and courts their contracts name ("the laws of Western Australia"),
 * with the code an address writes between its town and postcode ("Sydney NSW 2000").
 */
export const AUSTRALIAN_STATES: readonly { name: string; code: string }[] = [
  { name: 'New South Wales', code: 'NSW' }, { name: 'Victoria', code: 'VIC' }, { name: 'Queensland', code: 'QLD' },
  { name: 'Western Australia', code: 'WA' }, { name: 'South Australia', code: 'SA' }, { name: 'Tasmania', code: 'TAS' },
  { name: 'Northern Territory', code: 'NT' }, { name: 'Australian Capital Territory', code: 'ACT' },
];

/** States of India its contracts name ("public holidays in Karnataka"). */
const INDIAN_STATES: readonly string[] = [
  'Maharashtra', 'Karnataka', 'Tamil Nadu', 'Telangana', 'Gujarat', 'Kerala', 'West Bengal', 'Uttar Pradesh', 'Haryana',
  'Rajasthan', 'Punjab',
];

/** Large cities that contracts name as places of law, arbitration or business. */
export const CITIES: readonly string[] = [
  'London', 'Manchester', 'Edinburgh', 'Glasgow', 'Cardiff', 'Belfast', 'Dublin', 'Paris',
  'Berlin', 'Munich', 'Frankfurt', 'Madrid', 'Barcelona', 'Rome', 'Milan', 'Amsterdam', 'Brussels', 'Geneva',
  'Zurich', 'Vienna', 'Stockholm', 'Copenhagen', 'Oslo', 'Helsinki', 'Warsaw', 'Prague', 'Tokyo', 'Beijing',
  'Shanghai', 'Mumbai', 'Bangalore', 'Delhi', 'Sydney', 'Melbourne', 'Toronto', 'Montreal', 'Vancouver', 'Chicago',
  'Boston', 'San Francisco', 'Los Angeles', 'Seattle', 'Houston', 'Dallas', 'Atlanta', 'Miami', 'San Diego',
  'Denver', 'Philadelphia', 'Phoenix', 'Austin', 'San Jose', 'Minneapolis', 'Detroit', 'Portland', 'Wilmington',
  'Bengaluru', 'New Delhi', 'Chennai', 'Hyderabad', 'Kolkata', 'Pune', 'Gurugram', 'Noida', 'Brisbane', 'Perth',
  'Adelaide', 'Canberra', 'Auckland', 'Wellington', 'Dubai', 'Abu Dhabi',
];

/** Every place name the labeller knows. */
export const PLACES: readonly string[] = [...COUNTRIES, ...STATES, ...AUSTRALIAN_STATES.map((s) => s.name), ...INDIAN_STATES, ...CITIES];

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
  'Ministry', 'Department', 'Bureau', 'Association', 'Institute', 'University', 'Federation', 'Board',
];

/** Words that name a post or a part of an organisation, never a person: "Attn: Legal Department", "Attention: Company Secretary". */
export const POST_WORDS: readonly string[] = [
  'Department', 'Division', 'Team', 'Office', 'Desk', 'Unit', 'Group', 'Counsel', 'Manager', 'Director', 'Officer',
  'Secretary', 'Executive', 'Administrator', 'Payable', 'Receivable',
];

/** Bodies named by short forms. */
export const KNOWN_BODIES: readonly string[] = ['EU', 'UN', 'FBI', 'IRS', 'HMRC', 'FSA', 'FCA', 'SEC', 'WTO', 'NATO', 'OECD', 'IMF', 'Interpol', 'World Bank'];

/** Courtesy titles that introduce a person's name. */
export const PERSON_TITLES: readonly string[] = ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Prof', 'Professor', 'Sir', 'Dame', 'Lord', 'Lady'];
