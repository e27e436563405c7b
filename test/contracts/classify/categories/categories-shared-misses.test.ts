/**
 * Category misses that many labelled sets share (issue 18, h39c): prices named only as what is kept confidential
 * (category-cues-prices-kept-confidential.ts), the bank charges of a payment (category-cues-bank-charges.ts), records handed over or
 * returned (category-cues-records-handed-over.ts), a party's name or image used to promote (category-cues-publicity-use.ts),
 * one occurrence cancelled by a cause outside the parties' control (category-cues-cancelled-occurrences.ts),
 * a party not responsible for a loss (category-cues-not-responsible.ts) and people's records in a privacy clause
 * (category-cues-personal-records.ts). Sentences written for these tests, not taken from a
 * labelled set.
 */
import { describe, it } from 'vitest';
import { categoriesOf } from '../../../../src/contracts/classify/categories/categories.js';
import { expectReads } from '../cue-tables.js';

const one = (text: string) => categoriesOf(text, undefined, false);
const under = (title: string) => (text: string) => categoriesOf(text, title, false);

describe('prices kept confidential are Confidentiality, no Pricing & Taxes', () => {
  it('reads the prices as the object kept secret', () => {
    expectReads(one, [
      ['The Distributor shall keep the prices and discounts of this Agreement confidential.', ['Confidentiality']],
      ["Each party shall keep confidential the supplier's prices, margins and order volumes.", ['Confidentiality']],
      ['The pricing and technical information exchanged under these Terms is confidential.', ['Confidentiality']],
      ["The Reseller shall treat the Vendor's price list as strictly confidential.", ['Confidentiality']],
    ]);
  });
  it('keeps a price that is set, changed or taxed, and a confidentiality without a price', () => {
    expectReads(one, [
      ['The price of each tonne is USD 410, fixed for the first year.', ['Pricing & Taxes']],
      ['The prices are exclusive of VAT, which the Buyer shall pay.', ['Pricing & Taxes']],
      ["The Recipient shall keep the Discloser's information confidential for five years.", ['Confidentiality']],
    ]);
  });
});

describe('bank charges of a payment are Payment Terms & Billing', () => {
  it('reads who bears them as billing, under a price or fee heading too', () => {
    expectReads(under('5. Fees'), [['All bank charges shall be borne by the Customer.', ['Payment Terms & Billing']]]);
    expectReads(under('Article 4 (Price and Payment)'), [['The bank transfer fee shall be borne by the Buyer.', ['Payment Terms & Billing']]]);
    expectReads(one, [['Each party shall bear its own bank charges.', ['Payment Terms & Billing']]]);
  });
  it('not a bank guarantee, a base rate, nor a price named beside the charges', () => {
    expectReads(one, [["The Tenant shall provide a bank guarantee equal to three months' rent.", ['Insurance']]]);
    expectReads(under('Payment'), [['Late amounts bear interest at 3% a year above the Bank of England base rate.', ['Payment Terms & Billing']]]);
    expectReads(under('5. Fees'), [['The hourly rate is EUR 95, plus bank charges at cost.', ['Payment Terms & Billing', 'Pricing & Taxes']]]);
  });
});

describe('records handed over or returned are no audit', () => {
  it('reads them with the keys and manuals they change hands with', () => {
    expectReads(one, [
      ['On expiry the Manager shall hand over to the Owner all keys, manuals and maintenance records of the Building.', ['Asset Use', 'Term & Termination']],
      ['The Consultant shall return any original records the Client lent it when the engagement ends.', ['Term & Termination']],
      ['The Contractor shall deliver to the Authority copies of all configuration records and run books.', []],
    ]);
  });
  it('keeps records kept, inspected or audited', () => {
    expectReads(one, [
      ['The Contractor shall keep records of all work for six years and hand them over on termination.', ['Audits', 'Term & Termination']],
      ['The Owner may inspect the vessel and its records before delivery.', ['Audits']],
      ['The Supplier shall keep accurate records of the hours worked.', ['Audits']],
      ["The Client may audit the Supplier's records once a year.", ['Audits']],
    ]);
  });
});

describe('one occurrence cancelled by a cause outside the parties\' control is no Term & Termination', () => {
  it('reads the game, the sailing or the show day called off while the contract goes on', () => {
    expectReads(one, [
      ['If a match is cancelled because of snow or a public health order, the fee for that match is not payable.', ['Force Majeure', 'Payment Terms & Billing']],
      ['The Promoter may cancel any show day if the arena becomes unusable because of fire or flood.', ['Force Majeure']],
      ['The Carrier is not liable for any delay or cancellation caused by weather or air traffic control.', ['Force Majeure']],
    ]);
  });
  it('keeps the contract cancelled or ended, and a booking cancelled by a party', () => {
    expectReads(one, [
      ['Either party may cancel this Agreement if the force majeure event lasts more than 90 days.', ['Force Majeure', 'Term & Termination']],
      ['If the Festival is cancelled because of a pandemic, this Agreement ends and the deposit is refunded.', ['Payment Terms & Billing', 'Term & Termination']],
      ['If you cancel your booking less than 14 days before the event, you will lose your deposit.', ['Payment Terms & Billing', 'Term & Termination']],
    ]);
  });
});

describe('a party\'s name, image or likeness used to promote is Intellectual Property', () => {
  it('reads the use of a name or photographs in publicity, and photographs taken and reproduced', () => {
    expectReads(one, [
      ["The Theatre may use the Singer's name, portrait photographs and biography to promote the season.", ['Intellectual Property']],
      ["The Agency shall not use the Client's name in any advertising without the Client's written consent.", ['Communication', 'Intellectual Property']],
      ["The Organiser may photograph the stands and use the photographs to promote next year's fair.", ['Intellectual Property']],
      ['The Gallery may photograph the Paintings and reproduce them in the catalogue.', ['Intellectual Property']],
    ]);
  });
  it('not a data subject\'s name or photographs, a credit printed, nor photographs taken for a claim', () => {
    expectReads(one, [
      // A patient's photographs are a data subject's: Privacy since h78c61 (category-cues-health-records.ts), no IP.
      ['The Clinic shall not use patient photographs in its advertising.', ['Privacy']],
      // A data subject's details limited to a use: no Intellectual Property; Privacy since h55c51 (an individual's name and
      // address named, category-cues-personal-data-named.ts).
      ["The Seller may use a buyer's name and address only to deliver the order and must not use them in marketing.", ['Privacy']],
      ["The Band's name shall appear on all posters in letters at least 2 cm high.", []],
      ['The Hotel may photograph the damage and send the photographs to the insurer.', ['Insurance']],
    ]);
  });
});

describe('a party not responsible for a loss, a delay or a thing left is Liability', () => {
  it('reads the exclusion of a loss the other party or a third party causes', () => {
    expectReads(one, [
      ['The Bureau is not responsible for errors caused by wrong figures the Client supplies.', ['Liability']],
      ['The Marina is not responsible for any items left on board the boats.', ['Liability']],
      ["The Carrier shall not be responsible for any delay caused by the Shipper's failure to provide the export papers.", ['Liability']],
      ['The Landlord is not responsible for any interruption of the water supply caused by the water company.', ['Liability']],
    ]);
  });
  it('not events beyond control (C4), the extent of the work, taxes, nor a service level', () => {
    expectReads(one, [
      ['The Contractor is not responsible for delays caused by storms or other events beyond its reasonable control.', ['Force Majeure']],
      ["The Consultant is not responsible for the design of the drainage, which the Client's engineer will carry out.", []],
      ['The Employer is not responsible for any taxes payable by the Contractor on the fees.', ['Pricing & Taxes']],
      ["The Supplier is not responsible for a failure to meet a service level caused by the Customer's breach.", []],
    ]);
  });
});

describe('people\'s records in a privacy clause are no Audits', () => {
  it('reads records kept secret, processed or erased as personal data', () => {
    expectReads(one, [
      ["Client records shall be kept confidential by the Agency and disclosed only to the Client's own doctor.", ['Confidentiality']],
      // (h56cat) A privacy notice is a document, no notice given: Privacy alone (category-cues-privacy-notices.ts).
      ['We hold your personal data, including your attendance records, under our privacy notice.', ['Privacy']],
      ['You may ask us to erase your details from our records at any time.', ['Privacy']],
    ]);
  });
  it('keeps records kept for a period or made available to auditors', () => {
    expectReads(one, [
      ['The Clinic shall keep all patient records for at least eight years after the last treatment.', ['Audits']],
      ["The Supplier shall keep its records confidential and make them available to the Customer's auditors.", ['Audits', 'Confidentiality']],
    ]);
  });
});
