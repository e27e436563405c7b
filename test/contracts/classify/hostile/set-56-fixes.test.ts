/**
 * Issue 18, h73t56: the present-tense duties set 56 taught (nature-present-duties.ts RELATIVE_ON_SUBJECT,
 * JOINED_PREDICATE, BARE_VERB_AFTER, addressesOther; nature-present-hand-overs.ts TO_ACCOUNT, MANNER_SET) on hostile
 * input: a clause of their near misses repeated to 64k characters after a preamble that names the parties, classified
 * whole, in about linear time; and each gap pattern on its own over a long run of near misses. Then its attribute
 * readers (place-names.ts TOWN_IN_COUNTRY, TOWN_JOINED_AFTER, STATE_AFTER and listedAfter with "the"; place-positions.ts
 * "areas in" and KG/OG; signatory-names.ts TITLED and POSTED_NAME with particles) on their near misses repeated.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { handsOverAsDuty } from '../../../../src/contracts/classify/natures/nature-present-hand-overs.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

const PREAMBLES = [
  'This agreement is concluded between Alder Ferries Ltd (hereinafter "Alder") and Birch Ferries Ltd (hereinafter "Birch"), each a "Carrier" and together the "Carriers".',
  'Harbour Storage Ltd ("we", "us" or the "Keeper") stores goods for the customer signing below ("you" or the "Customer").',
];

const classifiesLinearly = (preamble: string, unit: string) => readsLinearly((n) => {
  const text = unit.repeat(Math.ceil(n / unit.length));
  return () => classifyContract([{ text: preamble, kind: 'sentence' }, { text: 'The parties agree as follows:', kind: 'sentence' }, { text, kind: 'sentence' }]);
});

describe('present-tense duties of set 56 on hostile input (h73t56)', () => {
  it.each([
    [0, 'A Carrier that cancels a that who crossing refund the Carrier that '],
    [0, 'Each Carrier acts as agent and, Each Carrier acts and the and '],
    [0, 'The Carriers contribute to to a the Carriers contribute '],
    [0, 'Alder transfers the share to its Alder\'s own bank to the '],
    [0, 'Birch operates the pier in during in accordance Birch operates '],
    [1, 'We receive your boxes, store them, we you your when you we '],
    [1, 'We keep your details data information you give us We use '],
  ])('preamble %i, "%s" repeated: linear', (preamble, unit) => {
    expect(classifiesLinearly(PREAMBLES[preamble], unit).elements.length).toBe(3);
  });

  it('TO_ACCOUNT and MANNER_SET on a long run with no stop: linear, and no act found', () => {
    const verdict = (verb: string, unit: string) => readsLinearly((n) => {
      const after = unit.repeat(Math.ceil(n / unit.length));
      return () => handsOverAsDuty(verb, after);
    });
    expect(verdict('operates', ' the pier in accordance in line at its own ')).toBe(false);
    expect(verdict('transfers', ' all rights to the Buyer\'s own bank ')).toBe(false);
  });
});

describe('set 56\'s attribute readers on hostile input (h73t56)', () => {
  itClassifiesRepeatedLinearly('at Aa Bb Cc in the Dd in Netherlands at Ee in ');
  itClassifiesRepeatedLinearly('in Vilnius and Panevėžys and Vilnius and Aa, ');
  itClassifiesRepeatedLinearly('Rotterdam, the Rotterdam, the Netherlands, the ');
  itClassifiesRepeatedLinearly('Aa GmbH & Co KG, Bb OG, Cc KG, (hereinafter ');
  itClassifiesRepeatedLinearly('ski areas in Aa regions in resorts in Bb Cc Dd ');
  itClassifiesRepeatedLinearly('Mrs. Anneke de van der de Vries van Mr. Aa al ');
  itClassifiesRepeatedLinearly('represented by its director Aa de Bb van der Cc de ');
  itClassifiesRepeatedLinearly('Clearing Office Collections Agency', { kind: 'title' });
});
