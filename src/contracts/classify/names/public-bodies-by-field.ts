/**
 * Public bodies named by a head that alone names a product, a company's unit or a plan — "Service", "Services",
 * "Division", "Government", "Programme" — where the words before it say whose or what public field it is: "the Fisheries
 * Division", "the Municipal Hygiene Service", "U.S. Citizenship and Immigration Services", "the Okinawa Prefectural
 * Government", "the World Food Programme". Facts set 49's cause 10 (issue 18, h88o; sets 47 and 48 had the same shape):
 * "Customer Service", "the Services", "the Sales Division" and "a Training Programme" name none, so each head is read
 * only with what makes it public — a field only a State serves, a level of government, a country's initials, a place,
 * or the United Nations.
 */
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';
import { longestFirstAlternation } from '../../../common/regexp.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { LEADING, type AddName } from './name-grammar.js';
import { ROLE_WORDS } from '../lexicon/roles.js';
import { isCalendarWord } from '../lexicon/calendar-words.js';

const alt = longestFirstAlternation;

/**
 * The work of a State's emergency, civil protection and forest services, in words of their own: "the Emergency
 * Management Service in Mestia", "the Emergency Situations Service", "the State Forest Management Service". A service
 * named by one is a body after "the" even with no owner or place (facts set 59's cause 7, h100p59): a company's
 * product is "our Emergency Service" or "a 24-hour Emergency Call-out Service", never these words.
 */
const STATE_WORKS: readonly string[] = [
  'Emergency Management', 'Emergency Situations', 'Civil Protection', 'Civil Defence', 'Civil Defense', 'Disaster Management',
  'Forest Management', 'Fire and Rescue', 'Search and Rescue', 'Mountain Rescue',
];
/** The State work closing the words before "Service", and where it starts. Anchored at the end, literal: linear. */
const STATE_WORK_END = new RegExp(String.raw`(?:^|\s)(?:${longestFirstAlternation(STATE_WORKS)})$`, 'u');
const THE_BEFORE = /(?<![\p{L}])[Tt]he\s{1,3}$/u;

/**
 * Fields only a public body serves: a division or a service named by one is the State's ("the Fisheries Division", "the
 * Immigration Service"). Not fields a company has a unit for too ("Sales", "Marine", "Environmental", "Revenue",
 * "Planning").
 */
export const PUBLIC_FIELDS: readonly string[] = [
  'Fisheries', 'Forestry', 'Forests', 'Wildlife', 'Lands', 'Surveys', 'Immigration', 'Citizenship', 'Naturalization',
  'Naturalisation', 'Customs', 'Excise', 'Quarantine', 'Veterinary', 'Hygiene', 'Sanitation', 'Meteorological', 'Prisons',
  'Prison', 'Probation', 'Passport', 'Passports', 'Parks', 'Agriculture', 'Livestock', 'Cooperatives', 'Co-operatives',
  'Public Health', 'Environmental Health', 'Port Health', 'Water Resources', 'Land Registration', 'Civil Registration',
  // A State's tax collector named by its field: "the Belize Tax Service", "the Fiji Revenue and Customs Service" (set 68,
  // issue 18, h90at); a company's unit has an owner's possessive ("the Supplier's Tax Division").
  'Tax', 'Taxation',
];
/** The levels of government a body belongs to, named before its field or its head ("Municipal", "Prefectural"). */
const LOCAL_LEVELS = ['Municipal', 'Provincial', 'Prefectural', 'Metropolitan', 'Departmental', 'Communal'];
const LEVELS = [...LOCAL_LEVELS, 'National', 'Federal', 'State', 'Regional', 'Territorial', 'District', 'County', 'Government', 'Public'];
/** A government's level before "Government": "Okinawa Prefectural Government", "Kurdistan Regional Government". */
const GOVERNMENT_LEVELS = [...LOCAL_LEVELS, 'Regional', 'State', 'Territorial', 'City', 'Island', 'Federal'];

const FIELD = `(?:${alt(PUBLIC_FIELDS)})`;
/** A capitalised word of a body's name (accented letters, a hyphen inside). Bounded. */
const WORD = String.raw`\p{Lu}[\p{L}\p{M}-]{1,30}`;
/** A country's initials before a national body ("U.S.", "UK"). */
const INITIALS = String.raw`(?:U\.S\.|U\.K\.|US|UK|USA)`;
/**
 * The words before the field or the head: up to three capitalised words or a country's initials ("Dominica", "Kenya",
 * "U.S.", "United States"), and levels of government. Which of them the name keeps is `ownerWords`'s choice.
 */
const OWNER = String.raw`(?:(?:${INITIALS}|${WORD})\s{1,3}){1,3}`;
/** A field, perhaps joined to another field or a capitalised word by "and" ("Fish and Wildlife", "Citizenship and Immigration"). */
const FIELDS = String.raw`(?:(?:${WORD}\s{1,3}(?:and|&)\s{1,3})?${FIELD}|${FIELD}(?:\s{1,3}(?:and|&)\s{1,3}${WORD})?)`;

/** A division named by its field, perhaps with its owner before: "the Fisheries Division", "the Lands and Surveys Division". */
const FIELD_DIVISION = new RegExp(String.raw`(?<![\p{L}\p{M}'’.])(${OWNER})?${FIELDS}\s{1,3}Division(?![\p{L}\p{M}])`, 'gu');
/** A division named by its field after "of": "the Division of Fisheries and Wildlife", "the Ohio Division of Wildlife". */
const DIVISION_OF_FIELD = new RegExp(String.raw`(?<![\p{L}\p{M}'’.])(${OWNER})?Division\s{1,3}of\s{1,3}${FIELD}(?:\s{1,3}(?:and|&)\s{1,3}${WORD})?(?![\p{L}\p{M}])`, 'gu');
/**
 * A service named by its field or its level: "the Municipal Hygiene Service", "U.S. Citizenship and Immigration
 * Services", "the Kenya Wildlife Service". Its owner or level is required (`addPublicBodiesByField`): "the Hygiene
 * Service" alone may be a product ("the Washroom Hygiene Service" has a common word before it).
 */
const SERVICE = new RegExp(String.raw`(?<![\p{L}\p{M}'’.])(${OWNER})?(${FIELDS}|${WORD}(?:\s{1,3}${WORD})?)\s{1,3}Services?(?![\p{L}\p{M}])`, 'gu');
/** A government named by its place and its level: "the Okinawa Prefectural Government", "the Tokyo Metropolitan Government". */
const LEVEL_GOVERNMENT = new RegExp(String.raw`(?<![\p{L}\p{M}'’.])(${OWNER})(?:${alt(GOVERNMENT_LEVELS)})\s{1,3}Government(?![\p{L}\p{M}])`, 'gu');
/**
 * A programme or fund of the United Nations or the world: "the World Food Programme", "the United Nations Development
 * Programme", "the UN Environment Program", "the World Wildlife Fund". "World-class" is no scope ("a World Class
 * Programme"). One to three capitalised words between. Bounded: linear.
 */
const WORLD_PROGRAMME = new RegExp(String.raw`(?<![\p{L}\p{M}'’.])(?:United\s{1,3}Nations|UN|World)(?:\s{1,3}(?:and\s{1,3})?(?!(?:Class|Wide)(?![\p{L}]))${WORD}){1,3}\s{1,3}(?:Programme|Program|Fund)(?![\p{L}\p{M}])`, 'gu');

/**
 * A service or a directorate named by its level and what it serves after "of", then perhaps its place after another "of",
 * as translated Portuguese and Spanish drafting names a local State body: "the District Service of Education, Youth and
 * Technology of Maxixe", "the Provincial Directorate of Health of Inhambane" (Mozambique's "Serviço Distrital de …";
 * set 68, issue 18, h90at). The level makes it public; up to four fields joined by commas and "and". Bounded: linear.
 */
// A regional or departmental division so named ("the Regional Division of Hydraulics of Thiès", Senegal's "Division
// régionale de l'hydraulique"), as the service and the directorate (facts set 66's cause 7, issue 18, h106q66).
const LEVEL_SERVICE_OF = new RegExp(String.raw`(?<![\p{L}\p{M}'’.])(?:District|Provincial|Municipal|National|Regional|Departmental)\s{1,3}(?:Service|Directorate|Division)\s{1,3}of\s{1,3}${WORD}(?:(?:,\s{1,3}|\s{1,3}(?:and|&)\s{1,3})${WORD}){0,4}(?:\s{1,3}of\s{1,3}${WORD}(?:\s{1,3}${WORD}){0,2})?(?![\p{L}\p{M}])`, 'gu');

/**
 * A regional, departmental or provincial division or service named by its field in words of its own and by its place
 * after "of", as French and Spanish drafting translated names a State's local office ("the Regional Hydraulics Division
 * of Thiès", "the Departmental Livestock Service of Kolda", "the Provincial Roads Division of Cusco"): the level opens
 * the name, one to three capitalised field words follow, then the head (facts set 66's cause 7, issue 18, h106q66).
 * Read only with its place (`placeTail`) and with no field a company has a unit for (COMPANY_UNIT_WORDS): "the Regional
 * Sales Division of Acme" is a company's unit, "the Regional Hydraulics Division" alone names none. Bounded: linear.
 */
const LEVEL_FIELD_HEAD = new RegExp(String.raw`(?<![\p{L}\p{M}'’.])(?:Regional|Departmental|Provincial)((?:\s{1,3}${WORD}){1,3})\s{1,3}(?:Division|Service)(?![\p{L}\p{M}])`, 'gu');
/** A company's own units: a field of these names a company's division or service, no State's. */
const COMPANY_UNIT_WORDS: ReadonlySet<string> = new Set([
  'Sales', 'Marketing', 'Operations', 'Finance', 'Financial', 'Commercial', 'Customer', 'Customers', 'Client', 'Clients',
  'Technical', 'Support', 'Service', 'Services', 'Business', 'Corporate', 'Retail', 'Wholesale', 'Credit', 'Banking',
  'Account', 'Accounts', 'Product', 'Products', 'Logistics', 'Distribution', 'Delivery', 'Shipping', 'Export', 'Import',
  'Purchasing', 'Procurement', 'Supply', 'Human', 'Resources', 'Personnel', 'Legal', 'Claims', 'Maintenance', 'Repair',
  'Engineering', 'Manufacturing', 'Production', 'Project', 'Projects', 'Management', 'Security', 'Care', 'Consulting',
]);
/** A field word, a level, the United Nations' or a country's initials: words that make a head public. */
const LEVEL_SET: ReadonlySet<string> = new Set(LEVELS);
const LOCAL_LEVEL_SET: ReadonlySet<string> = new Set(LOCAL_LEVELS);
const FIELD_IN = new RegExp(`(?<![\\p{L}])${FIELD}(?![\\p{L}])`, 'u');
const INITIALS_WORD = new RegExp(`^${INITIALS}$`);
/** A possessive right before the name: the division or service is its owner's unit ("the Supplier's Hygiene Division"). */
const POSSESSIVE_BEFORE = /['’]s\s{1,3}$/;
/**
 * The public body a division or a service belongs to, after "of the": "the Fisheries Division of the Ministry of Blue and
 * Green Economy", "the Hygiene Service of the Commune of Koudougou" — one body, as "… Department of the Ministry of …" is
 * to the institution reader. A ministry, a department, a government or a local government's word first, then up to
 * eight capitalised words joined by "of", "for" (perhaps with "the") or "and". Anchored, bounded words: linear.
 */
const PUBLIC_OWNER_TAIL = /^\s{1,3}of\s{1,3}the\s{1,3}(?:Ministry|Department|Government|Commune|Municipality|City|Town|County|Province|Prefecture|Region)(?:\s{1,3}(?:(?:of|for)\s{1,3}(?:the\s{1,3})?|and\s{1,3})?\p{Lu}[\p{L}\p{M}'’-]{1,30}){0,8}(?![\p{L}\p{M}])/u;
/**
 * The town or the country a public body serves, right after "of": "the Municipal Hygiene Service of Bouaké", "the
 * Veterinary Service of Fiji" — the place is part of the name, as a court's seat is (facts set 52's cause 7, issue 18,
 * h91fp: the name ended at "Service"). One to three capitalised words, one of them no common English word (a place's
 * name), none a party's role or a month ("of Customer", "of March"). Anchored, bounded words: linear.
 */
const PLACE_TAIL = new RegExp(String.raw`^\s{1,3}of\s{1,3}(${WORD}(?:[\s-]{1,3}${WORD}){0,2})(?![\p{L}\p{M}])`, 'u');
const ROLES: ReadonlySet<string> = new Set(ROLE_WORDS.map((w) => w.toLowerCase()));
function placeTail(after: string): number {
  const m = PLACE_TAIL.exec(after);
  if (!m) return 0;
  const words = m[1].split(/[\s-]+/);
  const named = words.some((w) => !isCommonEnglishWord(w.toLowerCase(), 50)) && !words.some((w) => ROLES.has(w.toLowerCase()) || isCalendarWord(w));
  return named ? m[0].length : 0;
}
/** A capitalised word after the head: the head opens a longer name ("Service Agreement", "Division Manager"). */
const CAPITAL_AFTER = /^\s{1,3}\p{Lu}/u;

/**
 * Of the owner's words before a field or a head, where the name starts: a sentence's lead is dropped ("Contact the …",
 * LEADING), and the rest is the owner's only if one of its words names whose the body is — a level, a country's
 * initials, or a word no common English word (a place: "Dominica", "Okinawa", "New York"); otherwise all are dropped
 * ("Washroom Hygiene Service" has no owner). Returns the length dropped and the words kept.
 */
function ownerStart(owner: string): { drop: number; kept: string[] } {
  const lead = LEADING.exec(owner)?.[0].length ?? 0;
  const words = owner.slice(lead).split(/\s+/).filter(Boolean);
  return words.some(ownersWord) ? { drop: lead, kept: words } : { drop: owner.length, kept: [] };
}
/** A word that names whose a body is: a level, a country's initials, "United", "States", or no common English word. */
function ownersWord(word: string): boolean {
  return LEVEL_SET.has(word) || INITIALS_WORD.test(word) || word === 'United' || word === 'States' || !isCommonEnglishWord(word.toLowerCase(), 50);
}

/** Reads the public bodies above into `add` (names.ts runs it before the institution reader). */
export function addPublicBodiesByField(text: string, add: AddName): void {
  const tailAfter = (end: number): number => PUBLIC_OWNER_TAIL.exec(text.slice(end, end + 240))?.[0].length ?? 0;
  const keep = (begin: number, end: number): void => {
    if (POSSESSIVE_BEFORE.test(text.slice(Math.max(0, begin - 6), begin))) return;
    const owned = tailAfter(end);
    // Its owner's tail, else its place's; a place followed by more capitals ("of Bouaké Ltd") is left out.
    const place = owned === 0 ? placeTail(text.slice(end, end + 100)) : 0;
    const whole = end + owned + (place > 0 && !CAPITAL_AFTER.test(text.slice(end + place, end + place + 3)) ? place : 0);
    if (CAPITAL_AFTER.test(text.slice(whole, whole + 3))) return;
    add('Organization', begin, whole);
  };
  if (text.includes('Division')) {
    for (const m of matchesOf(FIELD_DIVISION, text)) {
      const { drop } = ownerStart(m[1] ?? '');
      keep(m.index + drop, m.index + m[0].length);
    }
    for (const m of matchesOf(DIVISION_OF_FIELD, text)) {
      const { drop } = ownerStart(m[1] ?? '');
      keep(m.index + drop, m.index + m[0].length);
    }
  }
  if (/(?:Service|Directorate|Division)\s{1,3}of\s/.test(text)) for (const m of matchesOf(LEVEL_SERVICE_OF, text)) keep(m.index, m.index + m[0].length);
  if (/(?:Regional|Departmental|Provincial)\s/.test(text)) for (const m of matchesOf(LEVEL_FIELD_HEAD, text)) {
    const end = m.index + m[0].length;
    if (m[1].trim().split(/\s+/).some((w) => COMPANY_UNIT_WORDS.has(w)) || placeTail(text.slice(end, end + 100)) === 0) continue;
    keep(m.index, end);
  }
  if (text.includes('Service')) for (const m of matchesOf(SERVICE, text)) {
    const { drop, kept } = ownerStart(m[1] ?? '');
    // A service is public when its owner is a local level ("Municipal"), or when a field names it and an owner says whose
    // ("U.S.", "Kenya", "National", "… of the Commune of …"): "the Hygiene Service" and "Customer Service" alone are none.
    const local = kept.some((w) => LOCAL_LEVEL_SET.has(w)) || m[2].split(/\s+/).some((w) => LOCAL_LEVEL_SET.has(w));
    const fielded = FIELD_IN.test(m[2]) && (kept.length > 0 || tailAfter(m.index + m[0].length) > 0);
    if (local || fielded) keep(m.index + drop, m.index + m[0].length);
    // A State's work alone after "the" ("the Emergency Management Service"), or after an owner's words ("the Georgian
    // Emergency Management Service", "the State Forest Management Service"): STATE_WORKS.
    else {
      const words = `${m[1] ?? ''}${m[2]}`;
      const work = STATE_WORK_END.exec(words);
      const owner = work && work.index > 0 ? ownerStart(words.slice(0, work.index + 1)) : undefined;
      if (work && work.index === 0 && THE_BEFORE.test(text.slice(Math.max(0, m.index - 8), m.index))) keep(m.index, m.index + m[0].length);
      else if (owner && owner.kept.length > 0) keep(m.index + owner.drop, m.index + m[0].length);
    }
  }
  if (text.includes('Government')) for (const m of matchesOf(LEVEL_GOVERNMENT, text)) {
    const { drop, kept } = ownerStart(m[1]);
    if (kept.length > 0) keep(m.index + drop, m.index + m[0].length);
  }
  if (/Programme|Program|Fund/.test(text)) for (const m of matchesOf(WORLD_PROGRAMME, text)) keep(m.index, m.index + m[0].length);
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function publicBodiesByFieldRunPatterns(): readonly RegExp[] {
  return [DIVISION_OF_FIELD, FIELD_DIVISION, LEVEL_FIELD_HEAD, LEVEL_GOVERNMENT, LEVEL_SERVICE_OF, SERVICE, WORLD_PROGRAMME];
}
