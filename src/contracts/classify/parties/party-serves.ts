/**
 * The party a contract makes serve the other, not who pays: "The School undertakes to prepare the Learner for the
 * driving test", "the Academy shall train the Trainee", "the Tutor teaches the Pupil twice a week". Of two parties whose
 * aliases say no side, the one whose duty is to teach, train or advise the other provides the service: the Supplier, the
 * one taught the Buyer (facts set 48's cause 2, h87p: a driving school and its learner, the price "paid as follows"
 * with no payer named). Read after the payer's sentence and the payee's (party-sides.ts, party-payee.ts), which decide
 * first.
 */
import { escapeRegExp } from '../../../common/regexp.js';
import type { PartyRecord } from './party-record.js';

/**
 * The verbs whose object is the person served: a teacher's, a trainer's, an adviser's. Not "provide", "supply" or
 * "serve", which a customer does as well ("The Hotel shall provide the Band with meals").
 */
const SERVICE_VERB = String.raw`(?:train|teach|instruct|tutor|coach|prepare|advise|counsel|mentor)(?:e?s)?`;
/** What may stand between the party and the verb: a modal or an undertaking, and an adverb ("shall properly train"). */
const DUTY = String.raw`(?:(?:shall|will|must|agrees\s{1,3}to|undertakes\s{1,3}to)\s{1,3})?(?:\p{Ll}{2,15}ly\s{1,3})?`;

/** "<alias> [shall] <verb> [the] <other>", the other party itself and not a thing of its ("train the Buyer's staff"). */
function servesPattern(alias: string, other: string): RegExp {
  const name = String.raw`(?<![\p{L}\p{N}])${escapeRegExp(alias)}`;
  const otherName = String.raw`(?:the\s{1,3})?${escapeRegExp(other)}(?![\p{L}\p{N}]|['’]s\b)`;
  return new RegExp(String.raw`${name}\s{1,3}${DUTY}${SERVICE_VERB}\s{1,3}${otherName}`, 'u');
}

/** Of two parties, the one a sentence makes teach, train or advise the other, when exactly one does: the Supplier. */
export function serverOf(pair: readonly PartyRecord[], texts: readonly string[]): PartyRecord | undefined {
  if (pair.length !== 2 || pair.some((p) => p.alias === undefined || p.alias.length < 2)) return undefined;
  const serves = pair.filter((p) => {
    const other = pair.find((q) => q !== p) as PartyRecord;
    const re = servesPattern((p.alias as string).replace(/^the\s+/i, ''), (other.alias as string).replace(/^the\s+/i, ''));
    return texts.some((t) => re.test(t));
  });
  return serves.length === 1 ? serves[0] : undefined;
}
