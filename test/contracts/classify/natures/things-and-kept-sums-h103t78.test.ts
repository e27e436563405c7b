/**
 * Issue 18, h103t78 (sets 78's and 79's type leftovers; sentences written for this test): a sum a party "will keep … to
 * cover its costs" after its refund is its Right (C150, the Right row's "retains all takings"); a thing's pronoun before a
 * negated modal and an agentless passive ("the time it cannot be used") binds no party, and the party's present-tense
 * duty before it stands (C150); a plural party's bare verb before a time limit ("the Licensors answer within 10 days")
 * is its duty (C34); another party's act done "for" the holder of a right after ", and" is its duty beside the right
 * (C150, C137's reach).
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const RACE = 'This Agreement is made between Bayside Rowing Association Inc. (the "Organiser") and Coral Mobile Limited (the "Sponsor").';
const SHED = 'This Lease is made between Hollow Farm Ltd (the "Lessor") and Pia Marsh (the "Lessee").';
const PRESS = 'This licence is made between Vesa Gashi and Ilir Gashi (together "the Licensors") and Lumi Press Ltd ("the Publisher").';
const typeOf = (preamble: string, text: string): string[] => typesOf(preamble, text)[1];

describe('a sum kept to cover the keeper\'s costs: its Right (C150)', () => {
  it('reads "will keep … to cover its costs" after a refund as the same party\'s Right beside its duty', () => {
    expect(typeOf(RACE, '7.2 If the Sponsor cancels, the Organiser will refund the second payment, and will keep the first payment to cover its costs.')).toEqual(['Obligation/Organiser', 'Right/Organiser']);
    expect(typeOf(RACE, 'The Organiser will keep the deposit to cover its costs.')).toEqual(['Right/Organiser']);
    expect(typeOf(RACE, 'If the Sponsor withdraws, the Organiser shall retain the advance as compensation for its loss.')).toEqual(['Right/Organiser']);
  });
  it('keeps a sum kept in an account, or a thing kept, a duty', () => {
    expect(typeOf(RACE, 'The Organiser will keep the entry fees in a separate account.')).toEqual(['Obligation/Organiser']);
    expect(typeOf(RACE, 'The Organiser will keep the banners to cover the finish line.')).toEqual(['Obligation/Organiser']);
  });
});

describe('a thing\'s pronoun before a negated modal and an agentless passive binds no party (C150)', () => {
  it('reads no bar of the party named before the pronoun, and keeps its present-tense duty', () => {
    expect(typeOf(SHED, 'If a flood damages the barn, the Lessor repairs it within 20 days, and the rent falls in proportion to the time it cannot be used.')).toEqual(['Obligation/Lessor']);
    expect(typeOf(SHED, 'The Lessor may repaint the barn, and it may not be used in the meantime.')).toEqual(['Right/Lessor']);
    expect(typeOf(SHED, 'The Lessee may store hay in the barn, but they must not be stacked above the beams.')).toEqual(['Right/Lessee']);
  });
  it('keeps a party\'s own bar, and a party\'s passive with "to"', () => {
    expect(typeOf(SHED, 'The Lessee may use the barn, but it must not sublet it.')).toEqual(['Right/Lessee', 'Exclusion/Lessee']);
    expect(typeOf(SHED, 'The Lessee may use the barn, and it shall not be required to repair the roof.')).toEqual(['Right/Lessee', 'Disclaimer/Lessee']);
  });
});

describe('a plural party\'s bare verb before a time limit (C34)', () => {
  it('reads it as the plural party\'s duty after ", and"', () => {
    expect(typeOf(PRESS, '2.6 The Publisher sends the Licensors the proofs, and the Licensors answer within 10 days.')).toEqual(['Obligation/Publisher', 'Obligation/Licensors']);
    expect(typeOf(PRESS, 'The Licensors answer within two working days.')).toEqual(['Obligation/Licensors']);
  });
  it('reads no verb in a plural noun before the limit', () => {
    expect(typeOf(PRESS, 'The Licensors rights within 10 days of the sale are set out in Annex 2.')).toEqual([]);
  });
});

const LIBRARY = 'This agreement is made between Valley Tool Library Inc. (the "Library", "we" or "us") and the member ("you").';

describe('another party\'s act done for the holder of a right, after ", and" (C150)', () => {
  it('reads it as that party\'s duty beside the right', () => {
    expect(typeOf(LIBRARY, 'You can book a ladder online, and we keep it for you for three days.')).toEqual(['Right/You', 'Obligation/Library']);
    expect(typeOf(LIBRARY, 'You may reserve a saw by phone, and we keep the saw for you until noon.')).toEqual(['Right/You', 'Obligation/Library']);
  });
  it('leaves an act done for no one unread (C137)', () => {
    expect(typeOf(LIBRARY, 'You may enter the shed, and we keep the key.')).toEqual(['Right/You']);
  });
});
