/**
 * The party a contract says charges, invoices, bills, is paid or receives a fee is the Supplier, the other the Buyer,
 * when the aliases say no side and no sentence makes either pay (party-payee.ts; facts set 37's cause 6, h67roles).
 * Sentences written for this change.
 */
import { describe, expect, it } from 'vitest';
import { primary } from '../facts-readers.js';

const PREAMBLE = ['RIPENING AGREEMENT', 'This agreement is made between Northfell Creamery Limited (the "Creamery") and Dalesend Ripening Limited (the "Ripener").', '1. The Ripener ripens the Creamery\'s cheese at 12 degrees.'];
const PAYABLE = '3. Invoices are payable within 30 days of their date.';
const BOTH_UNKNOWN = ['NORTHFELL CREAMERY Unknown', 'DALESEND RIPENING Unknown'];
const READ = ['NORTHFELL CREAMERY Buyer', 'DALESEND RIPENING Supplier'];

describe('the party that charges or is paid provides (h67roles)', () => {
  it('"charges" an amount, "invoices" the other party, "shall be paid", "receives a fee"', () => {
    expect(primary(...PREAMBLE, '2. The Ripener charges GBP 2.50 per wheel per week of ripening.', PAYABLE)).toEqual(READ);
    expect(primary(...PREAMBLE, '2. The Ripener invoices the Creamery monthly at GBP 2.50 per wheel.', PAYABLE)).toEqual(READ);
    expect(primary(...PREAMBLE, '2. The Ripener shall charge a monthly fee of £300.', PAYABLE)).toEqual(READ);
    expect(primary(...PREAMBLE, '2. The Ripener shall be paid £2.50 per wheel per week.')).toEqual(READ);
    expect(primary(...PREAMBLE, '2. The Ripener receives a ripening fee of £2.50 per wheel.')).toEqual(READ);
  });
  it('near misses: "charges" as a noun, costs or damages charged, a bank\'s charges, both charging', () => {
    expect(primary(...PREAMBLE, '2. The Ripener charges for ripening are set out in the Schedule.', PAYABLE)).toEqual(BOTH_UNKNOWN);
    expect(primary(...PREAMBLE, '2. The Creamery may charge the Ripener the costs of any wheel lost.', PAYABLE)).toEqual(BOTH_UNKNOWN);
    expect(primary(...PREAMBLE, '2. The bank charges of each transfer are borne by the Creamery.', PAYABLE)).toEqual(BOTH_UNKNOWN);
    expect(primary(...PREAMBLE, '2. The Ripener charges £2.50 per wheel and the Creamery charges £1 per pallet collected.')).toEqual(BOTH_UNKNOWN);
  });
  it('the payer\'s own sentence decides first: "The Creamery shall pay …" (as before)', () => {
    expect(primary(...PREAMBLE, '2. The Creamery shall pay the Ripener £2.50 per wheel; the Creamery is paid for cheese it sells through the Ripener.'))
      .toEqual(READ);
  });
});

describe('paid by a third party (hrev57)', () => {
  it('"is paid by" someone other than the other party says no side', () => {
    expect(primary(...PREAMBLE, '2. The Ripener is paid by the retailers that buy the ripened cheese.', PAYABLE)).toEqual(BOTH_UNKNOWN);
    expect(primary(...PREAMBLE, '2. The Ripener shall be paid directly by the Dairy Board.', PAYABLE)).toEqual(BOTH_UNKNOWN);
  });
  it('near misses kept: paid by the other party, or paid with no payer named', () => {
    expect(primary(...PREAMBLE, '2. The Ripener is paid by the Creamery at £2.50 per wheel.', PAYABLE)).toEqual(READ);
    expect(primary(...PREAMBLE, '2. The Ripener shall be paid £2.50 per wheel per week.')).toEqual(READ);
  });
});
