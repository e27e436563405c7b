/** Categories the fifth blind set showed (issue 18, h18z); sentences written for these tests. */
import { describe, expect, it } from 'vitest';
import { isSignatureLine } from '../../../../src/contracts/classify/signatures/signature-lines.js';
import { categoriesOf, cueOf } from '../helpers.js';
import { expectEach } from '../cue-tables.js';

/** Whether the sentence holds a cue word of the category (read in its sense). */
const cue = cueOf;

describe('categories: the contract\'s own name and its flow-down clauses', () => {
  it('the alias the preamble gives the document itself is no subject: "this Subcontract" is not about subcontracting', () => {
    const preamble = 'This Subcontract Agreement (the "Subcontract") is entered into by Atlas Defense LLC ("Prime") and Orca Labs Inc. ("Seller").';
    expect(categoriesOf(preamble, 'Prime may terminate this Subcontract for convenience at any time.', 'Seller shall not subcontract any of the work without consent.'))
      .toEqual([[], ['Term & Termination'], ['Subcontracts']]);
  });

  it('flow-down clauses and lower-tier subcontracts are Subcontracts', () => {
    expect([cue('Subcontracts', 'The Seller shall comply with the flow-down clauses in Exhibit C.'), cue('Subcontracts', 'These terms apply to every lower-tier subcontractor.'), cue('Subcontracts', 'Water shall flow down the drain.')])
      .toEqual([true, true, false]);
    expect(categoriesOf({ text: 'Flow-Down Provisions', kind: 'title' }, { text: 'The clauses listed in Exhibit C bind the Seller as they bind the Buyer.', kind: 'sentence', sectionTitle: 'Flow-Down Provisions' }))
      .toEqual([[], ['Subcontracts']]);
  });
});

describe('categories: signature lines', () => {
  it('a line of a signature block gets no category, whatever its job titles', () => {
    expectEach(isSignatureLine, ['By: Anna Reyes, Head of Insurance and Disputes', 'Signed for and on behalf of Orca Labs Inc. by Anna Reyes', 'For Orca Labs Inc.: By: Anna Reyes', 'Accepted by Orca Labs Inc.', 'Name: Anna Reyes'], true);
    expectEach(isSignatureLine, ['By signing this form the Tenant accepts the terms.', 'Byron Bay is the place of delivery.'], false);
    expect(categoriesOf({ text: 'By: Anna Reyes, Head of Insurance and Disputes', kind: 'sentence', sectionTitle: '12. Disputes' })).toEqual([[]]);
  });
});

describe('categories: cues of other trades', () => {
  it('cancelling or ending the contract, receivership and liquidation: Term & Termination', () => {
    expect(categoriesOf('The Client may cancel the booking by written notice to the Venue.', 'The Lessor may end this Contract if the Lessee goes into receivership.'))
      .toEqual([['Communication', 'Term & Termination'], ['Term & Termination']]);
  });

  // Safeguarding (IT) systems was Safety and Security here until C13 (h20conv): the security of information is none.
  it('storing securely, security guards, unsafe work, a safe workplace: Safety and Security; safeguarding systems none (C13)', () => {
    expect(categoriesOf('The Lab shall store all samples securely in a locked freezer.', 'The Organiser shall provide security guards at each entrance.', 'The Owner may halt any activity it considers unsafe.'))
      .toEqual([['Safety and Security'], ['Safety and Security'], ['Safety and Security']]);
    expect([cue('Safety and Security', 'The Employer shall provide a safe workplace.'), cue('Safety and Security', 'The Vendor shall safeguard the Customer systems.'), cue('Safety and Security', 'The funds are held in a safe deposit.')])
      .toEqual([true, false, false]);
  });

  it('health information and payment card data are personal data: Privacy', () => {
    expect(categoriesOf('The Clinic shall not disclose protected health information to the Vendor.', 'The Merchant shall not store payment card data on its tills.'))
      .toEqual([['Privacy'], ['Privacy']]);
  });

  it('inventions are intellectual property, in a sentence and as a section title', () => {
    expect(categoriesOf('Any invention made by the Researcher belongs to the University.', { text: 'The Company may use the results for teaching.', kind: 'sentence', sectionTitle: '7. Inventions' }))
      .toEqual([['Intellectual Property'], ['Intellectual Property']]);
  });

  it('the heads of loss a limitation clause names are Liability', () => {
    expect([cue('Liability', 'Neither party shall be liable for lost profits.'), cue('Liability', 'The Agent shall not be liable for punitive or exemplary damages.'), cue('Liability', 'The Lessee shall bear any loss of revenue.'), cue('Liability', 'The Seller shall report its profits.')])
      // A loss borne is a strong Liability cue since h65c53 ("bears the loss of"): 'strong' where a plain cue was.
      .toEqual([true, true, 'strong', false]);
  });

  it('a tax invoice is an invoice: Payment Terms & Billing, not Pricing & Taxes', () => {
    expect(categoriesOf('The Supplier must send a tax invoice within 5 working days of each delivery.', 'The Buyer shall pay the GST shown on each tax invoice.'))
      .toEqual([['Payment Terms & Billing'], ['Pricing & Taxes']]);
  });

  it('giving, sending or submitting a report to the other party is a deliverable', () => {
    // Decided (h19settle, issue 18; docs/contracts.md, "Readings settled") and given (h19s18c,
    // category-cues-information.ts): a monthly progress report given to the other party is also Communication (C8).
    expect(categoriesOf('The Consultant shall give the Council a progress report every month.', 'The Seller shall submit to the Buyer a quality report for each batch.', 'The Buyer may report defects.'))
      .toEqual([['Communication', 'Deliverables'], ['Deliverables'], []]);
  });

  it('the report cue reads every form of its verbs and a capital at a sentence start or in a name', () => {
    const texts = ['Once the Consultant has provided the final report, the Council shall pay the retention.', 'Reports submitted late shall be revised.',
      'The Seller submitted the Buyer a test report.', 'Deliver the Annual Reports to the Trustee by March.', 'The Agent sent the Principal its final report.',
      'The Contractor gave the Council a site report.', 'The parties discussed the report.'];
    expect(texts.map((t) => cue('Deliverables', t) === true)).toEqual([true, false, true, true, true, true, false]);
  });

  // h31c42 (C8): a periodic report sent is information; "its monthly report" was the fifth set's example above.
  it('a periodic report sent is no Deliverables cue', () => {
    expect(cue('Deliverables', 'The Agent sent the Principal its monthly report.')).toBe(false);
  });
});

describe('categories: more cues of the fifth set', () => {
  it('a written modification and varying the scope or the services are Amendments', () => {
    // The Works varied by a party: a strong cue since session 73 (h110cat: "vary" with the work as its object).
    expect([cue('Amendments', 'No change is binding without a written modification signed by both parties.'), cue('Amendments', 'The Owner may vary the Works at any time.'), cue('Amendments', 'Prices vary with the season.')])
      .toEqual([true, 'strong', false]);
  });

  it('the events a force majeure clause lists are Force Majeure', () => {
    expect(categoriesOf('The Venue is not liable for a closure caused by a pandemic or severe weather.', 'The Contractor is not liable for delays caused by a labour shortage.'))
      .toEqual([['Force Majeure'], ['Force Majeure']]);
  });

  it('"X and this Agreement conflict" names which document wins', () => {
    expect(categoriesOf('Where the Specification and this Agreement conflict, the Specification governs.')).toEqual([['Order of Precedence']]);
  });

  it('subcontracting as a verb or a contract is Subcontracts, subcontractors listed in passing are not', () => {
    expect([cue('Subcontracts', 'The Supplier may not assign or subcontract its obligations.'), cue('Subcontracts', 'The Supplier, its agents and subcontractors shall comply with the Code.')])
      .toEqual([true, false]);
  });

  it('reporting something to a party is Communication', () => {
    expect([cue('Communication', 'The Carrier shall report every accident to the Shipper within one day.'), cue('Communication', 'The Auditor shall report its findings.')])
      .toEqual([true, false]);
  });

  it('a fee equal to a share, a cost at a rate, fixed charges and bill rates are prices', () => {
    expect(categoriesOf('The Recruiter earns a placement fee equal to 15% of the salary.', 'Overheads are charged as costs at a rate of 12% of direct costs.', 'The charges are fixed for the first year.', 'Overtime is charged at 1.5 times the bill rate.'))
      .toEqual([['Pricing & Taxes'], ['Pricing & Taxes'], ['Pricing & Taxes'], ['Pricing & Taxes']]);
  });

  it('the negligence an indemnity answers for is no Liability subject, unless the sentence names a liability', () => {
    expect([
      cue('Liability', 'The Caterer shall indemnify the Venue against claims arising from the negligence of its staff.'),
      cue('Liability', 'The Caterer shall indemnify the Venue against claims arising from the negligence of its staff, and its total liability under this Agreement shall not exceed the fee.'),
    ]).toEqual([false, true]);
  });

  it('sending the goods or products is Delivery', () => {
    expect([cue('Delivery', 'The Brand shall send the Creator the products before the launch.'), cue('Delivery', 'The Brand shall send the Creator an email.')]).toEqual([true, false]);
  });
});

describe('categories: section titles', () => {
  // h31c42: a bare "Services" heading or a kind of services names no Scope of Work any more (the work being done is
  // none, table 2.3); "Scope of Services" still does.
  it('a title naming a kind of services ("Support Services") names nothing; "Scope of Services" names Scope of Work', () => {
    expect(categoriesOf({ text: '3. Support Services', kind: 'title' }, { text: 'The Vendor shall answer calls from the Customer\'s help desk on weekdays.', kind: 'sentence', sectionTitle: '3. Support Services' }))
      .toEqual([[], []]);
    expect(categoriesOf({ text: '3. Scope of Services', kind: 'title' }, { text: 'The Vendor shall answer calls from the Customer\'s help desk on weekdays.', kind: 'sentence', sectionTitle: '3. Scope of Services' }))
      .toEqual([[], ['Scope of Work']]);
  });
});
