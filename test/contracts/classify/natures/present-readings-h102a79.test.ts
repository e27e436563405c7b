/**
 * Issue 18, h102a79 (set 79's present-tense readings; sentences written for this test): "chooses" a thing as C34's act,
 * a plural subject's verb and its particle ("hand over"), a stative "lives" no duty, ", and pays" after a right as
 * "but pays" is (C34), and a sum already paid or a share of it kept as the keeper's Right (the Right row's "retains all
 * takings", C126's kept sum).
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const SALE = 'This contract is made between Kestrel Mills Ltd ("the Miller") and Ana Ruiz ("the Baker").';
const HEIRS = 'This licence is made between Vesa Gashi and Ilir Gashi (together "the Owners") and Lumi Press Ltd ("the Printer").';
const typeOf = (preamble: string, text: string): string[] => typesOf(preamble, text)[1];

describe('present-tense acts and states (C34)', () => {
  it('reads "chooses" a thing as the act, "chooses to" as none', () => {
    expect(typeOf(SALE, 'The Baker chooses the flour from the Miller\'s list.')).toEqual(['Obligation/Baker']);
    expect(typeOf(SALE, 'The Baker chooses to extend the contract.')).toEqual([]);
  });
  it('reads a plural party\'s verb with its particle', () => {
    expect(typeOf(HEIRS, 'The Owners hand over the negatives within ten days.')).toEqual(['Obligation/Owners']);
    expect(typeOf(HEIRS, 'The Owners give back the proofs within five days.')).toEqual(['Obligation/Owners']);
  });
  it('reads where a person lives as no duty', () => {
    expect(typeOf(SALE, 'The Baker lives in Leeds.')).toEqual([]);
    expect(typeOf(SALE, 'The Baker resides at the bakery.')).toEqual([]);
  });
  it('reads ", and pays" after a right as the same party\'s duty, as "but pays"', () => {
    expect(typeOf(SALE, 'The Baker may use the oven after the end, and pays rent for that time.')).toEqual(['Right/Baker', 'Obligation/Baker']);
    expect(typeOf(SALE, 'The Baker may use the oven after the end, and then pays a fee for each day.')).toEqual(['Right/Baker', 'Obligation/Baker']);
  });
  it('reads no duty where a plural noun follows "but" ("but orders already placed …")', () => {
    expect(typeOf(SALE, 'Either party may end this contract by notice, but orders already placed must be filled.')).toEqual(['Right/Multiple Parties']);
  });
});

describe('a sum kept as the keeper\'s own', () => {
  it('reads a sum already paid, or a share of it, kept as a Right', () => {
    expect(typeOf(SALE, 'The Miller keeps the deposit already paid.')).toEqual(['Right/Miller']);
    expect(typeOf(SALE, 'The Miller keeps the fee already paid.')).toEqual(['Right/Miller']);
    expect(typeOf(HEIRS, 'In that case the Owners keep the part of the price already paid.')).toEqual(['Right/Owners']);
  });
  it('keeps things kept as a duty', () => {
    expect(typeOf(HEIRS, 'The Owners keep the negatives in a dry room.')).toEqual(['Obligation/Owners']);
  });
});
