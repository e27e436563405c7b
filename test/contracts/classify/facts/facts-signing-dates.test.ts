/**
 * Signing dates beside a start date (hdates, issue 18): a dated signing line in the signature blocks is the day that
 * party signed, an effective date of Low confidence, whether or not the contract states its start (High). The facts
 * sets 1–29 expect such a line beside a stated start 62 times of 66 (docs/contracts.md › facts › effective dates); the
 * real response lists Low dates beside its High start. Contracts written for these tests, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../facts-readers.js';

/** Each effective date as `<date> <level>`, in the order the service lists them (High first). */
const effectiveLevels = (...items: string[]) => facts(...items).effective_dates.map((d) => `${d.text_normalized} ${d.confidence_level}`);

const BODY = [
  'MAINTENANCE AGREEMENT',
  'This Agreement is made between Kessler Kältetechnik GmbH and Brunnhof Molkerei AG.',
  '1. Kessler Kältetechnik GmbH shall service the cold stores of Brunnhof Molkerei AG twice a year.',
  '2. The annual fee is EUR 18,000, payable within thirty (30) days of invoice.',
];
const START = '3. This Agreement enters into force on 1 October 2027 and runs for two (2) years.';

describe('place-and-date lines over a bare company name beside a stated start (hdates)', () => {
  const SIGNED = ['Freiburg, 12 September 2027', 'Kessler Kältetechnik GmbH', 'Tobias Kessler, Managing Director', 'Ulm, 15 September 2027', 'Brunnhof Molkerei AG', 'Eva Brunner, Member of the Board'];
  it('each line is the day its party signed (Low), after the stated start (High)', () => {
    expect(effectiveLevels(...BODY, START, ...SIGNED)).toEqual(['2027-10-01 High', '2027-09-12 Low', '2027-09-15 Low']);
  });
  it('with no start stated, the lines are still read, as before', () => {
    expect(effectiveLevels(...BODY, ...SIGNED)).toEqual(['2027-09-12 Low', '2027-09-15 Low']);
  });
  it('"On behalf of <company>" under the line is a signature heading as "For <company>" is', () => {
    expect(effectiveLevels(...BODY, START, 'Freiburg, 12 September 2027', 'On behalf of Kessler Kältetechnik GmbH', 'Tobias Kessler, Managing Director'))
      .toEqual(['2027-10-01 High', '2027-09-12 Low']);
  });
  it('over a person\'s name (no company, no heading) the line dates nothing', () => {
    expect(effectiveLevels(...BODY, START, 'Freiburg, 12 September 2027', 'Tobias Kessler', 'Managing Director')).toEqual(['2027-10-01 High']);
  });
});

describe('the other dated signing lines beside a stated start stay read (hdates)', () => {
  it('"Date:" under each signature', () => {
    expect(effectiveLevels(...BODY, START, 'For Kessler Kältetechnik GmbH', 'Signed: Tobias Kessler', 'Date: 12 September 2027'))
      .toEqual(['2027-10-01 High', '2027-09-12 Low']);
  });
  it('"SIGNED at <place> on <date>"', () => {
    expect(effectiveLevels(...BODY, START, 'SIGNED at Freiburg on 12 September 2027.', 'For Kessler Kältetechnik GmbH'))
      .toEqual(['2027-10-01 High', '2027-09-12 Low']);
  });
});

describe('dates in a signature block that are no signing date (hdates near misses)', () => {
  it('a blank "Date: ________" gives nothing', () => {
    expect(effectiveLevels(...BODY, START, 'For Kessler Kältetechnik GmbH', 'Signed: Tobias Kessler', 'Date: ________________')).toEqual(['2027-10-01 High']);
  });
  it('a signer\'s date of birth is no signing date', () => {
    expect(effectiveLevels(...BODY, START, 'For Kessler Kältetechnik GmbH', 'Name: Tobias Kessler', 'Date of birth: 4 March 1971')).toEqual(['2027-10-01 High']);
  });
  it('the date of a referenced agreement under the signatures is none', () => {
    expect(effectiveLevels(...BODY, START, 'For Kessler Kältetechnik GmbH', 'Name: Tobias Kessler',
      'Annex 1 to the Framework Agreement dated 3 March 2025 between the parties')).toEqual(['2027-10-01 High']);
  });
});

describe('a place-and-date line over the party\'s defined name in capitals (hdates, signing-role-heading.ts)', () => {
  const HEAD = ['SERVICE AGREEMENT', 'This Agreement is made between Saaristo Data Oy (the "Customer") and Kallio Analytics Oy (the "Analyst").',
    '1. The Analyst shall review the Customer\'s data platform.', '2. The fee is EUR 9,000, payable within fourteen (14) days of invoice.'];
  it('"Turku, 3 June 2027" over "ANALYST" (defined as "Analyst") is the Analyst\'s signing date', () => {
    expect(effectiveLevels(...HEAD, 'Espoo, 1 June 2027', 'CUSTOMER', 'Aino Saaristo', 'Turku, 3 June 2027', 'ANALYST', 'Ville Kallio'))
      .toContain('2027-06-03 Low');
    expect(effectiveLevels(...HEAD, 'Espoo, 1 June 2027', 'THE CUSTOMER:', 'Aino Saaristo')).toEqual(['2027-06-01 Low']);
  });
  it('a heading in capitals the contract does not define names no party: no date', () => {
    expect(effectiveLevels(...HEAD, 'Turku, 3 June 2027', 'WITNESS', 'Ville Kallio')).toEqual([]);
    expect(effectiveLevels(...HEAD, 'Turku, 3 June 2027', 'SCHEDULE', 'Scope of the review')).toEqual([]);
  });
});
