/**
 * Cue words of drafting the earlier cue lists lacked, found on the ninth and tenth labelled sets (issue 18, h18cat3:
 * a contributor licence, an insurance producer agreement, an airline codeshare, a music publishing agreement, a group
 * purchasing agreement) and stated as rules about any contract. `categories.ts` reads them with its other cues; each
 * pattern is bounded (no nested quantifiers) so it stays linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';
import { EVENT_CUES, EVENT_VETOES } from './category-cues-events.js';

export const DRAFTING_CUES: readonly [RegExp, CategoryLabel][] = [
  // A party's representation or promise of a fact ("You represent that you are entitled …", "Vendor represents that
  // neither it nor …", "You promise us that you own …", "WE DO NOT PROMISE THAT IT WILL BE …") is a warranty, as
  // "warrants that" is; a promise to do something ("promises to pay") is a duty, not a warranty.
  [/\b(?:represents?|promises?)\s+(?:to\s+(?:the\s+)?[\w-]+\s+|us\s+|you\s+|them\s+)?that\b/i, 'Warranties'],
  // Remitting money is paying it over ("premiums … shall be remitted by Producer to Company", "fails to remit when
  // due"); a tax remitted stays a tax (the tax veto of Payment Terms & Billing).
  [/\bremit(?:s|ted|ting|tance|tances)?\b/i, 'Payment Terms & Billing'],
  // A carrier who carries goods ("upon delivery to the carrier"); a role named with a capitalised qualifier ("the
  // Operating Carrier", "the Marketing Carrier") is a party of an airline contract, not a carrier of goods. (issue 18,
  // h73c56) Nor a ship by its type ("a single-deck bulk carrier of 45,000 tonnes deadweight", "an LNG carrier"): the
  // vessel a charter describes, no carriage of goods handed over. (h77c60) Nor a box or rack a thing is carried in ("in
  // a closed pet carrier", "a child carrier", "a bike carrier on the roof"): a container, no carrier of goods; nor a
  // storage medium ("any data carriers holding such material", hrev77).
  [/(?<![A-Z][\w-]{0,64}\s{1,64})(?<!\b(?:bulk|ore|gas|oil|chemical|product|cement|livestock|car|vehicle|log|woodchip|pet|animal|cat|dog|baby|child|bike|bicycle|ski|luggage|roof|data)\s{1,8})\b(?:[Cc]arriers?|CARRIERS?)\b/, 'Delivery'],
  // Security for performance that a bank or surety provides ("a letter of credit in the amount of", "an unconditional
  // bank guarantee for A$1,200,000", "a performance bond equal to 50%"): coverage one party provides, as insurance is.
  [/\b(?:bank|performance|advance|payment|parent\s+company)\s+guarantees?\b|\b(?:standby\s+)?letters?\s+of\s+credit\b|\b(?:performance|surety|payment)\s+bonds?\b/i, 'Insurance'],
  // A party answering for doing something itself ("is responsible for maintaining the Haul Road", "for supplying all
  // prime movers", "for recruiting, training and supervising"): its own ancillary duty.
  [/\bresponsible\s+for\s+(?:maintaining|supplying|recruiting|hiring|training|supervising|backing\s+up)\b/i, 'Responsibilities'],
  // An appointment that says what the appointee is to be ("Company appoints Producer as its non-exclusive producer",
  // "You appoint us as your agent", "… as the exclusive administrator of your compositions") defines the engagement.
  [/\b[Aa]ppoints?\s+(?:the\s+)?(?:[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?|us|you|him|her|them)\s+as\s+(?:its|your|our|their|his|the|an?)\b/, 'Scope of Work'],
  // A party's own intermediaries beneath it ("No sub-producer may be appointed", "We may appoint sub-publishers",
  // "sub-agents") are subcontractors of its part; answering for their acts and omissions is the party's own
  // responsibility (categories-fourth-set.test.ts), not a subcontracting clause.
  [/(?<!\bacts\s{1,64}(?:and|or)\s{1,64}omissions\s{1,64}of\s{1,64}(?:its|their|any)\s{1,64}(?:[\w-]{1,64}\s{1,64}(?:and|or)\s{1,64})?)\bsub-?(?:agents?|producers?|publishers?|resellers?|distributors?|dealers?|brokers?)\b/i, 'Subcontracts'],
  // A measure taken so that the work or supply goes on through a disruption ("so that haulage is not interrupted when a
  // vehicle breaks down", "so that supply to the Delivery Point continues during short outages", "so that collections
  // can continue from a second site"): its purpose is business continuity.
  [/\bso\s+that\s+(?:[\w'’-]+\s+){1,8}?(?:continues?|can\s+continue|(?:is|are)\s+not\s+interrupted|(?:does|do)\s+not\s+interrupt)\b/i, 'Business Continuity'],
  // The defects liability period of a works contract is the period of its warranty of the works.
  [/\bdefects\s+liability\s+period\b/i, 'Warranties'],
  ...EVENT_CUES,
];

/** Words that take a cue word into another category's sense. */
export const DRAFTING_VETOES: readonly [RegExp, CategoryLabel][] = [
  // A statement of work named as one of the documents a precedence clause ranks ("If the Statement of Work conflicts
  // with this Agreement, this Agreement controls") is about which document wins, not about the scope; a sentence that
  // names the scope itself still is. Anchored at the start: one pass.
  [/^(?![^]*\bscope\b)(?=[^]*\b(?:conflicts?|inconsisten(?:t|cy|cies)|prevails?|precedence)\b)[^]*\bstatements?\s+of\s+work\b/i, 'Scope of Work'],
  // A copy kept "for your records" is the party's own file, no audit ("Please keep a copy of this agreement for your
  // records."); a sentence naming an audit or an inspection still is one.
  [/^(?![^]*\b(?:audit|inspect))[^]*?\bcop(?:y|ies)\b[^.;]{0,80}?\bfor\s+(?:your|its|their|our|his|her)\s+(?:own\s+)?records\b/i, 'Audits'],
  // Routine inspection of things at a set frequency ("inspect every Bike at least once every 30 days", "shall
  // regularly inspect the ladders") and inspection named with maintenance and repair ("access … for the inspection,
  // maintenance and repair of the pipes") are upkeep or safety, no audit of the other party. A one-off check against a
  // standard ("inspect the vehicle against the Fair Wear and Tear Standard" when it is returned) may be one, and so is
  // a sentence naming an audit, records, books or accounts. Anchored at the start: one pass.
  [/^(?![^]*(?:\baudit|\brecords\b|\bbooks\b|\baccounts\b|\bverify\s+compliance\b))[^]*?(?:\b(?:regularly|periodically|routinely)\s+inspect|\binspect(?:s|ed|ing)?\s+(?:the|each|every|all|any)\s+(?:[\w-]+\s+)?(?:bikes?|bicycles?|vehicles?|cars?|vans?|trucks?|equipment|machinery|vessels?|aircraft|plant|tyres?|brakes?|chargers?|ladders?|scaffold(?:ing)?)\b[^.;]{0,40}?\b(?:at\s+least|once|twice|every|daily|weekly|monthly|regularly)\b|\binspections?\s*(?:,\s*|\s+and\s+)(?:maintenance|repairs?|servicing|testing)\b)/i, 'Audits'],
  // "Defects Liability Period" names the warranty period, no liability (a liability named elsewhere in the sentence still is one).
  [/^(?![^]*\bliabilit(?:y|ies)\b(?!\s+period)[^]*$)[^]*\bdefects\s+liability\s+period\b/i, 'Liability'],
  ...EVENT_VETOES,
];
