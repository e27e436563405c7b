/**
 * Facts set 69's amounts, currencies and types, causes 7, 8, 10, 11 and 12 (issue 18, h109d69), each decided on
 * sentences written for it, near misses kept (none is the set's own sentence):
 * - 7: a figure with four decimals beside a unit of account's mark ("23.125,0000 UVR", "UI 21.000,0000"): currency.ts
 *   fourDecimalsOfAUnit, currency-units.ts FOUR_DECIMAL_MARKS;
 * - 8: "M/cte." after a peso figure is Colombia's legal-tender mark, no million (atoms.ts opensStrokeAbbreviation);
 * - 10: a key-details row whose sum is charged on a party's act, "Cancelled week | AUD 750 if the Operator cancels …"
 *   (fee-rows.ts CHARGED_IF);
 * - 11: "Letter of Appointment" and "Appointment Letter" titles, and a kind presented as "our" or "your" agreement in
 *   small letters (contract-types.ts OWN_NAME_PRESENTED);
 * - 12: an agreement "on" a matter keeps the matter's object up to a comma (contract-types.ts TITLE);
 * and the readings set 69 expects that no written rule decided before: a disbursement's date field no effective date,
 * a "Season |" row's range the work's start and end, a thing's estimate and an insured sum no amounts.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isFeeRow } from '../../../../src/contracts/classify/facts/fee-rows.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { amounts, distinctCurrencies, effective, facts, termination, types } from '../facts-readers.js';

const COLOMBIA = 'The house stands at Maicao, La Guajira, Colombia.';
const CHILE = 'The shop is in Valparaíso, Chile.';
const AUSTRALIA = 'The Operator is based at Exmouth WA 6707.';

describe('four decimals beside a unit of account\'s mark (cause 7)', () => {
  it('"UVR" after or before a figure with four decimals is COU under a Colombian contract', () => {
    expect(amounts('HOME LOAN', 'Principal: 31.480,0000 UVR, repaid in monthly instalments of 612,0455 UVR each.', COLOMBIA)).toEqual(['31480 COU', '612.0455 COU']);
    expect(amounts('HOME LOAN', 'The Bank lends UVR 31.480,0000 to the Borrower.', COLOMBIA)).toEqual(['31480 COU']);
    expect(distinctCurrencies('HOME LOAN', 'The Bank lends 31.480,0000 UVR to the Borrower.', COLOMBIA)).toEqual(['COU']);
  });
  it('"UF" and "UI" with four decimals as well', () => {
    expect(amounts('LEASE', 'The rent is UF 14,2500 a month.', CHILE)).toEqual(['14.25 CLF']);
    expect(amounts('LEASE', 'The rent is UI 12.000,0000 a month.', 'The flat is in Montevideo, Uruguay.')).toEqual(['12000 UYI']);
  });
  it('near misses: no Colombian contract, a bare count, a franc in cents only', () => {
    expect(amounts('HOME LOAN', 'The Bank lends 31.480,0000 UVR to the Borrower.')).toEqual([]);
    expect(amounts('HOME LOAN', 'The lamp gives 12 UVR at the bench.', COLOMBIA)).toEqual([]);
    expect(distinctCurrencies('INVOICE', 'Paid partly in WIR, 1.250,0000 WIR, the rest by transfer of CHF 900.', 'Both firms are Swiss.')).toEqual(['CHF']);
  });
});

describe('"M/cte." after a peso figure (cause 8)', () => {
  it('is the currency\'s mark, no million', () => {
    expect(amounts('LOAN', 'The Lender lends $24.300.000 M/cte. to the Borrower.', COLOMBIA)).toEqual(['24300000 COP']);
    expect(amounts('LOAN', 'The price is $7.900.000 M/Cte, paid on signing.', COLOMBIA)).toEqual(['7900000 COP']);
    expect(amounts('LOAN', 'The price is $7.900.000 M/L, paid on signing.', COLOMBIA)).toEqual(['7900000 COP']);
  });
  it('near misses: "M" before a period after the stroke, "M" alone, "M.N." as before', () => {
    expect(amounts('MASTER SERVICES AGREEMENT', 'The Client pays a fee of USD 2 M/year.')).toEqual(['2000000 USD']);
    expect(amounts('MASTER SERVICES AGREEMENT', 'The Client pays a fee of USD 2 M in all.')).toEqual(['2000000 USD']);
    expect(amounts('COMPRAVENTA', 'The price is $520.00 M.N., paid on signing.', 'The seller lives in Oaxaca, Mexico.')).toEqual(['520 MXN']);
  });
});

describe('a row\'s sum charged on a party\'s act (cause 10)', () => {
  const form = (row: string) => amounts('BOAT HIRE AGREEMENT', 'Item | Details', 'Hire | AUD 400 per day', row, AUSTRALIA);
  it('"<label> | <sum> if / when / where <party> <verb> …" is an amount whatever the label', () => {
    expect(form('Late return | AUD 60 if the Hirer brings the boat back after 6 pm')).toEqual(['400 AUD', '60 AUD']);
    expect(form('Lost key: AUD 90 when the Hirer cannot hand the key back')).toEqual(['400 AUD', '90 AUD']);
    expect(form('No-show | AUD 150 where a guest does not come on the day booked')).toEqual(['400 AUD', '150 AUD']);
    expect(form('Cancelled trip | AUD 200, if either party calls off a booked trip')).toEqual(['400 AUD', '200 AUD']);
  });
  it('near misses: a threshold\'s or a discount\'s label, a cover\'s, no party acting, a sentence after the sum', () => {
    expect(form('Minimum spend | AUD 500 if the Hirer books a weekend')).toEqual(['400 AUD']);
    expect(form('Discount | AUD 50 if the Hirer books five days')).toEqual(['400 AUD']);
    expect(form('Insurance | AUD 5 million if the Hirer takes the boat offshore')).toEqual(['400 AUD']);
    expect(form('Fuel level | AUD 500 if needed')).toEqual(['400 AUD']);
    expect(isFeeRow('Late return | AUD 60 is what we said', 14, 20)).toBe(false);
  });
});

describe('the letter of appointment, and a kind presented as "our" agreement (cause 11)', () => {
  it('"Letter of Appointment" and "Appointment Letter" name the agreement', () => {
    expect(types('Re: Letter of Appointment – Night Watchman for the Market', 'Dear Ms Oduya,', 'The Council pays you KES 18,000 a month.')).toEqual(['Letter of Appointment']);
    expect(types('LETTER OF APPOINTMENT', 'Dear Ms Oduya,')).toEqual(['LETTER OF APPOINTMENT']);
    expect(types('Appointment Letter', 'Dear Ms Oduya,')).toEqual(['Appointment Letter']);
  });
  it('"here is / below is our <kind> agreement" and "our <kind> agreement:" name it', () => {
    expect(types('Chat with Dilnoza (carpets)', 'Dilnoza: here is our sale agreement in writing:', 'Price: 4 000 000 so\'m.')).toEqual(['sale agreement']);
    expect(types('Hi Tom,', 'Below is your new tenancy agreement, as we discussed.')).toEqual(['tenancy agreement']);
    expect(types('Hi Tom,', 'Our boat hire contract:', '1. Hire: EUR 90 a day.')).toEqual(['boat hire contract']);
  });
  it('near misses: an earlier agreement, a bare agreement, a kind cited in passing', () => {
    expect(types('Hi Tom,', 'As in our sale agreement of 2040 with you, the price is fixed.')).toEqual([]);
    expect(types('Hi Tom,', 'Here is our previous sale agreement: the price was fixed.')).toEqual([]);
    expect(types('Hi Tom,', 'Here is our agreement in writing:')).toEqual([]);
    expect(types('Hi Tom,', 'Here is our new agreement in writing:')).toEqual([]);
    expect(types('Hi Tom,', 'Under our sale agreement the price is fixed.')).toEqual([]);
  });
});

describe('an agreement on a matter keeps its object (cause 12)', () => {
  it('the object after "of" up to a comma or the line\'s end, titled as a name', () => {
    expect(facts('AGREEMENT ON THE SUPPLY OF FIREWOOD FOR THE SCHOOL, WINTER 2046/2047', 'The parties agree.').contract_types.map((t) => t.text_normalized)).toEqual(['Agreement on the Supply of Firewood for the School']);
    expect(facts('AGREEMENT ON THE LEASE OF A FISHING BOAT', 'The parties agree.').contract_types.map((t) => t.text_normalized)).toEqual(['Agreement on the Lease of a Fishing Boat']);
  });
  it('near misses: the object another agreement, no object', () => {
    expect(types('AGREEMENT ON TERMINATION OF THE SUPPLY CONTRACT', 'The parties agree.')).toEqual(['AGREEMENT ON TERMINATION']);
    expect(types('AGREEMENT ON DOG SLEDGE TOURS', 'The parties agree.')).toEqual(['AGREEMENT ON DOG SLEDGE TOURS']);
  });
});

describe('the readings set 69 expects that no rule had written (h109d69)', () => {
  it('a disbursement\'s date field is no effective date; the signing line is', () => {
    expect(effective('LOAN AGREEMENT', 'Amount: COP 9.000.000', 'Disbursement date: 3 March 2046', 'Term: twelve (12) months from the disbursement date', 'Signed at Maicao on 1 March 2046.', COLOMBIA)).toEqual(['2046-03-01']);
    expect(effective('LOAN AGREEMENT', 'Amount: COP 9.000.000', 'Date of disbursement: 3 March 2046', COLOMBIA)).toEqual([]);
  });
  it('a "Season |" row\'s range is the work\'s start and end', () => {
    const form = ['GUIDING AGREEMENT', 'Item | Details', 'Season | 2 April 2046 to 28 June 2046', 'Fee | AUD 2,400 per week', AUSTRALIA];
    expect(effective(...form)).toEqual(['2046-04-02']);
    expect(termination(...form)).toEqual(['2046-06-28']);
  });
  it('a thing\'s estimate and an insured sum are no amounts; an estimate of the orders\' value is (set 15)', () => {
    expect(amounts('CATTLE LEASE', 'The flock is estimated at 3 400,00 € on delivery, only to measure its growth.', 'The Lessee pays a yearly fee of 150,00 €.')).toEqual(['150 EUR']);
    expect(amounts('GUIDING AGREEMENT', 'The Guide holds public liability insurance of at least $20 million.', 'Fee | AUD 2,400 per week', AUSTRALIA)).toEqual(['2400 AUD']);
    expect(amounts('SUPPLY FRAMEWORK AGREEMENT', 'The parties estimate that orders will have a total value of about £90,000.')).toEqual(['90000 GBP']);
  });
});

describe('properties (h109d69)', () => {
  it('any figure with four decimals beside "UVR" under a Colombian contract is that many COU', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 9999 }), (whole, dec) => {
      const figure = `${whole},${String(dec).padStart(4, '0')}`;
      expect(amounts('HOME LOAN', `Each instalment is ${figure} UVR, paid monthly.`, COLOMBIA)).toEqual([`${Number(`${whole}.${String(dec).padStart(4, '0')}`)} COU`]);
    }), { numRuns: 30 });
  });
});

describe('the new patterns on hostile input (h109d69)', () => {
  for (const unit of ['A | AUD 1 if the A ', 'here is our a a agreement ', 'our a agreement in writing ', 'AGREEMENT ON THE A OF ', '1,0000 UVR ', '$1.000 M/cte ']) {
    it(`"${unit}" repeated: linear`, () => {
      readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => isFeeRow(text, 4, 9) || types(text, text).length + amounts(text).length;
      }, 1000);
    });
  }
});
