/**
 * Set 34's causes (issue 18, h28cat11): a guarantee of one's own work as a warranty (category-cues-warranties.ts), the
 * reader's information in consumer terms (category-cues-privacy.ts), a danger named without "safety"
 * (category-cues-physical-safety.ts), how orders are placed and bind, minimum volumes and selling to no one else
 * (category-cues-scope.ts), labour law, child labour and paying one's own people (category-cues-own-duties.ts), a
 * present assignment of all rights and an author's credit (category-cues-intellectual-property.ts), and the price named
 * only as what is paid (category-cues-amounts.ts, C9). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, titleCategories } from '../../../../src/contracts/classify/categories/categories.js';
import { GUARANTEE_THAT } from '../../../../src/contracts/classify/categories/cues/category-cues-commercial.js';
import { WARRANTY_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-warranties.js';
import { PRIVACY_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-privacy.js';
import { PHYSICAL_SAFETY_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-physical-safety.js';
import { SCOPE_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-scope.js';
import { OWN_DUTY_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-own-duties.js';
import { INTELLECTUAL_PROPERTY_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-intellectual-property.js';
import { PRICE_PAID_NOT_SAID } from '../../../../src/contracts/classify/categories/cues/category-cues-amounts.js';
import { cuedBy, expectEach } from '../cue-tables.js';

const titled = (category: string) => (title: string): boolean => titleCategories(title).includes(category as never);

describe('Warranties: one\'s own work or goods guaranteed', () => {
  const warranty = cuedBy(WARRANTY_STRONG_CUES, 'Warranties');
  it('reads a guarantee for a period, what "this guarantee" does not cover, the guarantee period', () => {
    expectEach(warranty, [
      'We guarantee all our repairs for 12 months.',
      'The Installer guarantees the new roof for ten years from completion.',
      'This guarantee does not cover damage caused by frost.',
      'Our guarantee will not apply if you move the boiler yourself.',
      'Any defect that appears within the guarantee period shall be put right free of charge.',
    ], true);
  });
  it('not a surety\'s guarantee of another\'s obligations or debts, nor money', () => {
    expectEach(warranty, [
      'The Guarantor guarantees the obligations of the Tenant for five years.',
      'The Parent guarantees the payment of the rent for two years.',
      'Mr Shah guarantees the loan for three years.',
      'The Contractor shall provide a bank guarantee for 10% of the price.',
    ], false);
  });
  it('"guarantees that" is strong: a quality guaranteed is the warranty itself', () => {
    expect(GUARANTEE_THAT[1]).toBe('Warranties');
    expect(categoriesOf('3.4. The Grower guarantees that every crate holds fruit of the first grade.', 'Article 3 – The fruit', false)).toContain('Warranties');
    expect(categoriesOf('We guarantee our cleaning for 14 days.', '4. AFTER THE VISIT', false)).toEqual(['Warranties']);
  });
  it('a heading of a quality guarantee names Warranties; a bare, minimum or bank guarantee does not', () => {
    expectEach(titled('Warranties'), ['7. OUR GUARANTEE', 'Quality Guarantee', 'ARTICLE 5 – DECLARATIONS AND GUARANTEES', '9.2 Guarantees'], true);
    expectEach(titled('Warranties'), ['1. Guarantee', '4.1 Minimum Guarantee', '2.2 Void Guarantee', 'Bank Guarantees'], false);
  });
});

describe('Privacy: the reader\'s information in consumer terms', () => {
  const privacy = cuedBy(PRIVACY_CUES, 'Privacy');
  it('reads a consumer\'s name and address kept or used, and details sold or deleted', () => {
    expectEach(privacy, [
      'We keep your name, address and mobile number so that we can book your next service.',
      'We use your name and address only to send you our invoice.',
      'We will never sell your details to a marketing company.',
      'We will delete your details two years after your last booking.',
    ], true);
  });
  it('not a signature, nor the business\'s own name and address', () => {
    expectEach(privacy, [
      'Please sign your name at the foot of this form.',
      'We keep our name and address on every van.',
      'Write your name, then your address, on the back of the cheque.',
    ], false);
  });
  it('a heading of the reader\'s information names Privacy; "Information" alone or the business\'s own does not', () => {
    expectEach(titled('Privacy'), ['5. YOUR INFORMATION', 'Your data', '8. Your personal details', '3. Your information:'], true);
    expectEach(titled('Privacy'), ['5. Information', 'Our information', '6. Information for your visit'], false);
  });
  it('a sentence under such a heading takes Privacy', () => {
    expect(categoriesOf('You can ask us to correct anything we hold about you.', '7. YOUR INFORMATION', false)).toEqual(['Privacy']);
  });
});

describe('Safety and Security: a danger named without "safety"', () => {
  const safety = cuedBy(PHYSICAL_SAFETY_CUES, 'Safety and Security');
  it('reads a dangerous thing, gas smelt or leaking, a gas emergency', () => {
    expectEach(safety, [
      'If the engineer finds the heater dangerous, he will disconnect it.',
      'If you smell gas, open the windows and leave the building.',
      'Report any gas leak to the landlord at once.',
      'Call the gas emergency line before anything else.',
    ], true);
  });
  it('not gas as a supply or a price', () => {
    expectEach(safety, ['The Tenant pays for the gas it uses.', 'Gas and electricity are charged at cost.'], false);
  });
  it('a heading of unsafe things or hazards names Safety and Security', () => {
    expectEach(titled('Safety and Security'), ['4.2 Unsafe equipment', 'Dangerous Goods', '3. Hazards on site'], true);
  });
});

describe('Scope of Work: orders, minimum volumes, selling to no one else', () => {
  const scope = cuedBy(SCOPE_CUES, 'Scope of Work');
  it('reads orders placed or binding, an individual contract formed, a minimum tendered, exclusivity', () => {
    expectEach(scope, [
      'The Retailer shall place each order through the online portal.',
      'The Customer places orders by e-mail.',
      'A purchase order becomes binding only when the Seller confirms it.',
      'A Work Order binds the Contractor once signed by both parties.',
      'An individual sales contract is concluded when the Supplier accepts an order.',
      'The Miller shall order at least 400 tonnes of wheat in each quarter.',
      'The Brewer shall not sell the beer, directly or through an agent, to any other importer in the Territory.',
      'The Agent shall not handle wines of any other producer.',
    ], true);
  });
  it('not an order of a court, an order of documents, a sale forbidden to a named person', () => {
    expectEach(scope, [
      'The court may order the Tenant to leave.',
      'The documents rank in the following order.',
      'The Buyer shall not sell the goods to the Seller\'s competitors.',
      'An individual order is concluded when the Supplier confirms it.',
    ], false);
  });
  it('a heading of exclusivity names Scope of Work; a document\'s title naming an agreement does not', () => {
    expectEach(titled('Scope of Work'), ['4. Exclusivity', '2.2 No exclusivity', 'Article 5 (Exclusive Distributorship)'], true);
    expectEach(titled('Scope of Work'), ['EXCLUSIVE DISTRIBUTION AGREEMENT (SPARE PARTS)', 'Exclusive Negotiation'], false);
  });
});

describe('Responsibilities: a party as employer of its own people', () => {
  const own = cuedBy(OWN_DUTY_CUES, 'Responsibilities');
  it('reads paying or hiring its people, labour law and collective agreements, no child employed', () => {
    expectEach(own, [
      'The Producer is responsible for paying the musicians it hires, including their holiday pay.',
      'The Agency is responsible for recruiting its drivers.',
      'The Contractor shall comply with all applicable labour laws.',
      'The Company must comply with the collective bargaining agreement for stage crews.',
      'The Grower shall not employ any child on the farm.',
    ], true);
  });
  it('not paying the other party, nor complying with the contract', () => {
    expectEach(own, [
      'The Client is responsible for paying the invoices.',
      'The Supplier shall comply with this Agreement.',
      'The Company shall not employ any marketing agency without consent.',
    ], false);
  });
});

describe('Intellectual Property: a present assignment of all rights, an author\'s credit', () => {
  const ip = cuedBy(INTELLECTUAL_PROPERTY_CUES, 'Intellectual Property');
  it('reads them', () => {
    expectEach(ip, [
      'The Illustrator hereby assigns to the Publisher all rights in the drawings.',
      'The Developer hereby assigns all right, title and interest in the code to the Client.',
      'The Gallery shall credit the Artist as "Photographs by Ana Ruiz" in the catalogue.',
      'The Composer is to be credited as the author of the score.',
    ], true);
  });
  it('not a right to be paid assigned, nor a bank\'s credit', () => {
    expectEach(ip, [
      'The Doctor hereby assigns to the Clinic the right to bill the patients.',
      'The bank will credit the account as soon as it receives the funds.',
    ], false);
  });
});

describe('Pricing & Taxes: the price named only as what is paid (C9)', () => {
  const phrase = PRICE_PAID_NOT_SAID[0][0];
  const says = (t: string): boolean => t.search(phrase) >= 0;
  it('takes out "pay the price" and "refund its price" with no amount', () => {
    expectEach(says, ['The Buyer shall pay the price by bank transfer.', 'The Seller shall repair the item or refund its price.'], true);
    expect(categoriesOf('The Importer shall pay the price by bank transfer within 30 days of the invoice.', 'Article 5 (Payment)', false)).not.toContain('Pricing & Taxes');
  });
  it('not a price stated or named with its amount', () => {
    expectEach(says, ['The Buyer shall pay the price stated in the Order.', 'The Buyer shall pay the price of $40 per tonne.', 'The Buyer shall pay the price per tonne set out in Schedule 1.'], false);
    expect(categoriesOf('The Buyer shall pay the price of $40 per tonne within 30 days.', undefined, false)).toContain('Pricing & Taxes');
  });
});

describe('Dispute Resolution: a complaints scheme (the backspace in its pattern, 416d1648, fixed)', () => {
  it('reads a complaints scheme, procedure or policy', () => {
    expect(categoriesOf('You may take an unresolved complaint to the trade body\'s complaints scheme.', undefined, false)).toContain('Dispute Resolution');
  });
});
