/**
 * Two kinds of list item that read their own words (C6; index.ts, categoryLabels): a ground of a right to end the
 * contract whose own words name another subject takes no Term & Termination from its lead-in or its "Termination"
 * section (withoutEndingOfGround), and a document in a list of documents to present or hand over takes neither the
 * lead-in's category nor its section's (isDocumentsLeadIn). Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import { PREAMBLE, categoriesOf, hasCue } from '../helpers.js';

const title = (text: string) => ({ text, kind: 'title' as const });

describe('a ground of a right to end the contract', () => {
  const [, , lead, unpaid, insolvent, abandoned, uncured] = categoriesOf(
    PREAMBLE,
    title('12. Termination'),
    'The Customer may end this Agreement at once if the Supplier:',
    '(a) fails to pay any sum due to the Customer within 45 days of the date of its invoice;',
    '(b) becomes insolvent or has a receiver appointed;',
    '(c) abandons the Services for more than ten working days; or',
    '(d) commits a material breach that is not remedied within 30 days after notice.',
  );

  it('the lead-in is the right to end the contract', () => {
    expect(lead).toContain('Term & Termination');
  });

  it('a ground about payment is payment, not the ending', () => {
    expect(unpaid).toContain('Payment Terms & Billing');
    expect(unpaid).not.toContain('Term & Termination');
  });

  it('insolvency names the ending itself and keeps it (C7)', () => {
    expect(insolvent).toContain('Term & Termination');
  });

  it('a ground with no subject of its own, or only a notice to cure, still takes the lead-in\'s', () => {
    expect(abandoned).toContain('Term & Termination');
    expect(uncured).toContain('Term & Termination');
  });

  it('near miss: a payment item under a lead-in that gives no right to end keeps its section\'s Term & Termination reading', () => {
    const [, , , item] = categoriesOf(
      PREAMBLE,
      title('12. Termination'),
      'On termination of this Agreement the Customer shall:',
      '(a) pay the Supplier all sums due for Services performed up to the date of termination;',
    );
    expect(item).toEqual(['Payment Terms & Billing', 'Term & Termination']);
  });
});

describe('a document in a list of documents', () => {
  const [, , , lead, invoice, insurance, origin] = categoriesOf(
    PREAMBLE,
    title('7. Payment'),
    'The Customer shall pay the price by letter of credit.',
    'Payment shall be made on presentation of the following shipping documents:',
    "(a) the Supplier's commercial invoice in two originals;",
    '(b) a certificate of insurance for 110% of the invoice value;',
    '(c) a weight note signed at the port of loading.',
  );

  it('the lead-in keeps its payment', () => {
    expect(lead).toEqual(['Payment Terms & Billing']);
  });

  it('each document reads its own words, not the payment section', () => {
    expect(invoice).toEqual(['Payment Terms & Billing']);
    expect(insurance).toContain('Insurance');
    expect(insurance).not.toContain('Payment Terms & Billing');
    expect(origin).toEqual([]);
  });

  it('near miss: the instalments of a payment lead-in keep their payment', () => {
    const [, , , first] = categoriesOf(
      PREAMBLE,
      title('7. Payment'),
      'The Customer shall pay the price in the following instalments:',
      '(a) 40% of the price on signature of this Agreement;',
    );
    expect(first).toContain('Payment Terms & Billing');
  });

  it('near miss: a lead-in that only mentions documents before other words is not a list of documents', () => {
    const [, , , item] = categoriesOf(
      PREAMBLE,
      title('7. Payment'),
      'The following documents must accompany each invoice sent to the Customer:',
      '(a) a copy of the signed delivery note;',
    );
    expect(item).toContain('Payment Terms & Billing');
  });
});

describe('telling the other party of a thing in writing (category-cues-information.ts)', () => {
  const communication = (text: string) => hasCue('Communication', text);

  it('"tell X so in writing", "notify X of this in writing", "inform X thereof in writing" are Communication', () => {
    expect(communication('If the Tenant wishes to stay on after the term, it must tell the Landlord so in writing by 31 March, and the parties will then agree the rent.')).toBe(true);
    expect(communication('If the Supplier expects to miss a milestone, it shall notify the Customer of this in writing within five days, giving the reasons.')).toBe(true);
    expect(communication('Should the Buyer find a defect, it shall inform the Seller thereof in writing before using the goods.')).toBe(true);
  });

  it('near miss: a thing told that is no bare "so", "this" or "thereof" is not this cue', () => {
    // (h80cat) Not "tell the Landlord so by telephone": "tell" a party is now Communication of its own
    // (category-cues-telling.ts, C8); the bare "so" without "in writing" is still not this cue.
    expect(communication('The Tenant must warn the Landlord so by telephone before the spring.')).toBe(false);
    expect(communication('The Tenant may renew the lease so long as the rent is paid.')).toBe(false);
  });
});

describe('a carrier that is a box or rack, no carrier of goods (category-cues-drafting.ts)', () => {
  const delivery = (text: string) => categoriesOf(PREAMBLE, text)[1].includes('Delivery');

  it('a pet, child or bike carrier is no Delivery', () => {
    expect(delivery('Guests may bring a small dog onto the coach only if it travels in a closed pet carrier.')).toBe(false);
    expect(delivery('The hirer may fit a bike carrier to the van at its own cost.')).toBe(false);
  });

  it('near miss: goods handed to a carrier, the Carrier as a party, are Delivery', () => {
    expect(delivery('Risk passes to the Buyer when the goods are handed to the first carrier.')).toBe(true);
    expect(delivery('The Seller shall hand the pallets to the carrier nominated by the Buyer.')).toBe(true);
  });
});

describe('a tax among what the amount paid includes (category-cue-vetoes.ts, INCLUDED_TAX)', () => {
  it('"shall pay the rates, which include … taxes" keeps its payment beside the price', () => {
    expect(categoriesOf(PREAMBLE, 'The Customer shall pay the Supplier a fixed fee of EUR 5,000, which includes all expenses and local taxes.')[1]).toEqual(['Payment Terms & Billing', 'Pricing & Taxes']);
  });

  it('near miss: a tax paid as such, or calculated at its rate, stays a tax alone', () => {
    expect(categoriesOf(PREAMBLE, 'The Customer shall pay the withholding tax due on the fees.')[1]).toEqual(['Pricing & Taxes']);
    expect(categoriesOf(PREAMBLE, 'The Customer shall pay VAT at 20% on the fees.')[1]).toEqual(['Pricing & Taxes']);
  });
});
