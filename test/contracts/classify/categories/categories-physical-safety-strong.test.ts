/**
 * Safety and Security named by its hazards, its gear, fire, dangerous substances and site safety rules is a strong cue
 * (category-cues-physical-safety.ts, read whole by category-cue-lists.ts' STRONG_CUES; issue 18, h47cat2): it clears the bar
 * where the sentence model's odds are negative, and the second bar beside a report, a record or an inspection.
 * Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../helpers.js';

describe('categories: physical-safety cues are strong (Safety and Security)', () => {
  it('safety gear provided or kept, alone in the sentence (the sentence model gave these nothing)', () => {
    expect(categoriesOf(
      'The Club shall issue every paddler with a buoyancy aid and a helmet before each trip.',
      'The Council shall provide the life rings, rescue tubes and defibrillators at each lake.',
    )).toEqual([['Safety and Security'], ['Safety and Security']]);
  });

  it('the second subject beside a report or a record', () => {
    expect(categoriesOf(
      'The Operator shall report to the Council within one day every injury that needs first aid.',
      'The Grower shall apply only fungicides on the approved list and shall keep a record of each application for three years.',
    )).toEqual([['Communication', 'Safety and Security'], ['Audits', 'Safety and Security']]);
  });

  it('what was already read stays: a fire extinguisher kept, a smoke alarm fitted, a dangerous substance stored', () => {
    expect(categoriesOf(
      'The Hirer shall keep a fire extinguisher and a first aid kit in the marquee at all times.',
      'The Landlord shall fit smoke alarms on every floor of the flat.',
      'The Tenant must not store petrol or other dangerous substances in the garage.',
    )).toEqual([['Safety and Security'], ['Safety and Security'], ['Safety and Security']]);
  });
});

describe('categories: near misses the strong reading must not take (no Safety and Security)', () => {
  it('staff trained, qualified or certified in first aid: a qualification a party holds', () => {
    const got = categoriesOf(
      'The kennel staff are trained in first aid for animals.',
      'Our instructors are qualified in outdoor first aid.',
      "The Agency's nurses are certified in paediatric first aid.",
    );
    expect(got.map((c) => c.includes('Safety and Security'))).toEqual([false, false, false]);
  });

  it('safety gear sold as goods, fire named as insured damage, a security that is money', () => {
    expect(categoriesOf(
      "The Supplier shall deliver 300 cycle helmets to the Retailer's warehouse by 1 May.",
      "Fire damage to the building is covered by the Landlord's insurance.",
      'The Tenant shall pay a security deposit of £900 before moving in.',
    )).toEqual([['Delivery'], ['Insurance'], ['Payment Terms & Billing']]);
  });
});
