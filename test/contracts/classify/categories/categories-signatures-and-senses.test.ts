/**
 * Category defects of sets 16–17 (issue 18, h18s16c), each a rule about contracts in general: signature lines that
 * name no subject whatever their section, licences over land or a site (Asset Use, no Intellectual Property), and cue
 * words in phrases that do not say the clause is about their category. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, cueOf, hasCue } from '../helpers.js';
import { expectEach } from '../cue-tables.js';

const under = (title: string, text: string) => categoriesOf({ text: title, kind: 'title' }, text)[1];

describe('a signature block names no category, whatever the last heading', () => {
  it('"For and on behalf of X:" without a verb of signing, and a name in capitals with "Per:"', () => {
    expect(under('14.3 Precedence', 'For and on behalf of the Charterer: Mei Lin Ong, Chief Executive')).toEqual([]);
    expect(under('18. Fees and Rates', 'HARROWGATE FREIGHT INC. Per: Olivia Brandt, Treasurer')).toEqual([]);
    expect(under('18. Fees and Rates', 'Per: Olivia Brandt, Treasurer')).toEqual([]);
  });

  it("a party's label in capitals, a colon and only a person's name (and a job title)", () => {
    expect(under('ARTICLE 20 – GOVERNING LAW AND COURTS', 'THE CHARTERER: Mei Lin Ong')).toEqual([]);
    expect(under('ARTICLE 20 – GOVERNING LAW AND COURTS', 'LICENSEE: Oskar Villanueva, Managing Director')).toEqual([]);
  });

  it('a clause after a label in capitals is no signature: it keeps its categories', () => {
    expect(under('14. Payment', 'NOTE: The Buyer shall pay every invoice within thirty days.')).toContain('Payment Terms & Billing');
    expect(categoriesOf('The Buyer shall pay the price per tonne stated in Schedule 2.')[0]).toContain('Pricing & Taxes');
  });
});

describe('a licence over land or a site is the use of the licensor\'s property, not intellectual property', () => {
  it('a licence to install, occupy, enter or park; licences on a roof or a mast; no interest in land', () => {
    const sentences = [
      'The Owner grants the Telco a licence to install two dishes on the roof of the Building.',
      'The Council grants the Trader a licence to occupy Pitch 14 at the Market on Saturdays.',
      'The Landowner may grant further licences to other operators on the mast.',
      'This Licence does not create a tenancy or any interest in land.',
    ];
    expect(sentences.map((t) => hasCue('Intellectual Property', t))).toEqual([false, false, false, false]);
    expect(sentences.map((t) => hasCue('Asset Use', t))).toEqual([true, true, true, true]);
    expect(categoriesOf(sentences[0])[0]).toEqual(['Asset Use']);
  });

  it('under a licence heading, a licence over land takes no Intellectual Property from the heading; a software licence does', () => {
    const heading = [{ text: '3. LICENCE', kind: 'title' as const }, { text: '3.1 Grant', kind: 'title' as const }];
    expect(categoriesOf(...heading, 'The Owner grants the Telco a non-exclusive licence to install two dishes on the roof of the Building.')[2]).not.toContain('Intellectual Property');
    expect(categoriesOf(...heading, 'The Licensor grants the Customer a non-exclusive licence to use the Software.')[2]).toContain('Intellectual Property');
  });

  it('a firm licensed by a public body holds a permit, no intellectual property', () => {
    expect(hasCue('Intellectual Property', 'The Agent may use a local broker, provided that the broker is licensed by the Maritime Authority.')).toBe(false);
  });

  it('a licence of software or of marks, or a site licence that names an IP right, stays intellectual property', () => {
    expectEach((t) => hasCue('Intellectual Property', t), ['The Licensor grants the Customer a licence to use the Software.', 'The Owner grants the Telco a licence to install its software on the site servers and a licence under the Patents.', 'The Brand grants the Stockist a licence to display the Trade Marks.'], true);
  });
});

describe('cue words in a phrase that does not say the clause is about their category', () => {
  it('a notice dispensed with communicates nothing; a notice given beside it still does', () => {
    expectEach((t) => hasCue('Communication', t), ['Either party may end this contract without notice for serious misconduct.', 'Interest runs from the due date without any further notice of default.', 'No prior notice is required for an emergency repair.'], false);
    expect(categoriesOf('The right to dismiss without notice for gross misconduct is not affected.')[0]).not.toContain('Communication');
    expect(cueOf('Communication', 'The Buyer may terminate on thirty days\' written notice, or without notice if the Seller becomes insolvent.')).toBe('strong');
  });

  it('payment as the bare moment of another act, or as a kind of information, bills nothing', () => {
    expectEach((t) => hasCue('Payment Terms & Billing', t), ['All drawings and models become the property of the Client upon payment.', 'On payment, the Sponsor owns the footage.', 'The Kiosk shows only the operator\'s logo and the payment instructions.', 'The Operator holds customer payment and account data as controller.'], false);
    expect(categoriesOf('All drawings and models become the property of the Client upon payment.')[0]).not.toContain('Payment Terms & Billing');
  });

  it('payment of a sum, or payment before a thing is released, is still billing', () => {
    expectEach((t) => hasCue('Payment Terms & Billing', t), ['Title passes to the Buyer on payment of the price.', 'The Client shall pay each invoice within thirty days.', 'The Warehouse shall release the goods upon payment of all outstanding charges.'], true);
  });

  it("the insurance of the people a service is for is no insurance the parties carry", () => {
    expectEach((t) => hasCue('Insurance', t), ['The Clinic shall check each patient\'s health insurance before the first appointment.', 'The Agent shall confirm the travel insurance of each passenger at check-in.'], false);
    expect(hasCue('Insurance', 'The Clinic shall maintain medical malpractice insurance of $2,000,000.')).toBe(true);
  });

  it('routine inspection of things, or inspection with maintenance and repair, is upkeep, no audit', () => {
    expectEach((t) => hasCue('Audits', t), ['The Hirer shall inspect each ladder at least once a week before use.', 'The Contractor shall regularly inspect the scaffolding.', 'The Tenant shall give the Landlord access for the inspection, maintenance and repair of the boiler.'], false);
    expectEach((t) => hasCue('Audits', t), ['We will inspect the van against the return condition standard when you bring it back.', 'The Customer may inspect the Supplier\'s records once a year.', 'The Buyer may audit the Seller\'s books and inspect each vehicle every quarter.'], true);
  });
});

describe('documents ranked and copies kept', () => {
  it('a statement of work named in a precedence clause is no scope of work; the scope itself is', () => {
    expectEach((t) => hasCue('Scope of Work', t), ['Where a Statement of Work is inconsistent with these Terms, these Terms prevail.', 'If any Statement of Work conflicts with the Master Agreement, the Master Agreement governs.'], false);
    expect(categoriesOf('Where a Statement of Work is inconsistent with these Terms, these Terms prevail.')[0]).toEqual(['Order of Precedence']);
    expect(hasCue('Scope of Work', 'Each Statement of Work shall describe the scope of the Services and prevails over this Agreement as to that scope.')).toBe(true);
    expect(hasCue('Scope of Work', 'The Consultant shall perform the services described in each Statement of Work.')).toBe(true);
  });

  it('a copy kept for a party\'s own records is no audit; records kept for inspection are', () => {
    expect(hasCue('Audits', 'The Member should keep a copy of these rules for its own records.')).toBe(false);
    expect(categoriesOf('The Member should keep a copy of these rules for its own records.')[0]).not.toContain('Audits');
    expect(hasCue('Audits', 'The Supplier shall keep copies of all invoices for its records and make them available for audit.')).toBe(true);
  });
});

describe('Insurance and Indemnification are neighbours', () => {
  it('an indemnity under an insurance heading does not take Insurance from the heading', () => {
    expect(under('9. INSURANCE', '9.4 The Hirer shall indemnify the Owner against any claim by a spectator arising out of the event.')).toEqual(['Indemnification']);
  });

  it('an insurance sentence under an indemnity heading does not take Indemnification from the heading', () => {
    expect(under('12. Indemnity', '12.3 The Contractor shall carry public liability insurance of at least $10,000,000.')).not.toContain('Indemnification');
  });
});
