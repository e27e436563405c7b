/**
 * One occurrence cancelled by a cause outside the parties' control (issue 18, h39c): "If a game is cancelled because of
 * weather or a public health order, …", "Sailings cancelled by order of the port authority do not count towards the
 * minimum fee", "A day cancelled for weather is to be paid as a standby day", "may cancel the Expo if the venue becomes
 * unavailable because of fire, flood or epidemic", "not liable for any delay or cancellation caused by weather". A game,
 * a sailing, a flight or a show day is called off while the contract goes on: the clause is about the event that stopped
 * it (Force Majeure) and what is then paid or owed, not about the contract's term or its ending (the Term & Termination
 * row: duration, renewal, termination). Sets 15, 17, 22, 23, 25, 29, 30, 35, 36 and 44 label each such sentence without
 * Term & Termination (sixteen of seventeen in sets 1–45; set 30 gives it to a consumer's booking cancelled when the hall
 * "is unusable because of damage", which these words do not read). The category-cues-ends.ts cue for a party's own
 * cancellation with a refund already leaves out "cancels a performance". A veto (category-cue-vetoes.ts' ALL_VETOES) of the word
 * "cancel" there; not where the contract itself is cancelled or ends ("either party may cancel this Agreement if the
 * force majeure lasts 90 days", "If the Exhibition is cancelled because of a pandemic, this Agreement ends"). Bounded
 * windows, linear on hostile text. Tests: `categories-shared-misses.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';
import { STOPPING_EVENT } from './force-majeure-causes.js';

/** What is the contract itself, cancelled or ended. */
// An insurance policy, an order and a statement of work are contracts too ("The Insurer may cancel the policy for
// non-payment …", "cancel the Order …": hrev29).
const THE_CONTRACT = String.raw`(?:agreement|contract|sub-?contract|lease|licen[cs]e|charter(?:\s{1,8}party)?|plan|membership|facility|appointment|engagement|concession|polic(?:y|ies)|(?:purchase\s{1,8})?orders?|statement\s{1,8}of\s{1,8}work|services)`;
/**
 * A cancellation for a party's own act (a breach, a failure to pay, convenience): "cancel the Exhibitor's stand booking
 * for breach of the venue rules issued by the authority" ends a booking for a fault, not for a cause outside control.
 */
// "for" and "by the" say a cause only when the cause follows within a few words ("for weather", "by the port authority"):
// "cancel the Order by the end of the month …, unless … a government contract" names no cause (hrev29).
const OWN_ACT = String.raw`breach\w*|non-?payment|fail\w*\s{1,8}to|convenience|default\w*`;
/**
 * The causes outside the parties' control that call an occurrence off: the events the Force Majeure cue reads as
 * stopping performance (force-majeure-causes.ts' STOPPING_EVENT, one home: rain, wind, hail, snow, an earthquake, a
 * disease …; issue 18, h117c90, C273: "If the round-ups are cancelled because of an animal disease" kept the cancel
 * word's Term & Termination, as this list lacked the disease the events cue read), and the causes only a cancellation
 * names here (an outbreak, an authority, a power outage, air traffic control).
 */
const OUTSIDE_CAUSE = String.raw`(?:${STOPPING_EVENT}|outbreaks?|public\s{1,8}health|government|authorit(?:y|ies)|force\s{1,8}majeure|beyond|civil\s{1,8}unrest|volcanic|power\s{1,8}(?:outages?|failures?)|air\s{1,8}traffic\s{1,8}control)`;

/** One occurrence of the many a contract covers: an event, a performance, a show, a game, a flight, a lesson. */
// A club's or a school's training, practices and rehearsals are called off as its lessons are ("We cancel training when
// a storm warning is issued": C119's activity cancelled, a duty, no ending; set 77, issue 18, h102t77).
const OCCURRENCE = String.raw`(?:events?|performances?|shows?|concerts?|games?|match(?:es)?|fixtures?|sailings?|flights?|lessons?|class(?:es)?|sessions?|screenings?|training|practices?|rehearsals?)`;

export const CANCELLED_OCCURRENCE_VETOES: readonly [RegExp, CategoryLabel][] = [
  [
    new RegExp(
      String.raw`^(?![^]{0,800}\b(?:terminat\w*|expir\w*|ends|ended|end\s{1,8}(?:this|the)\s{1,8}${THE_CONTRACT}|${OWN_ACT})\b)(?![^]{0,800}\bcancel\w*\s{1,8}(?:this|the|your|our|its)\s{1,8}${THE_CONTRACT}\b)[^]{0,600}?\bcancel\w*\b[^.;]{0,160}?\b(?:(?:because\s{1,8}of|owing\s{1,8}to|due\s{1,8}to|caused\s{1,8}by|by\s{1,8}(?:an?\s{1,8})?order\s{1,8}of)\b[^.;]{0,80}?|(?:for|by\s{1,8}the)\s{1,8}(?:[\w'’-]{1,30}\s{1,8}){0,5}?)\b${OUTSIDE_CAUSE}\b`,
      'i',
    ),
    'Term & Termination',
  ],
  // (h55c51) One occurrence called off by a party, whatever the cause: "If an Event is cancelled, the Agent must refund
  // the Face Value", "not required to refund the Booking Fee unless the Venue cancels the Event", "If a performance is
  // canceled by Presenter, Presenter shall pay the full guarantee", "cancel any flight for safety reasons". A show, a
  // game, a flight or a lesson is one of the many the contract covers, and it goes on: what is refunded or paid is
  // billing, no ending of the contract. Sets 10, 22, 25, 40 and 51 label seven such sentences without Term &
  // Termination; set 19's "If Orchestra cancels a concert …, it shall pay Artist the full fee" is the one against. Not
  // where the contract ends, is terminated or is cancelled in the same sentence (set 22's "the Event is cancelled … and
  // the Contract ends"), nor a festival, a search or a tour, which may be the whole engagement.
  // (hrev41) Nor where the contract is ended in other words: rescinded, withdrawn from, brought to an end, at an end, or
  // the booking itself cancelled ("the Hirer's booking is cancelled and the Hirer shall pay the cancellation fee").
  // (h102t77) The occurrence after the verb needs no determiner ("We cancel training when …", "The School cancels
  // lessons on public holidays": C119), nor "all", "our", "its" or "their" one.
  [
    new RegExp(
      String.raw`^(?![^]{0,800}\b(?:terminat\w*|expir\w*|ends|ended|end\s{1,8}(?:this|the)\s{1,8}${THE_CONTRACT}|rescind\w*|rescission|withdraw\w*\s{1,8}from\s{1,8}(?:this|the)\s{1,8}${THE_CONTRACT}|(?:to|at)\s{1,8}an\s{1,8}end|(?:booking|reservation|hire)\s{1,8}(?:is|are|shall\s{1,8}be|will\s{1,8}be|has\s{1,8}been)\s{1,8}cancell?ed)\b)(?![^]{0,800}\bcancel\w*\s{1,8}(?:this|the|your|our|its)\s{1,8}${THE_CONTRACT}\b)[^]{0,600}?(?:\bcancel\w*\s{1,8}(?:(?:the|an?|any|each|that|this|such|all|our|its|their)\s{1,8}(?:[\w-]{1,30}\s{1,8})?)?${OCCURRENCE}|\b${OCCURRENCE}\s{1,8}(?:is|are|be|has\s{1,8}been|have\s{1,8}been|was|were)\s{1,8}(?:[\w-]{1,20}\s{1,8})?cancell?ed)\b`,
      'i',
    ),
    'Term & Termination',
  ],
  // (h56cat) A loss or cost not answered for because of a cancellation: "We are not liable for any costs you incur
  // because we had to cancel your booking", "shall not be liable for hotel, transport or other costs that VCS incurs
  // because of a cancellation", "will not be liable for any travel expenses incurred as a result of a cancellation",
  // "is not responsible for any loss of takings caused by the cancellation of an event". The cancellation is only the
  // cause of the loss the clause excludes: Liability's (C32's exclusion), no term or ending of the contract. Sets 10,
  // 23, 30, 35 and 44 label all five such sentences Liability without Term & Termination. Not where the sentence ends
  // or terminates the contract itself ("may terminate this Agreement and shall not be liable for any damage caused by
  // the termination": set 44 keeps both), nor a cancellation that is the sentence's own act ("may cancel your booking;
  // we are not liable for …": the cancelling verb must follow the loss it causes), nor the cancellation of the contract
  // itself ("any loss resulting from cancellation of this contract by the Guest": the contract ended; hrev43).
  [
    new RegExp(
      String.raw`^(?![^]{0,800}\b(?:terminat\w*|expir\w*|ends|ended|end\s{1,8}(?:this|the)\s{1,8}${THE_CONTRACT})\b)(?![^]{0,800}\bcancel\w*\s{1,8}(?:of\s{1,8})?(?:this|the|your|our|its)\s{1,8}${THE_CONTRACT}\b)[^]{0,400}?\b(?:not|no)\s{1,8}(?:be\s{1,8})?(?:liable|responsible)\b[^.;]{0,160}?\b(?:because|as\s{1,8}a\s{1,8}result|arising|resulting|caused|due\s{1,8}to|owing\s{1,8}to)\b[^.;]{0,60}?\bcancel`,
      'i',
    ),
    'Term & Termination',
  ],
];
