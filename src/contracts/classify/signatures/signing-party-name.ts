/**
 * A signature block headed by a party's name as the parties' clause wrote it, without its legal form ("Leeds, 9 April
 * 2034" / "Northfell Creamery", the clause "between Northfell Creamery Limited (the "Depositor") and …"): the
 * place-and-date line over it is that party's signing date, as over "For <party>" or over the name with its legal form
 * (issue 18, h67dates; facts set 37's cause 11). A capitalised line the parties' clause never wrote ("Schedule of
 * Rates", "Witness") names no party.
 */

/** A line of one to five capitalised words, no colon, no verb: "Northfell Creamery", "Käsereigenossenschaft Oberbalm". */
const NAME_LINE = /^\s*(\p{Lu}[\p{L}'’&.-]{0,40}(?:\s{1,3}(?:\p{Lu}[\p{L}'’&.-]{0,40}|of|and|de|la|du|der|von|&)){0,5})\s*$/u;
/** Where a contract gives its parties their aliases: "hereinafter", "referred to as", a quoted alias in parentheses. */
const ALIAS_GIVEN = /\bhereinafter\b|\breferred\s{1,3}to\s{1,3}as\b|\(\s{0,3}(?:the\s{1,3})?["“]/i;
/** The first elements read for the parties' clause (it stands near the top), and each one's first characters: a name
 * line is then tested against a bounded text, however many place-and-date lines a document holds. */
const PARTIES_CLAUSE_WITHIN = 40;
const CLAUSE_CHARACTERS = 1_500;
/** A name's word boundary: no letter or figure on either side. */
const WORD_EDGE = /[\p{L}\p{N}]/u;

/** Per document, the texts of its first elements that give aliases (the parties' clauses), read once. */
const CLAUSES = new WeakMap<readonly { text: string }[], string[]>();

/**
 * An alias on a line of its own names the party of the element above it: German drafting writes "Mr. Georg Anton Huber,
 * hop grower, …" / "– hereinafter "the Grower" –" (issue 18, h98fd; facts set 56's cause 7). A line this short gives
 * the alias and no name.
 */
const ALIAS_LINE_MAX = 60;

function partiesClauses(elements: readonly { text: string }[]): string[] {
  let texts = CLAUSES.get(elements);
  if (texts === undefined) {
    const first = elements.slice(0, PARTIES_CLAUSE_WITHIN).map((e) => e.text.slice(0, CLAUSE_CHARACTERS));
    texts = first.filter((t, k) => ALIAS_GIVEN.test(t) || (k + 1 < first.length && first[k + 1].length <= ALIAS_LINE_MAX && ALIAS_GIVEN.test(first[k + 1])));
    CLAUSES.set(elements, texts);
  }
  return texts;
}

/** Whether `name` stands in `text` as whole words. */
function writtenIn(text: string, name: string): boolean {
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    if (!WORD_EDGE.test(text[at - 1] ?? ' ') && !WORD_EDGE.test(text[at + name.length] ?? ' ')) return true;
  }
  return false;
}

/** Whether the element under `i` is a party's name as a parties' clause of the contract wrote it. */
export function partyNameBelow(elements: readonly { text: string }[], i: number): boolean {
  const below = elements[i + 1]?.text;
  if (below === undefined || below.length > 60) return false;
  const name = NAME_LINE.exec(below)?.[1];
  return name !== undefined && name.length >= 4 && partiesClauses(elements).some((text) => writtenIn(text, name));
}

