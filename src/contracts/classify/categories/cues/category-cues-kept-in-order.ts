/**
 * Asset Use for a let, hired or lent thing kept in good order or repair (issue 18, h63asset): "The Tenant must keep the
 * interior of the Shop in good repair", "The Lessor shall maintain the lift in working order", "We will supply you with
 * scales and keep the scales in good working order", "The Owner shall keep the barge seaworthy". C12 reads a leased or
 * hired asset's use, return and parts as Asset Use; its upkeep in the state it was let in is the same subject, whichever
 * party the lease gives it to. Sets 1–53 label 25 of the 31 sentences this cue reads Asset Use (sets 11, 12, 15, 18, 23,
 * 27, 28, 30, 32, 35, 37, 40, 43, 44, 46, 47, 48, 49, 52, 53; the others: set 1's two lease covenants, set 29's river
 * banks and set 31's agency letting, Responsibilities, set 8's devices Warranties, set 23's pontoons Safety and
 * Security); parley read several held-out ones without Asset Use (sets 28, 35, 44, 47, 48 gain one each), a duty's
 * Responsibilities or a report's Communication outweighing the plain cue of category-cues-assets.ts (which wants
 * "good" and a named thing). Strong for that reason.
 *
 * The object is "the …", never "its" or "their" own things ("keep its vehicles in good repair": the party's own
 * tools, no asset of another), nor "them" or "it" (a pronoun may stand for one's own: "the tenant's fixtures … keep
 * them in good repair", review hrev43's C72 test); the state named is good, proper, sound or working order, repair or
 * condition, not "safe" (a site kept safe is Safety and Security), nor a condition "fit for" a use. Not safety gear
 * (first-aid kits, fire alarms, extinguishers: Safety and Security), records, books, accounts or logs (Communication,
 * Audits), nor "in order to". Sentences of their own in `categories-kept-in-order.test.ts`. A bounded window without a
 * stop, a bounded lookahead: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';
import { GOOD_STATE } from './good-state.js';

/** What is kept is no asset lent: safety gear, records, the business sold. */
const NOT_AN_ASSET_AFTER = String.raw`(?![^.;]{0,80}?\b(?:fire|first[\s-]aid|defibrillators?|extinguishers?|alarms?|safety|records?|books|accounts|registers?|logs?|purchased|(?:which|that)\s+it\s+owns|owned\s+by\s+it)\b)`;

/**
 * The thing named just before the state is no asset let (review hrev54): papers, files or minutes, a fund, money or a
 * portfolio, data or information, software, a platform, a website or "the systems", one's own workplace ("The Client
 * shall keep the documents in good order", "The Trustee shall keep the trust fund in good order", "The Processor shall
 * maintain the systems in good working order", "The Employer shall keep the workplace in a good state of repair"). Read
 * on the head word just before the state, so "the lift and the building management system in working order" still
 * reads. A bounded lookbehind.
 */
const NOT_AN_ASSET_BEFORE = String.raw`(?<!\b(?:documents?|papers|files|minutes|funds?|moneys|monies|cash|portfolios?|investments?|data|information|software|platforms?|websites?|applications?|workplace|the\s{1,4}systems)\s{1,4})`;

/**
 * A provider of services keeping things in order is its work, unless the things are named as the other party's ("The
 * Provider will keep the printers in good working order": maintenance services, no asset let; "The Contractor must
 * keep the Principal's equipment in good order" still reads). A seller keeping what it sells until handover is the
 * sale's, no asset let ("The Seller must keep the vehicle in good running order until it is collected": review hrev54).
 * The duty may come after another in the same sentence ("The Contractor is responsible for any injury on the site and
 * shall keep the site in good order": C73's test, the site kept as the works' housekeeping). Anchored at the start, its
 * windows bounded.
 */
const NOT_A_PROVIDERS_WORK = String.raw`^(?![^]{0,60}?\b(?:provider|supplier|vendor|seller|contractor|maintainer|engineer)\b[^.;]{0,100}?\b(?:will|shall|must|agrees\s+to|undertakes\s+to)\s+(?:keep|maintain)\s+the\s+(?![\w-]+['’]s\b))`;

export const KEPT_IN_ORDER_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // "keep the Premises in good repair", "maintain the Equipment in working order", "keep the moulds in good condition",
  // "keep the houseboat seaworthy". Not "keep its trucks in good repair", "keep the first-aid kit in working order", "keep the
  // records in good order", "keep the road in a condition fit for lorries".
  [new RegExp(String.raw`${NOT_A_PROVIDERS_WORK}(?:[^]*?\b(?:keep|keeps|maintain|maintains)\s+the\b${NOT_AN_ASSET_AFTER}[^.;]{0,80}?\b${NOT_AN_ASSET_BEFORE}${GOOD_STATE}|[^]*?\bkeeps?\s+the\b[^.;]{0,60}?\b(?:seaworthy|roadworthy|airworthy)\b)`, 'i'), 'Asset Use'],
];
