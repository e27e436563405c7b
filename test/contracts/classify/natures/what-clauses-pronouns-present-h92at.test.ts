/**
 * Issue 18, h92at (set 70's causes of natures and types, sentences written for this test):
 * 1. "can" or "may" in the clause "what" opens after a verb of describing ("sets out what X can expect") permits no one;
 * 2. "if he or she cannot …" after a duty is the duty's condition, no bar;
 * 3. "it" opening a present-tense duty after a phrase of time ("During this period it replaces …") is the party the
 *    sentence before bound, as "It replaces …" is; "it replaces all earlier agreements" stays the document's;
 * 4. a present-tense duty before ", and" and another party's modal ("We share …, and you must …") is read beside it;
 * 5. a pronoun right before the modal after a condition with two subjects ("If X cancels late, or the hall is not left
 *    clean, it shall pay") is the condition's party.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const TWO = 'This agreement is made between Tealeaf Software Ltd (the "Supplier") and Kestrel Lodge Ltd (the "Customer").';
const after = (preamble: string, ...sentences: string[]) => typesOf(preamble, ...sentences).slice(1);

describe('a modal in a clause "what" opens', () => {
  it('permits no one after a verb of describing', () => {
    expect(after(TWO, 'This letter sets out what the Supplier and the Customer can expect from each other.')).toEqual([[]]);
  });
  it('keeps the sentence\'s own right beside it', () => {
    expect(after(TWO, 'The Customer may ask the Supplier to explain its invoice.')).toEqual([['Right/Customer']]);
  });
  it('never gives a right, whatever the describing verb', () => {
    fc.assert(fc.property(fc.constantFrom('sets out', 'describes', 'explains', 'lists', 'summarises'), fc.constantFrom('can', 'may'), (verb, modal) => {
      expect(after(TWO, `This schedule ${verb} what the Customer ${modal} ask for.`)).toEqual([[]]);
    }), { numRuns: 10 });
  });
});

describe('"if he or she cannot" after a duty', () => {
  it('is the duty\'s condition, no bar', () => {
    const preamble = 'This agreement is made between the Harbour Arts Foundation (the "Foundation") and the person named as the tutor below (the "Tutor").';
    expect(after(preamble, 'The Tutor must tell the Foundation by 7:00 on the day if he or she cannot come to a class.')).toEqual([['Obligation/Tutor']]);
    expect(after(preamble, 'The Tutor must warn the Foundation a week ahead if he/she cannot teach the summer course.')).toEqual([['Obligation/Tutor']]);
  });
});

describe('"it" after an opening phrase of time, in the present tense', () => {
  it('is the party the sentence before bound', () => {
    expect(after(TWO,
      'The Supplier guarantees the pumps it installs for twelve months.',
      'During this period it replaces or repairs any faulty pump free of charge.',
      'The Supplier services the pumps every month.',
      'After each visit it sends the Customer a short report.',
    )).toEqual([['Obligation/Supplier'], ['Obligation/Supplier'], ['Obligation/Supplier'], ['Obligation/Supplier']]);
  });
  it('leaves the document replacing earlier agreements to the document', () => {
    expect(after(TWO,
      'The Supplier guarantees the pumps it installs for twelve months.',
      'From the start date it replaces all earlier agreements between the parties.',
    )).toEqual([['Obligation/Supplier'], []]);
  });
});

describe('a present duty before ", and" and another party\'s modal', () => {
  it('is read beside the modal\'s label', () => {
    const terms = 'These terms apply between Lantern Meals Ltd ("Lantern", "we" or "us") and the café that signs up to our app ("you").';
    expect(after(terms, 'We share with you only the customer\'s first name, and you must use it only to prepare the order.')).toEqual([['Obligation/You', 'Obligation/Lantern']]);
  });
});

describe('a pronoun before the modal after a condition with two subjects', () => {
  it('is the condition\'s party', () => {
    const hall = 'This agreement is made between Riverside Hall Ltd (the "Owner") and Pine Choir Inc (the "Hirer").';
    expect(after(hall, 'If the Hirer cancels late, or the hall is not left clean, it shall pay a fee of £50.')).toEqual([['Obligation/Hirer']]);
  });
});
