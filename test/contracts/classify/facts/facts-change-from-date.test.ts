/**
 * The day an annex's or an addendum's change takes effect (h61facts; facts sets 15 and 19): a clause opening "From
 * <date>" in a document that changes an earlier agreement dates that change, an effective date. Contracts of my own;
 * the same clause in the agreement itself, and a "from" inside a sentence, give no effective date.
 */
import { describe, expect, it } from 'vitest';
import { effective } from '../facts-readers.js';

const opening = [
  'made in Split on 10 March 2031 between Adria Stone d.o.o. (the "Lessor") and Kvarner Print d.o.o. (the "Lessee").',
];

describe('an annex clause opening "From <date>" (h61facts)', () => {
  it('gives the annex its effective date (High, listed first) beside the day it was made', () => {
    expect(effective('ANNEX No. 3', 'to the Lease Agreement of 1 May 2027', ...opening, 'Article 1', 'From 1 April 2031 the monthly rent amounts to EUR 1.800,00 plus VAT.')).toEqual(['2031-04-01', '2031-03-10']);
  });
  it('so does an addendum\'s numbered clause', () => {
    expect(effective('ADDENDUM No. 1', 'to the Cleaning Services Agreement', ...opening, '1. From 1 June 2031 the Lessor shall also clean the second floor.')).toEqual(['2031-06-01', '2031-03-10']);
  });
});

describe('near misses give no effective date (h61facts)', () => {
  it('the same clause in the agreement itself is a step of the rent', () => {
    expect(effective('LEASE AGREEMENT', ...opening, 'Article 4', 'From 1 April 2032 the monthly rent amounts to EUR 1.900,00 plus VAT.')).toEqual(['2031-03-10']);
  });
  it('a "from" inside an annex\'s sentence keeps its own reading', () => {
    expect(effective('ANNEX No. 3', 'to the Lease Agreement of 1 May 2027', ...opening, 'Article 1', 'The Lessee shall pay the storage charge from 1 April 2031 onwards.')).toEqual(['2031-03-10']);
  });
});

// hrev50: one day of effect per change document, and a clause in the past states what was so on that day.
describe('an annex\'s later steps and its past states give no effective date (hrev50)', () => {
  it('only the first clause opening "From <date>" dates the annex; the next is a step of the price', () => {
    expect(effective('ANNEX No. 4', 'to the Supply Agreement of 1 May 2027', ...opening, '1. From 1 January 2032 the price is EUR 11 per unit.', '2. From 1 January 2033 the price is EUR 12 per unit.')).toEqual(['2032-01-01', '2031-03-10']);
  });
  it('an amendment\'s "As of <date>" clause in the past is no effective date; its change still is', () => {
    expect(effective('AMENDMENT No. 1', 'to the Services Agreement of 1 May 2027', ...opening, 'As of 31 December 2030 the Lessee had paid all invoices.', '1. From 1 April 2031 the monthly fee is EUR 5,000.')).toEqual(['2031-04-01', '2031-03-10']);
  });
});
