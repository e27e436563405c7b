/**
 * Companies a contract names without a legal form or a body's head, where the sentence says what trade they are in: the
 * kind before the name ("the airline Canadian North", "the bank Crédit Mutuel", "the insurer Allianz Tiriac") and the
 * carrier of air freight after "by", "with" or "on" ("the air freight … by Canadian North", "air cargo with Air Tahiti
 * Nui"). Facts set 48's cause 5 (issue 18, h87o): a capitalised phrase is no body of itself, so only these cues make it one.
 */
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { MONTH_NAME, WEEKDAY_NAME } from '../lexicon/calendar-words.js';
import { PLACES } from '../lexicon/gazetteer.js';
import { ROLE_WORDS } from '../lexicon/roles.js';
import type { AddName } from './name-grammar.js';

/**
 * One to four capitalised words or initials, hyphens and "&" inside them ("Air Tahiti Nui", "Crédit Agricole
 * Martinique-Guyane", "DHL"); no article, demonstrative or month opening it. Bounded words: linear.
 */
const NAME = String.raw`(?!(?:The|This|That|These|Those|Its|Their|Our|Your|${MONTH_NAME}|${WEEKDAY_NAME})(?![\p{L}]))\p{Lu}[\p{L}\p{M}'’&-]{0,30}(?:\s\p{Lu}[\p{L}\p{M}'’&-]{0,30}){0,3}`;
/** The trade's word after an article or a possessive, then the name: "the airline X", "its bank X", "an insurer X". */
const TRADE_BEFORE_NAME = new RegExp(String.raw`\b(?:the|its|their|an?|our|your)\s{1,3}(?:airline|air\s{1,3}carrier|bank|insurer|insurance\s{1,3}company|courier|shipping\s{1,3}line|ferry\s{1,3}operator)\s{1,3}(${NAME})(?![\p{L}\p{M}])`, 'gu');
/**
 * Air freight, air cargo or carriage by air, then in the same clause its carrier after "by", "with" or "on": "pays the air
 * freight of the Works from Iqaluit to Toronto by Canadian North". The gap bounded, lazy, no stop or semicolon: linear.
 */
const AIR_CARRIER = new RegExp(String.raw`\b(?:[Aa]ir\s{1,3}freight|[Aa]irfreight|[Aa]ir\s{1,3}cargo|[Aa]ir\s{1,3}carriage|[Cc]arriage\s{1,3}by\s{1,3}air|by\s{1,3}air)\b[^.;:]{0,80}?\b(?:by|with|on)\s{1,3}(${NAME})(?![\p{L}\p{M}])`, 'gu');
/**
 * A carrier named by its own words and a transport word as its head ("Yamato Transport", "Nordic Freight", "Baltic
 * Logistics"), no legal form: after "carried by", "shipped by", "delivered by" or "sent with", or first in a shipping
 * row's bracket ("Shipping (Yamato Transport, cool delivery): ¥1,100"), facts set 58's cause 8 (h100p59). The head
 * alone is no name, and a name of common words alone ("Express Freight") none (isTradeName). Bounded words: linear.
 */
const CARRIER_NAME = String.raw`(?:\p{Lu}[\p{L}\p{M}'’&-]{0,30}\s){1,3}(?:Transport|Transportation|Logistics|Express|Freight|Shipping|Courier|Couriers|Cargo|Haulage)`;
// The verb in the present with its object between ("We send the cloth with GIG Logistics on Monday", "we ship the bales
// via Karoo Freight": a chat's or a letter's own sending; facts set 65's cause 14, issue 18, h105q65): up to four words
// in small letters between, no stop.
const CARRIED_BY = new RegExp(String.raw`\b(?:(?:carried|shipped|delivered|sent|transported|dispatched)|(?:send|ship|deliver|dispatch)\s{1,3}(?:\p{Ll}[\p{Ll}'’-]{0,20}\s{1,3}){1,4}?)\s{0,3}(?<=\s)(?:by|with|via)\s{1,3}(${CARRIER_NAME})(?![\p{L}\p{M}])`, 'gu');
const SHIPPING_ROW_BRACKET = new RegExp(String.raw`\b(?:Shipping|Delivery|Carriage|Freight|Postage)\b[^()\n]{0,30}?\(\s{0,3}(${CARRIER_NAME})(?=\s{0,3}[,;)])`, 'gu');
const ROLES: ReadonlySet<string> = new Set(ROLE_WORDS);
const PLACE_NAMES: ReadonlySet<string> = new Set(PLACES);

/**
 * A name the cue points at is a body unless it is a party's role, a listed place ("by air to Toronto on Monday" names
 * none), or made of common English words alone ("the bank Account Details", "by air with Express Delivery").
 */
function isTradeName(name: string): boolean {
  if (ROLES.has(name) || PLACE_NAMES.has(name)) return false;
  return !name.split(/\s/).every((w) => isCommonEnglishWord(w.toLowerCase().replace(/['’]s$/, ''), 35));
}

/** Companies named by their trade's word before them, air freight's carriers and carriers named by a transport word. */
export function addBodiesNamedByTrade(text: string, add: AddName): void {
  const lower = text.toLowerCase();
  const cues: RegExp[] = [];
  if (/airline|air carrier|bank|insur|courier|shipping line|ferry/.test(lower)) cues.push(TRADE_BEFORE_NAME);
  if (lower.includes('air')) cues.push(AIR_CARRIER);
  if (/\b(?:carried|shipped|delivered|sent|transported|dispatched|send|ship|deliver|dispatch)\s/.test(lower)) cues.push(CARRIED_BY);
  if (/(?:shipping|delivery|carriage|freight|postage)[^(\n]{0,30}\(/.test(lower)) cues.push(SHIPPING_ROW_BRACKET);
  for (const cue of cues) for (const m of matchesOf(cue, text)) {
    if (!isTradeName(m[1])) continue;
    const end = m.index + m[0].length;
    add('Organization', end - m[1].length, end);
  }
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function bodiesNamedByTradeRunPatterns(): readonly RegExp[] {
  return [AIR_CARRIER, CARRIED_BY, SHIPPING_ROW_BRACKET, TRADE_BEFORE_NAME];
}
