/**
 * Asset Use for goods lent or hired, and for places and times given over to the other party's use (issue 18, h22cat):
 * C12 reads a leased or hired asset's use, return and parts as Asset Use, and the service's gist is "using the other
 * party's assets". Loans, linen and equipment rentals, berth and booth licences and harvesting contracts say it through
 * the acts on the thing — lending it, using or returning the hired thing, giving it back in the condition received,
 * answering for it while it is in one's possession, entering land with machinery or leaving machinery on it, using a
 * room or booking a hall. Stated from how such clauses are drafted, with test sentences of their own
 * (`category-cues-assets.test.ts`). Bounded patterns, linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';
import { PLACE, THING } from './category-cues-assets.js';
import { AMOUNT } from '../../numbers/money-shapes.js';

/** What is lent as money, not as a thing: a loan's advance is its finance, no asset used. */
const MONEY = String.raw`(?:money|moneys|monies|sums?|amounts?|funds|loans?|facilit(?:y|ies)|advances?|credit|capital|tranches?)`;

/** A thing said to be hired: "the rental linen", "any hired plant", "the loaned objects". */
const HIRED = String.raw`(?:hired|rented|rental|leased|loaned|lent)`;

/** A party named by its possessive: "Hotel's", "the Owner's", "its". */
const WHOSE = String.raw`(?:its|his|her|their|your|our|(?:the\s+)?[A-Z][\w-]*['’]s)`;

export const LENT_GOODS_CUES: readonly [RegExp, CategoryLabel][] = [
  // Lending a thing: "The Museum will lend the paintings listed in the Schedule to the Gallery", "must not lend any
  // object on to a third party". Not money lent ("The Bank will lend the Facility", "lend any sums"): a loan's finance.
  // It reads no amount (MONEY here is the words of money lent), so a plain pattern, not moneyPattern (h109fix).
  [new RegExp(String.raw`\blend\s+(?:the|any|its|our|your|all|each|such)\s+(?!(?:[\w-]+\s+){0,2}?${MONEY}\b)(?:[\w-]+\s+){1,7}?(?:on\s+)?to\b`, 'i'), 'Asset Use'],
  // (h105c82, C143) Lending a thing said without its recipient: "We lend child seats and booster seats free of charge",
  // "The Museum lends two display cases for the term". Not money (MONEY), nor help, support or a name lent ("lend its
  // name to the campaign", "lend assistance"), nor "lend to"/"lend up to" nor a sum lent ("lends the Borrower GBP
  // 20,000": a lender's advance); not lent to a person named after the verb ("lend you", "lend the Company …") or to a
  // party later in the clause ("lend the twelve paintings … to the Museum": the loan's own grant, what the contract is).
  // Case-sensitive: a party is a capitalised name. (h105fixK) Not money named before the verb as what a relative clause
  // lends ("repay the money we lend within a year": the loan's sum, h103c79's C143 near miss), nor a preposition or a
  // conjunction read as the thing ("we lend within", "lend for a year", "lend and"): the object is then before the verb.
  [new RegExp(String.raw`(?<!\b${MONEY}\s{1,8}(?:that\s{1,8}|which\s{1,8})?(?:we|you|they|I|he|she|it)\s{1,8})\b[Ll]ends?\s+(?![^.;]{0,40}?${AMOUNT})(?!(?:within|for|at|in|from|until|till|by|during|under|against|with|without|over|after|before|only|and|or|if|when|unless|where|as|per)\b)(?![^.;]{0,160}?\bto\s+(?:the\s+)?[A-Z][\w-]+)(?!(?:to|up|on|out|money|itself|themselves|you|him|her|them|us|me|it|a\s+hand)\b)(?!(?:the\s+)?[A-Z])(?:(?:the|any|its|our|your|all|each|such|a|an|two|three|four|\d{1,3})\s+)?(?!(?:[\w-]+\s+){0,2}?(?:${MONEY}|support|assistance|help|names?|expertise|credibility|weight|voices?|credence|authority)\b)[\w-]+`), 'Asset Use'],
  // Acting on the hired thing: "use the rental towels only in", "return all hired scaffolding", "insure the leased
  // trailers". The adjective says the thing is the other party's.
  [new RegExp(String.raw`\b(?:use|uses|return|returns|returned|keep|keeps|store|stores|insure|insures|clean|cleans|alter|alters|move|moves)\s+(?:(?:all|the|any|each|every|its|their|such)\s+)?${HIRED}\s+[\w-]+`, 'i'), 'Asset Use'],
  // Returning a thing: "shall return the trailer to the depot", "return the Equipment within 7 days". Only a thing
  // (THING): returning information or documents is Confidentiality's or Communication's.
  [new RegExp(String.raw`\breturn(?:s|ed)?\s+(?:(?:all|the|any|each|every|its|their|such)\s+)?(?:[\w-]+\s+){0,2}?${THING}\b`, 'i'), 'Asset Use'],
  // Given back as it was received: "in the condition in which it was received", "in the same state as at the start",
  // "in as good a condition as when let". Not "fair wear and tear" alone: the sets read it with what the sentence
  // charges or excuses (a deposit, a liability), the thing's use being the lease's context, not the clause's subject.
  // (issue 18, h118c92, C292) "in which" may be left out: "gives them back … in the state she received them".
  [/\bin\s+(?:the\s+)?(?:same\s+|good\s+)?(?:condition|state|order)\s+(?:in\s+which|as\s+(?:when|at|on)|(?:she|he|it|they|you|we|I)\s+(?:received|got|found|took)\b)\b|\bin\s+as\s+good\s+(?:a\s+)?(?:condition|state|order)\s+as\b/i, 'Asset Use'],
  // Answering for the thing while one holds it: "responsible for any trolley lost or damaged while it is in the
  // Caterer's possession", "loss of or damage to the tools while in its custody".
  [new RegExp(String.raw`\b(?:lost|damaged|stolen|loss\s+of|damage\s+to)\b[^.;]{0,80}?\b(?:while|when|whilst)\s+(?:(?:it|they)\s+(?:is|are|remains?)\s+)?in\s+${WHOSE}\s+(?:possession|custody|care)\b`), 'Asset Use'],
  // Land entered with machinery, machinery left on it: "may enter the Farmer's paddocks with its harvesters", "must
  // not leave any vehicle on the property overnight", "keep any other boat at the mooring".
  [new RegExp(String.raw`\benter\s+(?:(?:upon|onto)\s+)?(?:the\s+)?(?:[A-Z][\w-]*['’]s\s+)?(?:land|property|farm|fields?|paddocks?|orchards?|blocks?)\s+with\b|\b(?:leave|leaves|park|parks|keep|keeps)\s+(?:any\s+(?:other\s+)?|its\s+|the\s+|their\s+|a\s+)?(?:machinery|machines|equipment|vehicles?|harvesters?|tractors?|boats?|vessels?|trailers?|caravans?)\s+(?:[\w-]+\s+){0,2}?(?:on|at|in)\s+(?:the\s+)?(?:[A-Z][\w-]*['’]s\s+)?(?:land|property|farm|fields?|paddocks?|berth|mooring|yard|marina)\b`), 'Asset Use'],
  // One's own things taken off the other's place when the use ends: "shall dismantle and remove all its staging from
  // the hall", "remove their belongings from the room". The place is the other party's; not waste or soil removed
  // from a site (the work itself).
  [new RegExp(String.raw`\b(?:remove|removes|dismantle|dismantles)\s+(?:and\s+remove\s+)?(?:all|its|their|his|her|your|our|any|the)\s+(?:own\s+)?(?:[\w-]+\s+){0,2}?(?:equipment|machinery|machines|tools|plant|belongings|possessions|property|products|staging|fittings|furniture|vehicles?)\s+from\s+(?:the\s+)?(?:[A-Z][\w-]*['’]s\s+)?(?:venue|premises|site|land|property|booth|berth|farm|building|camp|hall|rooms?|unit|store)\b`, 'i'), 'Asset Use'],
  // A place used or booked for a while: "each team may use one changing room", "may book the hall for two evenings",
  // "a licence to moor", "will provide a storage room for the cleaners' materials".
  [new RegExp(String.raw`\b(?:may|to|not|only|will|must|shall|can)\s+(?:use|book|reserve|hire|occupy)\s+(?:the|its|your|our|one|a|an|two|any)\s+(?:[\w-]+\s+){0,1}?${PLACE}\b|\blicen[cs]e\s+to\s+(?:moor|berth|graze|store|park)\b|\bprovide\s+(?:the\s+[A-Z][\w-]*\s+with\s+)?(?:a|an|one)\s+(?:[\w-]+\s+)?(?:rooms?|camp|space|lockers?|office|storage\s+area)\s+(?:for|with|near|in|at)\b`, 'i'), 'Asset Use'],
];
