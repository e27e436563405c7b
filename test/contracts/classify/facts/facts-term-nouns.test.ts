/**
 * The term named by words the term reader lacked (h61facts; sets 6, 10, 11, 13, 17 and 24 each missed one): a grant "is
 * for a period of", a contract "shall have a duration of", "This Memorandum … remains in force for", a renewal letter's
 * "Renewal period:", a collaboration's "The Project runs for", and works commenced on a date "and complete them within"
 * a length with nothing after it. Contracts of my own; the near misses keep no term.
 */
import { describe, expect, it } from 'vitest';
import { terms } from '../facts-readers.js';

const contract = (...clause: string[]) =>
  terms(
    'AGREEMENT',
    'This Agreement is made on 3 March 2031 between Alder Works Ltd (the "Provider") and Birch Homes Ltd (the "Client").',
    ...clause,
    'The Client shall pay GBP 4,000 per month.',
  );

describe('a term named by a grant, a duration, a memorandum, a renewal period or a project (h61facts)', () => {
  it('"The grant is for a period of twelve (12) months" is the grant agreement\'s term', () => {
    expect(contract('The grant is for a period of twelve (12) months, starting on 1 April 2031.')).toEqual(['360 days']);
  });
  it('"shall have a duration of three (3) years" is the contract\'s term', () => {
    expect(contract('This contract shall enter into force on 1 April 2031 and shall have a duration of three (3) years.')).toEqual(['1095 days']);
  });
  it('"This Memorandum remains in force for six (6) months" is the memorandum\'s term', () => {
    expect(contract('This Memorandum takes effect on signature and remains in force for six (6) months.')).toEqual(['180 days']);
  });
  it('a renewal letter\'s "Renewal period:" line is the renewed term', () => {
    expect(contract('1. Renewal period: two (2) years from 1 May 2031 to 30 April 2033.')).toEqual(['730 days']);
  });
  it('"The Project runs for thirty-six (36) months" is the collaboration\'s term', () => {
    expect(contract('The Project runs for thirty-six (36) months.')).toEqual(['1080 days']);
  });
  it('works commenced on a date "and complete them within ten (10) months" run that long', () => {
    expect(contract('The Provider shall commence the Works on 2 May 2031 and complete them within ten (10) months.')).toEqual(['300 days']);
  });
});

describe('near misses keep no term (h61facts)', () => {
  it('a grant for a purpose, and a grant named beside a length, give none', () => {
    expect(contract('The grant is for the purchase of equipment and shall be spent within six (6) months.')).toEqual([]);
  });
  it('the duration of a task is no term of the agreement', () => {
    expect(contract('Each inspection shall have a duration of two (2) hours.')).toEqual([]);
  });
  it('completing them within a time counted from another event stays a deadline', () => {
    expect(contract('The Provider shall commence the Works on 2 May 2031 and complete them within ten (10) days of a defect being notified.')).toEqual([]);
  });
  it('a project that a party starts is no term', () => {
    expect(contract('The Provider shall finish the project drawings within six (6) weeks.')).toEqual([]);
  });
});

// hrev50: works commenced on a calendar date, in a clause under no condition, then completed within a length.
describe('works started under a condition or on a relative day give no term (hrev50)', () => {
  it('a repair started on a date if a defect appears is no term', () => {
    expect(contract('If a defect appears, the Provider shall start the works on 5 May 2031 at the latest and finish them within 5 days.')).toEqual([]);
  });
  it('each call-out started "on the 2nd working day" is no term', () => {
    expect(contract('The Provider shall commence the works on the 2nd working day after each request and complete them within 3 days.')).toEqual([]);
  });
  it('a numeric start date still gives the term (the near miss kept)', () => {
    expect(contract('The Provider shall commence the Works on 02/05/2031 and complete them within ten (10) months.')).toEqual(['300 days']);
  });
});

// hrev50: "renewal period" names the agreement's renewed term only as its line's heading.
describe('a renewal period of something else gives no term (hrev50)', () => {
  it('a domain name\'s renewal period is no term of the agreement', () => {
    expect(contract('The renewal period of each domain name registration is one (1) year.')).toEqual([]);
  });
  it('a numbered "Renewal period:" heading still gives the term (the near miss kept)', () => {
    expect(contract('2. Renewal period: two (2) years from 1 June 2031.')).toEqual(['730 days']);
  });
});
