/**
 * The general rules behind set 42's category misses (issue 18, h31c42), from table 2.3 and C8, C9, C21: a software
 * licence granted beside its fee and source code in escrow are Intellectual Property; liquidated damages and being liable
 * for any thing but a delay are Liability; payment named as the time of another act or as a class of payers bills
 * nothing, nor does an invoice value that measures a quantity; a defined charge is a price; the work tested or deemed
 * accepted in an acceptance period is Deliverables; a periodic report sent is Communication, no Deliverables; a bare
 * "Services" heading names no Scope of Work. Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf as categoriesOfElement, termCategories } from '../../../../src/contracts/classify/categories/categories.js';
import { cueOf } from '../helpers.js';
import { expectEach } from '../cue-tables.js';

const one = (text: string, title?: string, parent?: string) => categoriesOfElement(text, title, false, parent);

describe('Intellectual Property: a software licence and its source code', () => {
  it('reads a licence to install software as a licence grant, whatever fee the sentence names', () => {
    expectEach((t) => cueOf('Intellectual Property', t) === true, [
      'Upon payment of the Licence Fee, the Vendor grants the Bank a non-exclusive licence to install and use the Program on its servers.',
      'The Publisher grants the School a licence to install the Application on up to forty tablets.',
      'The Subscription Fee covers a licence to use the Platform for one year.',
    ], true);
    expect(one('Subject to the Client\'s payment of the Licence Fee, Devlin Systems grants the Client a perpetual licence to install and run the Program at its two offices.', '3.1 Grant', '3. LICENCE'))
      .toContain('Intellectual Property');
  });
  it('still reads a licence fee alone, and a licence to install equipment on a site, as no intellectual property', () => {
    expectEach((t) => Boolean(cueOf('Intellectual Property', t)), [
      'The Licensee shall pay the Licence Fee quarterly in advance.',
      'The annual licence fee is payable on 1 April.',
      'The Owner grants the Operator a licence to install its antennas on the roof of the Building.',
    ], false);
    expect(one('The Owner grants the Operator a licence to install two antennas and a cabinet on the tower.', '2.1 Grant', '2. LICENCE')).not.toContain('Intellectual Property');
  });
  it('reads source code deposited in, held in or released from escrow as Intellectual Property', () => {
    expectEach((t) => cueOf('Intellectual Property', t) === true, [
      'The Developer shall deposit the source code of each release with the escrow agent within ten days.',
      'The Client may call for a release of the deposited source code if the Developer stops trading.',
      'The Client may use any released source code only to correct errors in the Program.',
      'The Developer shall keep the current source code in escrow for the life of the licence.',
    ], true);
    // A section on it names the subject, for the clauses under it that do not say "source code".
    expect(one('The Developer shall refresh the deposit within fourteen days after each new version.', '7. SOURCE CODE ESCROW')).toContain('Intellectual Property');
  });
  it('reads source code only delivered or kept as no escrow', () => {
    expectEach((t) => Boolean(cueOf('Intellectual Property', t)), [
      'The Developer shall deliver the source code and user manuals on completion.',
      'The Developer shall keep a copy of the source code in a secure repository.',
    ], false);
  });
});

describe('Liability: liquidated damages, and being liable for any thing but a delay', () => {
  it('reads being liable for any thing but a delay or a failure as Liability, a strong cue', () => {
    expectEach((t) => cueOf('Liability', t), [
      'The Hospital is not liable for any statement a visiting consultant makes to the press.',
      'The Club shall not be liable for any theft from the changing rooms.',
      'The Agent is liable to the Owner for any act of its sub-agents.',
    ], 'strong');
    expect(one('The Hospital is not liable for any statement a visiting consultant makes to the press.')).toContain('Liability');
  });
  it('reads a party paid a stated amount as a strong Pricing & Taxes cue beside the payment (C9)', () => {
    expect(cueOf('Pricing & Taxes', 'The Trust shall pay the Sculptor £64,000 for the commission, in three stages.')).toBe('strong');
    expect(one('The Trust shall pay the Sculptor £64,000 for the commission, in three stages.')).toEqual(['Payment Terms & Billing', 'Pricing & Taxes']);
  });
  it('leaves a delay or a failure to perform to force majeure (C4)', () => {
    expectEach((t) => Boolean(cueOf('Liability', t)), [
      'The Carrier is not liable for any delay caused by ice on the river.',
      'Neither party is liable for any failure to perform caused by a general strike.',
    ], false);
  });
});

describe('Payment Terms & Billing: payment named as a time or a class of payers, an invoice value', () => {
  it('reads no bill in "for so long as X pays", "current in its payment of", "customers who pay"', () => {
    expectEach((t) => Boolean(cueOf('Payment Terms & Billing', t)), [
      'For as long as the Member pays the Annual Subscription, the Club will keep a locker for it:',
      'The Vendor may withdraw support only while the Bank is current in its payment of the Maintenance Charges.',
      '"Upgrades" means the new versions the Vendor gives to those customers who pay the support fee.',
    ], false);
    expect(one('For as long as the Member pays the Annual Subscription, the Club will keep a locker for it:')).not.toContain('Payment Terms & Billing');
  });
  it('still reads paying itself as a bill', () => {
    expectEach((t) => Boolean(cueOf('Payment Terms & Billing', t)), [
      'The Member pays the Annual Subscription by direct debit on 1 January.',
      'The Bank shall pay the Maintenance Charges within thirty days of invoice.',
    ], true);
  });
  it('reads an invoice value that measures what is bought as neither a bill nor a price', () => {
    expect(one('The Reseller shall buy Goods with a total net invoice value of at least the sums below in each Contract Year:')).toEqual([]);
    expect(cueOf('Payment Terms & Billing', 'The Agent shall invoice the Principal monthly for the commission earned.')).toBe(true);
  });
});

describe('Pricing & Taxes: a defined charge is a fee (C21)', () => {
  it('reads a defined charge as Pricing & Taxes, not a security charge', () => {
    expect(['Quarterly Charge', 'Charges', 'Hosting Charge'].map(termCategories)).toEqual([['Pricing & Taxes'], ['Pricing & Taxes'], ['Pricing & Taxes']]);
    expect(['Fixed Charge', 'Floating Charge'].map(termCategories)).toEqual([[], []]);
  });
});

describe('Deliverables: the work tested or accepted in an acceptance period', () => {
  it('reads testing, nonconformity and deemed acceptance as Deliverables', () => {
    expectEach((t) => cueOf('Deliverables', t) === true, [
      'The Council may trial the System for twenty working days after go-live (the "Acceptance Period") to check that it meets the Specification.',
      'The Council shall report each nonconformity to the Developer before the Acceptance Period ends.',
      'The System is deemed accepted when the Acceptance Period ends without a rejection notice.',
      'The Equipment shall be deemed to have been accepted on the date of the commissioning certificate.',
    ], true);
  });
  it('reads a period named without the work judged as no Deliverables cue', () => {
    expectEach((t) => Boolean(cueOf('Deliverables', t)), [
      'The second instalment is due thirty days after the Acceptance Period.',
      'Each statement is deemed accepted unless the Agent disputes it within sixty days.',
    ], false);
  });
});

describe('Communication, no Deliverables: a periodic report sent (C8)', () => {
  it('reads a report sent at intervals or of the party\'s sales or performance as no Deliverables', () => {
    expectEach((t) => Boolean(cueOf('Deliverables', t)), [
      'The Caterer shall send the College a monthly report of meals served and waste.',
      'The Licensee will give the Licensor a quarterly royalty report.',
      'The Operator shall send the Council a performance report within ten working days after the end of each month.',
      'Within twenty days after the end of each quarter, the Agent shall send the Principal a report of its sales.',
    ], false);
  });
  it('keeps the work\'s product and a report delivered as Deliverables', () => {
    expectEach((t) => cueOf('Deliverables', t) === true, [
      'The Surveyor shall send the Buyer a final report within ten days of the inspection.',
      'The Consultant shall submit the feasibility report by 30 June.',
      'The Provider shall deliver a weekly stock report through its portal.',
    ], true);
  });
});

describe('Scope of Work: a bare "Services" heading names none', () => {
  it('reads the work being done under "Services" as no Scope of Work', () => {
    expect(one('The Contractor will empty the bins on every floor each evening.', '2 Services')).not.toContain('Scope of Work');
    expect(one('The Contractor will empty the bins on every floor each evening.', '4. Cleaning Services')).not.toContain('Scope of Work');
  });
  it('still reads what the services leave out, and a "Scope of Services" heading, as Scope of Work', () => {
    expect(one('The Services do not include window cleaning above the ground floor.', '2 Services')).toContain('Scope of Work');
    expect(one('The Contractor will empty the bins on every floor each evening.', '2. Scope of Services')).toContain('Scope of Work');
  });
});
