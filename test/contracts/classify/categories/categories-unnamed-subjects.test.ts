/**
 * Subjects a clause states without its category's word (issue 18, h22s22c): a sale of the business or of the property
 * the contract runs on, control of a party passing (Business Continuity); records and details of a person named by
 * whose they are (Privacy, category-cues-privacy.ts); what the works or services leave out or take in (Scope of Work,
 * category-cues-scope.ts); the safety of people and places through its equipment and rules (Safety and Security,
 * category-cues-physical-safety.ts). Sentences written for these tests, not taken from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { PHYSICAL_SAFETY_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-physical-safety.js';
import { PRIVACY_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-privacy.js';
import { categoriesOf } from '../helpers.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { cued } from './set-cue-helpers.js';


describe('Business Continuity without "change of control" or "sale of business"', () => {
  it('our, your or a party\'s business sold; control passing; a property sold with its buyer named', () => {
    expectEach((t) => cued(t, 'Business Continuity'), ['If we sell our catering business, the buyer will take over your booking on the same terms.',
      'The Licence may pass to a purchaser of substantially all of Licensee\'s business.',
      'If control of the Reseller passes to a rival of the Vendor, the Vendor may end this Agreement.',
      'Should any person acquire a controlling interest in the Contractor, the Council may review this Contract.',
      'If the Owner sells the cottage, it must give the new owner a copy of this agreement.',
    ], true);
  });

  it('selling goods or produce, a control of quality, a property sold without a buyer taking it: none', () => {
    expectEach((t) => cued(t, 'Business Continuity'), ['The Grower shall sell the crop to the Buyer at the market price.',
      'Control of the quality of the goods passes to the Inspector on arrival.',
      'The Agent shall sell the property at the best price it can obtain.',
    ], false);
  });

  it('control of a thing handed over, a property word before what is sold: none (hrev14)', () => {
    expectEach((t) => cued(t, 'Business Continuity'), ['Control of the Site passes to the Contractor on the Start Date.',
      'Risk and control of the Goods passes to the Buyer on delivery.',
      'If the Seller sells the farm produce at auction, the buyer shall pay the levy.',
      'The Supplier sells the property management software to any buyer who asks.',
    ], false);
    expect(cued('If the Owner sells the farm to a neighbour, the buyer shall honour this lease.', 'Business Continuity')).toBe(true);
  });
});

describe('Privacy without "personal data"', () => {
  it('records and details named by the person they are about', () => {
    expect(categoriesOf(
      'The Clinic shall keep all patient records in a locked cabinet.',
      'The Airline may give passenger details to border authorities where the law requires it.',
      'The School will not share pupil information with advertisers.',
      'We will use your details only to manage your membership.',
    ).map((c) => c.includes('Privacy'))).toEqual([true, true, true, true]);
  });

  it('the service and documents, not the person: no Privacy cue', () => {
    const cue = cuedBy(PRIVACY_CUES);
    expectEach(cue, ['The Operator shall publish passenger numbers for each route every quarter.',
      'The care plan shall be reviewed every six months.',
      'We will send you your information pack within seven days.',
      'We may give information about you to the credit agency.',
    ], false);
  });

  it('a sole trader\'s or a reader\'s own records and details: no Privacy cue (hrev14)', () => {
    const cue = cuedBy(PRIVACY_CUES);
    expectEach(cue, ['The Landlord shall keep his records of rent received for six years.',
      'The Contractor shall keep her details up to date with the Council.',
      'You must keep your records of the hours worked for each job.',
      'We will keep your details up to date when you tell us of a change.',
    ], false);
    expectEach(cue, ['We will not pass on your details to anyone else.', 'The Trainer shall hold her personal information securely.'], true);
  });
});

describe('Scope of Work: what the works or services leave out or take in', () => {
  it('exclusions and inclusions said of the works', () => {
    expectEach((t) => cued(t, 'Scope of Work'), ['Painting of the exterior walls is not part of the Works.',
      'Transport to and from the venue is not included in the Services.',
      'The Services include the removal of all packaging from the site.',
      'Our gardeners do not provide tree surgery or pest control.',
    ], true);
  });

  it('a price that leaves out a tax, a prohibition, a warranty that does not cover misuse: none', () => {
    expectEach((t) => cued(t, 'Scope of Work'), ['The price does not include VAT, which the Buyer shall pay in addition.',
      'The Contractor shall not provide any services to a competitor of the Client.',
      'The warranty does not cover damage caused by misuse.',
    ], false);
  });

  it('the items of an exclusion lead-in are what is left out: they do not take its Scope of Work (C6)', () => {
    const got = categoriesOf(
      'The Services do not include:',
      { text: '(a) repairs to the lift;', kind: 'listItem' },
      { text: '(b) cleaning of the windows.', kind: 'listItem' },
    );
    expect(got[0]).toContain('Scope of Work');
    expect(got.slice(1).map((c) => c.includes('Scope of Work'))).toEqual([false, false]);
  });
});

describe('Safety and Security in the words of homes, transport and trades', () => {
  it('alarms, protective clothing, first aid, the emergency number, no smoking, drunk passengers, chemicals kept apart', () => {
    expectEach((t) => cued(t, 'Safety and Security'), ['The Owner shall fit a carbon monoxide detector beside every boiler.',
      'Visitors to the workshop must wear the protective gloves provided.',
      'The Host shall keep a first aid kit in the kitchen.',
      'If a guest is injured, staff will call 911 before anything else.',
      'Guests must not smoke in the bedrooms.',
      'The Carrier may refuse to carry any passenger who is intoxicated.',
      'The Farmer shall keep all herbicides locked in the store.',
      'Curtains used on the set shall be fire-resistant.',
    ], true);
  });

  it('fire or smoke as damage or insurance, drug testing of a party\'s own staff, chemicals sold: no such cue', () => {
    const cue = cuedBy(PHYSICAL_SAFETY_CUES);
    expectEach(cue, ['The Tenant shall insure the contents against fire damage.',
      'The Contractor shall subject its drivers to drug and alcohol testing each year.',
      'The Distributor shall sell the chemicals only to licensed dealers.',
    ], false);
  });

  it('a charge for fuel or chemicals set apart from another sum is money, not storage (hrev14)', () => {
    const cue = cuedBy(PHYSICAL_SAFETY_CUES);
    expectEach(cue, ['Fuel costs shall be charged separately from the hire fee.',
      'The gas cylinders used on site shall be invoiced separately from the labour.',
      'The fuel surcharge shall be shown apart from the fare on each ticket.',
      'Chemicals ordered before 1 March are sold at locked prices.',
    ], false);
    expect(cue('Fuel for the mowers shall be stored apart from the workshop.')).toBe(true);
  });
});
