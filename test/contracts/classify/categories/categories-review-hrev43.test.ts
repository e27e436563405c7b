/**
 * Review of h56conv's and h56cat's category rules on ordinary contract language (issue 18, hrev43): each rule's false
 * readings found near its edge, fixed, with the sentence each rule was written for kept. Sentences written for these
 * tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';

const PREAMBLE = 'This Agreement is made between Alder Ltd ("Customer") and Birch Ltd ("Supplier").';
const categoriesOf = (text: string): string[] =>
  classifyContract([{ kind: 'sentence', text: PREAMBLE }, { kind: 'sentence', text }]).elements[1].categories.map((c) => c.label).sort();

describe('C72: a task denied to one party and laid on the other keeps Responsibilities (hrev43)', () => {
  it.each([
    'The Supplier is not responsible for the installation; the Customer shall install the equipment at its own cost.',
    'The Supplier is not responsible for unloading, which the Customer shall carry out.',
    'The Agency is not responsible for recruiting volunteers; the Client shall recruit and supervise them.',
    'The Contractor shall not be responsible for obtaining permits, and the Employer shall obtain all permits.',
    'The Landlord is not responsible for repairs to the tenant\'s fixtures; the Tenant must keep them in good repair.',
  ])('%s', (text) => {
    expect(categoriesOf(text)).toEqual(['Responsibilities']);
  });
  it.each([
    // A duty denied alone, a cost passed on, a duty denied again: still no Responsibilities.
    'The Contractor is not responsible for the cleaning of the car park.',
    'The Supplier is not responsible for the installation of the equipment, which will be borne by the Customer.',
    'The Supplier is not responsible for the cleaning of the stand, and the Exhibitor shall not claim its cost.',
  ])('kept: %s', (text) => {
    expect(categoriesOf(text)).toEqual([]);
  });
});

describe('C73: a task the loss word only names is no loss answered for (hrev43)', () => {
  it('injury prevention training is work to do', () => {
    expect(categoriesOf('The Supplier is responsible for injury prevention training of its staff.')).toEqual(['Liability', 'Responsibilities']);
  });
  it.each([
    'The Tenant is responsible for loss of or damage to its own stock.',
    'The Supplier is responsible for any damage to the goods in transit.',
  ])('kept: %s', (text) => {
    expect(categoriesOf(text)).toEqual(['Liability']);
  });
});
