/**
 * A body named once with its place and again without it: "the Office of the City Treasurer of Malaybalay" issues the
 * certificate, and "the Office of the City Treasurer" registers the transfer a paragraph later. The short name is the
 * same body, no second party (facts set 51's cause 6, issue 18, h90p). Only when one fuller name completes it by "of"
 * and at most four words: two ("… of Malaybalay", "… of Valencia") leave the short name whose it is unsaid, and a name
 * that goes on without "of" ("University of Vermont Proctor Maple Research Center") is another body.
 */
import type { PartyRecord } from './party-record.js';

/** The words a fuller name may add after "OF": the place ("MALAYBALAY", "THE CITY OF CEBU"). */
const PLACE_TAIL = /^ OF (?:\S+ ){0,3}\S+$/;

/**
 * Folds each party of importance Unknown whose name (of two words or more) a single other party's name continues by
 * PLACE_TAIL into that party: its mentions join the fuller name's. Returns the records kept, in their order.
 */
export function foldBodiesNamedWithoutPlace(records: readonly PartyRecord[]): PartyRecord[] {
  const folded = new Set<PartyRecord>();
  for (const short of records) {
    if (short.importance !== 'Unknown' || !short.party.includes(' ')) continue;
    const fuller = records.filter((p) => p !== short && !folded.has(p) && p.party.startsWith(short.party) && PLACE_TAIL.test(p.party.slice(short.party.length)));
    if (fuller.length !== 1) continue;
    fuller[0].mentions.push(...short.mentions);
    fuller[0].mentions.sort((a, b) => a.element - b.element || a.begin - b.begin);
    folded.add(short);
  }
  return records.filter((p) => !folded.has(p));
}
