/**
 * The re-read of session 74's faults (h111rrB's findings 1-5), each on its probe and a near miss where the rule still
 * reads: a rupee code beside a figure only, a sum's "and a half <noun>" re-read, "rub" in money's form only, a
 * seniority under "Period of service:", "Per:" with a signer after it.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from './helpers.js';
import { amounts, terms } from './facts-readers.js';

describe('a rupee code names the rupee only beside a figure (finding 1)', () => {
  it('"SCR" and "NPR" as other words leave a Pakistani contract\'s "Rs." PKR', () => {
    expect(amounts('SUPPLY CONTRACT made at Karachi, Pakistan', 'The Supplier delivers one SCR (selective catalytic reduction) unit.', 'The price is Rs. 5,000,000.')).toEqual(['5000000 PKR']);
    expect(amounts('ADVERTISING CONTRACT made at Lahore', 'The spot runs before each NPR news bulletin.', 'The fee is Rs. 250,000.')).toEqual(['250000 PKR']);
  });
  it('near miss: the code before or after a figure still says the rupee', () => {
    expect(amounts('LEASE', 'The rent is Rs. 2,400/- a month.', 'A late fee of LKR 500 is due.')).toEqual(['2400 LKR', '500 LKR']);
    expect(amounts('LEASE', 'The rent is Rs. 2,400/- a month.', 'A late fee of 500 NPR is due.')).toEqual(['2400 NPR', '500 NPR']);
  });
});

describe('a sum before "and a half <noun>" is read again (finding 2)', () => {
  it('the kept words\' value, not the whole less a half', () => {
    expect(attributesOf('The Client shall pay USD 1,000 and a half day of coaching is included.')).toContain('Currency:USD 1,000');
    expect(amounts('SERVICES AGREEMENT', 'The Client shall pay USD 1,000 and a half day of coaching is included.')).toEqual(['1000 USD']);
    expect(amounts('SERVICES AGREEMENT', 'The fee is EUR 2,000 and a half price is charged for a repeat.')).toEqual(['2000 EUR']);
    expect(amounts('SERVICES AGREEMENT', 'The fee is $1 million and a half day rate applies after.')).toEqual(['1000000 USD']);
  });
  it('near misses: a count keeps its half; a sum before "a half day" still ends before " and"', () => {
    expect(attributesOf('Each session lasts 2 and a half hour.')).toEqual(['Number:2 and a half']);
    expect(amounts('SERVICES AGREEMENT', 'A full day costs $38 and a half day $26.')).toEqual(['38 USD', '26 USD']);
  });
});

describe('"rub" is the rouble after a figure in money\'s form only (finding 3)', () => {
  it('the English verb and noun after a small count are no money', () => {
    expect(attributesOf('Polish all brass fittings with 2 rub-downs per week.')).not.toContain('Currency:2 rub');
    expect(attributesOf('Give each door 1 rub with wire wool.')).not.toContain('Currency:1 rub');
  });
  it('near miss: a grouped figure before "rub." is roubles', () => {
    expect(amounts('CONTRACT', 'The Customer pays 1 185 000 rub. on signing.')).toEqual(['1185000 RUB']);
  });
});

describe('a seniority under "Period of service:" is no term (finding 4)', () => {
  it('"five (5) years of continuous service" entitles, it does not last', () => {
    expect(terms('EMPLOYMENT CONTRACT', '2. Period of service: five (5) years of continuous service entitle the Employee to 25 days of annual leave.')).toEqual([]);
  });
  it('near miss: the period the contract sells is still its term', () => {
    expect(terms('SERVICE ORDER', '2. Period of service: five (5) years from the signing.')).toEqual(['1825 days']);
  });
});

describe('"Per:" signs for a body only with a signer after it (finding 5)', () => {
  it('a rate\'s row is no body', () => {
    for (const row of ['Unit Price Per: tonne', 'Amount Payable Per: Month', 'Maximum Hours Per: Week — 40']) {
      expect(attributesOf(row).filter((a) => a.startsWith('Organization:'))).toEqual([]);
    }
  });
  it('near miss: a name, a signature line or nothing after "Per:"', () => {
    expect(attributesOf('HARROWGATE CURLING CLUB Per: Joan Pike, President')).toContain('Organization:HARROWGATE CURLING CLUB');
    expect(attributesOf('Maple Ridge Rowing Club Per: ______________')).toContain('Organization:Maple Ridge Rowing Club');
    expect(attributesOf('MAPLE RIDGE ROWING CLUB Per:')).toContain('Organization:MAPLE RIDGE ROWING CLUB');
  });
});
