/**
 * Of two parties whose aliases are no role words ("the Presser", "the Grove"), the one a present-tense sentence says
 * "pays" the other party or the price is the Buyer, the other the Supplier (party-pays-now.ts; facts set 38's cause 1,
 * h70roles). Sentences written for this change.
 */
import { describe, expect, it } from 'vitest';
import { primary } from '../facts-readers.js';

const PREAMBLE = [
  'PRESSING SERVICES AGREEMENT',
  'Adjara Press LLC, represented by its Director Nino Beridze (hereinafter the "Presser"), and Chakvi Citrus LLC, represented by its Director Giorgi Tsintsadze (hereinafter the "Grove"), agree as follows:',
  '1. The Presser shall press the Grove\'s mandarins into juice at its plant.',
];
const READ = ['ADJARA PRESS Supplier', 'CHAKVI CITRUS Buyer'];
const BOTH_UNKNOWN = ['ADJARA PRESS Unknown', 'CHAKVI CITRUS Unknown'];

describe('the party that "pays" the other or the price is the Buyer (h70roles)', () => {
  it('"pays" the other party, "pays to" it, "pays" an amount or a price word', () => {
    expect(primary(...PREAMBLE, '2. The Grove pays the Presser a fee of GEL 150 per tonne.')).toEqual(READ);
    expect(primary(...PREAMBLE, '2. The Grove pays to the Presser GEL 150 per tonne pressed.')).toEqual(READ);
    expect(primary(...PREAMBLE, '2. For each tonne the Grove pays GEL 150 within ten days.')).toEqual(READ);
    expect(primary(...PREAMBLE, '2. The Grove pays the pressing fee within ten days of each run.')).toEqual(READ);
  });
  it('near misses: both pay, a third party paid, the costs paid, a payment inside a definition', () => {
    expect(primary(...PREAMBLE, '2. The Grove pays the Presser GEL 150 per tonne and the Presser pays the Grove GEL 20 per tonne of pulp.')).toEqual(BOTH_UNKNOWN);
    expect(primary(...PREAMBLE, '2. The Grove pays its pickers weekly and the Presser keeps the pulp.')).toEqual(BOTH_UNKNOWN);
    expect(primary(...PREAMBLE, '2. The Grove pays the Presser the costs of any tank it damages.')).toEqual(BOTH_UNKNOWN);
    expect(primary(...PREAMBLE, '2. "Run Fee" means the fee the Grove pays the Presser for each run under the tariff.')).toEqual(BOTH_UNKNOWN);
  });
  it('"shall pay" still decides as before, and a role word beside the alias still gives the side', () => {
    expect(primary(...PREAMBLE, '2. The Grove shall pay the Presser GEL 150 per tonne.')).toEqual(READ);
    expect(primary(
      'PRESSING SERVICES AGREEMENT',
      'Adjara Press LLC (hereinafter the "Contractor") and Chakvi Citrus LLC (hereinafter the "Grove") agree as follows:',
      '1. The Grove pays the Contractor a fee of GEL 150 per tonne.',
    )).toEqual(READ);
  });
});

describe('a price word of a third party\'s says no side (hrev60)', () => {
  it('"pays the invoices of its own suppliers", "pays all charges of its bank": both stay Unknown', () => {
    expect(primary(...PREAMBLE, '2. The Grove pays the invoices of its own suppliers.')).toEqual(BOTH_UNKNOWN);
    expect(primary(...PREAMBLE, '2. The Presser pays all charges of its bank.')).toEqual(BOTH_UNKNOWN);
    expect(primary(...PREAMBLE, '2. The Grove pays the fees of any subcontractor it hires.')).toEqual(BOTH_UNKNOWN);
  });
  it('"pays its own fees", a bare figure, a share of the costs: both stay Unknown', () => {
    expect(primary(...PREAMBLE, '2. The Grove pays its own legal fees.')).toEqual(BOTH_UNKNOWN);
    expect(primary(...PREAMBLE, '2. The Grove pays 20 pickers in the season.')).toEqual(BOTH_UNKNOWN);
    expect(primary(...PREAMBLE, '2. The Grove pays 50% of the travel costs.')).toEqual(BOTH_UNKNOWN);
  });
  it('kept: a fee "of" its amount, the price word alone, a figure in money, a share of the fee', () => {
    expect(primary(...PREAMBLE, '2. The Grove pays a fee of GEL 150 per tonne.')).toEqual(READ);
    expect(primary(...PREAMBLE, '2. The Grove pays all invoices within ten days.')).toEqual(READ);
    expect(primary(...PREAMBLE, '2. The Grove pays 150 EUR per tonne.')).toEqual(READ);
    expect(primary(...PREAMBLE, '2. The Grove pays 50% of the pressing fee in advance.')).toEqual(READ);
  });
});

describe('a price of / for / on a third party\'s role word says no side (h72pay)', () => {
  it('"the charges of the carrier", "the fees of the local council", "the business rates on its studio": both stay Unknown', () => {
    expect(primary(...PREAMBLE, '2. The Presser pays the charges of the carrier.')).toEqual(BOTH_UNKNOWN);
    expect(primary(...PREAMBLE, '2. The Grove pays the fees of the local council for its permit.')).toEqual(BOTH_UNKNOWN);
    expect(primary(...PREAMBLE, '2. The Presser pays the business rates on its plant.')).toEqual(BOTH_UNKNOWN);
    expect(primary(...PREAMBLE, '2. The Grove pays all charges for the insurer of the tanks.')).toEqual(BOTH_UNKNOWN);
  });
  it('kept: the fee for the services, the rent to a landlord that is the other party, a fee of its amount', () => {
    expect(primary(...PREAMBLE, '2. The Grove pays the fee for the services within ten days.')).toEqual(READ);
    expect(primary(...PREAMBLE, '2. The Grove pays the pressing fee for each run of the plant.')).toEqual(READ);
    expect(primary(...PREAMBLE, '2. The Grove pays a fee of GEL 150 per tonne to the Presser.')).toEqual(READ);
  });
});
