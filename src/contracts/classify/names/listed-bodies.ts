/**
 * Bodies from the gazetteer's list (KNOWN_BODIES): regulators' initials and coined short names, never an Incoterm
 * ("FCA"), a body cited inside an act's citation, a treaty, a compound or a longer name's part.
 */
import { ISLAND_LEGISLATURES, COINED_SHORT_BODIES, KNOWN_BODIES, REGULATOR_INITIALS } from '../lexicon/gazetteer.js';
import type { AddName } from './name-grammar.js';
import { NAME_LETTERS } from '../lexicon/name-letters.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { longestFirstAlternation } from '../../../common/regexp.js';

const alt = longestFirstAlternation;
const REGULATOR_SET: ReadonlySet<string> = new Set(REGULATOR_INITIALS);
const ISLAND_LEGISLATURE_SET: ReadonlySet<string> = new Set(ISLAND_LEGISLATURES);
/** The capitalised word right before a body's initials, and the words that may stand so at a sentence's start. */
const CAPITALISED_BEFORE = /(?<!\p{L})(\p{Lu}[\p{L}.-]*)\s+$/u;
const FUNCTION_WORD = /^(?:The|A|An|Any|By|To|With|And|Or|Of|If|In|Under|Where|Each|Every|No|Neither|Either|Both|Nor)$/;
/** An act's kind before the bracket that holds its body: "Regulation (", "Directive (", "Decision (". */
const ACT_BEFORE_BRACKET = /\b(?:Regulation|Directive|Decision|Implementing\s{1,3}Regulation|Delegated\s{1,3}Regulation)\s{0,2}\($/;
/** A treaty's head word right after a body's initials ("UN Convention"). Anchored, no repetition: linear. */
const CONVENTION_AFTER = /^\s(?:Convention|Treaty)\b/;
// No letter of any Latin alphabet (a name's, NAME_LETTERS, and the rest of Latin Extended-B) before the name: "CAÑEPA" in capitals ends in letters no body's initials are ("EPA"
// after "Ñ"; issue 18, h88at).
const BODY = new RegExp(`(?<![${NAME_LETTERS}\u0180-\u024F])(?:${alt(KNOWN_BODIES)})(?![A-Za-z])`, 'g');
const COINED_SET: ReadonlySet<string> = new Set(COINED_SHORT_BODIES);
/** After a coined short name: a hyphen and a letter or figure, a figure, or a word of three capitals but a joining word. Anchored, bounded. */
const COINED_IN_COMPOUND = /^(?:-[\p{L}\d]|\s{1,3}\d|\s{1,3}(?!(?:AND|THE|FOR|NOR)\b)\p{Lu}{3})/u;
/**
 * What comes before an Incoterm: a delivery or a sale ("delivered FCA", "shall deliver the Product FCA"), and not an
 * article or preposition right before it ("reports required by the FCA" names the regulator).
 */
// A pickup or a collection hands goods over too ("available for pickup FCA the Packer's dock"; h27a33), and a price is
// quoted at the place ("Prices are FCA Manas International Airport", h73f39n).
const INCOTERM_CONTEXT = /\b(?:deliver\w*|ship\w*|sold|sell|sale|dispatch\w*|pick-?\s?up|collect\w*|pric(?:e|es|ed|ing)|Incoterms?)\b[^.;]*$/i;
/** The Incoterms named after the term and its place, in the same clause: "FCA Speyer (Incoterms 2020)". Bounded: linear. */
const INCOTERMS_AFTER = /^[^.;]{0,100}?\bIncoterms?\b/i;
const REGULATOR_BEFORE = /\b(?:the|by|with|to|from|of)\s+$/i;
/**
 * A dangerous good's UN number after "UN": glued ("UN1202"), after a blank, or after "No." or "Number" ("UN 1202", "UN No.
 * 1202") — four figures that identify a substance in a load or a safety sheet, no United Nations. Anchored, bounded: linear.
 */
const UN_NUMBER_AFTER = /^(?:\s{0,2}(?:No\.?|Number|#)\s{0,2}|\s?)\d{4}(?!\d)/;
/** "the UN 2030 Agenda": after an article, "UN" and a year name the body's programme; the number needs its "No." or no blank then. */
const UN_SPACED_NUMBER = /^\s\d/;
const ARTICLE_BEFORE = /\bthe\s{1,3}$/i;
/** The listed bodies and initials the text names. */
export function addListedBodies(text: string, add: AddName): void {
  for (const m of matchesOf(BODY, text)) {
    // "deliver the Goods FCA the Seller's warehouse": the Incoterm, not the Financial Conduct Authority.
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    if (m[0] === 'FCA' && (INCOTERM_CONTEXT.test(before) || INCOTERMS_AFTER.test(text.slice(m.index + 3, m.index + 123))) && !REGULATOR_BEFORE.test(before)) continue;
    // "Regulation (EU) 2016/679", "Directive (EU) 2019/790": the body in brackets is part of the act's citation, no
    // Organization (sets 11, 17, 18 and 38 leave every such citation bare; issue 18, h29a38).
    if (text[m.index - 1] === '(' && ACT_BEFORE_BRACKET.test(before) && text[m.index + m[0].length] === ')') continue;
    // "excluding the UN Convention on Contracts for the International Sale of Goods": the initials name a treaty, an
    // instrument the contract applies or excludes, not a body acting in it (sets 8 and 16 label no Organization there;
    // h31f25).
    if (CONVENTION_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 16))) continue;
    // "diesel, 60,000 litres, UN1202", "UN 1202, class 3", "UN No. 1202": the substance's number, no body (facts set 52's
    // cause 10, issue 18, h91fp). "NA1993" was none already.
    const afterUn = text.slice(m.index + 2, m.index + 16);
    if (m[0] === 'UN' && UN_NUMBER_AFTER.test(afterUn) && !(UN_SPACED_NUMBER.test(afterUn) && ARTICLE_BEFORE.test(before))) continue;
    // "an IATA-compliant crate", "ASX-listed shares", "NYSE-4": a coined short name hyphened to the next word or figure
    // is part of a compound, no body (set 32 leaves the first bare; hrev48). So is one before a figure ("the S&P/ASX 200
    // index", "the ASX 200 router") or before another word in capitals ("SIGNED by GEMA ALVAREZ": a name in capitals).
    if (COINED_SET.has(m[0]) && COINED_IN_COMPOUND.test(text.slice(m.index + m[0].length, m.index + m[0].length + 8))) continue;
    // "Oregon OSHA", "the USDA Natural Resources Conservation Service": initials beside another capitalised word are part
    // of a longer name; a sentence's capitalised first word ("The FAA may …") is none.
    const capitalBefore = CAPITALISED_BEFORE.exec(before)?.[1];
    // "the States of Guernsey Committee for Employment and Social Security": a legislature's name before a capitalised word
    // opens the longer name of one of its committees (set 63), left whole to none rather than cut (h87o).
    if (ISLAND_LEGISLATURE_SET.has(m[0]) && /^\s{1,3}\p{Lu}/u.test(text.slice(m.index + m[0].length, m.index + m[0].length + 4))) continue;
    if (REGULATOR_SET.has(m[0]) && ((capitalBefore && !FUNCTION_WORD.test(capitalBefore)) || /^\s+\p{Lu}\p{Ll}/u.test(text.slice(m.index + m[0].length, m.index + m[0].length + 3)))) continue;
    add('Organization', m.index, m.index + m[0].length);
  }
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function listedBodiesRunPatterns(): readonly RegExp[] {
  return [BODY];
}
