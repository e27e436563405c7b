/**
 * The person a preamble says a party acts through: "VIÑEDOS CORDILLERA SpA, …, represented by Mr. Andrés Fuentes Rojas,
 * …", "ASCENSORES LEVANTE, S.L., represented by its Director General, Mr. Jean Dupont", "UAB Baltų Medis, represented
 * by its Director Tomas Kazlauskas" (civil-law preambles in English: Latin American, Spanish, French and African,
 * Eastern European). That person is the party's contact, whatever the signature block prints under the party's heading
 * (a name alone, initials, a shorter name): facts sets 8, 10, 12, 13, 16, 17, 20 and 21 miss such contacts, and every
 * preamble representative in facts sets 1–28 that names a person is an expected contact (issue 18, h39a).
 * The words after "represented by" are read as a post, then a courtesy title, then the name; a body ("represented by the
 * Department of Health") names no person and gives none. Each piece is bounded: linear.
 */
import { POST_TITLES, SOLE_TRADER_FORM_PATTERN, SOLE_TRADER_INITIALS } from '../lexicon/gazetteer.js';
import { COURTESY_BEFORE_NAME, COURTESY_EITHER_CASE_BEFORE_NAME } from '../lexicon/courtesy-titles.js';
import { ACTS_FOR } from './preamble-words.js';
import { REPRESENTATIVE_POST_WORDS } from '../lexicon/board-offices.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { PARTICLE_WORD } from '../signatures/signer-lines.js';
import { isPatronymicParticle } from '../names/person-names.js';
import { OWNER_RUN_DESCRIPTION } from '../lexicon/owner-run-business.js';

export interface Representative {
  name: string;
  /** The post the preamble gives ("Director General"), else "representative". */
  role: string;
  /** Where "represented by" opens in the text: the party it represents is named before it. */
  index: number;
}

// A form's field writes it with a colon: "Represented by: Ms. Chloe Bennett          Position: Director" (h42f30).
const REPRESENTED_BY = /\b(?:duly\s{1,3})?represented\s{1,3}(?:herein\s{1,3})?by\s{0,3}:?\s{1,3}/gi;
/** Where the representative's words end: a semicolon, a bracket, "hereinafter", "acting", "national ID", "who", a gap. */
// Southern African drafting gives the post after the name: "duly represented by Mr Johannes Petrus Venter in his capacity
// as Director" (facts set 37's cause 2, h67names): the name ends at "in his capacity".
// A form's next field on the same line ("…Bennett          Position: Director", its spaces folded by the reader) ends
// it too: a word and its colon.
// The authority the representative acts under ends it as well: "legally represented by Ms. Carla Rocha Vaca by power of
// attorney No. 12/2030", "under a power of attorney dated …", "pursuant to a resolution of …", "by virtue of …" (facts
// set 38's cause 5, h70roles): the name stops before the tail, whose number or date would else break the name.
const REPRESENTATIVE_END = /\s{0,3}(?:\b[a-z]{2,20}\s{0,2}:|;|\(|\)|\bhereinafter\b|\bacting\b|\b(?:by|under)\s{1,3}(?:(?:a|the|its|his|her|their)\s{1,3})?(?:(?:general|special|notarial|notarized|notarised)\s{1,3})?(?:powers?\s{1,3}of\s{1,3}attorney|proxy|mandate)\b|\bpursuant\s{1,3}to\b|\bby\s{1,3}virtue\s{1,3}of\b|\bwho\b|\bas\s{1,3}(?:per|its|the)\b|\bwith\s{1,3}(?:national|unlimited|full)\b|\bnational\b|\bidentity\b|\bholder\b|\bof\s{1,3}legal\s{1,3}age\b|\bin\s{1,3}(?:his|her|their|its)\s{1,3}capacity\b)/i;
/**
 * A sole trader after the "and": "represented by Director Petrov Ivan, and Individual Entrepreneur Serikova Aigul (IIN …)",
 * "…, and IE Morozov Pavel", "…, and Morozov Pavel, an individual entrepreneur, hereinafter …" (Russian and other CIS
 * drafting; facts set 44's cause 2, h78f44p): the next party, who acts in person, not a second representative of the first.
 * The forms written out in any case, their initials as written; bounded: linear.
 */
const SOLE_TRADER_FORM = new RegExp(String.raw`(?:^\s{0,3}(?:the\s{1,3})?|,\s{0,3}(?:an?\s{1,3})?)(?:${SOLE_TRADER_FORM_PATTERN})\b`, 'i');
const SOLE_TRADER_INITIAL = new RegExp(String.raw`^\s{0,3}(?:${SOLE_TRADER_INITIALS.join('|')})\s`);
const isSoleTrader = (part: string): boolean => SOLE_TRADER_FORM.test(part) || SOLE_TRADER_INITIAL.test(part);
/**
 * A post after its article, then its gloss in brackets ("its chairman (Obmann)"): group 1 the article and the post,
 * group 2 the post alone. The two glossed patterns below open with it (one home, h120left). Anchored, bounded: linear.
 */
const GLOSSED_POST = String.raw`^((?:(?:its|their|the|his|her)\s{1,3})?(\p{L}[\p{L} -]{0,40}?))\s{0,3}\(\p{L}[\p{L} -]{0,30}\)`;
/**
 * A post's title in the drafting's own language, bracketed after the post and before the comma: "represented by its
 * chairman (Obmann), Josef Praxmarer" (Austrian drafting in English; facts set 54's cause 5, h93fp). The bracket is no
 * end of the representative's words: the name after it is read as without it. Anchored, bounded: linear.
 */
const POST_GLOSS = new RegExp(String.raw`${GLOSSED_POST}(?=\s{0,3},)`, 'u');
/**
 * A post in the drafting's own words, its gloss bracketed, then the person's courtesy title: "represented by its Rangbah
 * Shnong (headman) Shri Bankit Khongjee, hereinafter …" (a Khasi village council's headman, Indian drafting; facts set
 * 76's cause 4, issue 18, h119q76). The post's words are capitalised as a name's are, and the bracket ended the
 * representative's words before the name: the title after the bracket tells the name from the post. Anchored, bounded:
 * linear.
 */
const POST_GLOSS_THEN_TITLE = new RegExp(String.raw`${GLOSSED_POST}\s{1,3}`, 'u');
/** The "and" between two representatives' entries. */
const JOINED_REPRESENTATIVES = /,?\s{1,3}and\s{1,3}/;
const ARTICLE = /^(?:its|their|the|his|her)\s{1,3}/i;
// A lawyer's or a Romance-language courtesy title ("its attorney Maître Claire Fontaine", "Sra. Ana Ruiz") is no part of
// the name either (hrev29: the block's "C. Fontaine" was replaced by "Maître Claire Fontaine"). Nor are the shared titles
// (courtesy-titles.ts), several in a row: "its director Ing. Agr. Martín Suárez" is Martín Suárez (h73f39n).
const OWN_COURTESY = String.raw`(?:Ato|Ma[iî]tre|Mme|Mlle|Sr|Dña|Herr|Frau|Adv)\.?\s{1,3}`;
const COURTESY = new RegExp(String.raw`^(?:${OWN_COURTESY})?${COURTESY_BEFORE_NAME}(?<=\s)`, 'u');
/** The words of a post, capitalised or not ("Executive Director", "Chairman of the Board", "attorney-in-fact"). */
const POST_WORDS: ReadonlySet<string> = new Set(REPRESENTATIVE_POST_WORDS.map((w) => w.toLowerCase()));
/** The words that end a post ("Officer", "Director"): a chunk ending in one is no name. */
const POST_TITLE_WORDS: ReadonlySet<string> = new Set(POST_TITLES.map((w) => w.toLowerCase()));
/** A name's word: capitalised letters, an inner apostrophe or hyphen, an initial's dot; or a surname's particle. */
const NAME_WORD = /^(?:\p{Lu}[\p{L}'’-]*\.?|\p{Lu}\.(?:\p{Lu}\.){0,2})$/u;

/** The representatives a preamble's text names, each with the post the text gives it. */
export function representativesIn(text: string, isName: (name: string) => boolean): Representative[] {
  const out: Representative[] = [];
  for (const m of matchesOf(REPRESENTED_BY, text)) {
    if (out.length >= 8) break; // a preamble names a few; a text of "represented by" over and over is no preamble
    const raw = text.slice(m.index + m[0].length, m.index + m[0].length + 160);
    const titled = glossedPostThenTitled(raw);
    if (titled !== undefined) {
      if (isName(titled.name)) out.push({ ...titled, index: m.index });
      continue;
    }
    const words = upTo(raw.replace(POST_GLOSS, '$1'), REPRESENTATIVE_END);
    const parts = words.split(JOINED_REPRESENTATIVES);
    // Two officers each after its post ("represented by its President Mr. Alan Price and its Treasurer Mr. Brian Cole"):
    // the whole reads as no name, its first part as the first officer; facts sets 12, 15, 21 and 22 expect both
    // representatives as contacts (issue 18, h72sig).
    const found = readRepresentative(words.replace(ARTICLE, '')) ?? (parts.length === 2 ? readRepresentative(parts[0].replace(ARTICLE, '')) : undefined);
    if (found && isName(found.name)) out.push({ ...found, index: m.index });
    // Two representatives joined by "and" ("represented by: Szabó Anna, chief information officer, and Nagy Gábor, chief
    // financial officer"): the second is a contact too, when the first part names a person of its own (h42f30).
    if (found && parts.length === 2 && !isSoleTrader(parts[1]) && readRepresentative(parts[0].replace(ARTICLE, ''))?.name === found.name) {
      const second = readRepresentative(parts[1].replace(ARTICLE, ''));
      if (second && second.name !== found.name && isName(second.name)) out.push({ ...second, index: m.index });
    }
  }
  return out;
}

/**
 * The owner a business with no legal form is described as run by: "Ti Bara, sole trader (EI) run by Mr. Alan Morvan, …",
 * "HARBOUR MARINE REPAIRS, a business owned and operated by Mr Semu …" (company-names.ts OWNER_RUN_BUSINESS reads the
 * business as the party, from the same words: lexicon/owner-run-business.ts). The person is its contact, as a representative
 * is (facts sets 43 and 75; issue 18, h119q75). The match opens at the comma after the business's name. Bounded blanks: linear.
 */
const RUN_BY = new RegExp(OWNER_RUN_DESCRIPTION, 'gu');
/** Where the owner's words end after "run by": a comma's next chunk is the business's trade or address, not the name. */
const OWNER_END = /[,;()]|\s(?:of|at|in|trading|hereinafter)\s/;

/** The owners a preamble's text names after ", (a) sole trader|business run/owned/operated by", each with where the description's comma is. */
export function ownersIn(text: string, isName: (name: string) => boolean): Representative[] {
  const out: Representative[] = [];
  for (const m of matchesOf(RUN_BY, text)) {
    if (out.length >= 8) break;
    const found = readRepresentative(upTo(text.slice(m.index + m[0].length, m.index + m[0].length + 80), OWNER_END));
    if (found && isName(found.name)) out.push({ name: found.name, role: 'owner', index: m.index });
  }
  return out;
}

/**
 * A person who opens a party's slot with her particulars and then acts for a company: "Of the other part, DOÑA ANTÍA
 * VÁZQUEZ BARREIRO, of legal age, resident in Cambados, …, acting in the name and on behalf of the company "MEXILLÓNS DA
 * ILLA, S.L.", …, in her capacity as its sole director, hereinafter THE BUYER." (Spanish, Galician and Latin American
 * notarial drafting). The company after the words is the slot's party (slot-names.ts ON_BEHALF), the person its contact,
 * her post from "in her|his capacity as (its) <post>" (facts set 65's cause 6, issue 18, h105q65). The name opens the
 * slot: after a side's words ("Of the other part,"), "between", "and" or the text's start, perhaps after a courtesy
 * title; two to five capitalised words, then a comma and up to 240 characters with no bracket, quote or semicolon before
 * the words. Bounded: linear.
 */
const PERSON_ACTING_FOR = new RegExp(String.raw`(?:^|(?<![\p{L}])(?:part|side|[Bb]etween|and)\s{0,3},?\s{1,3})${COURTESY_EITHER_CASE_BEFORE_NAME}(\p{Lu}[\p{L}'’-]{1,30}(?:\s{1,3}\p{Lu}[\p{L}'’-]{1,30}){1,4}),[^;()"“”]{0,240}?${ACTS_FOR}\s{1,3}`, 'gu');
/** "in her capacity as (its|the) sole director": the post the person acts in. Bounded: linear. */
const IN_CAPACITY_AS = /\bin\s{1,3}(?:his|her|their)\s{1,3}capacity\s{1,3}as\s{1,3}(?:(?:its|the|their)\s{1,3})?([\p{L}-]{2,30}(?:\s{1,3}[\p{L}-]{2,30}){0,3}?)(?=\s{0,3}(?:[,;.(]|hereinafter|$))/iu;

/** The persons who open a slot and act for the company after them ("…, acting in the name and on behalf of …"), each with where that company's name begins. */
export function actingForIn(text: string, isName: (name: string) => boolean): (Representative & { after: number })[] {
  const out: (Representative & { after: number })[] = [];
  if (!/\bacting\b|\bin\s+the\s+name\b/i.test(text)) return out;
  for (const m of matchesOf(PERSON_ACTING_FOR, text)) {
    if (out.length >= 8) break;
    if (!isName(m[1])) continue;
    const post = IN_CAPACITY_AS.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 400));
    out.push({ name: m[1], role: post?.[1] ?? 'representative', index: m.index, after: m.index + m[0].length });
  }
  return out;
}

/** The person after a glossed post and a courtesy title ("Rangbah Shnong (headman) Shri Bankit Khongjee"), with that post. */
function glossedPostThenTitled(words: string): { name: string; role: string } | undefined {
  const glossed = POST_GLOSS_THEN_TITLE.exec(words);
  if (glossed === null) return undefined;
  const after = words.slice(glossed[0].length);
  if (!COURTESY.test(after)) return undefined;
  const person = readRepresentative(upTo(after, REPRESENTATIVE_END));
  return person === undefined ? undefined : { name: person.name, role: glossed[2].trim() };
}

/** `words` up to where `end` first matches (all of them when it does not): a representative's or an owner's words. */
function upTo(words: string, end: RegExp): string {
  const found = end.exec(words);
  return words.slice(0, found ? found.index : words.length);
}

/** The post and the name in "Director General, Mr. Jean Dupont", "Director Tomas Kazlauskas", "Ms. Ana Ruiz". */
function readRepresentative(words: string): { name: string; role: string } | undefined {
  const chunks = words.split(',').map((c) => c.trim()).filter((c) => c.length > 0);
  let post: string[] = [];
  for (const chunk of chunks.slice(0, 2)) {
    const tokens = chunk.split(/\s{1,3}/);
    let i = 0;
    // The post's words first (a courtesy title ends it); "of" and "the" inside a post ("Chairman of the Board"), and the
    // words in small letters a post goes on with ("the president of the cooperative Ante Perić", "the director of the
    // company Jan Novák": a name's words are capitalised, but for its particles, h73f39n).
    while (i < tokens.length && !COURTESY.test(`${tokens[i]} `) && (POST_WORDS.has(tokens[i].toLowerCase()) || (post.length + i > 0 && (/^(?:of|the|and)$/i.test(tokens[i]) || (/^\p{Ll}/u.test(tokens[i]) && !PARTICLE_WORD.test(tokens[i])))))) i++;
    post = [...post, ...tokens.slice(0, i)];
    // A post left open ("Head of Trust Services Farid Aliyev") cannot be told from the name: none read.
    if (/^(?:of|the|and)$/i.test(post[post.length - 1] ?? '') && i < tokens.length) return undefined;
    // The sentence's stop after the name ("… Mr Martín Gómez Paz.") is no part of it; an initial's dot is.
    const nameText = tokens.slice(i).join(' ').replace(COURTESY, '').replace(/(\p{L}{2,})\.$/u, '$1');
    const name = nameText.split(' ');
    if (name.length === 0 || nameText === '') continue;
    // A chunk that ends in a post's title is the post, its other words the post's own ("its Chief Customer Officer, Hamish
    // Ngata", "its Group Finance Director, Tom Hale"): the name is in the next chunk (hrev29: "Customer Officer" was read
    // as a name).
    if (POST_TITLE_WORDS.has(name[name.length - 1].toLowerCase()) && post.length + name.length <= 6) {
      post = [...post, ...name];
      continue;
    }
    // A Turkic patronymic's particle is a name's word in small letters too ("its director, Elnur Tahir oğlu Məmmədov").
    if (name.length < 2 || name.length > 5 || !name.every((w) => NAME_WORD.test(w) || PARTICLE_WORD.test(w) || isPatronymicParticle(w)) || !NAME_WORD.test(name[name.length - 1])) return undefined;
    return { name: nameText, role: post.length > 0 ? post.join(' ') : 'representative' };
  }
  return undefined;
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function representativeContactsRunPatterns(): readonly RegExp[] {
  return [REPRESENTED_BY, PERSON_ACTING_FOR, RUN_BY];
}
