/**
 * The use of a thing let or hired, read by category-let-things.ts (issue 18, h96cat; C12: a hired asset's use, upkeep and
 * handover are Asset Use; C73: an injury caused while using it is Liability alone): a right to occupy a unit names the
 * unit let, its upkeep had done by a garage, the people or animals carried or kept in it, and its handover to the hirer
 * named between. Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { letThingNouns, letThingUse } from '../../../../src/contracts/classify/categories/category-let-things.js';
import { classifyContract, type ElementInput } from '../../../../src/contracts/classify/index.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';

const HIRE = [
  { kind: 'title', text: 'TRACTOR HIRE CONTRACT' },
  { kind: 'sentence', text: 'This contract is made between Orchard Plant Ltd (the "Owner") and Mira Patel (the "Hirer").' },
] as const satisfies readonly ElementInput[];

const STAY = [
  { kind: 'title', text: 'HOLIDAY OWNERSHIP AGREEMENT' },
  { kind: 'sentence', text: 'This agreement is made between Bayside Residences Ltd (the "Seller") and Tom Reyes (the "Buyer").' },
  { kind: 'sentence', text: 'The Seller grants the Buyer the right to occupy a chalet of the kind stated in the Schedule for two weeks in each year.' },
] as const satisfies readonly ElementInput[];

/** The categories of `clause` after the document's opening `head`. */
const categoriesAfter = (head: readonly ElementInput[], clause: string): string[] => {
  const inputs: ElementInput[] = [...head, { kind: 'sentence', text: clause }];
  return classifyContract(inputs).elements[inputs.length - 1].categories.map((c) => c.label);
};

describe('the use and upkeep of a thing let or hired (h96cat, C12)', () => {
  it('a right to occupy names the unit let; a right to place or park names none', () => {
    expect(letThingNouns(['The Seller grants the Buyer the right to occupy a chalet of the kind stated in the Schedule.'], [false])).toEqual(['chalet']);
    expect(letThingNouns(['The Club grants each member the right to occupy one cabin during the summer season.'], [false])).toEqual(['cabin']);
    expect(letThingNouns(['The Customer has the right to place orders with the Supplier.'], [false])).toEqual([]);
  });

  it('reads the occupation of the unit and the people and pets kept in it as Asset Use', () => {
    expect(categoriesAfter(STAY, 'The Buyer may not occupy the chalet with more than four persons, and may not keep dogs in it.')).toEqual(['Asset Use']);
    expect(categoriesAfter(STAY, 'The Seller shall grant the Buyer the right to occupy a chalet of the kind stated in the Schedule.')).toEqual(['Asset Use']);
  });

  it('reads the upkeep had done, the passengers carried and the handover to the hirer as Asset Use', () => {
    expect(categoriesAfter(HIRE, 'The Hirer shall have the tractor serviced every 250 hours by a dealer the Owner approves.')).toEqual(['Asset Use']);
    expect(categoriesAfter(HIRE, 'The Hirer may not carry any passengers on the tractor.')).toEqual(['Asset Use']);
    expect(categoriesAfter(HIRE, 'The Owner hands over to the Hirer, who accepts, a red tractor with its front loader.')).toContain('Asset Use');
  });

  it('an injury caused while using the thing is no use of it (C73: Liability alone)', () => {
    expect(categoriesAfter(HIRE, 'The Hirer is responsible for any injury he causes to other people while driving the tractor.')).toEqual(['Liability']);
  });

  it('goods kept in the thing, or the thing in a document that lets nothing, are not read so', () => {
    const use = letThingUse(['tractor']);
    expect(use?.test('The Hirer shall keep a fire extinguisher in the tractor.')).toBe(false);
    expect(use?.test('The Hirer shall have the invoice checked by its accountant.')).toBe(false);
    expect(letThingUse([])).toBeUndefined();
  });

  it('whatever the people or animals and the words before them, the thing carrying them is its use', () => {
    fc.assert(fc.property(
      fc.constantFrom('passengers', 'persons', 'pets', 'animals', 'guests'),
      fc.constantFrom('', 'more than two ', 'any ', 'no more than three '),
      (who, how) => letThingUse(['tractor'])?.test(`The Hirer may not carry ${how}${who} on the tractor.`) === true,
    ));
  });

  it('reads hostile text in linear time', () => {
    const use = letThingUse(['tractor', 'chalet']) as RegExp;
    for (const unit of ['have the tractor ', 'carry more more more ', 'the chalet keep pets ', 'hands over to the Aa, who accepts, ', 'right to occupy a a a ']) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => [use.test(text), letThingNouns([text], [false]).length];
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found).toHaveLength(2);
    }
  });
});
