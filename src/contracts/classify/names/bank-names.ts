/**
 * Banks named by their own words rather than an institution's grammar: one word fused with "Bank" or "Banco"
 * ("ForteBank", "Rabobank"), "Bank" before its own word ("Bank Rakyat Indonesia"), a place closing the name ("First
 * National Bank Alaska", "Ecobank Ghana"), a region after a dash that its initials confirm; and the founders' possessive
 * that stays in a bank's name ("Barclay's Bank").
 */
import { COMPASS_WORDS, CREDIT_COOPERATIVE_SYSTEMS, FRENCH_COUNTRY_NAMES, COUNTRIES, TURKISH_BANK_WORDS_AFTER } from '../lexicon/gazetteer.js';
import { SUFFIXES, ROLE_NAMES, type AddName } from './name-grammar.js';
import { isCommonEnglishWord, isEnglishWord } from '../../../common/lexicon/english.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { internationalAfterBank, isBanksOwnWord, placeAfterOneWordBank } from './bank-name-ends.js';
import { PLACES, STATES, WORLD_COUNTRIES } from '../../../common/lexicon/places.js';
import { longestFirstAlternation } from '../../../common/regexp.js';

const alt = longestFirstAlternation;
/**
 * A payment scheme's or an account code's name after a bank's word is a means of paying, no bank (review hrev39): "pay
 * by Banco Pix", "the Banca Iban shown on the invoice".
 */
// A giro is one too ("payment by Bank Giro"), and a card scheme named with "Banco" fused ("by bank transfer or Bancontact"),
// review hrev47.
export const PAYMENT_CODE_WORDS = /^(?:Pix|Iban|Bic|Sepa|Swift|Spei|Upi|Neft|Rtgs|Imps|Bacs|Chaps|Ach|Sinpe|Multibanco|Bizum|Giro|Bankgiro|Plusgiro|Autogiro|Bancontact|Bancomat)$/i;
/**
 * A word made of two common English words of four letters or more, written as one: a form's field after "Bank" ("Bank
 * Sortcode", "Bank Accountholder"; review hrev47), where a bank's own word ("Rakyat", "Mandiri", "Pekao") is none.
 */
function isEnglishCompound(word: string): boolean {
  const lower = word.toLowerCase();
  for (let cut = 4; cut <= lower.length - 4; cut++) {
    if (isCommonEnglishWord(lower.slice(0, cut), 20) && isCommonEnglishWord(lower.slice(cut), 20)) return true;
  }
  return false;
}
/**
 * A bank whose one-word name fuses its own word and "Bank" or "Banco" ("ForteBank", "KaspiBank", "BancoBasa",
 * "BancoEstado"): a body with no head word apart (facts set 37's cause 9, h67names). A word joined to "Bank" that is a
 * common English word names a thing ("PowerBank", "FoodBank", "DataBank"): none; and only with a banking word near
 * (BANKING_NEAR: an account, IBAN, BIC, a transfer, a guarantee, a loan), as a bank details line or "an account with
 * ForteBank" gives it. Bounded words: linear.
 */
// Nordic banks fuse it so too, after the name in its definite form or before it ("Handelsbanken", "Grønlandsbanken",
// "GrønlandsBANKEN", "BankNordik"): facts set 42's cause 9 (h77f42p), under the same banking word near.
// So do a bank's initials ("BGFIBank", the Gabonese and Central African bank; facts set 45's cause 10, h80f45p), its
// country after it part of the name as after any bank ("BGFIBank Gabon", COUNTRY_AFTER).
// And "Bank" fused to the initials of the state it serves ("BankSA", South Australia's bank; facts set 55's extra, issue
// 18, h98fb), as the initials before it are: "BankID", a means of proving who one is, is none.
const FUSED_BANK = /(?<![\p{L}\p{N}])(?:(\p{Lu}\p{Ll}{2,20})(?:Bank|banken|BANKEN)|Bank(\p{Lu}\p{Ll}{2,20})|Banco\p{Lu}\p{Ll}{2,20}|\p{Lu}{2,6}Bank|Bank(?!ID)\p{Lu}{2,4})(?![\p{L}\p{N}])/gu;
const FUSED_BANK_LEAD = /\p{L}(?:Bank|banken|BANKEN)|Ban(?:co|k)\p{Lu}/u;
const BANKING_NEAR = /\b(?:IBAN|BIC|SWIFT|IIC|accounts?|a\/c|sort\s{1,3}code|routing|banking|transfers?|remit\w{0,6}|deposit\w{0,3}|guarantees?|loans?|letters?\s{1,3}of\s{1,3}credit)\b/i;
/**
 * A country's name right after a body's head, closing the name: one blank, the country, then no letter and no further
 * capitalised word. Anchored, no unbounded repetition: linear.
 */
export const COUNTRY_AFTER = new RegExp(`^\\s(?:${alt(COUNTRIES)})(?![\\p{L}])(?!\\s{1,3}\\p{Lu})`, 'u');
/**
 * One of `places` right after "Bank", closing its name: one blank, the place, then no letter, no capitalised word and no
 * branch, office or account word ("Wells Fargo Bank Nevada branch" names the bank's branch). Anchored, literal
 * alternatives: linear.
 */
function placeClosingBank(places: readonly string[]): RegExp {
  return new RegExp(`^\\s(?:${alt(places)})(?![\\p{L}])(?!\\s{1,3}(?:\\p{Lu}|(?:branch|branches|office|offices|account|accounts)(?![\\p{L}])))`, 'u');
}
/**
 * A US state's name so after "Bank": "First National Bank Alaska", "Farmers State Bank Montana" (facts set 41's cause 10,
 * h76f41p). Not the state of a bank's branch or office: "held with Wells Fargo Bank Nevada branch in Reno" names "Wells
 * Fargo Bank" (review hrev69).
 */
export const STATE_AFTER_BANK = placeClosingBank(STATES);
/**
 * A French-speaking country's own spelling so after "Bank": "Commercial Bank Tchad", "United Bank Sénégal" (facts set 47,
 * h84b46: the name ended at "Bank"). The same guard as a state's: no branch or account word, no capital after.
 */
export const FRENCH_COUNTRY_AFTER_BANK = placeClosingBank(FRENCH_COUNTRY_NAMES);
/**
 * The country closing a bank's one-word name ("BGFIBank Gabon", "Ecobank Ghana", "Ecobank Guinée", "Orabank Tchad": a
 * group's subsidiary is named so): its length in `after`, or 0. English or French spelling (facts set 47, h86o: "Ecobank
 * Guinée" ended at "Ecobank"). Else the place a cooperative bank serves ("Raiffeisenbank Stubai": bank-name-ends.ts).
 */
function countryAfterOneWordBank(after: string): number {
  return (COUNTRY_AFTER.exec(after) ?? FRENCH_COUNTRY_AFTER_BANK.exec(after))?.[0].length ?? (internationalAfterBank(after) || (countryFirst(after) ? 0 : placeAfterOneWordBank(after)));
}
/** A country's name, any spelling, in small letters: the place closing a bank's word is read as a country, never as a town. */
const COUNTRY_WORDS: ReadonlySet<string> = new Set([...COUNTRIES, ...FRENCH_COUNTRY_NAMES, ...WORLD_COUNTRIES].map((c) => c.toLowerCase()));
/** Whether `after` opens with a country's one-word name: "Ecobank Togo Lomé" keeps "Ecobank" (a capital after the country). */
function countryFirst(after: string): boolean {
  return COUNTRY_WORDS.has(/^\s(\p{L}+)/u.exec(after)?.[1].toLowerCase() ?? '');
}
/**
 * A bank whose name is one word ending in "bank" ("Vietcombank", "Rabobank", "Commerzbank"), where the element speaks of
 * an account, a transfer or a branch: a capitalised word, then "bank" in small letters; not a river's or a data bank.
 */
// "Banco" fused to the bank's own word names a Latin American bank as one word too ("Bancolombia", "Bancomer", "Bancoldex";
// facts set 35's cause 4, h59f35).
// A stem of two letters names one too ("Akbank", "Inbank"; facts set 58's cause 7, issue 18, h99fo): no English word
// ("Embank"), checked by the caller.
// The Icelandic and Finnish words fuse so too, Icelandic perhaps in its definite form ("Landsbankinn", "Íslandsbanki",
// "Osuuspankki", "Säästöpankki"; facts set 59's cause 6, h100p59), under the same banking word near.
const ONE_WORD_BANK = /(?<![\p{L}])(?:(?!(?:River|Sand|Snow|Fog|Cloud|Data|Food|Blood|Seed|Land|Mud|Grass|Piggy|Soil|West|East)bank)\p{Lu}\p{Ll}{1,20}(?:bank|bankinn|banki|pankki)|Banco\p{Ll}{3,20})(?![\p{L}])/gu;
/**
 * A German compound whose first part says what kind of bank it is ("Raiffeisenbank", "Kantonalbank", "Volksbank",
 * "Landesbank", "Hypothekarbank", "Genossenschaftsbank"): a bank by its word alone, named where no account or transfer is
 * ("your statements from Raiffeisenbank Mischabel-Matterhorn", "audited by Walliser Kantonalbank"): facts set 58's cause
 * 7 (issue 18, h99fo). Anchored, literal stems: linear.
 */
const BANK_KIND_COMPOUND = /^(?:Raiffeisen|Kantonal|Volks|Landes|Spar|Hypothekar|Hypotheken|Genossenschafts|Regional|National|Zentral|Bundes|Bürger|Gewerbe|Kommunal|Kreis|Stadt|Post|Giro|Kredit)bank$/u;
/**
 * A capitalised word right before such a bank, its place or its kind ("Zürcher Kantonalbank", "Basler Kantonalbank",
 * "Deutsche Bundesbank"): the bank's name's first word, whatever its letters (the "ü" of "Zürcher" is one; h40s46). Not
 * an article, a possessive or a role ("The Rabobank", "the Customer's Rabobank account", "Supplier Rabobank").
 * Anchored at the end of a bounded window: linear.
 */
// The word may hold a capital inside it, as a banking group's name does ("UniCredit Bulbank", h59f35).
// Its first part keeps two small letters at least (review hrev47): "My Rabobank account" names no bank "My Rabobank".
const BANK_QUALIFIER = /(?<![\p{L}\p{M}'’])(\p{Lu}[\p{Ll}\p{M}]{2,20}(?:\p{Lu}[\p{Ll}\p{M}]{1,20})?)\s$/u;
/**
 * "Bank" then the bank's own word, as Indonesian, Malaysian and Polish banks are named in English ("Bank Rakyat", "Bank
 * Mandiri", "Bank Pekao"; facts set 35's cause 4, h59f35), as "Banco Santander" is: one capitalised word in small letters
 * after it, no common English word ("the Bank Account", "Bank Holidays"), no payment code, no capitalised word after it
 * ("Bank Negara Malaysia" is left whole to the other readers), and no capitalised word before "Bank" (a bank named
 * before it, "Barclays Bank Plc", is the company's). Bounded: linear.
 */
// Nor after a form's label "Name of" ("Name of Bank Barclays": the field, then its value; review hrev47's Left, h62names).
// Up to two more such words after the first ("Bank Simpanan Nasional", "Bank Rakyat Indonesia": facts set 49's cause 9,
// h88o; each checked by isBanksOwnWord), the last with no capitalised word after it.
// The own word may hold a capital inside it, a brand's two words written as one ("Bank CenterCredit", Kazakhstan): read
// only beside a banking word, since its two halves may be common English words (facts set 78; issue 18, h122facts; the
// one such name in the facts and label sets).
const BANK_OWN_WORD = /(?<!\p{Lu}[\p{L}\p{M}'’.-]{0,30}\s{1,3})(?<!(?:Name|NAME|Address|ADDRESS)\s{1,3}of\s{1,3}(?:the\s{1,3})?)(?<![\p{L}\p{M}])Bank\s(\p{Lu}\p{Ll}{2,20}(?:\p{Lu}\p{Ll}{2,20})?)((?:\s\p{Lu}\p{Ll}{2,20}){0,2})(?![\p{L}\p{M}])(?!\s{1,3}\p{Lu})/gu;
/** A word with a capital inside it ("CenterCredit"). */
const CAMEL_WORD = /^\p{Lu}\p{Ll}+\p{Lu}/u;
const NOT_A_QUALIFIER = /^(?:The|This|That|Our|Your|Its|Their|His|Her|Any|Each|Every|Such|With|From|Into|Through|Via|At|By|To|In|On|Of|Pay|Paid|Payment|Payments|Transfer|Transfers|Account|Customer|Supplier|Seller|Buyer|Client|Tenant|Landlord|Licensor|Licensee|Assignor|Assignee|Company|Contractor|Issuer|Bank|Branch)$/;
const BANKING_CONTEXT = /\b(?:account|transfer|branch|paid|payable|payment|deposit|SWIFT|IBAN|BIC)\b/i;
/**
 * A bank named after its founder or its members in one possessive word ("Farmer's Commercial Bank", "Barclay's Bank",
 * "Merchant's Savings Bank"), as "Maduro & Curiel's Bank" is after two: the word is the bank's, no owner's. Not a party's
 * role ("the Customer's Bank", "Supplier's Commercial Bank": whose bank it is) nor a place ("Ghana's Central Bank"):
 * facts set 42's cause 12 (h77f42p; set 41's rule read only the "&" of two founders).
 */
const BANK_HEAD = /^(?:Bank|Banque|Banco|Banca)$/;
const PLACE_WORDS: ReadonlySet<string> = new Set([...PLACES, ...WORLD_COUNTRIES].map((p) => p.toLowerCase()));
// Nor an English noun's right before "Bank" after an article ("the Beneficiary's Bank", "the Remitter's Bank", "the
// Correspondent's Bank": the bank of whoever the payment clause names so), where a founder's bank is named without one or
// with its own words between ("Barclay's Bank", "Farmer's Commercial Bank"; review hrev70).
const ARTICLE_BEFORE = /(?<![\p{L}])(?:the|its|their|our|your|each|any|such)\s{1,3}$/iu;
export function foundersBank(owner: string, head: string, between: string, textBefore: string): boolean {
  if (between.trim() === '' && ARTICLE_BEFORE.test(textBefore) && isEnglishWord(owner.toLowerCase())) return false;
  return BANK_HEAD.test(head) && /^[A-Z][a-z]{2,20}$/.test(owner) && !ROLE_NAMES.has(owner.toLowerCase()) && !PLACE_WORDS.has(owner.toLowerCase());
}
/**
 * A bank's name that goes on past a dash with its region, as its short form in brackets after says: "Banque pour le
 * Commerce et l'Industrie – Mer Rouge (BCIMR)", "Bank of Commerce and Industry – Red Sea (BCIRS)" (French and
 * Djiboutian drafting; facts set 44's cause 5, h78f44p). The grammar's name ended at the dash. Read on only where the
 * bracket's last letters are the initials of the one to three capitalised words after the dash and it has letters before
 * them (the name's own): "Bank of Kigali – branch of Musanze", "Equity Bank – Head Office, Nairobi" and a dash without
 * such a bracket keep the name before the dash, and so does a branch or office after it ("– Head Office (EBHO)"). Anchored after the name, bounded words: linear.
 */
const BANK_WORD = /(?<![\p{L}])(?:Bank|Banque|Banco|Banca|BANK|BANQUE|BANCO|BANCA)(?![\p{L}])/u;
const DASH_THEN_WORDS = /^\s{0,3}[–—-]\s{0,3}(\p{Lu}[\p{L}\p{M}'’-]{0,30}(?:\s{1,3}\p{Lu}[\p{L}\p{M}'’-]{0,30}){0,2})\s{0,3}\(\s{0,2}(\p{Lu}{3,10})\s{0,2}\)/u;
const BRANCH_WORDS = /(?<![\p{L}])(?:Branch|Office|Agency|Department|Division|Desk|Cent(?:re|er)|Headquarters)(?![\p{L}])/iu;
export function bankRegionEnd(text: string, begin: number, end: number): number {
  if (!BANK_WORD.test(text.slice(begin, end))) return end;
  const m = DASH_THEN_WORDS.exec(text.slice(end, end + 120));
  if (!m) return end;
  // A branch or an office of the bank after the dash is where it is reached, no part of its name.
  if (BRANCH_WORDS.test(m[1])) return end;
  const initials = m[1].split(/\s{1,3}/).map((w) => w[0].toUpperCase()).join('');
  return m[2].length > initials.length && m[2].endsWith(initials) ? end + m[0].indexOf(m[1]) + m[1].length : end;
}

/**
 * A bank named "Bank" fused to its own word in small letters: "Bankwest" (the Bank of Western Australia), "Bankinter",
 * "Bankmed" (facts set 53's cause 10, issue 18, h93fd: the account "with Bankwest" gave no body). The whole word no English
 * word ("Bankruptcy", "Banknotes", "Bankroll", "Bankers" are), and a banking word near, as for FUSED_BANK. Bounded: linear.
 */
const BANK_THEN_SMALL = /(?<![\p{L}\p{N}])Bank\p{Ll}{3,20}(?![\p{L}\p{N}])/gu;
/**
 * The Turkish possessive "Bankası" ("bank of") is no bank's own word fused to "Bank": it closes a name read with the words
 * before it ("Ziraat Bankası", nordic-and-french-bodies.ts), and alone it names none (facts set 58's cause 6, h99fo).
 */
const POSSESSIVE_BANK_WORDS: ReadonlySet<string> = new Set(TURKISH_BANK_WORDS_AFTER);

/** A bank whose one word fuses its own name and "Bank", "banken" or "Banco", with a banking word near. */
export function addFusedBanks(text: string, add: AddName): void {
  if (text.includes('Bank')) for (const m of matchesOf(BANK_THEN_SMALL, text)) {
    if (isEnglishWord(m[0].toLowerCase()) || POSSESSIVE_BANK_WORDS.has(m[0])) continue;
    const end = m.index + m[0].length;
    if (!BANKING_NEAR.test(text.slice(Math.max(0, m.index - 100), m.index)) && !BANKING_NEAR.test(text.slice(end, end + 100))) continue;
    add('Organization', m.index, end + countryAfterOneWordBank(text.slice(end, end + 40)));
  }
  if (FUSED_BANK_LEAD.test(text)) for (const m of matchesOf(FUSED_BANK, text)) {
    if ((m[1] ?? m[2]) !== undefined && isCommonEnglishWord((m[1] ?? m[2]).toLowerCase(), 20)) continue;
    const end = m.index + m[0].length;
    if (!BANKING_NEAR.test(text.slice(Math.max(0, m.index - 100), m.index)) && !BANKING_NEAR.test(text.slice(end, end + 100))) continue;
    add('Organization', m.index, end + countryAfterOneWordBank(text.slice(end, end + 40)));
  }
}
/**
 * A bank named "Bank" then the region it serves, a compass word and the region's name: "Bank South Pacific", "Bank Central
 * Asia", "Bank West Africa" (as Papua New Guinean and Indonesian banks are named in English; facts set 67's cause 3, issue
 * 18, h107q67: "South" is a common English word, so BANK_OWN_WORD's first-word check refused it). The region is a world
 * region, a place of the gazetteer or a bank's own word; the caller asks for a banking word in the element ("the
 * account with Bank South Pacific"). "Bank Street", "Bank Holiday" and "Bank North Street" name none.
 */
const COMPASS_WORD = new RegExp(`^(?:${longestFirstAlternation(COMPASS_WORDS)})$`);
const WORLD_REGION = /^(?:Pacific|Atlantic|Asia|Africa|America|Europe|Caribbean|Arabia|Sahara|Mediterranean|Baltic|Andes|Balkans)$/;
function regionAfterBank(first: string, rest: string): boolean {
  const words = rest.trim() === '' ? [] : rest.trim().split(/\s+/);
  return COMPASS_WORD.test(first) && words.length === 1 && (WORLD_REGION.test(words[0]) || PLACE_WORDS.has(words[0].toLowerCase()) || isBanksOwnWord(words[0]));
}
/** "Bank" before its own word, and a one-word bank ending in "bank", where the text speaks of banking. */
export function addBanksByOwnWord(text: string, add: AddName): void {
  if (text.includes('Bank ')) for (const m of matchesOf(BANK_OWN_WORD, text)) {
    if (regionAfterBank(m[1], m[2]) && BANKING_CONTEXT.test(text)) {
      add('Organization', m.index, m.index + m[0].length);
      continue;
    }
    if (CAMEL_WORD.test(m[1])) {
      if (!m[2] && BANKING_CONTEXT.test(text)) add('Organization', m.index, m.index + m[0].length);
      continue;
    }
    if (isCommonEnglishWord(m[1].toLowerCase(), 35) || PAYMENT_CODE_WORDS.test(m[1]) || SUFFIXES.includes(m[1]) || isEnglishCompound(m[1])) continue;
    if (m[2] && m[2].trim().split(/\s/).some((w) => !isBanksOwnWord(w) || PAYMENT_CODE_WORDS.test(w) || SUFFIXES.includes(w))) continue;
    add('Organization', m.index, m.index + m[0].length);
  }
  if (/bank(?:\b|inn\b|i\b)|pankki\b|Banco\p{Ll}/u.test(text)) for (const m of matchesOf(ONE_WORD_BANK, text)) {
    if (PAYMENT_CODE_WORDS.test(m[0]) || (!BANK_KIND_COMPOUND.test(m[0]) && !BANKING_CONTEXT.test(text))) continue;
    if (/^\p{Lu}\p{Ll}bank$/u.test(m[0]) && isEnglishWord(m[0].toLowerCase())) continue;
    const before = BANK_QUALIFIER.exec(text.slice(Math.max(0, m.index - 32), m.index));
    const end = m.index + m[0].length;
    add('Organization', m.index - (before && !NOT_A_QUALIFIER.test(before[1]) ? before[0].length : 0), end + countryAfterOneWordBank(text.slice(end, end + 40)));
  }
}

/**
 * A credit cooperatives' system and its local cooperative's own capitalised words (CREDIT_COOPERATIVE_SYSTEMS: "Sicoob
 * Saromcredi", "Sicredi Alto Minas", "Sicredi Vale do Piquiri": a Portuguese join between), or the system's name alone beside a banking word ("an account at Sicoob"): a bank
 * the contract pays into (facts set 56's cause 6, issue 18, h98fb). The own words stop at a banking thing's or a clause's
 * word ("Sicoob Account", "Sicredi Branch"). Bounded words: linear.
 */
const CREDIT_COOPERATIVE = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${alt(CREDIT_COOPERATIVE_SYSTEMS)})((?:\s{1,3}(?:(?:do|da|de|dos|das)\s{1,3})?\p{Lu}[\p{L}\p{M}'’-]{1,30}){0,3})(?![\p{L}\p{M}\p{N}])`, 'gu');
const HAS_CREDIT_COOPERATIVE = new RegExp(alt(CREDIT_COOPERATIVE_SYSTEMS), 'u');
const OWN_WORD_RUN = /\S+/g;
const NOT_A_COOPERATIVES_WORD = /^(?:Accounts?|Branch(?:es)?|Agency|Number|No|Transfers?|Cards?|Statements?|Details|Loans?|Pix|PIX|IBAN|BIC|SWIFT)$/;
export function addCreditCooperatives(text: string, add: AddName): void {
  if (HAS_CREDIT_COOPERATIVE.test(text)) for (const m of matchesOf(CREDIT_COOPERATIVE, text)) {
    // The own words up to the first that is no part of the name: its end in `m[1]`.
    let ownEnd = 0;
    for (const w of matchesOf(OWN_WORD_RUN, m[1])) {
      if (NOT_A_COOPERATIVES_WORD.test(w[0]) || NOT_A_QUALIFIER.test(w[0])) break;
      ownEnd = w.index + w[0].length;
    }
    const end = m.index + m[0].length - m[1].length + ownEnd;
    if (ownEnd === 0 && !BANKING_NEAR.test(text.slice(Math.max(0, m.index - 100), m.index + 100))) continue;
    add('Organization', m.index, end);
  }
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function bankNamesRunPatterns(): readonly RegExp[] {
  return [BANK_OWN_WORD, BANK_THEN_SMALL, CREDIT_COOPERATIVE, FUSED_BANK, ONE_WORD_BANK, OWN_WORD_RUN];
}
