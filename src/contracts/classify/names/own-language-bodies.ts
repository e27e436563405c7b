/**
 * Bodies named in their own language: a Spanish, Portuguese, French or Dutch head first ("Banco Central de Costa Rica",
 * "Office National de l'Eau"), the Nordic and small-letter French names, a Slavic bank's word in small letters
 * ("Komerční banka"); never a French fee called a commission, a street named after a body, or a body named again in
 * brackets after its English name.
 */
import { ROMANCE_BANK_HEADS, ROMANCE_COURT_HEADS, ROMANCE_INSURER_HEADS, ROMANCE_BODY_HEADS, SMALL_LETTER_BANK_WORDS } from '../lexicon/gazetteer.js';
import { FRENCH_STREET_KINDS_FIRST, ROMANCE_STREET_KINDS_FIRST } from './addresses.js';
import { LEADING, type AddName } from './name-grammar.js';
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { nordicAndFrenchBodies } from './nordic-and-french-bodies.js';
import { longestFirstAlternation, upToUnrolledOnce } from '../../../common/regexp.js';
import { PAYMENT_CODE_WORDS } from './bank-names.js';

const alt = longestFirstAlternation;
/**
 * A body named in Spanish, Portuguese or French, its head first (ROMANCE_BODY_HEADS): up to two capitalised words
 * qualifying the head ("Banco Central", "Banque Extérieure"), then up to eight capitalised words each joined by "de",
 * "del", "de la", "do", "da", "d'", "du", "y", "et", each perhaps of up to three words ("… de la Cámara de Comercio de Nicaragua",
 * "Banco Nacional de Costa Rica"), h26f19. A one-word head needs one
 * such join ("the Tribunal Rules" is none). Bounded words: linear.
 * "en" joins too, inside a French or Spanish name ("Office Régional de Mise en Valeur Agricole du Souss-Massa", "Juzgado
 * en lo Civil" is not read so: "lo" is no capitalised word), h64names.
 */
const ROMANCE_WORD = String.raw`\p{Lu}[\p{L}\p{M}'’-]{1,30}`;
// An "and" before a join is one join ("Instituto Nacional de Tecnología y Normalización y de Metrología", "Servicio
// Nacional de Calidad y Sanidad Vegetal y de Semillas", "Office National de l'Eau et de l'Assainissement"): the name went
// on past its second "y" (facts set 37's cause 9, h67names).
// The Portuguese "ao", "aos", "à", "às" and the Spanish "al" ("to the") join too: "Fundo de Apoio ao Desenvolvimento
// Agrário", "Instituto de Apoio à Pequena Empresa", "Fondo de Apoyo al Desarrollo Rural" (facts set 40's cause 8, h75f40p).
// So do the Dutch "van", "van de", "van het", "voor", "tot" of a Dutch foundation's name headed "Stichting voor"
// (ROMANCE_BODY_HEADS: "Stichting voor de Veiligheid van Hout"; facts set 40's cause 11, h75f40p).
// French "pour" and Spanish and Portuguese "para" ("for") join what a body is for, with their articles: "Institut de
// Recherche pour le Développement", "Institut National de Recherche pour l'Agriculture, la Pêche et l'Environnement",
// "Instituto para el Desarrollo Rural"; and a list of its fields joins with a comma and an article before the list's "et"
// ("…, la Pêche et l'Environnement": a lookahead of three words at most sees the "et"). Facts set 42's cause 10 (h77f42p).
const FOR_JOIN = String.raw`(?:pour|para)(?:\s{1,3}(?:la|le|les|el|los|las|a|o|as|os))?`;
const LIST_COMMA_JOIN = String.raw`,\s{1,3}(?:la|le|les|el|los|las)\s{1,3}(?=${ROMANCE_WORD}(?:\s{1,3}${ROMANCE_WORD}){0,2}\s{1,3}(?:et|y|e)\s)`;
// Catalan "de les" and "dels" ("of the", plural) join so too: "Ports de les Illes Balears", "Institut Català de les
// Empreses" (facts set 57's cause 4, issue 18, h98fb).
// Italian "di" and its articled forms join so too: "Banca Agricola Popolare di Sicilia", "Banca di Credito della
// Provincia" (the name ended before "di"; facts set 63's cause 6, issue 18, h103q63). Italian "ed", "and" before a vowel,
// joins as "e" does ("Società Italiana degli Autori ed Editori"; issue 18, h104p63).
const ROMANCE_JOIN = String.raw`(?:\s{1,3}(?:(?:y|e|ed|et)\s{1,3})?(?:della|delle|dello|degli|dei|di|de\s{1,3}les|dels|de\s{1,3}la|de\s{1,3}los|de\s{1,3}las|del|de|do|da|dos|das|du|des|en|ao|aos|à|às|al|van\s{1,3}het|van\s{1,3}de|van|voor|tot|${FOR_JOIN})\s{1,3}|\s{1,3}(?:y|e|ed|et)\s{1,3}|\s{1,3}(?:(?:y|e|et)\s{1,3})?(?:de\s{1,3}l|d|pour\s{1,3}l)['’]|\s{1,3}et\s{1,3}(?:la\s{1,3}|le\s{1,3}|les\s{1,3}|l['’])|${LIST_COMMA_JOIN})`;
const ROMANCE_BODY = new RegExp(String.raw`(?<![\p{L}])(?:${alt(ROMANCE_BODY_HEADS)})((?:\s{1,3}${ROMANCE_WORD}){0,2})((?:${ROMANCE_JOIN}${ROMANCE_WORD}(?:\s{1,3}${ROMANCE_WORD}){0,2}){0,8})(?![\p{L}])`, 'gu');
/**
 * A court named in Spanish, Portuguese or French by a longer run of qualifiers than any other body takes: the court's
 * level, its mixed jurisdiction and its matters ("Juzgado Público Mixto Civil y Familiar de Porvenir", "Juzgado Público
 * Civil de Partido de Riberalta", "Tribunal Judicial Cível Criminal da Comarca de …", "Cour Administrative Régionale
 * Spéciale de …") — three to six capitalised qualifiers, then at least one join to its place or matters (facts set
 * 70's cause 3, issue 18, h110q70). Without the join the run names none ("the Tribunal Arbitration Rules Apply").
 * Bounded words as ROMANCE_BODY: linear.
 */
export const ROMANCE_COURT = new RegExp(String.raw`(?<![\p{L}])(?:${alt(ROMANCE_COURT_HEADS)})((?:\s{1,3}${ROMANCE_WORD}){3,6})(${upToUnrolledOnce(`(?:${ROMANCE_JOIN}${ROMANCE_WORD}(?:\s{1,3}${ROMANCE_WORD}){0,2})`, 8)})(?![\p{L}])`, 'gu');
/**
 * A fee named "commission" in a French or translated contract, by what it is charged on ("Commission de Vente",
 * "Commission de Gestion", "Commission des Ventes", "Commission de Surperformance"): a sum, where a regulator's commission
 * names what it oversees ("Commission de Surveillance …", "Commission des Sanctions"). Anchored, literal words: linear.
 */
const COMMISSION_FEE = /^Commission\s{1,3}(?:de|des|du|d['’])\s{0,3}(?:Ventes?|Gestion|Souscriptions?|Rachats?|Remboursement|(?:Sur)?[Pp]erformance|Succ[eè]s|Mouvements?|Tenue|Placements?|Distribution|Commercialisation|Courtage|Garantie|Engagement|Transactions?|Change|Conversion|Entr[ée]e|Sortie|Services?|Transferts?|Retraits?|Paiements?|D[ée]p[ôo]ts?|Interm[ée]diation|Apport|Arrangement|Montage|Intervention|Dossier)(?![\p{L}])/u;
/** COMMISSION_FEE in any case: "Commission de gestion" written in small letters. */
const COMMISSION_FEE_ANY_CASE = new RegExp(COMMISSION_FEE.source, 'iu');
const BANK_HEAD_SET: ReadonlySet<string> = new Set(ROMANCE_BANK_HEADS);
/**
 * A bank's head and one word of its own name ("Banque Misr", "Banca Transilvania"): a body, where "the Tribunal Rules"
 * is none. The word is no common English word ("the Banco Account", "Banque Rules" name a thing of the contract).
 */
// The word may follow its Spanish or Portuguese article, which the name keeps ("Seguros La Previsora", "Banco La
// Hipotecaria", "Seguradora A Mundial"; h75f40p).
const OWN_NAME_ARTICLE = /^(?:La|El|Los|Las|O|A|Os|As)\s{1,3}(?=\S)/u;
// An insurer's head alone is the Spanish and Portuguese word for insurance or an insurer ("Seguros are to be arranged by
// the Contractor", "Seguros: …" over a clause), no body: it names one only with its own word (review hrev65).
const INSURER_HEAD_SET: ReadonlySet<string> = new Set(ROMANCE_INSURER_HEADS);
// Two words of its own name a bank too, as a group's regional bank is named ("Crédit Agricole Martinique-Guyane", "Banco
// Santander Totta", "Banca Intesa Sanpaolo": facts set 48, h87o), each no common English word nor a payment code ("the
// Banco Santander Account" names the account).
function ownBankName(whole: string, qualifiers: string): boolean {
  const head = whole.slice(0, whole.length - qualifiers.length);
  // A savings bank's level before its town ("Caja Municipal Cusco", "Caja Rural Los Andes"): the level is Spanish, though
  // English writes the same word (COMMON_NOUN_BANK_HEADS; facts set 66's cause 6, h106q66).
  const own = COMMON_NOUN_BANK_HEADS.has(head) ? qualifiers.replace(SAVINGS_BANK_LEVEL, '') : qualifiers;
  const word = own.trim().replace(OWN_NAME_ARTICLE, '');
  if (word === '' && (INSURER_HEAD_SET.has(head) || COMMON_NOUN_BANK_HEADS.has(head))) return false;
  const words = word.split(/\s+/);
  return BANK_HEAD_SET.has(head) && words.length <= 2 && words.every((w) => !isCommonEnglishWord(w.toLowerCase(), 35) && !PAYMENT_CODE_WORDS.test(w));
}
const HAS_ROMANCE_HEAD = new RegExp(`(?:${alt(ROMANCE_BODY_HEADS)})`);
const HAS_COURT_HEAD = new RegExp(`(?:${alt(ROMANCE_COURT_HEADS)})`);
/**
 * A bank's head of a word that is a common noun too ("Caja": a box, a till, "Caja Chica" petty cash) names a savings bank
 * by its own words only where the element speaks of banking ("deposit into the Community's account with Caja Municipal
 * Cusco"); with its "de" join ("Caja de Ahorros de Galicia") it needs none. Facts set 66's cause 6 (issue 18, h106q66).
 * Literal words: linear.
 */
// Portuguese "Caixa" is a box and a till as "Caja" is (facts set 73's cause 11, issue 18, h119q74).
const COMMON_NOUN_BANK_HEADS: ReadonlySet<string> = new Set(['Caja', 'Caixa']);
/** The level a Spanish savings bank names before its town: "Municipal", "Rural", "Popular". Anchored: linear. */
const SAVINGS_BANK_LEVEL = /^\s{1,3}(?:Municipal|Rural|Popular)(?=\s)/u;
const BANKING_WORD = /(?<![\p{L}])(?:accounts?|deposit(?:ed|s)?|transfer(?:red|s)?|bank(?:s|ing)?|savings|loans?|credit|paid\s{1,3}into|pays?\s{1,3}into)(?![\p{L}])/iu;
/**
 * A French, German, Dutch or Luxembourgish institute named by its own words after "Institut" or "Instituut", with no
 * join: "Institut Pasteur", "Institut Viti-Vinicole", "the Institut viti-vinicole in Remich" (its adjective written in
 * small letters with a hyphen inside, as French names keep it), "Instituut Hoogendoorn" — a body as an English name
 * ending in "Institute" is (facts set 66's cause 5, issue 18, h106q66). One or two own words: a capitalised word, or a
 * hyphenated adjective in small letters. "institut" in small letters, or "Institut" alone, names none. Bounded: linear.
 */
const INSTITUT_OWN_NAME = new RegExp(String.raw`(?<![\p{L}])(?:Institut|Instituut|INSTITUT)((?:\s{1,3}(?:${ROMANCE_WORD}|\p{Ll}{2,20}-\p{Ll}{2,20})){1,2})(?![\p{L}\p{M}'’-])`, 'gu');
/**
 * How much of an institute's own words is its name: the words up to the first common English word or payment code
 * ("Institut Pasteur Agreement" keeps "Pasteur"); 0 where the first is one ("the Institut Rules").
 */
function institutesOwnLength(words: string): number {
  let length = 0;
  for (const m of words.matchAll(/\s+(\S+)/g)) {
    if (isCommonEnglishWord(m[1].toLowerCase(), 35) || PAYMENT_CODE_WORDS.test(m[1])) break;
    length = m.index + m[0].length;
  }
  return length;
}
/** A join after an institute's words: ROMANCE_BODY reads the longer name ("Institut Català de les Empreses"). Anchored: linear. */
const JOIN_AFTER = /^\s{1,3}(?:de|des|du|d['’]|del|dels|für|voor|van|pour|et)(?![\p{L}])/u;
/**
 * A French company's name headed "Société" and named by its trade, with no legal form: "Société Commerciale des
 * Transports et des Ports (SCTP)", "Société Ivoirienne de Raffinage", "Société Sénégalaise des Phosphates" — up to two
 * capitalised adjectives after "Société", then the trade's capitalised nouns after "des" / "du" / "de la" / "d'",
 * perhaps joined by "et des" (facts set 66's cause 8, issue 18, h106q66). Only with the join: "Société Générale" and
 * "Société Anonyme" are read elsewhere or are a legal form, and a legal form written out with its join ("Société à
 * Responsabilité Limitée", "Société par Actions Simplifiée") names none. Bounded as ROMANCE_BODY: linear.
 */
const SOCIETE_BY_TRADE = new RegExp(String.raw`(?<![\p{L}])(?:Société|Societe)((?:\s{1,3}(?!Soci[ée]t[ée](?![\p{L}]))${ROMANCE_WORD}){0,2})(${upToUnrolledOnce(String.raw`${ROMANCE_JOIN}${ROMANCE_WORD}(?:\s{1,3}${ROMANCE_WORD}){0,2}`, 8)})(?![\p{L}])`, 'gu');
/** The joins a French legal form written out takes after "Société": "à responsabilité", "par actions", "en commandite". */
const FORM_JOIN = /^\s{1,3}(?:à|a|par|en)\s/u;
/**
 * A bank named in a Slavic language, its word in small letters after one to three capitalised words (SMALL_LETTER_BANK_WORDS:
 * "Komerční banka", "Nova Ljubljanska banka"). Bounded words: linear.
 */
// The South Slavic "Banka" capitalised after its words, as Macedonian and Serbian banks write their names in English
// ("Stopanska Banka AD", "Komercijalna Banka AD Skopje"), and the joint-stock company's form right after it ("AD",
// "a.d.", "d.d.": part of the name, as "Ltd" is), set 64 (issue 18, h108ty). "Banka" opening a name is ROMANCE_BANK_HEADS'.
const SLAVIC_BANK_FORM = String.raw`(?:\s{1,3}(?:AD|EAD|a\.d\.|d\.d\.)(?![\p{L}\p{M}]))?`;
/** The small-letter bank words and the South Slavic "Banka". */
const BANK_WORDS_AFTER_NAME = [...SMALL_LETTER_BANK_WORDS, 'Banka'];
const SMALL_LETTER_BANK = new RegExp(String.raw`(?<![\p{L}\p{M}])${ROMANCE_WORD}(?:\s{1,3}${ROMANCE_WORD}){0,2}\s{1,3}(?:${alt(BANK_WORDS_AFTER_NAME)})(?![\p{L}\p{M}])${SLAVIC_BANK_FORM}`, 'gu');
const HAS_SMALL_LETTER_BANK = new RegExp(`(?:${alt(BANK_WORDS_AFTER_NAME)})`, 'u');
/** A street's kind and its "of" right before a body's head: the street is named after the body (`addInstitutions`). Anchored: linear. */
const STREET_NAMED_AFTER = new RegExp(String.raw`(?<![\p{L}])(?:${alt([...ROMANCE_STREET_KINDS_FIRST, ...FRENCH_STREET_KINDS_FIRST])})\s{1,3}(?:de\s{1,3}l['’]|de\s{1,3}la\s{1,3}|del?\s{1,3}|du\s{1,3}|des\s{1,3}|da\s{1,3}|do\s{1,3})$`, 'u');
/**
 * A body named again in its own language, alone in brackets right after its name in English: "Hordaland District Court
 * (Hordaland tingrett)". The same body, no second one (facts set 38, h87o). The bracket holds the name alone, and a
 * capitalised word closes the name before it. Read for the Nordic and small-letter French bodies, and for a body named
 * in French, Spanish or Portuguese so ("the Chamber of Trades of Benin (Chambre des Métiers du Bénin)", set 46; h88o).
 * Bounded slices: linear.
 */
const NAME_BEFORE_BRACKET = /\p{Lu}[\p{L}\p{M}'’-]{0,30}\s{1,3}\(\s{0,2}$/u;
function namedAgainInBrackets(text: string, begin: number, end: number): boolean {
  return NAME_BEFORE_BRACKET.test(text.slice(Math.max(0, begin - 36), begin)) && /^\s{0,2}\)/.test(text.slice(end, end + 3));
}

/**
 * A capitalised Romance article right before a body's head, mid-sentence, is the name's first word as written: "the
 * Lessor's account with La Banque Postale", "a loan from El Banco Popular" (LA BANQUE POSTALE, EL BANCO POPULAR), as a
 * capitalised "The" mid-sentence opens a registered name (h18w; facts set 69's cause 5, the lead's decision, h109q69).
 * A small-letter article ("la Banque") is no part of it, nor one after "the"/"a"/"an" ("the La Banque …" is the English
 * article's name). Literal words on a bounded slice: linear.
 * At a sentence's or a line's start the article is the name's too where the sentence goes on in English ("La Banque
 * Postale holds the deposit", "Le Crédit Lyonnais pays …"): the same body as "… with La Banque Postale", one party (issue
 * 18, h110dup; the lead's decision of session 72, h109q69's left). A sentence in the body's own language ("La Banque
 * Postale détient …") has its article capitalised by its place alone, no part of the name (ENGLISH_GOES_ON).
 */
const ARTICLE_BEFORE = /(?<![\p{L}\p{M}'’])(?<lead>\p{L}+|[\p{N},])\s{1,3}(?<article>La|Le|Les|El|Los|Las)\s$/u;
/** The article opening a sentence or a line: the slice's start (the text's), a line break or a stop before it. */
const ARTICLE_OPENING = /(?:^|[\n.!?;:]\s{0,3})(?<article>La|Le|Les|El|Los|Las)\s$/u;
/** An English word of the sentence after the name (no Spanish, French or Portuguese word). Bounded: linear. */
const ENGLISH_GOES_ON = /^[^.;\n]{0,80}?\s(?:the|shall|will|must|is|are|and|of|to|for|with|by|its|their)\s/;
function articledStart(text: string, at: number, end: number): number {
  const before = text.slice(Math.max(0, at - 40), at);
  const m = ARTICLE_BEFORE.exec(before);
  const lead = m?.groups?.lead ?? '';
  if (!m) {
    const opening = ARTICLE_OPENING.exec(before);
    const fromStart = opening !== null && (opening.index > 0 || at <= 40);
    return fromStart && ENGLISH_GOES_ON.test(text.slice(end, end + 100)) ? at - ((opening.groups?.article.length ?? 0) + 1) : at;
  }
  if (/^(?:the|a|an)$/i.test(lead) || (/^\p{L}/u.test(lead) && !/^\p{Ll}/u.test(lead))) return at;
  return at - ((m.groups?.article.length ?? 0) + 1);
}

/**
 * Whether a Romance body's or court's name at `begin`–`end` names no body here (one home for both loops below, h111dup):
 * "Avenue de l'Union des Mutuelles", "Rue de l'Association des Commerçants", "Calle de la Compañía" — a street named after
 * a body is an address, no body (review hrev70); "the Chamber of Trades of Benin (Chambre des Métiers du Bénin)" — the
 * body named again in French, Spanish or Portuguese alone in brackets after its English name is no second body (facts
 * set 46's extra, h88o). Bounded slices: linear.
 */
function streetOrNamedAgain(text: string, begin: number, end: number): boolean {
  return STREET_NAMED_AFTER.test(text.slice(Math.max(0, begin - 30), begin)) || namedAgainInBrackets(text, begin, end);
}

/** A body named in Spanish, Portuguese, French or Dutch, or in a Nordic language or small-letter French. */
export function addBodiesInTheirOwnLanguage(text: string, add: AddName): void {
  if (HAS_ROMANCE_HEAD.test(text)) for (const m of matchesOf(ROMANCE_BODY, text)) {
    if (m[2] === '' && !/\s/.test(m[0].slice(0, m[0].length - m[1].length)) && !ownBankName(m[0], m[1])) continue;
    // A head that ends in its join ("Commission de") names a body only with a word after it: "the Commission de minimis
    // threshold" names none (h59n52); nor "Stichting voor" before small letters ("the Stichting voor de jeugd", h75f40p).
    if (m[1] === '' && m[2] === '' && /\s(?:de|des|du|del|dels|la|les|voor|tot|VOOR|TOT)$/.test(m[0])) continue;
    // A French fee is a "commission" too: "a Commission de Vente of 5 %", "la Commission de Gestion" (hrev46).
    if (COMMISSION_FEE.test(m[0])) continue;
    // "Departamento Judicial de San Isidro": a province's judicial territory, as its English "Judicial Department" (h73f39n).
    if (/^Departamento\s{1,3}Judicial(?![\p{L}])/u.test(m[0])) continue;
    if (streetOrNamedAgain(text, m.index, m.index + m[0].length)) continue;
    // "Caja Municipal Cusco" by its own words only where the element speaks of banking (COMMON_NOUN_BANK_HEADS).
    if (m[2] === '' && COMMON_NOUN_BANK_HEADS.has(m[0].slice(0, m[0].length - m[1].length)) && !BANKING_WORD.test(text)) continue;
    add('Organization', articledStart(text, m.index, m.index + m[0].length), m.index + m[0].length);
  }
  if (HAS_COURT_HEAD.test(text)) for (const m of matchesOf(ROMANCE_COURT, text)) {
    // The joins are written `{0,8}` so V8 compiles their long body once (upToUnrolledOnce); at least one is needed. The
    // qualifiers before them are capitalised words, never a court's head in practice, so a match with none swallows no
    // later court (as SOCIETE_BY_TRADE's, h106rev3).
    if (m[2] === '') continue;
    if (streetOrNamedAgain(text, m.index, m.index + m[0].length)) continue;
    add('Organization', m.index, m.index + m[0].length);
  }
  if (/Institu(?:u)?t|INSTITUT/.test(text)) for (const m of matchesOf(INSTITUT_OWN_NAME, text)) {
    const own = institutesOwnLength(m[1]);
    const end = m.index + m[0].length - m[1].length + own;
    if (own > 0 && !JOIN_AFTER.test(text.slice(end, end + 8))) add('Organization', m.index, end);
  }
  if (/Soci[ée]t[ée]/.test(text)) for (const m of matchesOf(SOCIETE_BY_TRADE, text)) {
    // The trade's joined words are written `{0,8}` so V8 compiles their long body once (upToUnrolledOnce); at least one is
    // needed. The words before them are never another "Société", so a match with none swallows no later company (h106rev3).
    if (m[2] === '') continue;
    if (m[1] === '' && FORM_JOIN.test(m[2])) continue;
    if (namedAgainInBrackets(text, m.index, m.index + m[0].length)) continue;
    add('Organization', m.index, m.index + m[0].length);
  }
  // "Tryg Forsikring", "Sparebanken Sør", "Fédération des producteurs de lait du Québec" (h70roles); a French fee named
  // in small letters ("Commission de gestion du Fonds") is no body, as COMMISSION_FEE says in capitals.
  for (const body of nordicAndFrenchBodies(text)) if (!COMMISSION_FEE_ANY_CASE.test(body.text) && !namedAgainInBrackets(text, body.begin, body.end)) add('Organization', body.begin, body.end);
}
/** A bank named in a Slavic language, its word in small letters after its own capitalised words. */
export function addSmallLetterBanks(text: string, add: AddName): void {
  if (HAS_SMALL_LETTER_BANK.test(text)) for (const m of matchesOf(SMALL_LETTER_BANK, text)) {
    const lead = LEADING.exec(m[0])?.[0].length ?? 0;
    if (m.index + lead < m.index + m[0].length && /\s/.test(m[0].slice(lead))) add('Organization', m.index + lead, m.index + m[0].length);
  }
}

/**
 * The Romance bodies and the module's other own patterns, for the build (scripts/build-regex-prefilter.mjs collects
 * every `…Patterns()` list): it writes their run sources (short runs written once, word boundaries, group ends), which
 * `runnable` and `matchesOf` run, so the process rewrites none of them (bench/log.md, "The cold classify, part 22").
 */
export function ownLanguageBodiesRunPatterns(): readonly RegExp[] {
  return [ROMANCE_BODY, SMALL_LETTER_BANK, INSTITUT_OWN_NAME, SOCIETE_BY_TRADE];
}
