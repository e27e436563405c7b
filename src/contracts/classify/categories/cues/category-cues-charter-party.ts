/**
 * A charter party's own words for the spec's categories (issue 18, h36c45): a ship's trade names safety, warranty,
 * insurance and payment in terms no other contract uses. Each pattern is written from how charters are drafted
 * (the voyage and time charter forms' clauses), tested on sentences of its own (`categories-charter-party.test.ts`):
 * - Safety and Security: berths or ports nominated safe, where the vessel lies "safely afloat"; a port made
 *   inaccessible or unsafe by ice; an oil or fuel spill to contain (sets 8, 9 and 45 label a spill so).
 * - Warranties: the owners' due diligence to make the vessel seaworthy (the carrier's warranty of seaworthiness).
 * - Insurance: the vessel entered in a P&I club, P&I, pollution, war risks or hull cover, a war risk premium (sets 7,
 *   16, 23, 43, 45); not a letter of indemnity "in the P&I club's wording" (no cover the parties carry).
 * - Payment Terms & Billing: freight deemed earned or not returnable (when freight falls due and stays paid); a lien on
 *   the cargo or goods for freight, demurrage, charges or sums due (sets 4, 9, 13, 19, 26, 38, 39, 41 and 45 label
 *   every such lien so); a demurrage or freight claim (the time bar of a sum claimed).
 * - Pricing & Taxes: freight, hire or demurrage paid at a rate ("at the rate stated in Box 6"): the price of the
 *   voyage or of the time (set 7's hire "at the rate of USD 14,750 per day").
 * - C4: a party excused from loss or delay caused by an act of God, force majeure or events beyond its control (the
 *   exceptions clause, in capitals or not) is Force Majeure only: Liability's cue words read the sentence without the
 *   excuse (category-not-said.ts' NOT_SAID; sets 7 and 45 label such a clause Force Majeure alone).
 * - A P&I club ("protection and indemnity") is an insurer, no indemnity given (CLUB_NAME_NOT_SAID).
 * Bounded patterns, linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';
import { ACT_OF_GOD, CONTROL_EXCEEDED } from './force-majeure-causes.js';

/**
 * The warranty of seaworthiness names its subject outright (strong, category-cue-lists.ts' STRONG_CUES): the sentence model
 * reads a voyage's words (tanks, pipes, pumps) as no subject and outweighs a plain cue. So does the vessel's trade (C331).
 */
export const CHARTER_PARTY_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\bdue\s+diligence\s+to\s+make\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?seaworthy\b|\bwarrants?\s+that\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:is|shall\s+be|will\s+be)\s+(?:tight,\s+staunch,\s+strong\s+and\s+)?seaworthy\b/i, 'Warranties'],
  // C331 (issue 18, h122s95): where the chartered vessel may go and what it is used for — "The vessel shall trade within
  // the waters of Madeira", "The Vessel shall be employed in lawful trades", "any employment of the Vessel that requires
  // trading outside …", "Charterers shall not send the vessel into any port named on a sanctions list" — is the use of
  // the thing hired (Asset Use): sets 7, 16 and 95 label all 4 such sentences so. Sent "into" a port or waters only, not
  // "to" one (issue 18, h122mendS, review82 #10): an FOB buyer "shall send the vessel to the load port" ships a
  // sale's goods, no thing hired (the sets' one "send the vessel" sentence is set 95's "into"). Strong: the sentence
  // model reads "employed in lawful trades" as no subject and outweighs a plain cue. Literal words, bounded: linear.
  [/\b(?:vessel|ship)\s+(?:shall|will|may|is\s+to)\s+(?:only\s+|not\s+)?(?:trade|be\s+employed)\b|\bemployment\s+of\s+the\s+(?:vessel|ship)\b|\bsend\s+the\s+(?:vessel|ship)\s+into\b/i, 'Asset Use'],
];

export const CHARTER_PARTY_CUES: readonly [RegExp, CategoryLabel][] = [
  ...CHARTER_PARTY_STRONG_CUES,
  [/\b(?:nominat|order|direct)\w*\s+(?:[\w-]+\s+){0,3}?safe\s+(?:berths?|ports?|places?|anchorages?)\b|\b(?:lie|remain)\s+(?:always\s+)?safely\s+afloat\b|\b(?:inaccessible|unsafe|dangerous|blocked)\s+(?:owing|due)\s+to\s+ice\b|\bice[- ]?bound\b|\b(?:oil|fuel|bunker|chemical|cargo)\s+spills?\b|\bcontain\s+(?:the|any)\s+spill\b/i, 'Safety and Security'],
  [/\bentered\s+(?:with|in)\s+(?:a|an|the)\s+(?:P&I|protection\s+and\s+indemnity)\s+(?:club|association)\b|\b(?:P&I|pollution|war\s+risks?|hull\s+and\s+machinery)\s+(?:cover|insurance)\b|\bwar\s+risks?\s+(?:insurance\s+)?premiums?\b/i, 'Insurance'],
  [/\bfreight\s+(?:shall\s+be\s+|is\s+|will\s+be\s+)?(?:deemed\s+)?(?:fully\s+)?earned\b|\b(?:freight|hire)\b[^.;]{0,40}?\b(?:not\s+|non-)returnable\b|\blien\s+(?:up)?on\s+(?:the\s+|all\s+)?(?:[\w-]+\s+){0,2}?(?:for|in\s+respect\s+of)\s+(?:all\s+|any\s+)?(?:unpaid\s+)?(?:[\w-]+\s+){0,2}?(?:freight|dead-?freight|demurrage|hire|charges|sums|fees|amounts|monies|moneys)\b|\b(?:demurrage|freight)\s+claims?\b|\bclaims?\s+for\s+demurrage\b/i, 'Payment Terms & Billing'],
  [/\b(?:freight|hire|demurrage|despatch)\b[^.;]{0,60}?\bat\s+the\s+rates?\s+(?:stated|specified|set\s+out|shown|agreed|of)\b/i, 'Pricing & Taxes'],
];

/**
 * Loss, damage or delay excused by an act of God, force majeure or events beyond control (C4): only when the clause
 * excuses it ("not", "nor", "neither", "no", "never" earlier in the clause, within 120 characters). "shall be liable for
 * loss caused by events beyond the control of the Customer" allocates a liability and keeps it (issue 18, hrev28).
 * (h59c52) So are the events a force majeure clause lists, named first: war, riot, flood, earthquake, a nuclear event,
 * an act of a public authority ("not liable for loss caused by flood, earthquake, war or an act of public authority":
 * sets 26 and 52 label both such sentences Force Majeure alone). A list opening on strikes stays as it was (set 13
 * labels its "loss or damage caused by strikes, lock-outs, riots" Force Majeure and Liability). Not an event word that
 * names a party's own fault (issue 18, hrev45): flood water or flood damage from a pipe ("damage caused by flood water
 * escaping from the Landlord's pipes"), or contamination a party caused ("nuclear contamination caused by the
 * Customer"): a loss allocated, Liability kept.
 */
const EXCUSED_LOSS = String.raw`(?=[lr])(?<=\b(?:not|nor|neither|no|never)\b[^.;]{0,120})\b(?:liable|responsible)\s+(?:to\s+(?:the\s+)?\w+\s+)?for\s+(?:any\s+)?(?:loss(?:es)?|damages?|delay)(?:,?\s+(?:or\s+)?(?:loss(?:es)?|damages?|delay)){0,3}\s+(?:arising|caused|resulting)\s+(?:from|by|out\s+of)\s+(?:an?\s+|any\s+)?(?:${ACT_OF_GOD}|force\s+majeure|events?\s+${CONTROL_EXCEEDED}|(?:wars?|riots?|floods?|earthquakes?|nuclear)\b(?![\s-]{1,8}(?:water|waters|damage|from)\b|[^.;,]{0,40}?\bcaused\s{1,8}by\s{1,8}(?:the|its|their|his|her|your|our|a|any)\b)|acts?\s+of\s+(?:war|terrorism|public\s+authorit(?:y|ies)|government))`;

/**
 * A failure or delay to load, carry, ship or deliver that an exceptions clause excuses by force majeure events ("Neither
 * Owners nor Charterers shall be liable for any failure to load, carry or discharge a shipment caused by war, epidemic
 * or other events beyond their reasonable control", "The Seller is not liable for a delay in shipment caused by strikes
 * or port closure"): Force Majeure only (C4), no Delivery from the shipment or cargo it names (issue 18, h73c56; sets
 * 1–56 label none of the 62 sentences it reads Delivery, 7 of them naming a delivery, a load or a shipment). A veto
 * (category-cue-vetoes.ts' ALL_VETOES): the excused failure's object is no delivery arranged. Only with the excusing
 * word before the liability and an event after "caused by" (a failure caused by the party itself still allocates a
 * fault). Bounded: linear.
 */
export const EXCUSED_SHIPMENT_VETOES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\b(?:liable|responsible|in\s+default)(?<=\b(?:not|nor|neither|no)\b[^.;]{0,140})\s+(?:to\s+(?:the\s+)?\w+\s+)?for\s+(?:any\s+|a\s+|the\s+)?(?:failure|delay|inability)\b[^.;]{0,100}?\b(?:caused|arising|resulting)\s+(?:from|by|out\s+of)\s+(?:[\w,-]+\s+){0,8}?(?:${ACT_OF_GOD}|force\s+majeure|(?:events?|causes?)\s+${CONTROL_EXCEEDED}|wars?|riots?|strikes?|floods?|storms?|epidemics?|pandemics?|earthquakes?|fires?)\b`, 'i'), 'Delivery'],
];

export const EXCUSED_LOSS_NOT_SAID: readonly [RegExp, CategoryLabel][] = [[new RegExp(EXCUSED_LOSS, 'gi'), 'Liability']];

/**
 * A P&I club ("protection and indemnity") is a mutual insurer: its name indemnifies no one (Insurance, not
 * Indemnification), when the words name a club, association, insurance, cover, risks or a policy (issue 18, hrev28: an
 * indemnity provided "protection and indemnity to the Customer" is no club). A letter of indemnity named beside it ("a
 * letter of indemnity in the P&I club's wording") keeps its own.
 */
export const CLUB_NAME_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  // Only the club's or its cover's name, alone or before another risk ("protection and indemnity and war risks"): "shall
  // provide protection and indemnity to the Customer" gives an indemnity.
  [/\bprotection\s+and\s+indemnity(?=\s+(?:\(P&I\)\s+)?(?:(?:and|or)\s+(?:[\w-]+\s+){0,2})?(?:club|association|insurance|cover|risks?|policy|policies)\b)/gi, 'Indemnification'],
];

/**
 * "Institute Warranty Limits" name the waters a vessel may trade in (the underwriters' trading limits), no warranty
 * given: sets 7 and 16 label neither sentence that names them Warranties (C331, issue 18, h122s95). Literal words: linear.
 */
export const TRADING_LIMITS_NOT_SAID: readonly [RegExp, CategoryLabel][] = [[/\binstitute\s+warranty\s+limits\b/gi, 'Warranties']];
