import { describe, expect, it } from 'vitest';
import { PREAMBLE, categoriesOf, typesOf } from '../helpers.js';

// Issue 18, h38rev: what hrev28's review of session 30's third round left, each on sentences written for this fix,
// with the readings beside each rule that must keep their label.

describe('a processor added to a production line is a machine, no subcontractor (h34x44\'s processor cue)', () => {
  const categories = (sentence: string): string[] => categoriesOf(PREAMBLE, sentence)[1];
  it.each([
    ['The Supplier shall not add another processor to the production line.'],
    ['The Supplier may add a further processor to the packing line at its own cost.'],
  ])('%s → no Subcontracts', (sentence) => {
    expect(categories(sentence)).not.toContain('Subcontracts');
  });
  it.each([
    ['The Processor shall not engage another processor without the prior written authorisation of the Controller.'],
    ['The Processor may add a new sub-processor to the list on thirty days\' notice.'],
  ])('%s → still Subcontracts', (sentence) => {
    expect(categories(sentence)).toContain('Subcontracts');
  });
});

describe('a company\'s statutory register is no record kept for the other party to check (h36c45\'s kept books)', () => {
  const categories = (sentence: string): string[] => categoriesOf(PREAMBLE, sentence)[1];
  it.each([
    ['The Company shall maintain a register of members at its registered office.'],
    ['The Company shall keep the register of charges at its registered office.'],
    ['The Company shall keep its register of directors up to date.'],
  ])('%s → no Audits', (sentence) => {
    expect(categories(sentence)).not.toContain('Audits');
  });
  it.each([
    ['The Supplier shall maintain a register of visitors to the Site.'],
    ['The Supplier shall keep a register of all assets used in the Services.'],
  ])('%s → still Audits', (sentence) => {
    expect(categories(sentence)).toContain('Audits');
  });
});

describe('a modal joined after an object keeps the subject of the first modal (nature-subjects.ts\' closeEnough)', () => {
  const types = (sentence: string): string[] => typesOf(PREAMBLE, sentence)[1];
  it.each([
    ['The Supplier shall give the Customer notice and shall not assign the contract.', ['Obligation/Supplier', 'Exclusion/Supplier']],
    ['The Customer shall send the Supplier a copy and shall not disclose it to any third party.', ['Obligation/Customer', 'Exclusion/Customer']],
  ])('%s → the first subject\'s', (sentence, expected) => {
    expect(types(sentence)).toEqual(expected);
  });
  it.each([
    ['The Supplier shall pay the Customer the fee and the Customer shall not assign the contract.', ['Obligation/Supplier', 'Exclusion/Customer']],
    ['The Supplier and the Customer shall not assign the contract.', ['Exclusion/Supplier', 'Exclusion/Customer']],
    ['The Supplier shall notify the Customer and shall not assign the contract.', ['Obligation/Supplier', 'Exclusion/Supplier']],
  ])('%s → unchanged', (sentence, expected) => {
    expect(types(sentence)).toEqual(expected);
  });
});
