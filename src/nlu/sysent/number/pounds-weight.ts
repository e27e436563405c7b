/**
 * Contracts: "pounds" after a figure is a weight where the sentence around it measures goods, sterling where it prices
 * (facts set 38's cause 15, issue 18, h70money). "The crop is estimated at 90 barrels (about 20,000 pounds), at $3.00 per
 * pound." weighs the crop: a bracket restates a count of barrels in pounds, the sentence names the pound as a unit of
 * what is sold ("per pound"), or a weight word stands near the figure. The money recognizer reads a window of
 * some 48 characters each side of a figure (recognizer-windows.ts), so a cue farther away is not seen. A sum in pounds keeps its sign or its name ("£20,000", "20,000 pounds sterling", "GBP
 * 20,000", "twenty thousand pounds (£20,000)"): only the bare word after a figure is read here.
 */
import { CURRENCY_SYMBOLS, WEIGHT_NAMES, currencyCode } from './currency-units.js';
import type { Token } from './tokens.js';

/** Words of weight: the sentence weighs what it counts in pounds. */
const WEIGHT_WORDS: ReadonlySet<string> = new Set(['lb', 'lbs', 'weight', 'weights', 'weigh', 'weighs', 'weighed', 'weighing', 'avoirdupois']);
/** Words before a lone "pound" that make it the unit a price is per ("$3.00 per pound", "a dollar a pound"). */
const PRICED_PER: ReadonlySet<string> = new Set(['per', 'a', 'each']);
/** Words right after "pounds" that make the figure a price ("500 pounds per tonne"): money, whatever else is said. */
const PRICE_AFTER: ReadonlySet<string> = new Set(['per', 'each', 'a', 'sterling']);
/** Containers and measures goods are counted in, whose count a bracket restates in pounds ("180 drums (about 41,000 pounds)"). */
const GOODS_MEASURES: ReadonlySet<string> = new Set([
  'barrel', 'barrels', 'drum', 'drums', 'bushel', 'bushels', 'bale', 'bales', 'sack', 'sacks', 'bag', 'bags', 'crate', 'crates',
  'carton', 'cartons', 'pallet', 'pallets', 'tonne', 'tonnes', 'ton', 'tons', 'kg', 'kilograms', 'containers', 'totes', 'bins',
]);
/**
 * What goods are carried or delivered in, whose size is said in pounds ("per load of up to 12,000 pounds", "a
 * truckload of about 40,000 pounds"): a load weighs, it is never paid (issue 18, h75f40d).
 */
const LOADS: ReadonlySet<string> = new Set([
  'load', 'loads', 'truckload', 'truckloads', 'trailerload', 'trailerloads', 'carload', 'carloads', 'payload', 'payloads',
  ...GOODS_MEASURES,
]);
/** Words of a limit or an approximation between "<load> of" and the figure ("of up to", "of not more than", "of about"). */
const LIMIT_WORDS: ReadonlySet<string> = new Set(['up', 'to', 'not', 'no', 'more', 'than', 'at', 'most', 'maximum', 'max', 'over', 'under', 'about', 'approximately', 'some', 'around', 'roughly', 'nearly']);
/** Words of approximation inside such a bracket, before its figure. */
const ABOUT: ReadonlySet<string> = new Set(['about', 'approximately', 'approx', 'some', 'roughly', 'around', 'circa', 'ca', 'nearly']);
/** How far from the figure a lone "pound" a price is per is looked for, in tokens (bounded: linear however long the text). */
const WINDOW = 40;
/**
 * How far a weight word or "lb" may stand from the figure, in tokens: "The net weight of the lot is 1,200 pounds", "Each
 * bale weighs about 500 pounds", "3,000 pounds (1,361 kg, 3,000 lb)". Farther, or past a comma, the word is about
 * something else: "pays 2,000 pounds for the consignment, whatever its weight", "500 pounds for each delivery, and the
 * Seller weighs each delivery" stay sterling (review hrev61).
 */
const NEAR_BEFORE = 6;
const NEAR_AFTER = 8;

/** Whether token `t` ends a sentence: a stop, a semicolon, a question or exclamation mark. */
function endsSentence(t: Token): boolean {
  return t.kind === 'sym' && (t.text === '.' || t.text === ';' || t.text === '!' || t.text === '?');
}

/** Whether token `k` is a weight word ("weight", "weighs", "lb"). */
function weightWord(tokens: readonly Token[], k: number): boolean {
  const t = tokens[k];
  return t.kind === 'word' && WEIGHT_WORDS.has(t.lower);
}

/** The verbs that weigh the thing they follow: "The drums weigh 2,000 pounds each". */
const WEIGH_VERBS: ReadonlySet<string> = new Set(['weigh', 'weighs', 'weighed', 'weighing']);

/** The token before the figure at `first` and the limit or approximation words before it (up to four): bounded. */
function beforeLimitWords(tokens: readonly Token[], first: number): number {
  let k = first - 1;
  for (let n = 0; n < 4 && tokens[k]?.kind === 'word' && LIMIT_WORDS.has((tokens[k] as { lower: string }).lower); n++) k--;
  return k;
}

/**
 * Whether a weighing verb stands right before the figure at token `first`, perhaps with a limit or an approximation
 * between ("The drums weigh 2,000 pounds each", "The bags weigh about 50 pounds each"): the figure
 * is the thing's weight even before a price word, since "each" then counts the things weighed (hrev65's Left, issue 18,
 * h76f41d). Up to four such words: bounded.
 */
function weighedRightBefore(tokens: readonly Token[], first: number): boolean {
  const k = beforeLimitWords(tokens, first);
  const verb = tokens[k];
  return verb?.kind === 'word' && WEIGH_VERBS.has(verb.lower);
}

/** Whether token `k` is a lone "pound" a price is per ("$3.00 per pound", "EUR 4.10 a pound"). */
function pricedPerPound(tokens: readonly Token[], k: number): boolean {
  const t = tokens[k];
  const before = tokens[k - 1];
  return t.kind === 'word' && t.lower === 'pound' && before?.kind === 'word' && PRICED_PER.has(before.lower);
}

/**
 * Whether the figure at token `first` opens a bracket that restates a count of goods in pounds: "<n> <measure> (about
 * <figure> pounds": "estimated at 180 drums (about 41,000 pounds)" weighs; "pays 20,000 pounds for 90 drums" prices.
 */
function restatesCount(tokens: readonly Token[], first: number): boolean {
  let k = first - 1;
  const about = tokens[k];
  if (about?.kind === 'word' && ABOUT.has(about.lower)) k--;
  const [count, measure, bracket] = [tokens[k - 2], tokens[k - 1], tokens[k]];
  return bracket?.text === '(' && measure?.kind === 'word' && GOODS_MEASURES.has(measure.lower) && count?.kind === 'num';
}

/** Whether the figure at token `first` sizes a load: "<load> of [up to | about …] <figure> pounds" (`LOADS`). */
function sizesLoad(tokens: readonly Token[], first: number): boolean {
  const k = beforeLimitWords(tokens, first);
  const [load, of] = [tokens[k - 1], tokens[k]];
  return of?.kind === 'word' && of.lower === 'of' && load?.kind === 'word' && LOADS.has(load.lower);
}

/**
 * Whether another currency's price follows the pounds at token `unitEnd`: "hauls loads of 20,000 pounds at $150.00 per
 * load", "20,000 pounds at USD 0.45 each": the pounds are what that price is for, a quantity (issue 18, h75f40d). The
 * mark, then a figure, then a price word (`PRICE_AFTER`) before any other word.
 */
function pricedInOtherCurrency(tokens: readonly Token[], unitEnd: number): boolean {
  const [at, mark] = [tokens[unitEnd], tokens[unitEnd + 1]];
  if (at?.kind !== 'word' || at.lower !== 'at' || mark === undefined) return false;
  const code = mark.kind === 'sym' ? CURRENCY_SYMBOLS.get(mark.text) : mark.kind === 'word' ? currencyCode(mark.text) : undefined;
  if (code === undefined || code === 'GBP') return false;
  if (tokens[unitEnd + 2]?.kind !== 'num') return false;
  for (let k = unitEnd + 3; k < unitEnd + 6 && k < tokens.length; k++) {
    const t = tokens[k];
    if (t.kind === 'word') return PRICE_AFTER.has(t.lower) && t.lower !== 'sterling';
  }
  return false;
}

/**
 * Whether the currency name ending at token `unitEnd` (a figure's "pounds", from token `first`) is a weight: the word is
 * "pound(s)", no price word follows it, and a bracket restates a count of goods in it (`restatesCount`), a lone "pound"
 * a price is per stands in its sentence (up to `WINDOW` tokens each way, never past a
 * sentence's end), or a weight word stands near it (`NEAR_BEFORE`, `NEAR_AFTER`, never past a comma outside a bracket
 * opened after the figure). Another currency in the sentence is no cue by itself: "The fee is 1,000 pounds, or USD
 * 1,300 if paid in dollars" prices twice (review hrev61).
 */
export function weighedInPounds(tokens: readonly Token[], first: number, unitEnd: number): boolean {
  const name = tokens[unitEnd - 1];
  if (name?.kind !== 'word' || !WEIGHT_NAMES.has(name.lower)) return false;
  const after = tokens[unitEnd];
  if (after?.kind === 'word' && PRICE_AFTER.has(after.lower)) return after.lower === 'each' && weighedRightBefore(tokens, first);
  if (restatesCount(tokens, first) || sizesLoad(tokens, first) || pricedInOtherCurrency(tokens, unitEnd)) return true;
  for (let k = first - 1; k >= 0 && k >= first - WINDOW && !endsSentence(tokens[k]); k--) {
    if (pricedPerPound(tokens, k)) return true;
  }
  for (let k = unitEnd; k < tokens.length && k < unitEnd + WINDOW && !endsSentence(tokens[k]); k++) {
    if (pricedPerPound(tokens, k)) return true;
  }
  for (let k = first - 1; k >= 0 && k >= first - NEAR_BEFORE && !endsSentence(tokens[k]) && tokens[k].text !== ','; k--) {
    if (weightWord(tokens, k)) return true;
  }
  let depth = 0;
  for (let k = unitEnd; k < tokens.length && k < unitEnd + NEAR_AFTER && !endsSentence(tokens[k]); k++) {
    const t = tokens[k];
    if (t.text === '(') depth++;
    else if (t.text === ')') depth = Math.max(0, depth - 1);
    else if (t.text === ',' && depth === 0) break;
    if (weightWord(tokens, k)) return true;
  }
  return false;
}
