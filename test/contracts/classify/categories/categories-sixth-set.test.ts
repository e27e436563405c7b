/** Categories the sixth blind set showed (issue 18, h18b); sentences written for these tests. */
import { describe, expect, it } from 'vitest';
import { categoriesOf, hasCue } from '../helpers.js';
import { expectEach } from '../cue-tables.js';

const cue = hasCue;

describe('categories: changing the contract', () => {
  it('change requests, changes to the terms or the specification, and variations are Amendments', () => {
    expectEach((t) => cue('Amendments', t), ['The Buyer may raise a change request at any time.', 'Any changes to these Terms take effect on the next renewal.', 'The Lessor may change this Agreement on notice.', 'The Contractor shall price every variation before carrying it out.'], true);
  });

  it('a variation in a price, a rate or a quantity is no amendment, nor a change of a light bulb', () => {
    expectEach((t) => cue('Amendments', t), ['Any variation in the exchange rate is at the Buyer\'s risk.', 'A variation in the quantity within 5% is allowed.', 'The Tenant shall change the light bulbs.'], false);
  });
});

describe('categories: keeping the business running', () => {
  // h18gist: the service's Business Continuity is the effects of selling all or part of a business; keeping the
  // service going through a failure is not it (the reference: "puts into operation a suitable business continuity
  // plan" is Force Majeure only).
  it('recovery plans, backup sites, backing up records and a second source are no Business Continuity (h18gist)', () => {
    expectEach((t) => cue('Business Continuity', t), ['The Processor shall keep a contingency plan for the loss of its data centre.', 'The Bureau shall back up the client files every night.',
      'Seller shall qualify a second source for the resin.', 'The Operator shall keep a backup generator on site.'], false);
  });
});

describe('categories: guarantees of a result, precedence, defence and liability', () => {
  it('guaranteeing a result is a warranty; guaranteeing another\'s debts is not', () => {
    expect(['The Installer guarantees that the pump will deliver 40 litres a minute.', 'The Agency does not guarantee any number of bookings.', 'The guaranteed availability is 99.5%.', 'The Guarantor guarantees to the Bank the payment of the Loan.']
      .map((t) => cue('Warranties', t))).toEqual([true, true, true, false]);
  });

  it('which document applies when two are inconsistent is Order of Precedence', () => {
    expect(categoriesOf('If the purchase order and these conditions are inconsistent, these conditions apply.', 'If a work order conflicts with this Agreement, this Agreement controls.'))
      .toEqual([['Order of Precedence'], ['Order of Precedence']]);
    expect(cue('Order of Precedence', 'The Consultant shall disclose any interest that conflicts with its duties.')).toBe(false);
  });

  it('defending the other party against claims is an indemnity', () => {
    expect(categoriesOf('The Publisher shall defend the Author against any claims brought by a third party over the Work.')).toEqual([['Indemnification']]);
  });

  it('being liable for a claim, a penalty or a fine is Liability; for a delay it is not', () => {
    expect(['The Vendor is not liable for any claim notified after two years.', 'The Carrier shall be liable for fines imposed at the border.', 'The Carrier shall not be liable for delay.']
      .map((t) => cue('Liability', t))).toEqual([true, true, false]);
  });
});

describe('categories: money, deliverables and the contract\'s term', () => {
  it('reimbursing expenses is Payment Terms & Billing; a tariff and the consideration for shares are a price', () => {
    expect(categoriesOf('The Owner shall reimburse the Architect for printing costs.', 'The water tariff rises each April.', 'The consideration for the Sale Shares is £900,000.'))
      .toEqual([['Payment Terms & Billing'], ['Pricing & Taxes'], ['Pricing & Taxes']]);
  });

  it('testing or accepting a deliverable and the work product are Deliverables', () => {
    expect(['The Customer shall test each Deliverable against the criteria.', 'A Deliverable is deemed accepted after ten days.', 'The Agency owns no work product made for the Client.', 'The Customer shall test the alarm.']
      .map((t) => cue('Deliverables', t))).toEqual([true, true, true, false]);
  });

  it('the contract\'s own length and its end are Term & Termination', () => {
    // (h46conv) The deposit returned at the end is a payment too: Payment Terms & Billing beside Term & Termination
    // (C3, C60).
    expect(categoriesOf('The lease has a term of ten (10) years.', 'If this contract ends early, the deposit is returned.'))
      .toEqual([['Term & Termination'], ['Payment Terms & Billing', 'Term & Termination']]);
  });
});

describe('categories: contractors, security, premises and rights', () => {
  it('a party\'s own contractors and sub-resellers are Subcontracts', () => {
    expectEach((t) => cue('Subcontracts', t), ['The Landlord shall ensure that its contractors carry photo identification.', 'Every contractor engaged by the Manager must hold insurance.', 'The Distributor may appoint sub-distributors in its territory.'], true);
  });

  it('keeping records secure, security measures and recalls are Safety and Security', () => {
    expect(['The Clinic shall keep all patient files secure.', 'The Host shall maintain security measures that meet ISO 27001.', 'The Importer shall recall any toy that fails the test.', 'The Employer may recall staff from leave.']
      .map((t) => cue('Safety and Security', t))).toEqual([true, true, true, false]);
  });

  it('access to your premises or a test environment, and handing over keys, are Asset Use', () => {
    expectEach((t) => cue('Asset Use', t), ['You must give the auditor access to your premises.', 'The Bank shall provide access to its test environment.', 'The Caretaker shall hand over all keys on leaving.'], true);
  });

  it('transferring your rights is an assignment; a business that competes is Scope of Work', () => {
    expect([cue('Assignments', 'You may not transfer your rights to another person.'), cue('Scope of Work', 'The Vendor shall not run any business that competes with the Store.')]).toEqual([true, true]);
  });

  it('events outside our reasonable control are force majeure', () => {
    expect(cue('Force Majeure', 'We are not responsible for events outside our reasonable control.')).toBe(true);
  });
});

describe('categories: vetoes', () => {
  it('indemnity insurance is insurance, a tax liability is a tax, a licensed trade and a licence to enter land are no intellectual property', () => {
    expect([cue('Indemnification', 'The Surveyor shall hold professional indemnity insurance.'), cue('Liability', 'The Buyer bears any tax liability of the Company.'),
      cue('Intellectual Property', 'Waste goes to a licensed carrier.'), cue('Intellectual Property', 'The Owner grants the Operator a licence to enter the land.'), cue('Intellectual Property', 'The Owner grants the Operator a licence to the Software.')])
      .toEqual([false, false, false, false, true]);
  });
});

describe('categories: the scope and the people on the work', () => {
  it('the services a document describes are Scope of Work; performing "the Services" alone names nothing', () => {
    expect([cue('Scope of Work', 'The Contractor shall perform the cleaning services described in Annex 2.'), cue('Scope of Work', 'The Studio will deliver the design services set out in the brief.'), cue('Scope of Work', 'The Contractor shall perform the Services diligently.')])
      .toEqual([true, true, false]);
  });

  it('a dedicated manager, key personnel and replacing them are Responsibilities; removing a visitor from a site is not', () => {
    expect(['The Agency shall appoint a dedicated account manager for the Brand.', 'The Key Personnel are listed in the Order.', 'The Firm shall not replace the lead consultant without consent.', 'The Owner may remove a person from the site.']
      .map((t) => cue('Responsibilities', t))).toEqual([true, true, true, false]);
  });
});

describe('categories: neighbours of Liability', () => {
  it('an indemnity or an insurance clause under a liability title does not take Liability from the title', () => {
    expect(categoriesOf(
      { text: 'The Hauler shall indemnify the Shipper against third-party claims for spilled cargo.', kind: 'sentence', sectionTitle: '11. Liability and Indemnity' },
      { text: 'The Hauler shall carry goods-in-transit insurance of £250,000.', kind: 'sentence', sectionTitle: '11. Liability' },
      { text: 'The Hauler answers for cargo lost while in its hands.', kind: 'sentence', sectionTitle: '11. Liability' },
    )).toEqual([['Indemnification'], ['Insurance'], ['Liability']]);
  });
});

describe('categories: prices in other currencies, arrears', () => {
  it('a fee in shillings or rand is a price; a fee named without an amount is not', () => {
    expect([cue('Pricing & Taxes', 'The hire fee is KES 9,000 a day.'), cue('Pricing & Taxes', 'The Client shall pay a call-out fee of R450.'), cue('Pricing & Taxes', 'The fee is due at Route 9.')])
      .toEqual([true, true, false]);
  });

  it('arrears are sums unpaid: Payment Terms & Billing', () => {
    expect(categoriesOf('The Manager shall chase arrears from each tenant.')).toEqual([['Payment Terms & Billing']]);
  });
});

describe('categories: reports to "you", delivering the Deliverables', () => {
  it('a report given to "you" is a deliverable; delivering the Deliverables is their delivery too', () => {
    expect([cue('Deliverables', 'We will send you a short report after each visit.'), cue('Delivery', 'The Studio shall deliver the Deliverables by 1 May.'), cue('Delivery', 'The Studio shall agree the Deliverables.')])
      .toEqual([true, true, false]);
  });
});
