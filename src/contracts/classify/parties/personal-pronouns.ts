/**
 * Personal pronouns across a document. A contract with one party who is a person and written about that person in the
 * third person ("The Nanny will look after the children. She must …", "The Artist … He may …") uses "she" or "he" for
 * that party all through, headings between or not, and after a sentence whose subject was the other party ("The
 * Employers will insure the car. She must use the car seats …"): "she" and "he" stand for no company and for no couple.
 * "They", with no party of its own sentence before it, stands for the contract's one party that is several people ("Thomas
 * and Priya Ashworth (together "the Employers")"): "They will reimburse her" opening a section (issue 18, h24s26n).
 */
import type { PartyRecord } from './party-record.js';
import { mentionIndexFrom, type PartyMention } from './party-lexicon.js';
import { isPersonName } from '../names/person-names.js';
import { endsInLegalForm } from './party-key.js';
import { escapeRegExp } from '../../../common/regexp.js';
import { matchesOf } from '../../../common/regex-matches.js';

/** The parties a personal pronoun may stand for in one document. */
export interface PersonalParties {
  /** The one party that is a single person: the antecedent of "she" and "he". */
  person?: string;
  /** The one party that is several people: the antecedent of "they" with none nearer. */
  plural?: string;
  /** The contract's parties that are no single person (companies, couples): no antecedent of "she" or "he". */
  impersonal: ReadonlySet<string>;
  /** Every party that is a single person, once each: two of them leave `person` unset (C315). */
  persons?: readonly string[];
  /** The pronoun the document's own words give a party that is a person, "he" or "she" (`genderedParties`, C315). */
  genders?: ReadonlyMap<string, 'he' | 'she'>;
}

/** Roles only a person holds, whatever name (or none) the preamble gives: "the Nanny", "the Employee". */
const PERSON_ROLE = /^(?:Nanny|Au Pair|Employee|Worker|Carer|Caregiver|Babysitter|Housekeeper|Tutor|Apprentice|Intern|Trainee|Artist|Performer|Musician|Model|Author|Illustrator|Photographer|Coach|Player|Athlete|Student|Pupil|Patient|Guest Artist)$/i;
/** A plural alias: "Employers", "Owners", "Tenants" (not "Business", "Status", "Analysis"); one test at its end only. */
const PLURAL_END = /[a-rt-z]s$/;
const isPluralAlias = (alias: string): boolean => /^[A-Z]/.test(alias) && !/[^\p{L} -]/u.test(alias) && PLURAL_END.test(alias) && !/(?:us|is)$/.test(alias);

/** The elements a preamble's parties are named in: its title, its opening sentence and up to six party items. */
const PREAMBLE_ELEMENTS = 8;
/** "(together, Contractor)", "(together "the Employers")", "(jointly referred to as the "Owners")": one alias for several. */
const TOGETHER_ALIAS = /\((?:together|jointly|collectively)\b[^()"“A-Z]{0,30}["“]?(?:the\s+)?([A-Z]\p{L}*(?:\s[A-Z]\p{L}*){0,2})["”]?\)/u;
/**
 * Two names joined by "and" ("Tom Fraser and Ellie Fraser"): the alias after them is two people's only when both have a
 * person's form. "Kestrel Farms Pty Ltd and Dubbo Holdings Pty Ltd (together, Owners)" and "fences, gates and grids
 * (collectively, Works)" name no couple (review hrev19). Each try is bounded (four words a side): linear.
 */
const NAMES_JOINED = /(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+){1,3})\s{1,3}and\s{1,3}(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+){1,3})/gu;
const namesPeople = (before: string): boolean =>
  [...matchesOf(NAMES_JOINED, before)].some((m) => [m[1], m[2]].every((name) => isPersonName(name) && !endsInLegalForm(name)));

/**
 * A possessive or reflexive that tells a person's sex: "his", "himself"; "herself", "her own" ("her" alone may be the
 * object of another party's verb: "The Owner pays her"). Literal words: linear.
 */
const GENDERED = /\b(?:(his|himself)|(herself|her\s{1,3}own))\b/gi;
/** Between a party and its possessive: another pronoun (which the possessive may stand for instead) or a clause's end. */
const PRONOUN_OR_STOP = /\b(?:he|she|him|her|his|hers|himself|herself|they|them|their|it|its|we|us|our|you|your|I|me|my)\b|[.;:]/i;
/** How far after the party's mention its possessive is read (characters). */
const GENDER_REACH = 100;
const GROUP_PARTY = /^(?:Both Parties|Multiple Parties|None)$/;
/**
 * The pronoun each person party takes, from the document's own words (C315; set 95's cause 3, issue 18, h121t95): a
 * possessive or reflexive after the party's mention, the nearest party before it, within its clause, with no other
 * pronoun between ("The Herder watches the pigs and brings them back to his pens", "If the Herder falls ill, his brother
 * …", "The Owner lets the Herder put his pigs …": the Herder is "he"). A party with both kinds of evidence takes none.
 */
export function genderedParties(texts: readonly string[], persons: readonly string[], find: (text: string) => readonly PartyMention[]): Map<string, 'he' | 'she'> {
  const tally = new Map<string, { he: number; she: number }>();
  for (const text of texts) {
    if (!/\b(?:his|himself|herself|her\s{1,3}own)\b/i.test(text)) continue;
    const mentions = find(text);
    for (const m of matchesOf(GENDERED, text)) {
      // The nearest mention ending before it, by binary search (mentions do not overlap): many possessives in a text
      // of many mentions stay linear.
      let k = mentionIndexFrom(mentions, m.index) - 1;
      if (k >= 0 && mentions[k].end > m.index) k--;
      const last = k >= 0 ? mentions[k] : undefined;
      if (last === undefined || last.negative || GROUP_PARTY.test(last.party) || !persons.includes(last.party)) continue;
      if (m.index - last.end > GENDER_REACH || PRONOUN_OR_STOP.test(text.slice(last.end, m.index))) continue;
      const count = tally.get(last.party) ?? { he: 0, she: 0 };
      if (m[1] !== undefined) count.he++;
      else count.she++;
      tally.set(last.party, count);
    }
  }
  const genders = new Map<string, 'he' | 'she'>();
  for (const [party, { he, she }] of tally) if ((he === 0) !== (she === 0)) genders.set(party, he > 0 ? 'he' : 'she');
  return genders;
}

/**
 * The person a "he" or "she" stands for among several people (C315): the one whose words give it that pronoun, or the
 * one left when every other is known to take the other pronoun. None when that does not pick one.
 */
function gendered(personal: PersonalParties, word: 'he' | 'she'): string | undefined {
  const persons = personal.persons ?? [];
  const genders = personal.genders;
  if (genders === undefined || persons.length < 2) return undefined;
  const same = persons.filter((p) => genders.get(p) === word);
  if (same.length > 0) return same.length === 1 ? same[0] : undefined;
  const open = persons.filter((p) => !genders.has(p));
  return open.length === 1 ? open[0] : undefined;
}

/**
 * The person, the plural party and the parties of a document, from the parties its preamble names. `knownPeople`: names the contract gives as people where the names lexicon may not know them (a party table's name cells
 * without a legal form, C320's "First | Batbayar Ganbold, herder of Tsagaannuur | the Camp Holder").
 */
export function personalParties(texts: readonly string[], records: readonly PartyRecord[], labelOf: (alias: string) => string, find?: (text: string) => readonly PartyMention[], knownPeople: ReadonlySet<string> = new Set()): PersonalParties {
  const persons: string[] = [];
  const plurals: string[] = [];
  const impersonal = new Set<string>();
  for (const record of records) {
    if (!record.alias) continue;
    const party = labelOf(record.alias);
    const named = record.mentions[0];
    // "(together "the Employers")", "(jointly, the "Owners")": the alias names two or more; so does one without quotes,
    // "(together, Contractor)", which a party slot now gives the people before it (issue 18, h27n32).
    const alias = escapeRegExp(record.alias);
    const bracket = new RegExp(String.raw`\((?:together|jointly|collectively)\b[^()"]{0,12}(?:"(?:the\s+)?${alias}"|(?:the\s+)?${alias}\s*\))`, 'i');
    // A person is named with a home town at most ("Dylan Okonkwo of Homer"); a name with a legal form is a company's.
    const company = named !== undefined && endsInLegalForm(named.text);
    const person = !company && (PERSON_ROLE.test(record.alias) || (named !== undefined && (knownPeople.has(named.text) || isPersonName(named.text.replace(/\s+of\s+.*$/, '')))));
    // A person's surname as the alias ("David Jones ("Jones")", "Ann Hughes ("Hughes")") ends in "s" without being plural.
    const surname = person && named !== undefined && named.text.split(/\s+/).includes(record.alias);
    if ((isPluralAlias(record.alias) && !surname) || (named !== undefined && bracket.test(texts[named.element] ?? ''))) {
      // Each of two people under one quoted alias is a record of its own: the party is one.
      if (!plurals.includes(party)) plurals.push(party);
      impersonal.add(party);
    } else if (person) persons.push(party);
    else impersonal.add(party);
  }
  // Two people named together under one alias that no record holds ("Tom Fraser and Ellie Fraser, trading as Fraser
  // Shearing, of Jamestown (together, Contractor)": people's names make no company record) are that party, quoted or not.
  for (const text of texts.slice(0, PREAMBLE_ELEMENTS)) {
    const together = TOGETHER_ALIAS.exec(text);
    const alias = together?.[1];
    if (alias === undefined || !namesPeople(text.slice(0, together?.index))) continue;
    const party = labelOf(alias);
    if (!plurals.includes(party) && !persons.includes(party) && !impersonal.has(party)) {
      plurals.push(party);
      impersonal.add(party);
    }
  }
  // Two people or more (a landowner and a herder): each takes the pronoun its own words give it (C315).
  const people = [...new Set(persons)].filter((p) => !impersonal.has(p));
  return {
    person: persons.length === 1 ? persons[0] : undefined,
    plural: plurals.length === 1 ? plurals[0] : undefined,
    impersonal,
    persons: people,
    genders: people.length > 1 && find !== undefined ? genderedParties(texts, people, find) : undefined,
  };
}

/**
 * Things English calls "she": a ship and its kin. "The Owner shall deliver the Vessel at Cowes. She shall be tight,
 * staunch and strong" speaks of the vessel, not of the charterer who is a person (hrev16): where the sentence before, or
 * the pronoun's own sentence before it, names one, "she" keeps the reading it had before the person rule.
 */
const SHE_THING = /\b(?:vessels?|ships?|yachts?|boats?|barges?|tankers?|tugs?|ferry|ferries|schooners?|ketch|cutter|narrowboats?|tugboats?)\b/i;

/**
 * The antecedent of a personal pronoun, given the one its own sentence (or lead-in) gives (`own`), the one the sentence
 * before gives (`previous`), both maybe none, and whether the pronoun opens its sentence: "she"/"he" → the document's
 * person when neither names a party, or the one read is a company or several people;
 * "they" opening a sentence → the plural party when neither names one. `before` is the text the pronoun follows (the
 * sentence before and its own sentence up to it), which may name a ship.
 */
export function personalAntecedent(pronoun: string, own: string | undefined, previous: string | undefined, opening: boolean, personal: PersonalParties | undefined, before = ''): string | undefined {
  const antecedent = own ?? previous;
  if (personal === undefined) return antecedent;
  const word = pronoun.toLowerCase();
  if (word === 'she' && SHE_THING.test(before)) return antecedent;
  // A party of its own sentence ("If Crew Member is discharged, he …") is the pronoun's, unless it is a company or several
  // people; so is the sentence before's.
  if ((word === 'she' || word === 'he') && personal.person !== undefined) {
    return antecedent === undefined || personal.impersonal.has(antecedent) ? personal.person : antecedent;
  }
  // Two people (C315): "She keeps the right to gather chestnuts" after "The Owner lets the Herder put his pigs …" is the
  // Owner where the Herder is "he" by the document's words, and "He may give the Owner a ham" after her sentence is the
  // Herder; a reading that names no person, a company or the person the other pronoun fits yields to the one person this
  // pronoun fits.
  if (word === 'she' || word === 'he') {
    const fits = gendered(personal, word);
    const other = gendered(personal, word === 'she' ? 'he' : 'she');
    if (fits !== undefined && (antecedent === undefined || personal.impersonal.has(antecedent) || (antecedent === other && other !== fits))) return fits;
  }
  if (word === 'they' && opening && antecedent === undefined) return personal.plural;
  return antecedent;
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function personalPronounsRunPatterns(): readonly RegExp[] {
  return [NAMES_JOINED, GENDERED];
}
