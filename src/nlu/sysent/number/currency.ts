/**
 * Currency mentions over the number mentions: `$10`, `$ 1.45 billion`, `C $ 16.4 million`, `USD 200`,
 * `USD115`, `10 €`, `115USD`, `75 USD million`, `30 MUSD`, `twenty dollars`, `50 cents`, `one-yen`, and a major
 * amount followed by cents: `20 dollars and 50 cents`, `thirteen dollars forty-five`, `15 USD 50`.
 */
import {
  CENT_SIGN, CENT_SIGN_PREFIXES, CONTRACT_MINOR_UNITS, CONTRACT_PREFIXES, CURRENCY_NAMES, CURRENCY_NAME_FIRST_WORDS, DOTTED_CONTRACT_PREFIXES, CURRENCY_SYMBOLS, DECIMAL_POINT_MARKS, DOT_THOUSANDS_CURRENCIES, FOUR_DECIMAL_MARKS, DOLLAR_PREFIXES, POUND_PREFIXES, PRONOUN_PREFIXES, THREE_DECIMAL_CURRENCIES, WHOLE_UNIT_CURRENCIES, LABEL_WORDS_AFTER, LABEL_WORDS_BEFORE, MAX_NAME_WORDS, MINOR_UNITS, NAME_APOSTROPHES,
  GLUE_BEFORE_MARK, HEADINGS_AFTER, MONEY_NOUNS, MONEY_OF_DETERMINERS, PREFIX_WORDS, PAYING_VERBS_BEFORE_MARK, ROUTE_PREPOSITIONS, ROUTE_WORDS_AFTER, SUM_NOUNS_BEFORE_MARK, SUM_WORDS_AFTER, TWO_CURRENCY_MARKS, UNITS_IN_CAPITALS, WEIGHT_NAMES, currencyCode, millionsCode,
  CFA_FRANC_WORDS, DOTTED_US_FIRST, MINOR_AFTER_MAJOR_ONLY,
} from './currency-units.js';
import { inCapitals as wordInCapitals } from '../../../common/in-capitals.js';
import { ACRE_WORDS } from '../../../common/lexicon/land-measures.js';
import { ENGLISH_STOP_WORDS } from '../../text/stopwords-en.js';
import { SCALE_WORDS } from './lexicon.js';
import { percentSignAt } from './percent.js';
import { weighedInPounds } from './pounds-weight.js';
import { mentionsByFirst, type MentionsByFirst, type NumberMention } from './numbers.js';
import { INDIAN_GROUPED } from './numerals.js';
import type { Token } from './tokens.js';
import { unitBeforeStarts } from './unit-starts.js';

export interface CurrencyMention {
  start: number;
  end: number;
  /** Amount in major units (`50 cents` → 0.5). */
  value: number;
  /** ISO 4217 code (BTC for bitcoin). */
  unit: string;
  /** Number mentions inside. */
  parts: NumberMention[];
  /** Token range `[first, last)`. */
  first: number;
  last: number;
}

interface Unit {
  code: string;
  /** Token index after the unit. */
  end: number;
  factor: number;
  minor: boolean;
  kind: 'symbol' | 'code' | 'name';
  /** A contract mark (`CONTRACT_PREFIXES`): `label` when it also abbreviates a label ("R2" a road, "RM 5" a room, `isLabel`). */
  contract?: { label: boolean };
}

/**
 * Currency mentions, left to right; the number mentions they use are added to `claimed`. `notations`: the money
 * notations of contracts too (`CONTRACT_PREFIXES`, `Rs. 1,25,000/-`, `EUR 2.5m`), which a chat does not use.
 */
export function findCurrencies(tokens: readonly Token[], mentions: readonly NumberMention[], claimed: Set<NumberMention>, notations = false): CurrencyMention[] {
  return findCurrenciesAt(tokens, mentions, claimed, notations, unitBeforeStarts(tokens));
}

/**
 * `findCurrencies`, reading a unit written before its amount only at the tokens `unitStarts` flags (unit-starts.ts); the
 * readers that start at an amount are tried at each number mention. A token neither flagged nor starting a mention starts
 * no currency mention, so it is passed over. Exported for the tests, which flag every token to get the scan of every
 * token this replaced and compare.
 */
export function findCurrenciesAt(tokens: readonly Token[], mentions: readonly NumberMention[], claimed: Set<NumberMention>, notations: boolean, unitStarts: Uint8Array): CurrencyMention[] {
  const byFirst = mentionsByFirst(mentions, tokens.length);
  const out: CurrencyMention[] = [];
  let k = 0;
  while (k < tokens.length) {
    const m = byFirst[k];
    const unitMayStart = unitStarts[k] === 1;
    if (m === undefined && !unitMayStart) {
      k++;
      continue;
    }
    const cheque = chequeAmount(tokens, m, mentions, claimed);
    if (cheque) {
      out.push(cheque);
      for (const p of cheque.parts) claimed.add(p);
      k = cheque.last;
      continue;
    }
    const found = amountThenUnit(tokens, m, claimed, notations, byFirst) ?? (unitMayStart ? unitThenAmount(tokens, k, byFirst, claimed, notations) : null);
    if (!found) {
      k++;
      continue;
    }
    const withMinor = addMinor(tokens, found, byFirst, claimed, notations);
    out.push(withMinor.mention);
    for (const p of withMinor.mention.parts) claimed.add(p);
    k = withMinor.end;
  }
  return out;
}

/**
 * The cheque notation of the cents: "Eight Hundred Fifty Thousand and No/100 Dollars" (850,000.00), "Two Thousand and
 * 50/100 Dollars" (2,000.50) — a whole amount in words, "and", the cents over 100 ("No" for none, or one or two
 * digits), then the currency written after. Without it the "100 Dollars" is read as the amount.
 */
function chequeAmount(tokens: readonly Token[], m: NumberMention | undefined, mentions: readonly NumberMention[], claimed: ReadonlySet<NumberMention>): CurrencyMention | null {
  if (!m || claimed.has(m)) return null;
  // Spanish drafting writes the cents right after the amount in words, with no "and" ("Three Hundred Eighty-Five 00/100
  // Bolivianos", "Sixteen thousand eight hundred 00/100 US Dollars"; issue 18, h75f40d): the "00/100" then reads as a sum
  // of nothing. Words only: a figure before the cents ("385 00/100") is no cheque notation.
  // The number may have taken such cents as its last part too ("Two thousand 50/100 …" reads 2,050 then "/100").
  const inWords = tokens[m.first].kind === 'word';
  const bare = inWords && tokens[m.last - 1]?.kind === 'word' && tokens[m.last]?.kind === 'num' && tokens[m.last].gap;
  // The number may have taken the cents as its last part ("Two Thousand and 50"): the "and" is then inside it.
  const and = bare ? m.last - 1 : tokens[m.last]?.kind === 'word' && (tokens[m.last] as { lower: string }).lower === 'and' ? m.last : m.last - 2;
  const [andTok, cents, slash, hundred] = [tokens[and], tokens[and + 1], tokens[and + 2], tokens[and + 3]];
  const joined = andTok?.kind === 'word' && (andTok.lower === 'and' || bare || (inWords && and === m.last - 2));
  if (and < m.first || (and === m.first && !bare) || !joined || !cents || !slash || !hundred) return null;
  const none = cents.kind === 'word' && cents.lower === 'no';
  if (!none && !(cents.kind === 'num' && /^\d{1,2}$/.test(cents.text))) return null;
  if (slash.text !== '/' || slash.gap || hundred.kind !== 'num' || hundred.text !== '100' || hundred.gap) return null;
  const unit = unitAfter(tokens, and + 4);
  if (!unit || unit.minor || unit.kind !== 'name') return null;
  const centsValue = none ? 0 : Number(cents.text);
  // The whole amount before the cents: the number less the cents it took.
  const whole = m.last === and || bare ? m.value : m.value - centsValue;
  if (!Number.isInteger(whole) || whole < 0) return null;
  const parts = [m, ...mentions.filter((x) => x !== m && x.first > m.first && x.first < unit.end)];
  return { start: m.start, end: tokens[unit.end - 1].end, value: whole + centsValue / 100, unit: unit.code, parts, first: m.first, last: unit.end };
}

interface Found {
  mention: CurrencyMention;
  /** Token index after the mention. */
  end: number;
  minor: boolean;
}

/** `10 $`, `115USD`, `twenty dollars`, `75 USD million`, `50 cents`, `one-yen`. */
function amountThenUnit(tokens: readonly Token[], m: NumberMention | undefined, claimed: ReadonlySet<NumberMention>, notations: boolean, byFirst: MentionsByFirst): Found | null {
  if (!m || claimed.has(m)) return null;
  const first = tokens[m.first];
  if (first.kind === 'num' && first.gluedBefore !== null && m.last === m.first + 1) return null;
  // Contracts: `12.500,-- EUR`, the closer between the figure and its currency.
  const closer = notations ? closerLength(tokens, m.last) : 0;
  if (closer > 0 && !tokens[m.last + closer]?.gap) return null;
  // Contracts: the Swedish `3 000:-`, whole kronor with no mark (wholeKronorAfter).
  const kronor = notations && closer === 0 ? wholeKronorAfter(tokens, m) : null;
  if (kronor !== null) return kronor;
  // Contracts: `118,500 (one hundred eighteen thousand five hundred) tenge`, the figure again in words between them.
  const inWords = notations && closer === 0 ? sameFigureInWords(tokens, m, byFirst) : undefined;
  // Contracts: `46,000 (forty-six thousand Yemeni rials)`, the currency named only inside the figure's words.
  const named = notations && closer === 0 && inWords === undefined ? nameInFigureWords(tokens, m, byFirst) : undefined;
  if (named !== undefined) return named;
  let at = inWords === undefined ? m.last + closer : inWords.last + 1;
  const afterAmount = tokens[at];
  if (!afterAmount) return null;
  if (afterAmount.kind === 'sym' && afterAmount.text === '-' && !afterAmount.gap && tokens[at + 1] && !tokens[at + 1].gap && tokens[at + 1].kind === 'word') at++;
  const unit = (notations ? cfaFrancAt(tokens, at) : null) ?? unitAfter(tokens, at) ?? (notations ? contractUnitAfter(tokens, at, m) ?? contractMinorAfter(tokens, at) : null);
  if (!unit || isWeight(tokens, unit) || namesTwoCurrencies(tokens, unit)) return null;
  if (notations && unit.minor && landCents(tokens, m, unit)) return null;
  // "00 kopecks" alone: a minor unit of several currencies names none (`addMinor` reads it after its major amount).
  if (unit.minor && MINOR_AFTER_MAJOR_ONLY.has(tokens[unit.end - 1].text.toLowerCase())) return null;
  // Contracts: "(about 20,000 pounds), at $3.00 per pound" weighs goods (pounds-weight.ts, h70money).
  if (notations && unit.kind === 'name' && weighedInPounds(tokens, m.first, unit.end)) return null;
  const escudos = notations && at === m.last ? cifrao(tokens, m, unit) : undefined;
  if (escudos !== undefined) return escudos;
  const lastTok = tokens[m.last - 1];
  if (lastTok.kind === 'num' && lastTok.gluedAfter !== null && (at !== m.last || tokens[at].gap)) return null;
  if (m.glued && at !== m.last) return null;
  // `3 USD50`: the unit belongs to the amount glued after it
  const afterUnit = tokens[unit.end];
  if (tokens[at].gap && afterUnit?.kind === 'num' && !afterUnit.gap && unit.kind !== 'name') return null;
  let factor = unit.factor;
  let end = unit.end;
  const scale = tokens[end]?.kind === 'word' ? SCALE_WORDS.get((tokens[end] as { lower: string }).lower) : undefined;
  if (unit.kind === 'code' && scale && !scale.plural) {
    factor *= scale.value;
    end++;
  }
  const figure = notations && factor === 1 ? besideCurrency(tokens, m, at, unit) : m.value;
  return {
    mention: { start: m.start, end: tokens[end - 1].end, value: figure * factor, unit: unit.code, parts: inWords ? [m, inWords] : [m], first: m.first, last: end },
    end,
    minor: unit.minor,
  };
}

/** A whole figure, perhaps grouped by dots, glued before the cifrão: "18.450.000", "95.000", "750". */
const CIFRAO_FIGURE = /^\d{1,3}(?:\.\d{3})+$|^\d+$/;

/**
 * Contracts: the cifrão, the escudo's decimal mark, written between the escudos and the centavos, all glued
 * ("18.450.000$00", "95.000$50"): Cape Verde's escudo (the one escudo still issued). A "$" never stands between two
 * figures otherwise, so the figure's dots are groups and the two digits after the sign its centavos.
 */
function cifrao(tokens: readonly Token[], m: NumberMention, unit: Unit): Found | undefined {
  const value = unit.kind === 'symbol' ? cifraoCentavos(tokens, m) : undefined;
  if (value === undefined) return undefined;
  return { mention: { start: m.start, end: tokens[m.last + 1].end, value, unit: 'CVE', parts: [m], first: m.first, last: m.last + 2 }, end: m.last + 2, minor: false };
}

/** The escudos and centavos of a figure `m` glued to a cifrão and two digits ("95.000$00" → 95000), or undefined. */
function cifraoCentavos(tokens: readonly Token[], m: NumberMention): number | undefined {
  const [figure, sign, cents, after] = [tokens[m.first], tokens[m.last], tokens[m.last + 1], tokens[m.last + 2]];
  if (m.last !== m.first + 1 || figure.kind !== 'num' || !CIFRAO_FIGURE.test(figure.text) || sign?.text !== '$' || sign.gap) return undefined;
  // Two digits, then a blank, a sign (a stop, a bracket) or the end: "$005" or "$00abc" is no centavos.
  if (cents?.kind !== 'num' || cents.gap || !/^\d{2}$/.test(cents.text) || (after !== undefined && !after.gap && after.kind !== 'sym')) return undefined;
  return Number(figure.text.replace(/\./g, '')) + Number(cents.text) / 100;
}

/**
 * Pounds of a substance are a weight, not money: the unit is "pound(s)" and "of" then a bare lower-case word follows
 * ("5 pounds of coffee", "one pound of salt"); "five thousand pounds of the Price" and "200 pounds of rent" stay money
 * (`MONEY_OF_DETERMINERS`, `MONEY_NOUNS`).
 */
function isWeight(tokens: readonly Token[], unit: Unit): boolean {
  const name = tokens[unit.end - 1];
  const [of, noun] = [tokens[unit.end], tokens[unit.end + 1]];
  return unit.kind === 'name' && name?.kind === 'word' && WEIGHT_NAMES.has(name.lower) && of?.kind === 'word' && of.lower === 'of'
    && noun?.kind === 'word' && /^\p{Ll}/u.test(noun.text) && !MONEY_OF_DETERMINERS.has(noun.lower) && !MONEY_NOUNS.has(noun.lower);
}

/**
 * Contracts: "cents" of land, no money (`ACRE_WORDS`, common/lexicon/land-measures.ts): "cents" is also South India's cent
 * of land (a hundredth of an acre), the figure after the acres' word ("Ac. 6.40 cents", "2 acres 40 cents"), or "of land" after the cents ("40 cents of land"). Issue 18, h107d67; facts set 67's cause 19. "a rate of 40
 * cents per acre" stays money: the acre comes after.
 */
function landCents(tokens: readonly Token[], m: NumberMention, unit: Unit): boolean {
  const name = tokens[unit.end - 1];
  if (name?.kind !== 'word' || name.lower !== 'cents') return false;
  const dot = tokens[m.first - 1];
  const acre = dot?.text === '.' ? tokens[m.first - 2] : dot;
  if (acre?.kind === 'word' && ACRE_WORDS.has(acre.lower)) return true;
  const [of, land] = [tokens[unit.end], tokens[unit.end + 1]];
  return of?.kind === 'word' && of.lower === 'of' && land?.kind === 'word' && land.lower === 'land';
}

/** "250,000 francs CFA": the name is followed by a mark of two currencies (`TWO_CURRENCY_MARKS`), so it is no money. */
function namesTwoCurrencies(tokens: readonly Token[], unit: Unit): boolean {
  const mark = tokens[unit.end];
  return unit.kind === 'name' && mark?.kind === 'word' && mark.gap && TWO_CURRENCY_MARKS.has(mark.lower);
}

/** `$10`, `$ 1.45 billion`, `US$ 150 million`, `USD 200`, `USD115`, `MAUD 60`, `Rs. 500`. */
function unitThenAmount(tokens: readonly Token[], k: number, byFirst: MentionsByFirst, claimed: ReadonlySet<NumberMention>, notations: boolean): Found | null {
  const unit = unitBefore(tokens, k) ?? (notations ? contractUnitBefore(tokens, k) : null);
  if (!unit) return null;
  const m = byFirst[unit.end];
  if (!m || claimed.has(m)) return null;
  const lastTok = tokens[m.last - 1];
  const millions = notations && lastTok.kind === 'num' && lastTok.gluedAfter !== null && GLUED_MILLIONS.has(lastTok.gluedAfter);
  if (lastTok.kind === 'num' && lastTok.gluedAfter !== null && !millions) return null;
  const firstTok = tokens[m.first];
  if (firstTok.kind === 'num' && firstTok.gluedBefore !== null && tokens[unit.end - 1].kind !== 'word') return null;
  // `EUR 2.5m`: the glued letters are the next token; `Rs. 1,25,000/-`: the stroke and dash close the figure.
  // `CVE 18.450.000$00`: the cifrão and the centavos close the figure (Cape Verde's escudo).
  const centavos = notations && !millions && unit.code === 'CVE' ? cifraoCentavos(tokens, m) : undefined;
  if (centavos !== undefined) {
    return { mention: { start: tokens[k].start, end: tokens[m.last + 1].end, value: centavos, unit: 'CVE', parts: [m], first: k, last: m.last + 2 }, end: m.last + 2, minor: false };
  }
  let last = millions ? m.last + 1 : m.last;
  let factor = unit.factor * (millions ? 1e6 : 1);
  if (notations && !millions) last += closerLength(tokens, last);
  // `R10 million`: a figure glued to its mark takes no scale word as a number; the money does.
  const scaleWord = tokens[last];
  const scale = notations && m.glued && scaleWord?.kind === 'word' && scaleWord.gap ? SCALE_WORDS.get(scaleWord.lower) : undefined;
  if (scale && !scale.plural) {
    factor *= scale.value;
    last++;
  }
  if (unit.contract && (leadingZero(tokens[m.first]) || (unit.contract.label && last === m.first + 1 && isLabel(tokens, k, last)))) return null;
  const figure = notations && factor === unit.factor ? besideCurrency(tokens, m, k, unit) : m.value;
  return {
    mention: { start: tokens[k].start, end: tokens[last - 1].end, value: figure * factor, unit: unit.code, parts: [m], first: k, last },
    end: last,
    minor: false,
  };
}

/**
 * Contracts: the tokens at `k` that close a figure without cents — `/-` (Indian "no paise"), `,-`, `,--`, `.-`,
 * `.--` (German and Swiss) — written right after it; 0 when none.
 */
function closerLength(tokens: readonly Token[], k: number): number {
  const mark = tokens[k];
  if (!mark || mark.gap || (mark.text !== '/' && mark.text !== ',' && mark.text !== '.')) return 0;
  if (!CLOSER_DASHES.has(tokens[k + 1]?.text ?? '') || tokens[k + 1].gap) return 0;
  return mark.text !== '/' && tokens[k + 2]?.text === '-' && !tokens[k + 2].gap ? 3 : 2;
}

/**
 * Contracts: the words of a bracket right after the figure `m` that hold the same figure and nothing else
 * ("118,500 (one hundred eighteen thousand five hundred) tenge"): contracts write the currency name after the words, so
 * the name after the closing bracket is the figure's unit. Undefined when the bracket holds anything else.
 */
function sameFigureInWords(tokens: readonly Token[], m: NumberMention, byFirst: MentionsByFirst): NumberMention | undefined {
  const open = tokens[m.last];
  const words = byFirst[m.last + 1];
  if (open?.text !== '(' || tokens[m.first].kind !== 'num' || !words || words.value !== m.value || tokens[words.first].kind !== 'word') return undefined;
  return tokens[words.last]?.text === ')' ? words : undefined;
}

/**
 * Contracts: the words of a bracket right after the figure `m` that hold the same figure and then its currency's name,
 * and nothing else ("46,000 (forty-six thousand Yemeni rials)", "95 000 (ninety-five thousand CFA francs)"): the name is
 * the figure's unit, as after the bracket (`sameFigureInWords`). The mention runs to the closing bracket, so the words
 * are no second sum. Issue 18, h77f43d (facts set 43's cause 20).
 */
function nameInFigureWords(tokens: readonly Token[], m: NumberMention, byFirst: MentionsByFirst): Found | undefined {
  const open = tokens[m.last];
  const words = byFirst[m.last + 1];
  if (open?.text !== '(' || tokens[m.first].kind !== 'num' || !words || words.value !== m.value || tokens[words.first].kind !== 'word') return undefined;
  const unit = cfaFrancAt(tokens, words.last) ?? unitAfter(tokens, words.last);
  if (!unit || unit.minor || (unit.kind !== 'name' && unit.code !== 'FCFA') || tokens[unit.end]?.text !== ')') return undefined;
  const last = unit.end + 1;
  return { mention: { start: m.start, end: tokens[unit.end].end, value: m.value, unit: unit.code, parts: [m, words], first: m.first, last }, end: last, minor: false };
}

/**
 * Contracts: the CFA franc in two words at token `k` ("275 000 F CFA", "280 000 francs CFA", "281 000 CFA francs"), as
 * French and Portuguese drafting writes it: the mark "FCFA" of two currencies, a raw mark the contract's country names
 * (local-currency.ts), and no Swiss franc. "F" alone, "CFA" alone are no currency (issue 18, h77f43d; cause 22).
 */
function cfaFrancAt(tokens: readonly Token[], k: number): Unit | null {
  const [a, b] = [tokens[k], tokens[k + 1]];
  if (a?.kind !== 'word' || b?.kind !== 'word' || !b.gap || !CFA_FRANC_WORDS.has(`${a.lower} ${b.lower}`)) return null;
  const next = tokens[k + 2];
  if (next && !next.gap && next.kind !== 'sym') return null;
  // A singular franc before a noun qualifies it: "the 14 CFA franc countries", "row 12 F CFA column" (review hrev75).
  if (!a.lower.endsWith('s') && !b.lower.endsWith('s') && nounAfterMark(next)) return null;
  return { code: 'FCFA', end: k + 2, factor: 1, minor: false, kind: 'code', contract: { label: false } };
}

/**
 * Contracts: the Swedish whole kronor written ":-" right after a figure grouped by spaces, with no mark: "a deposit of
 * 3 000:-", "The price is 14 800:- including VAT" (issue 18, h119w76; facts set 76's cause 9). The colon and the dash
 * say "no öre" as ",-" does in Danish and German drafting; the currency is the raw krona mark "kr", which the contract's
 * country names (local-currency.ts) and which names none under a contract naming no Nordic country. Space groups only
 * (SPACE_GROUPED_WHOLE): "Clause 5:-" and "Article 12:- Payment" (Indian drafting's heading mark) are no sums, "1.250:-"
 * would read as a decimal; a letter or a bracket glued after it (":-)") is none either. Contracts only (`notations`): a
 * chat never reads it.
 */
function wholeKronorAfter(tokens: readonly Token[], m: NumberMention): Found | null {
  const [colon, dash, next] = [tokens[m.last], tokens[m.last + 1], tokens[m.last + 2]];
  if (colon?.text !== ':' || colon.gap || !dash || dash.gap || !CLOSER_DASHES.has(dash.text)) return null;
  if (next && !next.gap && !KRONOR_STOPS.has(next.text)) return null;
  const written = tokens.slice(m.first, m.last).map((f, i) => (i > 0 && f.gap ? ' ' : '') + f.text).join('');
  if (!SPACE_GROUPED_WHOLE.test(written)) return null;
  return { mention: { start: m.start, end: dash.end, value: m.value, unit: 'kr', parts: [m], first: m.first, last: m.last + 2 }, end: m.last + 2, minor: false };
}
/** A whole figure grouped by spaces, as Swedish writes kronor ("3 000", "1 250 000"): "1.250" would read as a decimal. */
const SPACE_GROUPED_WHOLE = /^\d{1,3}(?:[ \u00A0\u2009\u202F]\d{3})+$/;
/** The stops that may close "3 000:-" with no blank between: a sentence's or a list's. */
const KRONOR_STOPS: ReadonlySet<string> = new Set(['.', ',', ';']);

/** A year's figure ("2025"): before "a" it is a label's or a date's, no price (unitRateAfter). */
const YEAR_FIGURE = /^(?:19|20)\d\d$/;
/** A word in small letters, a unit's noun after "a" ("a sheet", "a night"). */
const SMALL_WORD = /^\p{Ll}{2,}$/u;

/** The dash of a closer as typed or typeset: Swiss drafting prints "CHF 12'500.–" with an en dash. */
const CLOSER_DASHES: ReadonlySet<string> = new Set(['-', '\u2013', '\u2014']);

/**
 * Contracts: a figure written with a leading zero ("0722 555 123", "021 555 1234") after a contract mark is a
 * telephone number or a code, never an amount ("0.50" is no leading zero).
 */
function leadingZero(figure: Token): boolean {
  return figure.kind === 'num' && /^0\d/.test(figure.text);
}

/** Ten digits or more with no groups nor decimals: an identifier's number after a glued mark, no sum ("R1408880801267"). */
const UNGROUPED_ID_DIGITS = /^\d{10,}$/;

/** A whole figure in comma groups, no cents: "1,000", "70,000". */
const COMMA_GROUPED_WHOLE = /^\d{1,3}(?:,\d{3})+$/;

/**
 * Contracts: whether the mark at `k` before the bare whole figure ending at token `end` is a label, not money: a label
 * word before the mark ("Section R2"), a road word after the figure ("the R102 road"), or a floor ("RM 1203, 12/F").
 */
function isLabel(tokens: readonly Token[], k: number, end: number): boolean {
  const figure = tokens[end - 1];
  // A figure in comma groups after a mark written apart ("Schedule R 1,000 units") follows a label as a bare one does:
  // h63n53 made "R 70,000" money, and the label word before the mark must still say otherwise (review hrev51).
  // Lakh groups likewise ("Schedule Q 1,85,000"; issue 18, h117nlu).
  if (figure.kind !== 'num' || !(/^\d+$/.test(figure.text) || (figure.gap && (COMMA_GROUPED_WHOLE.test(figure.text) || INDIAN_GROUPED.test(figure.text))))) return false;
  const before = tokens[k - 1];
  if (before?.kind === 'word' && LABEL_WORDS_BEFORE.has(before.lower)) return true;
  const after = tokens[end];
  if (after?.kind === 'word' && after.gap && LABEL_WORDS_AFTER.has(after.lower)) return true;
  if (isRoute(tokens, k, end)) return true;
  const floorAt = after?.text === ',' ? end + 1 : end;
  const [n, slash, f] = [tokens[floorAt], tokens[floorAt + 1], tokens[floorAt + 2]];
  return n?.kind === 'num' && slash?.text === '/' && !slash.gap && f?.kind === 'word' && f.text === 'F' && !f.gap;
}

/** Contracts: a route by its number ("along the R62", "on the R2 towards the coast"; `ROUTE_PREPOSITIONS`, `ROUTE_WORDS_AFTER`). */
function isRoute(tokens: readonly Token[], k: number, end: number): boolean {
  const [preposition, the, after] = [tokens[k - 2], tokens[k - 1], tokens[end]];
  if (tokens[end - 1].text.length > 3 || the?.kind !== 'word' || the.lower !== 'the' || preposition?.kind !== 'word') return false;
  const heading = after?.kind === 'word' && after.gap && HEADINGS_AFTER.has(after.lower);
  if (ROUTE_PREPOSITIONS.has(preposition.lower)) return after?.kind !== 'word' || heading || (after.gap && ROUTE_WORDS_AFTER.has(after.lower));
  return preposition.lower === 'on' && heading;
}

/** One dot group, no leading zero: "2.350", "12.500", "125.000" (never "0.125"). */
const ONE_DOT_GROUP = /^[1-9]\d{0,2}\.\d{3}$/;

/**
 * Contracts: the value of the figure of `m` written beside the currency `unit` (which starts at token `unitStart`). A
 * figure of one dot group ("DKK 2.350", "2.350 DKK", "R$ 3.400", "CZK 125.000") groups thousands there: money is
 * written to the cent, so three decimals beside a currency are a group, as in the Danish, Czech, Brazilian or
 * Indonesian drafting the figure comes from. A chat keeps the service's reading (`EUR 1.250` is 1.25). Two
 * exceptions keep the decimal point: a currency of a thousand minor units (`THREE_DECIMAL_CURRENCIES`: "KWD 1.250" is
 * one dinar 250 fils), and the bare `$` or `£` (`DECIMAL_POINT_MARKS`), written where a unit price is quoted to a
 * tenth of a cent ("$3.459 per gallon"). Any other figure keeps its value.
 */
function besideCurrency(tokens: readonly Token[], m: NumberMention, unitStart: number, unit: Unit): number {
  const figure = tokens[m.first];
  if (m.last !== m.first + 1 || figure.kind !== 'num' || !ONE_DOT_GROUP.test(figure.text)) return m.value;
  const mark = tokens.slice(unitStart, unit.end).map((t) => t.text).join('');
  if (DECIMAL_POINT_MARKS.has(mark) || THREE_DECIMAL_CURRENCIES.has(unit.code)) return m.value;
  return Number(figure.text.replace('.', ''));
}

/**
 * Contracts: a mark of `CONTRACT_PREFIXES` that is also written after the figure (`after`: "180,000 NIS"), at token
 * `k` after the figure of `m`, as a whole word. A `formAfter` mark needs a figure written with groups or decimals there
 * ("450.000,00 DA", "99,95 DA"), not a bare count ("30 DA", "Block 12 DA"), hrev17; a `centsAfter` mark one with two
 * decimals ("45,00 KM"); a `commaCentsAfter` mark two decimals after a comma ("3.450,00 MT").
 */
function contractUnitAfter(tokens: readonly Token[], k: number, m: NumberMention): Unit | null {
  const t = tokens[k];
  if (t?.kind !== 'word') return null;
  const mark = CONTRACT_PREFIXES.get(t.text);
  // Apart from the figure, as a word; glued to it only a `gluedToFigure` mark ("1.500.000đ").
  if (!t.gap && !mark?.gluedToFigure) return null;
  const next = tokens[k + 1];
  if (!mark?.after || (next && !next.gap && next.kind !== 'sym')) return null;
  // The figure's tokens are joined only here, past the mark: most words after a figure are no mark.
  const written = tokens.slice(m.first, m.last).map((f, i) => (i > 0 && f.gap ? ' ' : '') + f.text).join('');
  if (mark.formAfter && !GROUPED_FIGURE.test(written) && !fourDecimalsOfAUnit(written, mark.code)) return null;
  // Glued, a figure of thousands only: "1.500.000đ", "45000đ"; "1đ", "2đ)" are Vietnamese drafting's lettered points (a,
  // b, c, d, đ, e), and no đồng price is that small (h120rr #4).
  if (!t.gap && !GROUPED_FIGURE.test(written) && !FOUR_DIGITS_OR_MORE.test(written)) return null;
  // A `wholeAfter` mark after a figure without cents is its raw mark, which the contract's country names (local-currency.ts).
  const raw = mark.centsAfter && !CENTS_FIGURE.test(written);
  if (raw && mark.wholeAfter === undefined) return null;
  if (mark.commaCentsAfter && !COMMA_CENTS_FIGURE.test(written)) return null;
  // "1,500 DT hours", "2,400 DA units", "1,250 DT of downtime": a measure's noun after the letters makes them a label of
  // what is counted (an abbreviation, "downtime hours"), no money (hrev58, h68s54); "of" only after a mark never read
  // before a figure ("DT"), since a dinar written "DA" may be followed by "of". A price after them reads on: "8.250 DT
  // per tonne".
  const after = next?.kind === 'word' ? next.text.toLowerCase() : '';
  if (mark.formAfter && COUNTED_AFTER_MARK.has(after)) return null;
  // A mark that is also a word or an abbreviation ("YR" a year, "FC" a football club) then a noun: the figure counts
  // what the noun names, "a 1,000 YR inspection", "18.000 FC supporters" (review hrev75); "38,500 YR per load" stays.
  if (mark.word && nounAfterMark(next)) return null;
  if (mark.afterOnly && after === 'of') return null;
  if (mark.verb && verbAfterSubject(tokens, m, next)) return null;
  return { code: raw ? mark.wholeAfter ?? mark.code : mark.code, end: k + 1, factor: 1, minor: false, kind: 'code', contract: { label: mark.label === true } };
}

/**
 * Whether `t`, right after a mark written after its figure, is a lowercase noun: a word that neither goes on a sum
 * (`SUM_WORDS_AFTER`, `MONEY_NOUNS`) nor is a function word ("38,500 YR for each load", "2 500 FC and …"). Review hrev75.
 */
function nounAfterMark(t: Token | undefined): boolean {
  return t?.kind === 'word' && t.gap && isNounAfterSum(t.text);
}
/** Whether `word` is such a lowercase noun (`nounAfterMark`): no sum's word, no money noun, no function word. */
function isNounAfterSum(word: string): boolean {
  return /^\p{Ll}[\p{Ll}-]*$/u.test(word) && !ENGLISH_STOP_WORDS.has(word) && !SUM_WORDS_AFTER.has(word) && !MONEY_NOUNS.has(word);
}
/** The word right after a mention: blanks, then lowercase letters and hyphens. Anchored, bounded: linear. */
const WORD_AFTER_MENTION = /^\s{1,3}(\p{Ll}[\p{Ll}-]{0,40})(?![\p{L}\d])/u;
/**
 * Whether a money mention written `written` (a figure, then a `formAfter` mark of `CONTRACT_PREFIXES`: "1,500 GEL") has
 * a lowercase noun right after it in `after` ("1,500 GEL packs", "1,500 AMD processors"): the figure may count what the
 * noun names, the letters a label of it. The contract-currency reader then takes the mark as a currency only where the
 * amounts reader made the mention an amount (facts.ts; h121rr #9, issue 18, h121mendP).
 */
export function nounAfterFormMark(written: string, after: string): boolean {
  if (!/^\d/.test(written)) return false;
  const mark = CONTRACT_PREFIXES.get(written.split(/\s/).pop() ?? '');
  if (mark?.formAfter !== true) return false;
  const word = WORD_AFTER_MENTION.exec(after.slice(0, 48))?.[1];
  return word !== undefined && isNounAfterSum(word);
}

/** What ends a clause before its figure, or joins it: the figure after it may be its verb's subject. */
const CLAUSE_OPENERS: ReadonlySet<string> = new Set([',', ';', ':', 'and', 'or', 'but', 'while', 'whereas']);
/** What follows a verb that takes no object: a stop, a conjunction, a complement of the win ("by a length"). */
const AFTER_VERB_ALONE: ReadonlySet<string> = new Set(['.', ';', '!', 'and', 'or', 'but', 'by', 'against', 'over', 'outright', 'easily']);

/**
 * Whether a `verb` mark after the figure of `m` is the verb of that figure ("…, 1,250 won and 1,150 lost", "…, 1,250
 * won."): the figure opens its clause (the text's start, a comma, a semicolon or a conjunction before it) and the mark
 * ends it (a stop, a conjunction or "by" after it, `next`, or the text's end). A sum after a price word keeps its mark
 * ("a bonus of 100,000 won and a meal"), and so does one set apart by commas ("The deposit, 1 000 000 won, is returned").
 */
function verbAfterSubject(tokens: readonly Token[], m: NumberMention, next: Token | undefined): boolean {
  const before = tokens[m.first - 1];
  const opens = before === undefined || CLAUSE_OPENERS.has(before.kind === 'word' ? before.lower : before.text);
  return opens && (next === undefined || AFTER_VERB_ALONE.has(next.kind === 'word' ? next.lower : next.text));
}

/** Nouns of what is counted or measured, whose figure is no sum when a `formAfter` mark stands between (hrev58, h68s54). */
const COUNTED_AFTER_MARK: ReadonlySet<string> = new Set([
  'hour', 'hours', 'hrs', 'minute', 'minutes', 'mins', 'day', 'days', 'unit', 'units', 'piece', 'pieces', 'item', 'items',
  'cycle', 'cycles', 'tonne', 'tonnes', 'ton', 'tons', 'kg', 'kilograms', 'litres', 'liters', 'metres', 'meters',
  'km', 'points', 'sets', 'tests', 'readings', 'samples', 'records', 'sensors', 'machines', 'incident', 'incidents',
  'event', 'events',
]);

/**
 * Whether `t`, right after a figure, is a noun of what is counted (`COUNTED_AFTER_MARK`): a mark that is also a word
 * ("RO", "KM", "ALL") then labels a measure ("an RO 1,500 litres per hour plant", "KM 12,500 km"), no money (h70money).
 */
function countedAfter(t: Token | undefined): boolean {
  return t?.kind === 'word' && t.gap && COUNTED_AFTER_MARK.has(t.text.toLowerCase());
}

/**
 * Whether `t`, right after the figure of a mark that is also a word, makes the mark a model's or a plant's name: a plural
 * noun that is no money ("RO 2,000 membranes", "Model RO 1,200 filters") or a unit in capitals ("an RO 12,000 GPD
 * plant", `UNITS_IN_CAPITALS`): review hrev61 of h70money. Words that go on a sum stay money: "RO 5,000 towards the
 * deposit", "RO 500 VAT excluded", "RO 12,500 fees" (`MONEY_NOUNS`).
 */
function namedThingAfter(t: Token | undefined): boolean {
  if (t?.kind !== 'word' || !t.gap) return false;
  if (UNITS_IN_CAPITALS.has(t.text)) return true;
  return /^\p{Ll}{3,}s$/u.test(t.text) && !/(?:ss|us|is|as|wards)$/.test(t.text) && !MONEY_NOUNS.has(t.lower);
}

/** A figure with groups or decimals: "450.000", "1 000", "2,500.00", "99,95" (not a bare "30"). */
const GROUPED_FIGURE = /^\d{1,3}(?:[.,\s]\d{3})+(?:[.,]\d{2,3})?$|^\d+[.,]\d{2,3}$/;

/** A figure of four digits or more, ungrouped: "45000" (a mark glued to it is money's; "1đ" is a list's point). */
const FOUR_DIGITS_OR_MORE = /^\d{4,}$/;

/** A figure with two decimals, grouped or not: "45,00", "84.650,00", "1,250.00" (a `centsAfter` mark's sum, not "120"). */
const CENTS_FIGURE = /^\d{1,3}(?:[.,\s]\d{3})*[.,]\d{2}$|^\d+[.,]\d{2}$/;

/** A figure with two decimals after a comma, its thousands dotted or spaced: "2.100,00", "45,00" (a `commaCentsAfter` mark's sum). */
const COMMA_CENTS_FIGURE = /^\d{1,3}(?:[.\s]\d{3})*,\d{2}$/;

/** Contracts: letters glued after a figure that mean millions when a currency is written before it (`EUR 2.5m`, `USD 3mn`). */
const GLUED_MILLIONS: ReadonlySet<string> = new Set(['m', 'mn']);

/** A figure in money's form: space groups ("12 500"), or cents after a comma or a dot ("250,00", "99.95"). */
const SPACED_MARK_FIGURE = /^\d{1,3}(?:[ \u00A0\u2009\u202F]\d{3})+(?:[.,]\d{2})?$|^\d+[.,]\d{2}$/;

/** A figure with thousands groups (commas, dots, spaces or apostrophes), cents or none: "1,320,000", "660 000" (h105d65). */
const THOUSANDS_GROUPED_FIGURE = /^\d{1,3}(?:([,.'\u2019 \u00A0\u2009\u202F])\d{3})(?:\1\d{3})*(?:[.,]\d{2})?$/;

/** A figure grouped with commas, cents after a point or none: "3,000,000.00", "250,000" (not "12" nor "2025"). */
const MONEY_FORM_FIGURE = /^\d{1,3}(?:,\d{3})+(?:\.\d{2})?$/;

/**
 * A figure in the money's form of dot-grouping countries: two dot groups or more ("2.310.000"), or dot groups with cents
 * after a comma ("1.150,00"); one dot group alone ("1.150") may be a decimal and stays out (h22f15).
 */
const DOT_GROUPED_FIGURE = /^\d{1,3}(?:\.\d{3}){2,}(?:,\d{2})?$|^\d{1,3}(?:\.\d{3})+,\d{2}$/;

/** One dot group ("18.500"): thousands after the mark of a currency with no minor unit in use (h67dates). */
const ONE_DOT_GROUP_FIGURE = /^\d{1,3}\.\d{3}$/;

/** A figure with the three decimals of a currency of a thousand minor units: "18,600.000", "75.000" (h22f15). */
const THREE_DECIMAL_FIGURE = /^\d{1,3}(?:,\d{3})*\.\d{3}$/;

/** A figure grouped with apostrophes as Swiss drafting writes it, cents after a point or none: "1'850", "12'500.00" (h98fa). */
const APOSTROPHE_GROUPED_FIGURE = /^\d{1,3}(?:['\u2019]\d{3})+(?:\.\d{2})?$/;

/**
 * A figure with four decimals, its thousands grouped or not: "23.125,0000", "489,1742", "1,441.4017" — a unit of
 * account's value as published (`FOUR_DECIMAL_MARKS`). Anchored alternatives of single classes: linear.
 */
const FOUR_DECIMAL_FIGURE = /^\d{1,3}(?:[.\s\u00A0\u202F]\d{3})*,\d{4}$|^\d{1,3}(?:,\d{3})*\.\d{4}$|^\d+[.,]\d{4}$/;

/** Whether `text` is a figure with four decimals beside the mark of a unit of account quoted so (`FOUR_DECIMAL_MARKS`). */
function fourDecimalsOfAUnit(text: string, code: string): boolean {
  return FOUR_DECIMAL_MARKS.has(code) && FOUR_DECIMAL_FIGURE.test(text);
}

/**
 * Whether `text` is a figure written as money after a contract mark of `code` (`form` marks). Lakh groups are money's form
 * as comma groups are ("Nu. 1,85,000" as Bhutanese drafting groups the ngultrum; issue 18, h117nlu).
 */
function moneyFormFigure(text: string, code: string): boolean {
  return MONEY_FORM_FIGURE.test(text) || INDIAN_GROUPED.test(text) || fourDecimalsOfAUnit(text, code) || APOSTROPHE_GROUPED_FIGURE.test(text) || SPACED_MARK_FIGURE.test(text) || DOT_GROUPED_FIGURE.test(text) || (THREE_DECIMAL_CURRENCIES.has(code) && THREE_DECIMAL_FIGURE.test(text))
    || ((WHOLE_UNIT_CURRENCIES.has(code) || DOT_THOUSANDS_CURRENCIES.has(code)) && ONE_DOT_GROUP_FIGURE.test(text));
}

/**
 * Whether `t` is a word of two or more letters written in capitals: the sentence around it is in capitals. Only the
 * word before the mark is read: after the figure a code or an abbreviation in capitals is common ("ALL 2.180.000 TVSH").
 */
function inCapitals(t: Token | undefined): boolean {
  return t?.kind === 'word' && wordInCapitals(t.text);
}

/**
 * Whether a mark that is an English word or an abbreviation ("TOP", "UI") reads as that word: after a determiner and
 * before a noun that names no sum, the mark and its figure qualify the noun — a rank ("the TOP 1,000 customers", "its
 * TOP 50 accounts", hrev20) or a model's or a part's name ("The UI 21.000 screen", "the UF 42 module": issue 18,
 * h109fix, one rule for plural and singular nouns). A noun of money ("the TOP 400,000 deposit", "the UI 10.500 rent"), a
 * word that goes on a sum ("the UI 10.500 payable") or a participle ("the UF 42 agreed") keeps the money.
 */
function qualifiesNounAfter(tokens: readonly Token[], k: number, at: number): boolean {
  const before = tokens[k - 1];
  const noun = tokens[at + 1];
  return before?.kind === 'word' && MONEY_OF_DETERMINERS.has(before.lower) && nounAfterMark(noun) && !SUM_NOUNS_BEFORE_MARK.has(noun!.text) && !noun!.text.endsWith('ed');
}

/** Contracts: a currency mark of `CONTRACT_PREFIXES` at token `k` (`R2 500 000,00`, `Kshs. 50,000`, `RM 5,000`). */
function contractUnitBefore(tokens: readonly Token[], k: number): Unit | null {
  const t = tokens[k];
  // A mark glued after letters or a figure is inside a word or a code: the Canadian postcode "M5J 2R9" holds "R9".
  if (t?.kind !== 'word' || (k > 0 && !t.gap && tokens[k - 1].kind !== 'sym')) return null;
  const dotted = dottedUnitBefore(tokens, k);
  if (dotted) return dotted;
  // "GH¢ 9,600.00": the cedi's sign typed as a cent sign, a contract's notation as the marks below are: a chat reads "₵"
  // and "GHS", not this (issue 18, h118mendD; the reading of h118f75 moved here from `unitBefore`).
  const cedi = CENT_SIGN_PREFIXES.get(t.text);
  const cent = tokens[k + 1];
  if (cedi && cent?.text === CENT_SIGN && !cent.gap) return { code: cedi, end: k + 2, factor: 1, minor: false, kind: 'symbol' };
  // `E£ 4,000`: a capital glued before the pound sign names the country's pound (`POUND_PREFIXES`), a contract's notation
  // as the cedi's is: in a chat "L£20", "S£15" are a size or a plan's letter before sterling (h120rr #6).
  const pound = POUND_PREFIXES.get(t.text);
  if (pound && cent?.text === '£' && !cent.gap) return { code: pound, end: k + 2, factor: 1, minor: false, kind: 'symbol' };
  // "F CFA 278 000": the CFA franc's two words before a figure in money's form (`cfaFrancAt`).
  if (t.text === 'F') {
    const cfa = cfaFrancAt(tokens, k);
    const figure = cfa ? tokens[cfa.end] : undefined;
    return cfa && figure?.kind === 'num' && moneyFormFigure(figure.text, 'XOF') ? cfa : null;
  }
  const mark = CONTRACT_PREFIXES.get(t.text);
  if (!mark || mark.afterOnly) return null;
  const next = tokens[k + 1];
  // A glued mark before a figure that ends in a capital is a code, not money: the Canadian postcode "R3B 2B9".
  const contract = { label: mark.label === true };
  // Written apart ("R 12 500,00"), the mark is money only before a figure written as money: space groups, comma groups
  // ("R 70,000", issue 18, h63n53) or cents. A label's number has none ("Section R 2", "R 102").
  const money = next?.kind === 'num' && (!next.gap || SPACED_MARK_FIGURE.test(next.text) || MONEY_FORM_FIGURE.test(next.text));
  if (mark.form) {
    // A period may close the mark ("Shs. 371,250,000").
    const at = next?.text === '.' && !next.gap ? k + 2 : k + 1;
    const figure = tokens[at];
    if (mark.word && (inCapitals(tokens[k - 1]) || qualifiesNounAfter(tokens, k, at) || countedAfter(tokens[at + 1]) || namedThingAfter(tokens[at + 1]))) return null;
    // A share is no sum: "IRR 12.50%" (an internal rate of return), "SDG 15.00 per cent" (issue 18, h75f40d).
    if (percentSignAt(tokens, at + 1) !== null) return null;
    // A whole figure closed by ".–" or ",-" ("Fr. 165.–") is written as money too: the closer says "no cents".
    // A `groups` mark ("N") is money only before thousands groups: "N1,320,000", not "N95" nor "N 12.50".
    if (mark.groups && !(figure?.kind === 'num' && THOUSANDS_GROUPED_FIGURE.test(figure.text))) return null;
    const priced = figure?.kind === 'num' && (moneyFormFigure(figure.text, mark.code) || closerLength(tokens, at + 1) > 0
      || (!mark.label && !mark.word && rateOrPriceCell(tokens, k, at)) || (!mark.label && sumNamedBefore(tokens, k, at)));
    return priced ? { code: mark.code, end: at, factor: 1, minor: false, kind: 'code', contract } : null;
  }
  // Nor is one whose figure runs on after a stroke into more digits: a registration number ("R7/41822", h28f21).
  const [stroke, more] = [tokens[k + 2], tokens[k + 3]];
  if (stroke?.text === '/' && !stroke.gap && more?.kind === 'num' && !more.gap) return null;
  // Nor is a glued mark before ten digits or more with no groups: an identity card's or an account's number (a Mauritian
  // NIC "R1408880801267"), no sum: money that long is grouped (issue 18, h117nlu; facts set 73's cause 19).
  if (mark.glued) return money && !/\p{Lu}$/u.test(next.text) && !UNGROUPED_ID_DIGITS.test(next.text) ? { code: mark.code, end: k + 1, factor: 1, minor: false, kind: 'code', contract } : null;
  const end = next?.text === '.' && !next.gap ? k + 2 : k + 1;
  // A mark that abbreviates other things as often and is read before any figure ("UF 42"): not after another word in
  // capitals ("THE UF 12 PLANT") nor before a noun it counts or names ("UF 12 modules", "UF 1,200 litres"), as the `form`
  // word marks (issue 18, h107d67), nor between a determiner and the noun it qualifies ("the UDI 12 label", h109fix).
  if (mark.word && (inCapitals(tokens[k - 1]) || qualifiesNounAfter(tokens, k, end) || countedAfter(tokens[end + 1]) || namedThingAfter(tokens[end + 1]))) return null;
  return { code: mark.code, end, factor: 1, minor: false, kind: 'code', contract };
}

/**
 * Whether the bare whole figure at `at`, after a `form` mark at `k`, is a price all the same: a rate ("a contribution of
 * Bs 30 per walker", "KD 15 per night") or a price row's last cell ("Lunch or dinner | Bs 45"). A label's number is
 * neither ("KD 2025", "Bs 12" alone), so the mark's money form stays needed elsewhere (issue 18, h86d; set 64's
 * bolivianos). Only marks that are no label letter and no English word: "P 12 per" or "TOP 10 per" may be a label or a rank.
 */
function rateOrPriceCell(tokens: readonly Token[], k: number, at: number): boolean {
  const figure = tokens[at];
  if (figure?.kind !== 'num' || !figure.integer || figure.gluedAfter !== null) return false;
  const after = tokens[at + 1];
  if (after?.kind === 'word' && after.lower === 'per' && after.gap) return true;
  if (unitRateAfter(tokens, at + 1)) return true;
  return tokens[k - 1]?.text === '|' && (after === undefined || after.text === '|');
}

/**
 * Whether a price's unit in words starts at `j`, as "per" starts one: "a"/"an" then a noun in small letters ("AMD 150 a
 * sheet", "KD 15 a night") or "each" closing its clause ("Bs 30 each."; issue 18, h119cur, set 92's bakery rows). Not
 * "each" before its noun ("KD 12 each year …" reads on as a count's noun). Contract marks only: a chat reads none.
 */
function unitRateAfter(tokens: readonly Token[], j: number): boolean {
  const word = tokens[j];
  if (word?.kind !== 'word' || !word.gap) return false;
  const next = tokens[j + 1];
  if (word.lower === 'each') return next === undefined || (next.kind === 'sym' && next.text !== '-');
  // A year's figure before "a" is a label's or a date's ("KD 2025 a new scheme"), no price.
  const figure = tokens[j - 1];
  if (figure?.kind === 'num' && YEAR_FIGURE.test(figure.text)) return false;
  return (word.text === 'a' || word.text === 'an') && next?.kind === 'word' && next.gap && SMALL_WORD.test(next.text);
}

/**
 * Whether a sum's noun (`SUM_NOUNS_BEFORE_MARK`) stands before the `form` mark at `k`, with at most two glue words or a
 * colon between (`GLUE_BEFORE_MARK`), so that the bare whole figure at `at` is that sum: "The fee is GEL 180", "Notarial
 * fee paid: GEL 180" (issue 18, set 81's cause 10). A mark that is an English word is read so too ("The fee is SHP 50"):
 * the noun says money is named; a label letter ("P", "Q") is not ("the price list, Plot P 12"). A verb of paying right
 * before the mark (`PAYING_VERBS_BEFORE_MARK`) names the sum as well; "per <unit>" between the noun and the mark is
 * skipped, and "of" glues a rate's noun to its mark ("a corkage charge of TMT 10 per bottle"; h111n88).
 */
function sumNamedBefore(tokens: readonly Token[], k: number, at: number): boolean {
  const figure = tokens[at];
  if (figure?.kind !== 'num' || !figure.integer || figure.gluedAfter !== null) return false;
  // A verb of paying right before the mark names the sum as its noun does: "the Client pays TMT 180 for each extra
  // guest" (issue 18, h111n88; set 88's cause 17).
  const verb = tokens[k - 1];
  if (verb?.kind === 'word' && PAYING_VERBS_BEFORE_MARK.has(verb.lower)) return true;
  // A rate ("… per bottle") may take "of" after its noun: "a corkage charge of TMT 10 per bottle" (h111n88).
  const unit = tokens[at + 1];
  const rate = unit?.kind === 'word' && unit.lower === 'per';
  for (let i = k - 1, glue = 0; i >= 0 && glue <= 2; i--, glue++) {
    const t = tokens[i];
    if (t.kind === 'word' && SUM_NOUNS_BEFORE_MARK.has(t.lower)) return true;
    // The unit a price is per, between its noun and the mark: "Menu price per guest: TMT 180" (h111n88).
    const before = tokens[i - 1];
    if (t.kind === 'word' && before?.kind === 'word' && before.lower === 'per') { i--; continue; }
    if (rate && t.kind === 'word' && t.lower === 'of') continue;
    if (t.text !== ':' && !(t.kind === 'word' && GLUE_BEFORE_MARK.has(t.lower))) return false;
  }
  return false;
}

/** A figure after a dotted mark: comma groups, two or three decimals (a rial's baisa), or space groups; not a bare "12". */
const DOTTED_MARK_FIGURE = /^\d{1,3}(?:,\d{3})+(?:\.\d{2,3})?$|^\d+\.\d{2,3}$|^\d{1,3}(?:[ \u00A0\u2009\u202F]\d{3})+(?:[.,]\d{2})?$/;

/**
 * Contracts: a mark of `DOTTED_CONTRACT_PREFIXES` spelt by up to four glued tokens from `k` ("R.O.", "S/."), the
 * longest, then a figure written as money (a label's number, "S/ 12", has no groups nor cents).
 */
function dottedUnitBefore(tokens: readonly Token[], k: number): Unit | null {
  let spelt = '';
  let found: Unit | null = null;
  for (let j = k; j < k + 4 && j < tokens.length && (j === k || !tokens[j].gap) && tokens[j].kind !== 'num'; j++) {
    spelt += tokens[j].text;
    const code = DOTTED_CONTRACT_PREFIXES.get(spelt);
    if (code) found = { code, end: j + 1, factor: 1, minor: false, kind: 'code', contract: { label: false } };
  }
  const next = found ? tokens[found.end] : undefined;
  return next?.kind === 'num' && DOTTED_MARK_FIGURE.test(next.text) ? found : null;
}

/** `and 50 cents`, `forty-five`, `50` after a whole major amount: hundredths. */
function addMinor(tokens: readonly Token[], found: Found, byFirst: MentionsByFirst, claimed: ReadonlySet<NumberMention>, notations: boolean): { mention: CurrencyMention; end: number } {
  const base = { mention: found.mention, end: found.end };
  if (found.minor || !Number.isInteger(found.mention.value) || found.mention.parts.some((p) => p.fractional)) return base;
  let at = found.end;
  const and = tokens[at];
  if (and?.kind === 'word' && and.lower === 'and') at++;
  else if (and && !and.gap) return base;
  const m = byFirst[at];
  if (!m || claimed.has(m) || m.glued || !m.simple || m.value < 0 || m.value >= 100 || !Number.isInteger(m.value)) return base;
  const next = unitAfter(tokens, m.last) ?? (notations ? contractMinorAfter(tokens, m.last) : null);
  if (next && !next.minor) return base;
  if (!next && !endsAmount(tokens[m.last])) return base;
  const end = next ? next.end : m.last;
  const mention: CurrencyMention = {
    ...found.mention,
    end: tokens[end - 1].end,
    value: found.mention.value + m.value / 100,
    parts: [...found.mention.parts, m],
    last: end,
  };
  return { mention, end };
}

/** Words after a bare minor amount that leave it an amount (`15 USD 50 more`), unlike a count (`5 dollars 3 times`). */
const AFTER_MINOR = new Set(['more', 'less', 'only', 'each', 'total', 'in', 'for', 'please', 'then', 'to', 'and', 'or', 'is', 'was', 'per', 'a', 'an']);

function endsAmount(t: Token | undefined): boolean {
  return t === undefined || t.kind === 'sym' || (t.kind === 'word' && AFTER_MINOR.has(t.lower));
}

/** A currency symbol (`$`, `€`, …) at token `k`, as a unit. */
function symbolUnit(text: string, k: number): Unit | null {
  const code = CURRENCY_SYMBOLS.get(text);
  return code ? { code, end: k + 1, factor: 1, minor: false, kind: 'symbol' } : null;
}

/**
 * The Uruguayan peso's own mark, the dollar sign with a capital "U" glued after it before the figure ("$U 4.500", "$U
 * 12,000.00"), as Uruguayan drafting writes it (the "UYU $" prefix names it too): UYU, not the bare "$"'s dollar (issue
 * 18, h108d68; facts set 68's cause 10). The "U" in its case only, and a figure right after it: "$u" or "$US" is none.
 */
function uruguayanPesoAt(tokens: readonly Token[], k: number): Unit | null {
  const [sign, u, figure] = [tokens[k], tokens[k + 1], tokens[k + 2]];
  if (sign?.text !== '$' || u?.kind !== 'word' || u.gap || u.text !== 'U' || figure?.kind !== 'num') return null;
  return { code: 'UYU', end: k + 2, factor: 1, minor: false, kind: 'symbol' };
}

/** A unit one word token spells by itself at `k`: a symbol-like word, an ISO code, or a millions code. */
function wordUnit(text: string, k: number): Unit | null {
  const symbol = symbolUnit(text, k);
  if (symbol) return symbol;
  const code = currencyCode(text);
  if (code) return { code, end: k + 1, factor: 1, minor: false, kind: 'code' };
  const millions = millionsCode(text);
  return millions ? { code: millions, end: k + 1, factor: 1e6, minor: false, kind: 'code' } : null;
}

/** Contracts: a minor unit of CONTRACT_MINOR_UNITS at token `k` after the figure ("20 tetri"), a hundredth. */
function contractMinorAfter(tokens: readonly Token[], k: number): Unit | null {
  const t = tokens[k];
  const code = t?.kind === 'word' ? CONTRACT_MINOR_UNITS.get(t.lower) : undefined;
  return code === undefined ? null : { code, end: k + 1, factor: 0.01, minor: true, kind: 'name' };
}

/** A unit written after the amount, starting at token `k`. */
function unitAfter(tokens: readonly Token[], k: number): Unit | null {
  const t = tokens[k];
  if (!t) return null;
  if (t.kind === 'sym') return symbolUnit(t.text, k);
  if (t.kind !== 'word') return null;
  const whole = wordUnit(t.text, k);
  if (whole) return whole;
  const minor = MINOR_UNITS.get(t.lower);
  if (minor) return { code: minor, end: k + 1, factor: 0.01, minor: true, kind: 'name' };
  const elided = elidedNameAt(tokens, k);
  if (elided) return elided;
  if (!CURRENCY_NAME_FIRST_WORDS.has(straightApostrophes(t.lower))) return null;
  // The name's words, written with the straight apostrophe once: the longest name first, a word not straightened again
  // for each shorter one (this runs after every figure of a chat message).
  // A later word the tokenizer split at its apostrophe is read whole ("12 500 Uzbek so'm", "Uzbek so’m": issue 18,
  // h103d62), as elidedNameAt reads it first; `ends[n - 1]` is the token after the n-th word.
  const words: string[] = [];
  const ends: number[] = [];
  let at = k;
  for (let x = 0; x < MAX_NAME_WORDS; x++) {
    const w = tokens[at];
    if (w?.kind !== 'word' || (x > 0 && !w.gap)) break;
    const elided = x > 0 ? elidedWordAt(tokens, at) : undefined;
    words.push(elided ?? straightApostrophes(w.lower));
    at += elided === undefined ? 1 : 3;
    ends.push(at);
  }
  for (let n = words.length; n >= 1; n--) {
    const name = words.slice(0, n).join(' ');
    const iso = CURRENCY_NAMES.get(name);
    if (iso) {
      const dot = tokens[ends[n - 1]];
      const end = name === 'rs' && dot?.text === '.' && !dot.gap ? ends[n - 1] + 1 : ends[n - 1];
      return { code: iso, end, factor: 1, minor: false, kind: 'name' };
    }
  }
  return null;
}

/**
 * The word at `k` joined to the word after its glued apostrophe ("so" "'" "m" → "so'm"), or undefined: not a possessive's
 * "s" ("the dollar's value").
 */
function elidedWordAt(tokens: readonly Token[], k: number): string | undefined {
  const first = tokens[k];
  const mark = tokens[k + 1];
  const rest = tokens[k + 2];
  if (first?.kind !== 'word' || mark?.kind !== 'sym' || mark.gap || !NAME_APOSTROPHES.has(mark.text)) return undefined;
  if (rest?.kind !== 'word' || rest.gap || rest.lower === 's') return undefined;
  return `${first.lower}'${rest.lower}`;
}

/** The apostrophes of NAME_APOSTROPHES other than the straight one, as one class. */
const CURLY_APOSTROPHES = new RegExp(`[${[...NAME_APOSTROPHES].filter((c) => c !== "'").join('')}]`, 'g');
/**
 * `word` with an apostrophe that is a letter ("soʻm", "soʼm") written as the straight one its name is listed with. One
 * replace, no array per call: this runs on every word that may follow an amount, in chat messages too.
 */
function straightApostrophes(word: string): string {
  return word.replace(CURLY_APOSTROPHES, "'");
}

/**
 * A one-word currency name the tokenizer split at its apostrophe ("so'm", "so’m": a word, the mark, a word, glued), read
 * whole as listed in CURRENCY_NAMES (issue 18, h100a60).
 */
function elidedNameAt(tokens: readonly Token[], k: number): Unit | null {
  const [first, mark, rest] = [tokens[k], tokens[k + 1], tokens[k + 2]];
  if (first?.kind !== 'word' || mark?.kind !== 'sym' || mark.gap || !NAME_APOSTROPHES.has(mark.text)) return null;
  if (rest?.kind !== 'word' || rest.gap) return null;
  const iso = CURRENCY_NAMES.get(`${first.lower}'${rest.lower}`);
  return iso ? { code: iso, end: k + 3, factor: 1, minor: false, kind: 'name' } : null;
}

/** A unit written before the amount, starting at token `k`. */
function unitBefore(tokens: readonly Token[], k: number): Unit | null {
  const t = tokens[k];
  if (!t) return null;
  if (t.kind === 'sym') return uruguayanPesoAt(tokens, k) ?? symbolUnit(t.text, k);
  if (t.kind !== 'word') return null;
  const wordStart = k === 0 || tokens[k].gap || tokens[k - 1].kind !== 'word';
  if (!wordStart) return null;
  // `u.s $`, `u.s. $`
  if (t.lower === DOTTED_US_FIRST && tokens[k + 1]?.text === '.' && tokens[k + 2]?.kind === 'word' && (tokens[k + 2] as { lower: string }).lower === 's') {
    let j = k + 3;
    if (tokens[j]?.text === '.' && !tokens[j].gap) j++;
    if (tokens[j]?.text === '$') return { code: 'USD', end: j + 1, factor: 1, minor: false, kind: 'symbol' };
  }
  const dollar = tokens[k + 1];
  const prefix = DOLLAR_PREFIXES.get(t.lower);
  const pronounApart = PRONOUN_PREFIXES.has(t.lower) && t.text !== t.text.toUpperCase() && dollar?.gap;
  if (prefix && dollar?.text === '$' && (prefix.spaced || !dollar.gap) && !pronounApart) {
    return { code: prefix.code, end: k + 2, factor: 1, minor: false, kind: 'symbol' };
  }
  const whole = wordUnit(t.text, k);
  if (whole) return whole;
  const prefixWord = PREFIX_WORDS.get(t.lower);
  if (prefixWord) {
    const dot = tokens[k + 1];
    return { code: prefixWord, end: dot?.text === '.' && !dot.gap ? k + 2 : k + 1, factor: 1, minor: false, kind: 'code' };
  }
  return null;
}
