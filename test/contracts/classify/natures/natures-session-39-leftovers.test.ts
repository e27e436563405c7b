/**
 * A present-tense act of "we" alone before "and may …" (h73t56's leftover, decided by h75left): "We book space on
 * scheduled cargo flights and may choose the airline" gives the right alone. C34 binds a present-tense duty of an
 * operative clause's party; sets 4–35 labelled "we" alone with a bare present verb no duty (15 of 16; since h78we those C34 reaches are relabelled and "we" binds as any party:
 * "We clean the windows", "We hold public liability insurance", "We accept payment by card", "We keep your details …";
 * set 29's "We check each tutor's identity" the one Obligation), and h73t56 bound "we" only where the predicate names
 * the other party. The joined "and may" adds no duty to the first verb; "and will" is a duty of its own.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const WE_YOU = 'Harbour Freight Ltd ("we", "us" or the "Forwarder") forwards goods for the shipper signing below ("you" or the "Shipper").';
const weYou = (...sentences: string[]) => typesOf(WE_YOU, ...sentences).slice(1);

describe('"we" alone, a present verb, then "and may" (C34, h75left)', () => {
  it('gives the right alone; the same act with no "and may" is the writer\'s duty since h78we (C34 binds "we" as any party)', () => {
    expect(weYou(
      'We book space on scheduled cargo flights to Amsterdam and may choose the airline.',
      'We book space on scheduled cargo flights to Amsterdam.',
    )).toEqual([['Right/Forwarder'], ['Obligation/Forwarder']]);
  });
  it('near misses: a duty joined by "and will" and the other party\'s right stay as they were', () => {
    expect(weYou(
      'We book space on scheduled cargo flights for you and will tell you the flight number.',
      'You may choose the airline.',
    )).toEqual([['Obligation/Forwarder'], ['Right/Shipper']]);
  });
});
