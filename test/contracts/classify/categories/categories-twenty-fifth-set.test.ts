/**
 * Category defects of set 25 (issue 18, h23s25), each a rule about contracts in general, with sentences written for
 * these tests: letter closings and "Signed for X by …" are signature lines; a charge or penalty notice is a ticket, no
 * communication; "differ … governs" is precedence; a complaints procedure is dispute resolution.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../helpers.js';

const under = (title: string, text: string) => categoriesOf({ text: title, kind: 'title' }, text)[1];

describe('a letter closing or "Signed for X by" names no category, whatever the last heading', () => {
  it('"Very truly yours," "Yours faithfully," "Kind regards," then a firm', () => {
    expect(under('12. Governing Law and Disputes', 'Very truly yours, Harlow & Finch, Chartered Accountants')).toEqual([]);
    expect(under('12. Governing Law and Disputes', 'Yours faithfully, for and on behalf of Northgate Dairies Ltd')).toEqual([]);
    expect(under('Fees', 'Kind regards, Ruth Amos, Partner, Amos Tax Services')).toEqual([]);
  });
  it('"Signed for X by <name>, <post>" and "Executed for X by"', () => {
    expect(under('9. Disputes', 'SIGNED for Harbour Apple Growers Limited by Mere Tane, director')).toEqual([]);
    expect(under('9. Disputes', 'Executed for the Landlord by its attorney Peter Lowe')).toEqual([]);
  });
  it('a sentence that says "yours" keeps its categories', () => {
    expect(under('9. Disputes', 'Any dispute between us and yours shall be referred to arbitration in London.')).toContain('Dispute Resolution');
  });
});

describe('a charge or penalty notice is no Communication', () => {
  it('issuing or cancelling parking charge notices and penalty notices', () => {
    expect(categoriesOf('The Operator may issue parking charge notices to vehicles parked outside the marked bays.')[0]).not.toContain('Communication');
    expect(categoriesOf('The Operator is to keep a copy of every penalty notice it issues on the site.')[0]).not.toContain('Communication');
  });
  it('a notice given to a party in the same sentence keeps Communication', () => {
    expect(categoriesOf('The Operator shall give the Owner written notice of every charge notice appealed.')[0]).toContain('Communication');
  });
});

describe('"differ" with the document that governs is Order of Precedence', () => {
  it('"Where the schedule and these terms differ, the schedule governs"; "if the versions disagree, the English text controls"', () => {
    expect(categoriesOf('Where the price schedule and these terms differ, the price schedule governs as to prices.')[0]).toContain('Order of Precedence');
    expect(categoriesOf('If the two language versions disagree, the English text controls.')[0]).toContain('Order of Precedence');
  });
  it('"differ" without a document that governs is not', () => {
    expect(categoriesOf('The colours of each batch may differ slightly from the sample.')[0]).not.toContain('Order of Precedence');
  });
});

describe('a complaints procedure is Dispute Resolution', () => {
  it('"under our complaints policy", "a formal complaint"', () => {
    expect(categoriesOf('Formal complaints are heard under our complaints policy, which ends with an appeal to the governors.')[0]).toContain('Dispute Resolution');
    expect(categoriesOf('A formal complaint is dealt with under the complaints procedure on our website.')[0]).toContain('Dispute Resolution');
  });
  it('answering complaints is a service, no dispute resolution', () => {
    expect(categoriesOf('The Operator will answer customer complaints within five working days.')[0]).not.toContain('Dispute Resolution');
  });
});
