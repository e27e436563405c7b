/**
 * Subjects a clause states without its category's word, round 2 (issue 18, h22cat): goods lent or hired and places
 * given over to the other party's use (Asset Use, category-cues-lent-goods.ts); goods carried, collected or undertaken
 * to be delivered (Delivery), the contract's purpose, what it does not cover and exclusivity (Scope of Work), work
 * redone at the provider's cost (Warranties), interest charged, fines, revenue shares and costs borne (Pricing & Taxes)
 * (category-cues-unnamed-round-two.ts). Sentences written for these tests, not taken from a labelled set or the real
 * response.
 */
import { describe, expect, it } from 'vitest';
import { categoryEvidence } from '../../../src/contracts/classify/categories.js';
import { categoriesOf } from './helpers.js';
import { expectEach } from './cue-tables.js';

const cued = (text: string, category: string) => categoryEvidence(text, undefined).some((e) => e.category === category && e.cue);

describe('Asset Use: goods lent or hired, places given over for a while', () => {
  it('lending, the hired thing used or returned, its condition, its possession, land entered with machinery, rooms used', () => {
    expect([
      'The Museum will lend the two bronze figures described in the Annex to the Gallery.',
      'The Gallery must not lend any object on to a third party.',
      'The Caterer shall use the hired crockery only at the Venue.',
      'The Client shall return all hired scaffolding within five days of completion.',
      'The Hirer shall return the trailer to the depot by noon.',
      'The Tenant will give the cottage back in the condition in which it was let.',
      'The Club is responsible for any trolley stolen or damaged while it is in the Club\'s custody.',
      'The Contractor may enter the Farmer\'s paddocks with its harvesters after 7 a.m.',
      'The Shearer must not leave any vehicle parked on the farm overnight.',
      'Each choir may use one changing room during the rehearsal.',
      'The Society may book the hall for two evenings a month.',
      'The Harbour grants the Owner a licence to moor the yacht at Pontoon C.',
      'The School will provide a storage room for the coach\'s equipment.',
      'The Trader must not make any alteration to the stall without the Council\'s consent.',
      'The Angler shall leave the mooring and return the pontoon berth clear at the end of the season.',
    ].map((t) => cued(t, 'Asset Use'))).toEqual(Array(15).fill(true));
  });

  it('money lent, information returned, a person hired, fair wear named alone: no Asset Use cue from these acts', () => {
    expectEach((t) => cued(t, 'Asset Use'), ['The Bank will lend the Facility to the Borrower in two tranches.',
      'The Lender may lend any sums to the Borrower at its discretion.',
      'The Recipient shall return all Confidential Information on request.',
      'The Tenant is not liable for fair wear and tear.',
      'The Agency will collect the rent from the tenants each month.',
    ], false);
  });

  it('end to end: a hired thing\'s use and a licence to moor are Asset Use; the cue alone does not carry a sentence the model reads otherwise', () => {
    expect(categoriesOf(
      'The Caterer shall use the hired crockery only at the Venue.',
      'The Harbour grants the Owner a licence to moor the yacht at Pontoon C.',
      'The Contractor may enter the Farmer\'s paddocks with its harvesters after 7 a.m.',
    ).map((c) => c.includes('Asset Use'))).toEqual([true, true, false]);
  });
});

describe('Delivery: goods carried, collected, or undertaken to be delivered', () => {
  it('transport arranged, goods collected from a place, a delivery undertaken', () => {
    expectEach((t) => cued(t, 'Delivery'), ['The Organiser will arrange the transport of the exhibits to the fair.',
      'The Brewery shall collect the empty kegs from each bar every Monday.',
      'The Supplier undertakes to deliver and assemble the shelving by 1 May.',
      'The Nursery will deliver the saplings to the gate of each orchard.',
      'The Quarry must load each wagon and deliver it to the railhead.',
      'The sculptures must not be moved by air.',
    ], true);
  });

  it('money or data collected, a service or a training delivered: no Delivery cue', () => {
    expectEach((t) => cued(t, 'Delivery'), ['The Agent shall collect the rent from the tenants each month.',
      'The Processor may collect the data from the Controller\'s systems.',
      'The Trainer undertakes to deliver the training in English.',
      'The Supplier will deliver the Services to the Customer with due care.',
    ], false);
  });
});

describe('Scope of Work: the contract\'s purpose, what it does not cover, exclusivity, use or pay', () => {
  it('said of the contract itself', () => {
    expectEach((t) => cued(t, 'Scope of Work'), ['The purpose of this Agreement is the maintenance of the fountains in the park.',
      'The object of this contract is the supply of school meals.',
      'Repairs to the roof are not covered by this Agreement.',
      'Any redesign of the website is outside the scope of this Contract.',
      'During the season the Chef will not work for any other restaurant or caterer in the town.',
      'The Club undertakes to use or pay for every court slot it books.',
    ], true);
  });

  it('a purpose of a use, a disclosure to others: no Scope of Work cue from these forms', () => {
    expectEach((t) => cued(t, 'Scope of Work'), ['The purpose of the deposit is to secure the Tenant\'s obligations.',
      'The Recipient will not disclose the plans to any other person.',
    ], false);
  });
});

describe('Warranties: the work redone as the remedy of its defect', () => {
  it('redone at the provider\'s cost, or redone or replaced', () => {
    expectEach((t) => cued(t, 'Warranties'), ['The Cleaner shall re-clean any room the Manager finds unsatisfactory at no extra cost.',
      'The Contractor will redo any defective grouting at its own expense.',
      'The Nursery shall replant or replace any hedge plant that dies in the first year.',
      'The Laundry will rewash any stained tablecloth free of charge.',
      'The Hirer may ask the Supplier to replace any projector that fails during the conference.',
      'The Client may demand the correction of defects in the website at no cost.',
    ], true);
  });

  it('a thing replaced alone, work redone at the customer\'s cost: no Warranties cue from these forms', () => {
    expectEach((t) => cued(t, 'Warranties'), ['The Hirer shall replace any lost key.',
      'The Printer will reprint the brochure at the Client\'s cost.',
      'The Operator shall keep a spare coach to replace any coach that breaks down.',
    ], false);
  });
});

describe('Pricing & Taxes: interest charged, fines, revenue shares, costs borne, prices quoted apart', () => {
  it('amounts as rates and shares', () => {
    expect([
      'The Landlord may charge interest at 2% above base rate on rent paid late.',
      'The Member shall pay default interest of 1.5% per month on overdue fees.',
      'A late return incurs a fine of 5% of the hire charge.',
      'The Promoter will pay the Artist 60% of the net ticket receipts.',
      'The Owner is to bear the cost of the structural survey.',
      'Additional landscaping will be quoted separately.',
      'If the Buyer pays late, it shall pay interest on the arrears at 0.1% per day.',
      'The Builder shall pay a penalty of 0.5% of the price for each week of delay.',
      'A one-hour lesson costs $45.',
      'The cost of the survey is fixed for the whole term.',
      'The Council may raise the stall rent once a year.',
      'The rent abates while the shop cannot be used.',
      'The Band may sell merchandise at the gig and retain all takings.',
    ].map((t) => cued(t, 'Pricing & Taxes'))).toEqual(Array(13).fill(true));
  });

  it('interest that overdue sums bear, the cost of a dispute or an audit: no Pricing & Taxes cue from these forms', () => {
    expectEach((t) => cued(t, 'Pricing & Taxes'), ['Overdue invoices bear interest until they are paid.',
      'Each party shall bear the costs of the arbitration equally.',
      'The Licensee shall bear the cost of the audit if it shows an underpayment.',
      'The Buyer may claim a contractual penalty of 1% of the order value for each week of delay.',
      'The Borrower shall pay default interest at the rate the central bank sets.',
      'The Tenant shall bear the cost of any blockage its guests cause.',
    ], false);
  });
});
