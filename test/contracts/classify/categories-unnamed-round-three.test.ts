/**
 * Subjects a clause states without its category's word, round 3 (issue 18, h24rec; category-cues-unnamed-round-three.ts):
 * records kept for a period (Audits), telling and confirming (Communication), goods received and loaded out (Delivery),
 * what is included or excluded (Scope of Work), a car driven or a station provided (Asset Use), permits obtained, the
 * qualified people used and conduct (Responsibilities), physical dangers (Safety and Security), refunds (Payment Terms &
 * Billing), the business sold with the contract (Business Continuity), details sold and photographs of people posted
 * (Privacy); and the false readings removed (a licence as a permit, a tax document, a defects liability period, a first
 * aid certificate). Sentences written for these tests, not taken from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { categoryEvidence, termCategories } from '../../../src/contracts/classify/categories.js';
import { categoriesOf } from './helpers.js';
import { expectEach } from './cue-tables.js';

const cued = (text: string, category: string) => categoryEvidence(text, undefined).some((e) => e.category === category && e.cue);
const cuedAll = (category: string, texts: string[]) => texts.map((t) => cued(t, category));

describe('Audits: records kept for a period, a register kept, a visit to check', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Audits'), ['The Clinic shall keep the signed consent forms for six years after the last treatment.',
      'The Carrier is to keep a register of its drivers and their licences.',
      'The Operator must maintain a log recording every collection from the depot.',
      'The Landowner may visit the plantation at any reasonable time to check the condition of the trees.',
    ], true);
  });
  it('not goods or keys kept, nor a visit for another purpose', () => {
    expectEach((t) => cued(t, 'Audits'), ['The Hirer shall keep the keys for two days after the show.',
      'The Coach may visit the school to deliver the sessions.',
    ], false);
  });
});

describe('Communication: telling, letting know, confirming a booking', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Communication'), ['The Carer will tell the Family at once about any fall in the home.',
      'If a driver cannot attend, the Agency must let the Client know before 6 am.',
      'You must tell us if your address changes.',
      'The Venue will confirm each booking by email within one working day.',
    ], true);
  });
  it('not "tell" as discerning, nor an order confirmed (the contract formed)', () => {
    expectEach((t) => cued(t, 'Communication'), ['The Buyer cannot tell whether the seals were broken in transit.',
      'A contract for each purchase arises when the Seller confirms the order.',
    ], false);
  });
});

describe('Delivery: goods received, loaded out, handed over on a record, a load rejected', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Delivery'), ['The Mill shall receive the Grower\'s sugar cane at the weighbridge between 6 a.m. and 6 p.m.',
      'The Depot will load the lorries sent by the Customer\'s haulier.',
      'The Customer must book each load-out two days in advance.',
      'A handover certificate signed by both parties shall state the number of panels.',
      'The Packer may reject any consignment that arrives above 8 degrees.',
    ], true);
  });
  it('not money or a notice received, nor a load weighed', () => {
    expectEach((t) => cued(t, 'Delivery'), ['The Agent shall receive the deposit on behalf of the Owner.',
      'The Mill will weigh each load and give the Grower a ticket.',
    ], false);
  });
});

describe('Scope of Work: included, excluded, not part of the subject of the contract', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Scope of Work'), ['Swimming lessons are not included and are booked separately.',
      'Garden waste collection is included, but bulky items are not.',
      'The resurfacing of the car park is excluded from the Works.',
      'The design of the foundations is not part of the subject of this Contract.',
      'The Housekeeper is not expected to do the ironing.',
    ], true);
  });
  it('not what a price, a tax, cover or a warranty leaves out', () => {
    expectEach((t) => cued(t, 'Scope of Work'), ['VAT is not included and will be added to each invoice.',
      'Accidental damage is excluded from the cover under this policy.',
      'Wear parts are not included and the warranty does not extend to them.',
    ], false);
  });
});

describe('Asset Use: a vehicle driven, a station provided, the use of a thing', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Asset Use'), ['The Au Pair may drive the children to school in the family van.',
      'The Salon will provide the Stylist with a chair and a mirror station.',
      'The rent includes use of the kitchen and the laundry.',
      'The Club may stop members using the pool while fees are unpaid.',
    ], true);
  });
});

describe('Responsibilities: permits obtained or shown, qualified people only, conduct', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Responsibilities'), ['The Vendor shall obtain a street trading licence from the City Council before the market opens.',
      'The Therapist will display her registration certificate at the treatment room.',
      'Electrical work shall be done only by persons holding a current electrician\'s qualification.',
      'The Guide agrees to treat guests and hotel staff with courtesy.',
      'The Driver agrees not to smoke or drink on duty.',
    ], true);
  });
  it('not a licence held as a condition, nor an exclusive licence', () => {
    expectEach((t) => cued(t, 'Responsibilities'), ['No subcontractor may be engaged unless it holds a valid licence.',
      'The Publisher may obtain an exclusive licence for the film rights.',
    ], false);
  });
  it('a permit obtained is no Intellectual Property; a software licence still is', () => {
    expect([
      'The Vendor shall obtain a street trading licence from the City Council before the market opens.',
      'The work shall be inspected by a licensed surveyor.',
      'The Supplier grants the Customer a licence to use the Software.',
    ].map((t) => categoriesOf(t)[0].includes('Intellectual Property'))).toEqual([false, false, true]);
  });
});

describe('Safety and Security: physical dangers without "safety"', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Safety and Security'), ['The Childminder must never leave the baby alone in the bath.',
      'The Driver shall use the car seats supplied by the parents.',
      'Climbers must wear suitable footwear on the wall.',
      'Used blades must go in the sharps bin.',
      'The ladders shall be inspected before each use.',
      'Members must not let anyone in behind them at the door.',
    ], true);
  });
  it('a first aid certificate is a qualification, no safety cue of its own', () => {
    expectEach((t) => cued(t, 'Safety and Security'), ['The Instructor shall hold a first aid certificate.'], false);
  });
});

describe('Payment Terms & Billing: refunds, a share settled in cash', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Payment Terms & Billing'), ['If a class is cancelled we will refund the booking.',
      'The Stylist is to settle the Salon\'s share by bank transfer each Friday.',
    ], true);
  });
});

describe('Business Continuity: the business sold and the contract moving to the buyer', () => {
  it('reads it; goods sold are not it', () => {
    expect(cuedAll('Business Continuity', [
      'If we sell the salon, your course will pass to the new owner.',
      'The Farmer shall not sell the orchard unless the purchaser agrees to assume this contract.',
      'The Seller shall sell the goods to the Buyer at the agreed price.',
    ])).toEqual([true, true, false]);
  });
});

describe('Privacy: details sold, photographs of people posted', () => {
  it('reads them; photographs of a place are not it', () => {
    expect(cuedAll('Privacy', [
      'We will never sell your contact details to advertisers.',
      'Staff must not share photographs of the pupils online.',
      'The Crew must not post photographs of the film set online.',
    ])).toEqual([true, true, false]);
  });
});

describe('false readings removed', () => {
  it('a tax document and a tax ID are no tax; a defects liability period is a warranty\'s, no liability', () => {
    expect(cued('The fee is invoiced monthly on a tax document issued by the Lessor.', 'Pricing & Taxes')).toBe(false);
    expect(cued('The Seller, Tax ID No. 12.345.678-9, of Lima.', 'Pricing & Taxes')).toBe(false);
    expect(cued('Prices exclude tax.', 'Pricing & Taxes')).toBe(true);
    expect(termCategories('Defects Liability Period')).toEqual(['Warranties']);
    expect(termCategories('Liability Cap')).toEqual(['Liability']);
  });
});
