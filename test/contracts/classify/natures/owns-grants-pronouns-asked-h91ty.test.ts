/**
 * Issue 18, h91ty (set 69's five causes of natures and types, sentences written for this test):
 * 1. "X owns all …" opening an operative sentence that nothing else labels is X's Right (as "retains ownership of" is);
 * 2. a sum of money granted ("grants Y the sum of £…") is the grantee's Right, as a licence or a discount granted is;
 * 3. "it" after a clause whose subject is a thing and that ends on a party ("… belong to the Charity, but it must …") is
 *    that party, the one named last;
 * 4. under "X agrees:", a "not to" item with ", and to <verb>" joined after its bar is X's Exclusion and Obligation;
 * 5. "X may be asked / requested / invited to …" binds no one; the sentence's other clause keeps its own label.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { typesOf } from '../helpers.js';

const PREAMBLE = 'This agreement is made between Larchmont Gallery Ltd (the "Gallery") and Quillon Print Studio Ltd (the "Studio").';
const after = (...sentences: string[]) => typesOf(PREAMBLE, ...sentences).slice(1);

describe('"X owns all …" as the owner\'s Right', () => {
  it('reads the owner that opens the sentence', () => {
    expect(after(
      '1. The Studio owns all prints that it makes for the exhibition.',
      '2. As between the parties, the Gallery owns all catalogue texts and photographs.',
    )).toEqual([['Right/Studio'], ['Right/Gallery']]);
  });
  it('near misses: ownership beside another\'s duty, after a clause of its own, a bare "owns the", a recital', () => {
    expect(after(
      '3. The Gallery owns all frames in the show, and the Studio will hang them with care.',
      '4. The prints are made to order, and the Studio owns all plates used for them.',
      '5. The Studio owns the copyright in its designs.',
    )).toEqual([['Obligation/Studio'], [], []]);
    expect(typesOf(PREAMBLE, 'WHEREAS the Gallery owns all the display cases in its east wing;').slice(1)).toEqual([[]]);
  });
  it('never gives the owner a Right beside another party\'s "will"', () => {
    const ROLES = ['Gallery', 'Studio'] as const;
    fc.assert(fc.property(fc.constantFrom(...ROLES), fc.constantFrom('frames', 'plates', 'labels', 'crates'), (owner, thing) => {
      const other = owner === 'Gallery' ? 'Studio' : 'Gallery';
      const [types] = after(`The ${owner} owns all ${thing} used in the show, and the ${other} will store them.`);
      return !types.includes(`Right/${owner}`) && types.includes(`Obligation/${other}`);
    }));
  });
});

describe('a sum of money granted', () => {
  it('is the grantee\'s Right', () => {
    expect(after(
      '1. The Gallery grants the Studio the sum of £12,500 to print the catalogue.',
      '2. The Gallery grants the Studio a printing grant of £4,000 for the posters.',
      '3. The Gallery grants the Studio €3,000 towards its travel.',
    )).toEqual([['Right/Studio'], ['Right/Studio'], ['Right/Studio']]);
  });
  it('near misses: a warranty granted for an amount, a promise to pay', () => {
    expect(after(
      '4. The Studio grants the Gallery a warranty for the amount of any reprint.',
      '5. The Gallery will pay the Studio the sum of £2,000 on delivery.',
    )).toEqual([[], ['Obligation/Gallery']]);
  });
});

describe('"it" after a clause whose subject is a thing', () => {
  it('is the party named last, right before ", but it" or ", and it"', () => {
    expect(after(
      '1. The easels bought for the workshop belong to the Studio, but it must lend them to the Gallery for its open day.',
      '2. The unsold prints are returned to the Gallery, and it may sell them at half price.',
    )).toEqual([['Obligation/Studio'], ['Right/Gallery']]);
  });
  it('near misses: a thing between the party and the comma, a passive "it must be"', () => {
    expect(after(
      '3. The fee paid to the Studio is fixed, but it may rise with the paper price.',
      '4. The van lent to the Studio is old, but it must be insured.',
      '5. The easels belong to the Studio, but it must be returned clean.',
    )).toEqual([[], [], []]);
  });
});

describe('a "to" duty joined after a "not to" item', () => {
  const LEAD = 'The Studio agrees:';
  const items = (...lines: string[]) => typesOf(PREAMBLE, LEAD, ...lines).slice(2);
  it('is the lead-in\'s Exclusion and Obligation', () => {
    expect(items(
      '(a) not to print more than 200 copies of any plate, and to destroy the plates after the last print;',
      '(b) not to show the proofs to anyone, and to return them within a week;',
    )).toEqual([['Exclusion/Studio', 'Obligation/Studio'], ['Exclusion/Studio', 'Obligation/Studio']]);
  });
  it('near misses: "and to" before a determiner, a name or a noun that ends the clause', () => {
    expect(items(
      '– not to sell the prints to dealers, and to the public only through the Gallery;',
      '– not to lend the plates to schools, and to Members;',
      '– not to give copies to collectors, and to charities;',
    )).toEqual([['Exclusion/Studio'], ['Exclusion/Studio'], ['Exclusion/Studio']]);
  });
});

describe('"X may be asked to …"', () => {
  it('binds no one; the other clause keeps its label', () => {
    expect(after(
      '1. The Studio may be asked to open on Sundays, and the Gallery will pay the extra staff.',
      '2. The Gallery may be requested to lend its hall for the launch.',
      '3. The Studio may also be invited to show its work at the fair.',
    )).toEqual([['Obligation/Gallery'], [], []]);
  });
  it('near misses: required and called upon stay duties, may alone a right', () => {
    expect(after(
      '4. The Studio may be required to reprint a faulty run.',
      '5. The Studio may ask the Gallery to open on Sundays.',
    )).toEqual([['Obligation/Studio'], ['Right/Studio']]);
  });
  it('never binds the party asked', () => {
    fc.assert(fc.property(fc.constantFrom('Gallery', 'Studio'), fc.constantFrom('asked', 'requested', 'invited'), fc.constantFrom('open late', 'hang the show', 'attend the launch'), (party, word, act) =>
      after(`The ${party} may be ${word} to ${act}.`)[0].length === 0));
  });
});
