/**
 * Definitions: an element that opens with a term in quotes (or a capitalised term) followed by "means",
 * "shall mean", "has the meaning", "refers to", ... defines that term. The defined terms are the
 * element's DefinedTerm attributes; the element's type is Definition with party None.
 */
import { ROLE_WORDS } from '../lexicon/roles.js';
import { leadLength, type Span } from '../text/text.js';
import { matchesOf } from '../../../common/regex-matches.js';

export interface DefinitionFound {
  /** The defined terms, quotes excluded: `"Statement of Work" or "SOW" means` gives two. */
  terms: Span[];
  /** Whether a defining verb follows (a bare `"X" is ...` defines without naming a DefinedTerm). */
  explicit: boolean;
}

/** A quoted term at the start, after an optional article: `"Services" means`, `The "Engineer" is the person ...`. */
// In double quotes the term may hold an apostrophe, as a possessive does: `"Bank's Sale Price" means …`.
const QUOTED = /^(?:the\s+)?(?:"\s*([^"]{1,80}?)\s*"|'\s*([^"']{1,80}?)\s*')/i;
const ALSO = /^\s*(?:\(\s*)?(?:or|and|,)\s*(?:"\s*([^"]{1,80}?)\s*"|'\s*([^"']{1,80}?)\s*')\s*\)?/;
const VERB = /^\s*(?:,\s*)?(?:in\s+respect\s+of\s+[^,]{1,60},\s*)?(?:shall\s+mean|means?|shall\s+have\s+the\s+meaning|has\s+the\s+meaning|have\s+the\s+meanings?|refers?\s+to|shall\s+refer\s+to|is\s+defined|are\s+defined|shall\s+be\s+construed|shall\s+include|includes)\b/i;
const UNCLOSED = /^"\s*((?:[A-Z][A-Za-z-]*\s+){0,5}[A-Z][A-Za-z-]*)(?=\s+(?:shall\s+mean|means)\b)/;
const LOOSE = /^\s*(?:is|are)\s+(?:the|a|an|any|all)\b/i;
/**
 * A quoted term set off by a dash or a colon from a meaning that opens with an article, as a definitions table or list
 * writes its rows: `"Exit Period" – the period starting …`, `"Asset Register": a list of …`, or by a table's cell
 * boundary (`"Event Day" | any day on which …`; issue 18, h111att, set 10). The article keeps out a quoted label with
 * a note after it (`"AS IS" - see clause 9`).
 */
const ROW_MEANING = /^\s*[-–—:|]\s*(?:the|a|an|any|all|each|every)\s/i;
/**
 * Unquoted, as Australian and some UK drafting writes them: "Territory means …", "GST has the meaning given in …", up
 * to five capitalised words, each after at most two small joining words ("Date for Practical Completion", "Bill of
 * Quantities", "Notice to Proceed"): a term's words are capitalised but its joining words are not.
 */
const CAPITALISED = /^([A-Z][A-Za-z-]*(?:\s+(?:(?:of|for|to|and|or|the|in|on|under)\s+){0,2}[A-Z][A-Za-z-]*){0,4})(?=\s+(?:shall\s+mean|means|(?:has|have)\s+the\s+meanings?\s+(?:given|set\s+out|ascribed|assigned)\b))/;

/**
 * "In this Agreement,", "For the purposes of this Clause,", "In these Terms:" (or no comma: "In these terms "you" means")
 * before a quoted term that is capitalised as defined terms are ("Disclosing Party"), or a pronoun ("you", "we", "us");
 * a quoted ordinary phrase after it ("newly created") is a local gloss.
 */
const DEFINES_WHERE = /^(?:in|for\s+the\s+purposes?\s+of)\s+(?:this|these)\s+(?:[A-Z]?[a-z]+\s+){0,2}?(?:sub-?)?(?:agreement|terms|conditions|clause|section|schedule|contract|licence|license|lease|deed|addendum|annex(?:ure)?|appendix|exhibit|order)(?:\s+\d+(?:\.\d+)*)?\s*(?:[,:]\s*)?(?=")/i;
/**
 * The same phrase before an unquoted term ("1.1 In this lease, Business Day means a day that …", as Australian drafting
 * writes it): the term after it is read as `CAPITALISED` reads one opening the clause (issue 18, h30n40).
 */
const DEFINES_WHERE_UNQUOTED = new RegExp(DEFINES_WHERE.source.replace(/\(\?="\)$/, ''), 'i');
/**
 * The same phrase naming the document by a noun of its own ("In this MOU,", "In this letter,", "In these conditions,", "In
 * this booking note,"): one to three words after "this" or "these". Read only where a quoted capitalised term and a
 * defining verb follow (`framedByOwnNoun`), so "In this case "Z" is …" stays no definition. Bounded words: linear.
 */
const DEFINES_WHERE_ANY_NOUN = /^(?:in|for\s+the\s+purposes?\s+of)\s+(?:this|these)\s+(?:[\p{L}-]{1,30}\s+){0,2}[\p{L}-]{1,30}\s*(?:[,:]\s*)?(?="\s*\p{Lu})/iu;

/**
 * A row of a definitions table or list, written "Term: meaning" ("Service Hours: 7:00 a.m. to 9:00 p.m. …",
 * "Priority 1 Incident: an Incident that …"): up to six capitalised words (or figures, joined by "of", "and", "for",
 * "to", "or", "the") before a colon. Read only under a heading that names the definitions: elsewhere the same shape
 * is a field of a form ("Address: 4 Canal Street") or a run-in heading.
 */
const DEFINITION_ROW = /^((?:[A-Z][A-Za-z'-]*|\d{1,3})(?: (?:[A-Z][A-Za-z'-]*|\d{1,3}|of|and|for|to|or|the)){0,5}):\s+(?=\S)/;
/**
 * A heading that names a contract's definitions: "1. Definitions", "Article 1 - Definitions and Interpretation", "Defined
 * Terms". The word opens the heading, after its number: "12. Governing Law and Interpretation" is about the law (its
 * rows "Jurisdiction: …" are no definitions; review hrev6). The blanks after "Article" are all taken (`(?=\S)`): the
 * heading's own `\s*` after the optional number would split them with `\s+` every way (quadratic, session 59).
 */
export const DEFINITIONS_HEADING = /^(?:(?:article|section|clause|part|schedule|annex|appendix)\s+(?=\S))?(?:\d{1,3}(?:\.\d{1,3})*\.?|[ivxlc]{1,6}\.?|[a-z][.)])?\s*(?:[-–—:.)]\s*)?(?:definitions?|interpretation|defined\s+terms|glossary)\b/i;
/** Rows under the definitions that define nothing: a note or an example ("Note: clause 4 applies …"). */
const NOT_A_TERM = /^(?:The|This|That|It|Each|Any|Such|In|For|Where|Unless|Notes?|Examples?|Illustrations?)\b/;

/**
 * The definition an element makes, or undefined. `text` must have straight quotes (see `foldQuotes`);
 * `inDefinitions` when the element stands under a heading that names the definitions.
 */
export function findDefinition(text: string, inDefinitions = false): DefinitionFound | undefined {
  const lead = leadLength(text);
  // "In this Agreement, "Disclosing Party" means ...": a phrase naming where the definition holds may open it.
  const where = DEFINES_WHERE.exec(text.slice(lead))?.[0].length ?? framedByOwnNoun(text.slice(lead));
  // A pronoun the terms define ("In these terms "you" means the person …") is a defined term though not capitalised.
  const at = lead + (where > 0 && /^"\s*(?:[A-Z]|(?:you|we|us)")/.test(text.slice(lead + where)) ? where : 0);
  const rest = text.slice(at);
  const q = QUOTED.exec(rest);
  if (q) {
    const terms: Span[] = [termSpan(at, q[0], q[1] ?? q[2])];
    let tail = rest.slice(q[0].length);
    let offset = at + q[0].length;
    for (let more = ALSO.exec(tail); more; more = ALSO.exec(tail)) {
      terms.push(termSpan(offset, more[0], more[1] ?? more[2]));
      offset += more[0].length;
      tail = tail.slice(more[0].length);
    }
    if (VERB.test(tail)) return { terms: [...terms, ...laterTerms(text, offset)], explicit: true };
    if (ROW_MEANING.test(tail) && /^[A-Z]/.test(q[1] ?? q[2])) return { terms, explicit: true };
    if (LOOSE.test(tail)) return { terms: [], explicit: false };
    return undefined;
  }
  // A quote the layout lost on one side: `"Force Majeure Event means ...`.
  const open = UNCLOSED.exec(rest);
  if (open) return { terms: [{ begin: at + open[0].indexOf(open[1]), end: at + open[0].indexOf(open[1]) + open[1].length }], explicit: true };
  const c = CAPITALISED.exec(rest);
  if (c && !/^(?:The|This|That|It|Each|Any|Such)\b/.test(c[1])) return { terms: [{ begin: at, end: at + c[1].length }], explicit: true };
  const unquoted = where === 0 ? DEFINES_WHERE_UNQUOTED.exec(text.slice(lead))?.[0].length ?? 0 : 0;
  const u = unquoted > 0 ? CAPITALISED.exec(text.slice(lead + unquoted)) : null;
  if (u && !/^(?:The|This|That|It|Each|Any|Such)\b/.test(u[1])) return { terms: [{ begin: lead + unquoted, end: lead + unquoted + u[1].length }], explicit: true };
  const row = inDefinitions ? DEFINITION_ROW.exec(rest) : null;
  if (row && !NOT_A_TERM.test(row[1]) && !SIGNATURE_BY.test(row[1]) && !partyField(row[1], rest.slice(row[0].length))) return { terms: [{ begin: at, end: at + row[1].length }], explicit: true };
  return undefined;
}

/** The length of `DEFINES_WHERE_ANY_NOUN` opening `text` where a quoted term and a defining verb follow it, else 0. */
function framedByOwnNoun(text: string): number {
  const frame = DEFINES_WHERE_ANY_NOUN.exec(text)?.[0].length ?? 0;
  const q = frame > 0 ? QUOTED.exec(text.slice(frame)) : null;
  return q && VERB.test(text.slice(frame + q[0].length)) ? frame : 0;
}

/**
 * The definitions a sentence goes on to make after its first (`"KPIs" means the indicators in Schedule 2, and "Service
 * Credit" means a deduction …`): each quoted, capitalised term after a comma or a semicolon (and perhaps "and") and
 * before "means" / "shall mean" is a DefinedTerm as the first is (issue 18, h31a42). Each match is bounded: linear.
 */
// "and" alone joins the next one too (`"Company" means Al Noor Tents W.L.L. and "Customer" means the person …`; issue 18,
// h87na): a quoted term before "means" after it opens a definition of its own, whatever the comma.
const LATER_TERM = /(?:[,;]\s{1,3}(?:and\s{1,3})?|\sand\s{1,3})"([A-Z][^"]{0,79})"\s{1,3}(?:shall\s{1,3}mean|means)\b/g;
function laterTerms(text: string, from: number): Span[] {
  const rest = text.slice(from);
  if (!rest.includes('"')) return [];
  return [...matchesOf(LATER_TERM, rest)].map((m) => {
    const begin = from + m.index + m[0].indexOf('"') + 1;
    return { begin, end: begin + m[1].length };
  });
}

/**
 * A signature row under the definitions that close a contract: the party's name, then the "By:" its signer's line opens
 * with ("NORTHGATE HARBOUR TRUST By: Ms. Ada Quinn, Secretary"). The row's words before the colon end in "By": no term.
 */
const SIGNATURE_BY = /\sBy$/i;

/**
 * A signature or party field under the definitions ("LANDLORD: Dorothy Vance", "Tenant: Prairie Farms, LLC By: …"): a
 * role word, then a name, not a meaning (which opens with an article). A contract whose definitions close it is signed
 * right after them; the row names who signs, it defines nothing.
 */
function partyField(term: string, value: string): boolean {
  return ROLE_SET.has(term.toLowerCase()) && !/^(?:the|a|an|any|all|each|every)\s/i.test(value);
}
const ROLE_SET = new Set(ROLE_WORDS.map((w) => w.toLowerCase()));

function termSpan(offset: number, whole: string, inner: string): Span {
  const begin = offset + whole.indexOf(inner);
  return { begin, end: begin + inner.length };
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function definitionsRunPatterns(): readonly RegExp[] {
  return [LATER_TERM];
}
