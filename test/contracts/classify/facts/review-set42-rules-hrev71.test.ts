/**
 * Round 1's date, money and term rules of session 42 (h77f42d) reviewed on ordinary contract language (issue 18, hrev71):
 * each misfire found, narrowed by its shape, as a near miss beside the rule's own case, still read.
 * - a US contract's one day-first date, quoted from another country's document, turns none of its dates (date-order.ts);
 * - a case, file, docket, invoice or order number shaped as a Nordic date is no date (reference-words.ts);
 * - a Swedish or Norwegian contract naming Greenland or the Faroes as a destination keeps its own "kr." (local-currency.ts);
 * - fees, costs and expenses below a bound paid in cash are a threshold; cash beside another means sets none (facts.ts);
 * - paying within a notice's period is a time to pay (agreement-terms.ts).
 */
import { describe, expect, it } from 'vitest';
import { slashedDateOrder } from '../../../../src/contracts/classify/facts/date-order.js';
import { recognizeNumericFacts } from '../../../../src/contracts/classify/numbers/recognizers.js';
import { nordicShortDates } from '../../../../src/contracts/classify/numbers/nordic-short-dates.js';
import { amounts, effective, paymentTerms } from '../facts-readers.js';

const evidence = (...texts: string[]) => texts.map((text) => ({ text, numeric: recognizeNumericFacts(text) }));
const dateValues = (text: string) => recognizeNumericFacts(text).filter((f) => f.type === 'DateTime').map((f) => f.value);

describe('a US contract\'s slashed dates stay month first', () => {
  it('a day-first date quoted from a foreign document turns none of them', () => {
    expect(effective('SUPPLY AGREEMENT', 'This Supply Agreement is made on 03/04/2037 between Acme Tools, Inc., a Delaware corporation, and Keller GmbH.', 'The Seller delivers the goods of its German order confirmation of 30/06/2037.', 'The Buyer pays USD 45,000 on delivery.')).toEqual(['2037-03-04']);
    expect(slashedDateOrder(evidence('Made on 03/04/2037 at Austin, Texas.', 'The UK invoice of 30/06/2037 for USD 400 is paid.'))).toBeUndefined();
    expect(effective('CONSULTING AGREEMENT', 'This Agreement is effective 04/05/2037 between Brightline LLC, San Francisco, California 94105, and Dr Anna Weber of Berlin.', 'Dr Weber\'s engagement with the University of Munich ended on 31/03/2037.', 'The fee is $15,000.')).toEqual(['2037-04-05']);
  });
  it('near miss: a contract in pounds with a Delaware party writes its dates day first', () => {
    expect(effective('SHARE PURCHASE AGREEMENT', 'This Agreement is dated 04/05/2037 and made between Thames Holdings Ltd of London and Pine Capital, Inc., a Delaware corporation.', 'Completion shall take place on 30/06/2037.', 'The price is GBP 2,000,000.')).toEqual(['2037-05-04']);
    expect(slashedDateOrder(evidence('Made on 03/04/2037 at Austin, Texas.', 'The invoice of 30/06/2037 is paid.'))).toBe('day-first');
  });
  it('the rule\'s own case, no US place named, still reads day first', () => {
    expect(effective('SUPPLY AGREEMENT', 'This Supply Agreement is made on 03/04/2037 between Acme Tools Ltd and Keller GmbH.', 'The Seller delivers the goods of its order confirmation of 30/06/2037.')).toEqual(['2037-04-03']);
    expect(slashedDateOrder(evidence('Made on 03/04/2037 at Wad Madani.', 'The invoice of 30/06/2037 is paid.'))).toBe('day-first');
  });
});

describe('a reference shaped as a Nordic date', () => {
  it('a case, file, docket, invoice or order number is no date', () => {
    for (const s of ['Case 12/1-2037 before the court is withdrawn.', 'File 7/2-2037 is closed.', 'Order 3/4-2037 is cancelled.', 'Invoice 3/4 2037 is paid.', 'Docket 5/6-2037 is closed.'])
      expect(nordicShortDates(s), s).toEqual([]);
  });
  it('the date itself is still read', () => {
    expect(dateValues('Ilulissat, 12/1-2037')).toEqual(['2037-01-12']);
    expect(dateValues('The order of 3/4-2037 is cancelled.')).toEqual(['2037-04-03']);
  });
});

describe('"kr." where Greenland or the Faroes are a destination', () => {
  it('the Swedish or Norwegian contract keeps its krona', () => {
    expect(amounts('SUPPLY AGREEMENT', 'Polar Frakt AB of Stockholm, Sweden, ships the fish to Nuuk, Greenland.', 'The price is 250.000 kr. for the season.')).toEqual(['250000 SEK']);
    expect(amounts('LEASE', 'Bergen Havn AS of Bergen, Norway, leases the quay for a ferry route to Tórshavn in the Faroe Islands.', 'The rent is 12.000 kr. per month.')).toEqual(['12000 NOK']);
  });
  it('Greenland or the Faroes alone, or with Denmark, still give the Danish krone', () => {
    expect(amounts('LEASE', 'Nuuk Boliger A/S of Nuuk, Greenland, lets the flat.', 'The rent is 6.000 kr. per month.')).toEqual(['6000 DKK']);
    expect(amounts('LEASE', 'Made in Tórshavn under Danish law.', 'The rent is 6.000 kr. per month.')).toEqual(['6000 DKK']);
  });
});

describe('a cash threshold', () => {
  const FEE = 'The Client pays a fee of USD 12,000.';
  it('fees, costs and expenses below a bound paid in cash are no amount', () => {
    expect(amounts('SERVICES AGREEMENT', FEE, 'Fees below USD 500 are paid in cash.')).toEqual(['12000 USD']);
    expect(amounts('SERVICES AGREEMENT', FEE, 'Expenses under EUR 100 may be reimbursed in cash.')).toEqual(['12000 USD']);
  });
  it('cash beside another means sets no threshold: the sum stays', () => {
    expect(amounts('LOAN AGREEMENT', 'The Borrower pays an arrangement fee of GBP 900.', 'Amounts up to GBP 5,000 may be paid in cash or by transfer.')).toEqual(['900 GBP', '5000 GBP']);
    expect(amounts('SERVICES AGREEMENT', FEE, 'Payments of up to USD 20,000 shall be made in cash or by bank transfer.')).toEqual(['12000 USD', '20000 USD']);
  });
  it('the rule\'s own cases are still no amount', () => {
    expect(amounts('SUPPLY CONTRACT', 'The price is USD 40 per bag.', 'Payments of less than USD 500 may be made in cash.')).toEqual(['40 USD']);
    expect(amounts('LOAN AGREEMENT', 'The Borrower pays an arrangement fee of GBP 900.', 'The Borrower may repay sums of up to GBP 5,000 in cash at the branch.')).toEqual(['900 GBP']);
  });
});

describe('paying within a notice\'s period', () => {
  const RENT = 'The Tenant pays a rent of USD 800 per month.';
  it('is a time to pay', () => {
    expect(paymentTerms('LEASE', RENT, 'The Tenant shall pay any arrears within a notice period of 21 days from the Landlord\'s demand.')).toEqual(['21 days']);
    expect(paymentTerms('LEASE', RENT, 'The Tenant shall pay the arrears within the written notice period of 14 days.')).toEqual(['14 days']);
  });
  it('the rule\'s own case, a notice before an act, is none', () => {
    expect(paymentTerms('LEASE', RENT, 'If the Tenant fails to pay the rent, the Owner may terminate this agreement on a notice period of 14 days.')).toEqual([]);
    expect(paymentTerms('LEASE', RENT, 'If the Tenant fails to pay two rents, the Owner may retake the flat after a notice of three (3) days.')).toEqual([]);
  });
});
