/**
 * "The Customer owns all guest and booking data that it enters into the service", "You own all rights in your
 * photographs": a party that opens an operative clause and owns all of something holds it as its own, its Right, as
 * "retains ownership of" is (C43; the abouts of sets 9, 18 and 25 read "you own" and "owns" as the owner's Right; set
 * 69's cause 1, issue 18, h91ty). Three conditions keep it to that reading:
 * - "owns all" (or "own all" after "we", "you" or a plural): a bare "owns the copyright in …" is as often a statement the
 *   sets leave untyped (sets 14, 15, 26 and 34);
 * - the party opens the sentence (after its number, "the", or "As between the parties,"): "…, and Author owns all
 *   copyright" after a clause of its own is the background of that clause (set 22);
 * - nothing else in the sentence is labelled (read last, by natures.ts, in an operative clause only): an ownership said
 *   beside another party's duty ("Retailer owns all rights in its brand, and Supplier will use them only …", set 54) is
 *   that duty's ground, no Right of its own.
 * A recital and the background before the operative part state facts ("WHEREAS the Owner owns all the shares"): the
 * caller reads only operative clauses.
 */
import type { Label } from '../../wire.js';
import type { PartyMention } from '../parties/party-lexicon.js';
import { leadLength } from '../text/text.js';

/** What may stand before the owner: nothing, "the", or "As between the parties," (up to its comma). Anchored: linear. */
const OWNER_OPENS = /^\s{0,3}(?:as\s{1,3}between\s{1,3}[^,;:.()]{1,60},\s{1,3})?(?:the\s{1,3})?$/i;
/** After the owner: "owns all" (or "own all"), an adverb before it at most, and the thing's first word. Anchored: linear. */
const OWNS_ALL = /^\s{1,3}(?:(?:alone|solely|exclusively|also)\s{1,3})?owns?\s{1,3}all\s{1,3}[\p{L}\d]/iu;

/** The owner's Right of a sentence that opens on a party owning all of something (see above), or none. */
export function ownershipRights(text: string, candidates: readonly PartyMention[]): Label[] {
  const lead = leadLength(text);
  const owner = candidates.find((p) => p.begin >= lead);
  if (owner === undefined || owner.negative || !OWNER_OPENS.test(text.slice(lead, owner.begin)) || !OWNS_ALL.test(text.slice(owner.end, owner.end + 40))) return [];
  return [{ nature: 'Right', party: owner.party }];
}
