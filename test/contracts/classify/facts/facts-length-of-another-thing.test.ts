/**
 * A length owned by another thing the sentence names is that thing's, not the agreement's term, though the sentence
 * names the agreement too (agreement-terms.ts lengthOfAnotherThing; h63left after hrev50's Left). Contracts of my own;
 * the agreement's own lengths keep their term.
 */
import { describe, expect, it } from 'vitest';
import { terms } from '../facts-readers.js';

const contract = (...clause: string[]) =>
  terms(
    'SERVICES AGREEMENT',
    'This Agreement is made on 3 March 2031 between Alder Works Ltd (the "Provider") and Birch Homes Ltd (the "Client").',
    ...clause,
    'The Client shall pay GBP 4,000 per month.',
  );

describe('a phase, a training or a visit owns its length (h63left)', () => {
  it('"a pilot phase with a duration of 6 months" is the phase\'s length', () => {
    expect(contract('The Agreement covers a pilot phase with a duration of 6 months.')).toEqual([]);
  });
  it('"The training under this Agreement has a duration of 40 hours" is the training\'s', () => {
    expect(contract('The training under this Agreement has a duration of 40 hours.')).toEqual([]);
  });
  it('"Under this Memorandum, each exchange visit lasts 5 days" is the visit\'s', () => {
    expect(contract('Under this Memorandum, each exchange visit lasts 5 days.')).toEqual([]);
  });
  it('a session\'s length beside the agreement\'s own keeps the agreement\'s', () => {
    expect(contract('Each training session under this Agreement shall last 3 hours, and the Agreement shall continue for 12 months.')).toEqual(['360 days']);
  });
});

describe('the agreement\'s own length stays its term (h63left, near misses)', () => {
  it('the agreement, its term, its licence or its engagement as the subject', () => {
    expect(contract('This Agreement shall have a duration of two (2) years.')).toEqual(['730 days']);
    expect(contract('The term of this Agreement shall last for two (2) years.')).toEqual(['730 days']);
    expect(contract('The engagement under this Agreement lasts six (6) months.')).toEqual(['180 days']);
    expect(contract('The licence has a duration of five (5) years.')).toEqual(['1825 days']);
  });
  it('an elided subject after "and" is the agreement the clause began with', () => {
    expect(contract('This Agreement covers the pilot phase and has a duration of 6 months.')).toEqual(['180 days']);
    expect(contract('This Agreement shall enter into force on 1 April 2031 and shall have a duration of three (3) years.')).toEqual(['1095 days']);
  });
  it('"for a period of" keeps the term (no owner said)', () => {
    expect(contract('The Agreement is entered into for a period of 6 months.')).toEqual(['180 days']);
  });
});
