/**
 * Pricing & Taxes for a price that rises, falls or is prorated (issue 18, h55cat): "The rent increases by 5% at the start
 * of the third season", "The Rental shall escalate by 8% on each anniversary", "Rent for any partial month shall be
 * prorated", "the storage fee will be reduced pro rata", "the rent will not be reduced because of drought", "We can
 * change the rent by giving you twelve months' notice". How much is paid, and how that amount changes over the term, is
 * the price (spec §2–3, Pricing & Taxes; C9 the amount). Weak cues of category-cues-amounts.ts and
 * category-cues-card-settlement.ts read some of these already, but the learned model's odds keep them under the bar,
 * or a notice or a force majeure event beside them ranks first and leaves the price under the second bar: sets 1–50
 * label all 69 sentences these two patterns read Pricing & Taxes, and the model gave 12 of them (sets 15, 22, 23, 29,
 * 30, 31, 34, 37, 40, 43, 44, 47) no Pricing & Taxes. Not a share of proceeds ("raise your price percentage"), a rate
 * of exchange, of interest or of pay, nor a hire (a charter's hire reduced for days lost reads as the vessel's use),
 * nor charges checked on an invoice, a rental car, or a cost reduced to a minimum (issue 18, hrev40).
 * Tests: `test/contracts/classify/categories/categories-price-changes.test.ts`. Bounded, linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

export const PRICE_CHANGE_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // (issue 18, h111c88, C242) The price fixed by a party or a change to it told: "The fares are fixed by the Branch and
  // are as follows:", "The parking tariffs are set by the Trust" (sets 1–88: 2 of 2), "informs the Operator … of any
  // change to the fares" (3 of 3 sentences; not a rate of interest or exchange). Fixed words: linear.
  [/\b(?:fares?|tariffs?|prices?)\s{1,3}(?:are|is|shall\s{1,3}be|will\s{1,3}be)\s{1,3}(?:fixed|set|determined)\s{1,3}by\b|\b(?:any|a|an)\s{1,3}(?:change|increase)\s{1,3}(?:to|in)\s{1,3}the\s{1,3}(?:fares?|prices?|tariffs?|fees?)\b(?!\s{1,3}of\s{1,3}(?:interest|exchange)\b)/i, 'Pricing & Taxes'],
  // (issue 18, h110c87, C235) The rates, prices or fees of a next period agreed, set or negotiated: "meet in November to
  // review the season and agree the rates for 2048", "negotiate the prices for the following year" (set 87's, Pricing &
  // Taxes; sets 1–86 have none). A year or "the next/following" period after "for". Fixed words: linear.
  [/\b(?:agree|agrees|agreeing|set|sets|fix|fixes|negotiate|negotiates)\s{1,3}(?:on\s{1,3})?(?:the\s{1,3})?(?:new\s{1,3})?(?:rates|prices|fees|tariffs?)\s{1,3}for\s{1,3}(?:the\s{1,3})?(?:next|following|coming|\d{4}\b)/i, 'Pricing & Taxes'],
  // The price as the subject of its change: "the rent increases", "the Rental shall escalate", "Rent for any partial
  // month shall be prorated", "the minimum fee, which is reduced pro rata", "the rights fee is not reduced". Not a cost
  // kept low ("Charges for electricity shall be reduced to a minimum by switching off …"; "reduced to a minimum of £50"
  // is the price), nor a charge of another sense ("The battery's charge shall not be reduced below 20%", "The person
  // in charge shall be reduced to one"): issue 18, hrev40.
  [/\b(?:rent|rental|fees?|prices?|charges|(?<!\b(?:in|battery['’]s|battery|electrical|electric|static)\s{1,3})charge|tariffs?)\b(?:\s+(?:for|of)\s+[^.;,]{1,30}?)?(?:,\s+which)?\s+(?:(?:shall|will|may|is|are|is\s+to|are\s+to)\s+)?(?:not\s+)?(?:be\s+)?(?:increases?|increased|escalates?|escalated|reduced|pro-?rated|indexed|rises?)\b(?!\s+to\s+(?:a\s+)?minimum\b(?!\s+of\b))/i, 'Pricing & Taxes'],
  // A party changing the price: "may increase the booth rent", "can change the rent", "may review its charges". Not a
  // rate of exchange, of interest or of pay, nor a price percentage (a share of proceeds). Nor the charges checked on
  // an invoice ("may review the charges on each invoice and dispute …"), nor the thing a price word names ("review the
  // rental car", "change the rental agreement"): issue 18, hrev40.
  [/\b(?:increase|increases|change|changes|raise|raises|review|reviews|index|indexes|adjust|adjusts|reduce|reduces|escalate|escalates)\s+(?:the|its|our|their|your|any)\s+(?:[\w-]+\s+)?(?:rent|rental|fees?|prices?|charges|rates?|tariffs?)\b(?!\s+(?:of\s+)?(?:exchange|interest|pay|percentage)\b)(?!\s+(?:on|in)\s+(?:the|each|every|any|an?|its|their|your|our)\s+(?:invoices?|statements?|bills?|receipts?)\b)(?!\s+(?:cars?|vehicles?|vans?|equipment|agreements?|contracts?|period|units?|propert(?:y|ies)|company|fleet|items?|bikes?|boats?|forms?|office|desk|negotiations?)\b)/i, 'Pricing & Taxes'],
];
