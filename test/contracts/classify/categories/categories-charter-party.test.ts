/**
 * A charter party's own words (category-cues-charter-party.ts), what a party answers for and is asked
 * (category-cues-others-acts.ts), registers and books kept (category-cues-kept-books.ts), and an exit section's lists
 * (category-exit-titles.ts): issue 18, h36c45. Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf as categoriesOfElement } from '../../../../src/contracts/classify/categories/categories.js';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { expectReads } from '../cue-tables.js';
import { categoriesOf, typesOf } from '../helpers.js';

const one = (text: string) => categoriesOfElement(text, undefined, false);

describe('a charter party: safety, seaworthiness, cover, freight and demurrage', () => {
  it('reads them', () => {
    expectReads(one, [
      ['The Charterers shall order the ship only to safe ports where she can lie always safely afloat.', ['Safety and Security']],
      ['The Master need not enter a harbour that is unsafe owing to ice.', ['Safety and Security']],
      ['The Owners shall clean up any bunker spill at their own expense.', ['Safety and Security']],
      ['Before sailing, the Owners shall exercise due diligence to make the ship seaworthy and properly manned.', ['Warranties']],
      ['The Owners shall keep the ship entered with a protection and indemnity club for the whole voyage.', ['Insurance']],
      ['Any extra war risks premium for calling at the discharge port is for the Charterers\' account.', ['Insurance']],
      ['The full freight is deemed earned on shipment of the cargo.', ['Payment Terms & Billing']],
      ['The Carrier has a lien upon the goods for all unpaid freight and charges.', ['Payment Terms & Billing']],
      ['Claims for demurrage must be presented within sixty days or be barred.', ['Payment Terms & Billing']],
    ]);
  });
  it('not a berth named in a row, a ship kept in repair, nor a letter of indemnity in a club\'s wording', () => {
    expectReads(one, [
      ['Discharge port: one safe berth, Durban.', []],
      ['The Owners may release the cargo against a letter of indemnity in the P&I club\'s standard form.', ['Indemnification']],
    ]);
    expect(one('The Hirer shall keep the boat seaworthy and clean.')).not.toContain('Warranties');
  });
  it('an exceptions clause for loss or delay caused by an act of God is Force Majeure only (C4), in capitals too', () => {
    expectReads(one, [
      ['Neither party shall be liable for loss or delay arising from act of God, fire or strikes.', ['Force Majeure']],
      ['NEITHER PARTY SHALL BE LIABLE FOR ANY LOSS OR DELAY ARISING FROM ACT OF GOD, FIRE OR STRIKES.', ['Force Majeure']],
    ]);
  });
});

describe('what a party does not answer for, questions answered, registers kept', () => {
  it('reads them', () => {
    expectReads(one, [
      ['The Agency is not liable for the acts of any worker it introduces to the Client.', ['Liability']],
      ['The outgoing Contractor shall not be liable for any default of the new contractor after handover.', ['Liability']],
      ['The Supplier shall respond to the Buyer\'s technical queries within two days.', ['Communication']],
      ['The Contractor shall maintain an accurate register of all keys issued to its staff.', ['Audits']],
      ['The Manager shall keep proper books of account for the Fund.', ['Audits']],
    ]);
  });
  it('not a party that remains liable for its subcontractors, nor a failure of a thing caused by events beyond control', () => {
    const remains = one('The Contractor may subcontract the cleaning and remains responsible for the acts of its subcontractors.');
    expect(remains).not.toContain('Liability');
    expect(one('Neither party is liable for any failure of the Operator\'s network caused by events beyond its reasonable control.')).toEqual(['Force Majeure']);
  });
});

describe('an exit section\'s lists (category-exit-titles.ts)', () => {
  const labels = (elements: { text: string; kind: 'title' | 'sentence' }[]) =>
    classifyContract(elements).elements.map((e) => e.categories.map((c) => c.label));
  it('an exit plan\'s contents and the exit period\'s duties take no Term & Termination from the title or the lead-in', () => {
    const got = labels([
      { text: '4. Exit Plan', kind: 'title' },
      { text: '4.1 The Exit Plan shall include:', kind: 'sentence' },
      { text: '(a) a list of the systems to be migrated;', kind: 'sentence' },
      { text: '(b) the dates by which each step will be completed.', kind: 'sentence' },
      { text: '5. Exit Assistance', kind: 'title' },
      { text: '5.1 During the Exit Period the Provider shall:', kind: 'sentence' },
      { text: '(a) keep the help desk staffed on weekdays;', kind: 'sentence' },
      { text: '(b) carry out the Exit Plan agreed with the Customer.', kind: 'sentence' },
    ]);
    expect(got[2]).not.toContain('Term & Termination');
    expect(got[3]).not.toContain('Term & Termination');
    expect(got[6]).not.toContain('Term & Termination');
    // An item that names the exit itself keeps it.
    expect(got[7]).toContain('Term & Termination');
  });
  it('a title naming the end of the contract still lends its items Term & Termination', () => {
    const got = labels([
      { text: '9. Consequences of Termination', kind: 'title' },
      { text: '9.1 On termination the Provider shall:', kind: 'sentence' },
      { text: '(a) stop using the Customer\'s systems;', kind: 'sentence' },
    ]);
    expect(got[2]).toContain('Term & Termination');
  });
});

describe('a chartered vessel\'s trade and employment (C331, issue 18, h122s95)', () => {
  it('reads where the vessel may trade or be sent as Asset Use; Institute Warranty Limits give no warranty', () => {
    expectReads(one, [
      ['The vessel shall trade within the waters of the Azores and not north of latitude 40° N.', ['Asset Use']],
      ['The Charterers shall not send the ship into any port named on a sanctions list.', ['Asset Use']],
      ['The Vessel shall be employed in lawful trades between safe ports within Institute Warranty Limits.', ['Asset Use']],
    ]);
    expect(one('The Owners shall notify the Charterers of any employment of the Vessel outside Institute Warranty Limits.')).toContain('Asset Use');
    expect(one('The Owners shall notify the Charterers of any employment of the Vessel outside Institute Warranty Limits.')).not.toContain('Warranties');
  });
  it('near misses: a vessel\'s trade name, a crew\'s employment, a message sent to the ship, a warranty of the ship', () => {
    expect(one('The Owners shall send the Master\'s report to the Charterers every day.')).not.toContain('Asset Use');
    expect(one('The employment of the crew is the Owners\' matter.')).not.toContain('Asset Use');
    expect(one('The Owners warrant that the vessel is classed with a member of IACS.')).not.toContain('Asset Use');
    expect(one('The Seller warrants that the goods are free from defects for twelve months.')).toContain('Warranties');
  });
});

describe('a vessel sent "to" a port in a sale is no Asset Use (C331 narrowed, issue 18, h122mendS, review82 #10)', () => {
  const FOB = 'This FOB sale contract is made between Alder Grain Ltd ("Seller") and Birch Mills Ltd ("Buyer").';
  it('an FOB buyer sending the vessel to the load port: its duty, no thing hired', () => {
    expect(typesOf(FOB, 'The Buyer shall send the vessel to the load port by 1 May.')[1]).toEqual(['Obligation/Buyer']);
    expect(categoriesOf(FOB, 'The Buyer shall send the vessel to the load port by 1 May.')[1]).toEqual([]);
    expect(categoriesOf(FOB, 'The Buyer shall send the ship to Rouen to load the wheat.')[1]).toEqual([]);
  });
  it('the charter\'s "send the vessel into" a port or ice still reads (set 95\'s sentence)', () => {
    expect(one('Charterers shall not send the vessel into any port named on a sanctions list or into ice.')).toEqual(['Asset Use']);
    expect(one('The Charterers shall not send the ship into any port named on a sanctions list.')).toEqual(['Asset Use']);
  });
});
