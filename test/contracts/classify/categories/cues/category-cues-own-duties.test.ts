/**
 * Responsibilities said without its word: the cues of category-cues-own-duties.ts, from the tests of the rounds that
 * wrote them (rounds 3, 4, 5, 6, 7, 9; regrouped by category by h28cues, issue 18: same sentences, same assertions).
 * `round` reads the file's own cue list, without the sense; `cued` the whole cue reading of categories.ts. Sentences
 * written for these tests, not taken from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { OWN_DUTY_CUES } from '../../../../../src/contracts/classify/categories/cues/category-cues-own-duties.js';
import { categoriesOf as documentCategories } from '../../helpers.js';
import { cuedBy, expectEach } from '../../cue-tables.js';
import { cued } from '../set-cue-helpers.js';

const round = (category: string) => cuedBy(OWN_DUTY_CUES, category);

// Round 3 (h24rec).
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
    ].map((t) => documentCategories(t)[0].includes('Intellectual Property'))).toEqual([false, false, true]);
  });
});

// Round 4 (h24cat4).
describe('Responsibilities: a permit a party must hold', () => {
  it('reads it, not a permit held as a condition', () => {
    expectEach((t) => cued(t, 'Responsibilities'), ['The Driver must hold a valid category C driving licence.',
      'The Operator is to hold the street trading permit required under the by-laws.',
    ], true);
    const round = cuedBy(OWN_DUTY_CUES, 'Responsibilities');
    expect(round('Unless that person holds a valid licence, the work may not start.')).toBe(false);
    expect(round('The Club will hold the members\' addresses and licence records for one year.')).toBe(false);
  });
});

// Round 5 (h25cat5).
describe('Responsibilities: a registration, one\'s own crews', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Responsibilities'), ['The Nursery must be registered with the Care Inspectorate.',
      'The Collector shall be registered as a waste carrier.',
      'The Contractor is responsible for all its crews and their transport to the forest.',
    ], true);
    expect(round('Responsibilities')('The Landlord is responsible for all repairs to the roof.')).toBe(false);
  });
});

// Round 6 (h25cat6).
describe('Responsibilities: a professional\'s own licence, certificate or registration, people vetted', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Responsibilities'), ['The Nurse shall at all times hold a valid registration with the nursing board.',
      '(c) maintain a current pool lifeguard certificate;',
      'Every driver we supply holds a full commercial licence.',
      'The Agency checks each carer\'s identity, right to work and references before placing them.',
    ], true);
  });
  it('not an exclusive licence, nor a licence from a rights holder', () => {
    // Round 6's cue alone (a licence held, not one "from", "needed" or "for commercial"): round 3's permit obtained
    // "from" a body reads "obtain the licences from the photographers".
    const own = cuedBy(OWN_DUTY_CUES.filter(([re]) => re.source.includes('for\\s+commercial')), 'Responsibilities');
    expectEach(own, ['The Company wishes to obtain an exclusive licence to make the device.',
      'The Gallery shall obtain the licences from the photographers for each image.',
      'Only members of staff who hold a full licence may drive the minibus.',
    ], false);
  });
});

// Round 7 (h26cat7).
describe('Responsibilities: no alcohol or tobacco sold to minors', () => {
  it('no alcohol or tobacco sold to minors is the seller\'s own duty', () => {
    expectEach(round('Responsibilities'), ['The Kiosk undertakes not to sell tobacco to persons under 18.',
      '(d) not to serve alcohol to minors;',
    ], true);
  });
});

// Round 9 (h27cat9).
describe('Responsibilities: staff experience and licences, a permit of a public body, a named Act', () => {
  it('reads them', () => {
    expectEach(round('Responsibilities'), [
      'Lessons are given by coaches who have at least five years of experience.',
      'Loads are carried by drivers holding a valid HGV licence.',
      'The Farmer must not take water from the stream without a permit from the Environment Agency.',
      'The Home shall comply with the Health and Social Care Act 2008.',
    ], true);
  });
  it('not an Act on personal data (Privacy), a permit of the other party, work made to comply, a certificate of training', () => {
    expectEach(round('Responsibilities'), [
      'The Processor shall comply with the Data Protection Act 2018.',
      'The Tenant must not keep pets without the consent of the Landlord.',
      'All boilers installed by the Fitter shall comply with the Gas Appliances Act.',
      'Spraying is done by staff holding a current certificate of competence.',
    ], false);
  });
});
