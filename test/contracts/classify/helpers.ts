import { categoryEvidence } from '../../../src/contracts/classify/categories/categories.js';
import { classifyContract, type ElementInput } from '../../../src/contracts/classify/index.js';
import { expectAnswers, readOrError } from './cue-tables.js';

/** Sentences as elements (kind `sentence` unless given). */
export const elements = (...items: (string | ElementInput)[]): ElementInput[] =>
  items.map((x) => (typeof x === 'string' ? { text: x, kind: 'sentence' } : x));

/** The type labels of each element, as `Nature/Party` strings. */
export const typesOf = (...items: (string | ElementInput)[]): string[][] =>
  classifyContract(elements(...items)).elements.map((e) => e.types.map((t) => `${t.label.nature}/${t.label.party}`));

/** The categories of each element. */
export const categoriesOf = (...items: (string | ElementInput)[]): string[][] =>
  classifyContract(elements(...items)).elements.map((e) => e.categories.map((c) => c.label));

/** The attributes of one text as `Type:text`. */
export const attributesOf = (text: string): string[] =>
  classifyContract(elements(text)).elements[0].attributes.map((a) => `${a.type}:${text.slice(a.begin, a.end)}`);

/** Each element's types (`Nature/Party`) and its attributes as `Type:text` (an attribute's own element's text). */
export const typesAndAttributesOf = (...items: (string | ElementInput)[]) => {
  const inputs = elements(...items);
  return classifyContract(inputs).elements.map((e, i) => ({
    types: e.types.map((t) => `${t.label.nature}/${t.label.party}`),
    attributes: e.attributes.map((a) => `${a.type}:${inputs[a.element ?? i].text.slice(a.begin, a.end)}`),
  }));
};

/** A preamble naming two parties, to put before the clauses under test. */
export const PREAMBLE = 'This Services Agreement is made between Northwind Traders Ltd ("Customer") and Contoso Consulting LLC ("Supplier").';

/** The cue a sentence holds for `category`, read in its sense and under no title (true, 'strong'); undefined for none. */
export const cueOf = (category: string, text: string) => categoryEvidence(text, undefined).find((e) => e.category === category)?.cue;

/** Whether the sentence holds a cue word of the category (read in its sense). */
export const hasCue = (category: string, text: string): boolean => Boolean(cueOf(category, text));

/** Two parties with common roles, the preamble most clause tests put first. */
export const TWO_PARTIES = 'This Agreement is made between Alder Ltd ("Customer") and Birch Ltd ("Supplier").';

/** How {@link clauseCategories} sets out its one clause. */
export interface ClauseSetting {
  /** The sentence naming the parties, first (default {@link TWO_PARTIES}). */
  readonly preamble?: string;
  /** A title element between the preamble and the clause. */
  readonly title?: string;
  /** The clause's element kind (default `sentence`). */
  readonly kind?: ElementInput['kind'];
}

/**
 * The categories of one clause read in a contract of its own: the preamble, the title if any, then the clause (the set-up
 * the category tests repeated file by file). In the order of the closed set, as the classifier gives them.
 */
export function clauseCategories(text: string, { preamble = TWO_PARTIES, title, kind = 'sentence' }: ClauseSetting = {}): string[] {
  const inputs: ElementInput[] = [{ kind: 'sentence', text: preamble }, ...(title === undefined ? [] : [{ kind: 'title' as const, text: title }]), { kind, text }];
  return classifyContract(inputs).elements[inputs.length - 1].categories.map((c) => c.label);
}

/** A clause, the categories it must read as (in the closed set's order), and, when it differs from the table's, its setting. */
export type ClauseRow = readonly [text: string, categories: readonly string[], setting?: ClauseSetting];

/**
 * Asserts that each row's clause reads as its categories ({@link clauseCategories}, under `setting` unless the row gives
 * its own): the table the category tests wrote as one `expect` a clause. Every row is read; a failure lists the clauses
 * read otherwise, each beside what it read as.
 */
export function expectCategories(rows: readonly ClauseRow[], setting: ClauseSetting = {}): void {
  expectAnswers(rows.map(([text, want, own]) => ({ text, want, got: readOrError((t) => clauseCategories(t, own ?? setting), text) })));
}
