/**
 * Parties who are people. A preamble's party slot may hold a person's name rather than a company's ("between Harbor
 * Lights Events Ltd ("Promoter") and Jane Doe ("Artist")", "AND Sean O'Brien, of 12 Quay Street (the "Agent")"): a
 * name of two to four name words, none of them a word companies and bodies are named by, is that party's Person
 * attribute where the preamble names it.
 */
import type { AttributeFound, ElementFacts } from './attributes.js';
import { INSTITUTION_HEADS, LOCAL_GOVERNMENT_WORDS } from './gazetteer.js';

/** A name word: "Sean", "O'Brien", "Mei-Ling", "McLeod", or in capitals ("PENROSE"). */
const NAME_WORD = /^(?:[A-Z](?:[a-z]+|['’](?=[A-Z]))(?:['’-][A-Z]?[a-z]+|[A-Z][a-z]+)*|[A-Z][A-Z'’-]+)$/;
/** Words that name companies, firms and bodies, never a person. */
const ORGANISATION_WORDS = new Set([
  ...INSTITUTION_HEADS, ...LOCAL_GOVERNMENT_WORDS, 'Trust', 'Partners', 'Partnership', 'Holdings', 'Group', 'Foundation', 'Club', 'Society', 'Services',
  'Systems', 'Solutions', 'Technologies', 'Technology', 'Capital', 'Ventures', 'Associates', 'Fund', 'Estate', 'Estates',
  'Properties', 'Enterprises', 'International', 'Industries', 'Consulting', 'Media', 'Labs', 'Studio', 'Studios', 'Bank',
  'Church', 'School', 'College', 'Hospital', 'Council', 'Committee', 'Agreement', 'Contract', 'Schedule', 'Annex',
].map((w) => w.toLowerCase()));

export function isPersonName(name: string): boolean {
  const words = name.trim().split(/\s+/);
  if (words.length < 2 || words.length > 4) return false;
  return words.every((w) => NAME_WORD.test(w) && !ORGANISATION_WORDS.has(w.toLowerCase()));
}

/** Adds an attribute found after the element's own reading, unless it overlaps one already there; keeps the order. */
export function addAttribute(facts: ElementFacts, attribute: AttributeFound): void {
  if (facts.attributes.some((a) => a.type !== 'DefinedTerm' && a.begin < attribute.end && attribute.begin < a.end)) return;
  facts.attributes.push(attribute);
  facts.attributes.sort((a, b) => a.begin - b.begin || a.end - b.end);
}
