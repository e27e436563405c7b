/**
 * Subjects a clause states without its category's word, round 6 (issue 18, h25cat6; category-cues-unnamed-round-six.ts):
 * a professional's own licence or certificate, people vetted (Responsibilities); alcohol before duty, safety gear,
 * supervision ratios, infection control (Safety and Security); a sporting right let, rooms furnished, the other's goods
 * kept apart (Asset Use); minimum volumes, what the services do not include, a radius of non-competition (Scope of
 * Work); fees collected, an amount to pay (Payment Terms & Billing); by e-mail, telling in writing (Communication); a
 * guarantee (Warranties); indemnity cover (Insurance); vetoes on National Insurance, indemnity cover and a licence to use
 * a place. Sentences written for these tests, not taken from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, categoryEvidence } from '../../../src/contracts/classify/categories.js';
import { UNNAMED_ROUND_SIX_CUES, UNNAMED_ROUND_SIX_VETOES } from '../../../src/contracts/classify/category-cues-unnamed-round-six.js';
import { UNNAMED_ROUND_FIVE_CUES } from '../../../src/contracts/classify/category-cues-unnamed-round-five.js';
import { cuedBy, expectEach } from './cue-tables.js';

const cued = (text: string, category: string) => categoryEvidence(text, undefined).some((e) => e.category === category && e.cue);
const cuedAll = (category: string, texts: string[]) => texts.map((t) => cued(t, category));
const round = (category: string) => cuedBy(UNNAMED_ROUND_SIX_CUES, category);
const vetoed = (category: string) => cuedBy(UNNAMED_ROUND_SIX_VETOES, category);

describe('Responsibilities: a professional\'s own licence, certificate or registration, people vetted', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Responsibilities'), ['The Nurse shall at all times hold a valid registration with the nursing board.',
      '(c) maintain a current pool lifeguard certificate;',
      'Every driver we supply holds a full commercial licence.',
      'The Agency checks each carer\'s identity, right to work and references before placing them.',
    ], true);
  });
  it('not an exclusive licence, nor a licence from a rights holder', () => {
    const own = round('Responsibilities');
    expectEach(own, ['The Company wishes to obtain an exclusive licence to make the device.',
      'The Gallery shall obtain the licences from the photographers for each image.',
      'Only members of staff who hold a full licence may drive the minibus.',
    ], false);
  });
});

describe('Safety and Security: alcohol before duty, safety gear, supervision, infection control', () => {
  it('reads them', () => {
    expect(cuedAll('Safety and Security', [
      'The Skipper must not drink alcohol within eight hours before a sailing.',
      'Every diver must pass a drug and alcohol test each month.',
      'Riders must wear a helmet on the cross-country course.',
      'Each canoe carries two buoyancy aids.',
      'The Camp shall provide one instructor for every eight children on the climbing wall.',
      'The Club is responsible for the supervision of the players at the away ground.',
      'No coach will be left alone with a child in the changing area.',
      'The Clinic follows its infection prevention policy in every treatment room.',
    ])).toEqual(Array(8).fill(true));
  });
  it('not the gear as goods traded (review hrev18)', () => {
    const safety = round('Safety and Security');
    expectEach(safety, ['The Wholesaler shall deliver 500 bicycle helmets to the Retailer by 1 May.',
      'The Contractor shall supply forty radio transceivers for the control room.',
    ], false);
    expect(safety('The Outfitter shall provide helmets for every rider.')).toBe(true);
  });
  it('not alcohol sold, nor staff counted against days', () => {
    const safety = round('Safety and Security');
    expectEach(safety, ['The Caterer may sell alcohol at the bar until eleven o\'clock.',
      'The Hotel shall provide one porter for every ten rooms.',
      'Each leader holds a current first aid certificate.',
    ], false);
  });
});

describe('Asset Use: a sporting right let, rooms furnished, the other party\'s goods kept apart', () => {
  it('reads them', () => {
    const asset = round('Asset Use');
    expectEach(asset, ['The Estate lets to the Syndicate the right of shooting over the north moor.',
      'The Hotel shall provide the Chef with a room in the staff house.',
      'The Miller shall keep the Farmer\'s wheat separate from all other grain.',
      'The Dyer shall not use the yarn for any other customer.',
    ], true);
  });
  it('not information, data or software kept to its purpose (review hrev18)', () => {
    expectEach(round('Asset Use'), ['The Recipient shall not use the Information for any other purpose than the Project.',
      'The Processor shall not use the Data for any other customer.',
      'The Printer shall not use the plates for any other purpose.',
    ], false);
  });
  it('names a sporting right let and goods kept apart outright (strong cues), as a child never left alone', () => {
    const strong = (text: string) => categoryEvidence(text, undefined).filter((e) => e.cue === 'strong').map((e) => e.category);
    expect(strong('The Estate lets to the Syndicate the right of shooting over the north moor.')).toEqual(['Asset Use']);
    expect(strong('The Miller shall keep the Farmer\'s wheat separate from all other grain.')).toEqual(['Asset Use']);
    expect(strong('No coach will be left alone with a child in the changing area.')).toEqual(['Safety and Security']);
    expect(categoriesOf('The Estate lets to the Syndicate the right of shooting over the north moor.', undefined, false)).toContain('Asset Use');
  });
  it('not the right to use a name, nor goods kept in stock', () => {
    const asset = round('Asset Use');
    expectEach(asset, ['The Band grants the Promoter the right to use its name on the posters.',
      'The Seller shall keep enough spare parts in stock.',
    ], false);
  });
});

describe('Scope of Work: minimum volumes, exclusions, a radius of non-competition', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Scope of Work'), ['The Locum agrees to work not fewer than ten sessions a month.',
      'The Brewery shall buy at least 500 tonnes of barley each harvest.',
      'The Services do not include the painting of the hall.',
      'For a year after leaving, the Physiotherapist shall not practise within five miles of the Clinic.',
    ], true);
    expect(UNNAMED_ROUND_FIVE_CUES.some(([re, c]) => c === 'Scope of Work' && re.test('The Estate undertakes to sell and the Mill undertakes to purchase the whole clip.'))).toBe(true);
  });
  it('not a period of notice', () => {
    expect(round('Scope of Work')('The Agent shall give at least thirty days\' notice of any change.')).toBe(false);
  });
});

describe('Payment Terms & Billing, Communication, Warranties, Insurance', () => {
  it('reads fees collected, an amount to pay and a share of costs borne', () => {
    const payment = round('Payment Terms & Billing');
    expectEach(payment, ['The Club shall collect all the green fees from visitors.',
      'The Hirer must pay a booking fee of £40 on signing.',
      'The Grower shall bear 40% of the freight costs.',
    ], true);
    expect(payment('The Hirer must pay for any breakages.')).toBe(false);
  });
  it('reads anything done by e-mail and telling in writing', () => {
    expectEach((t) => cued(t, 'Communication'), ['Members book courts by e-mail.',
      'A member may resign by telling the Club in writing.',
    ], true);
    expect(round('Communication')('Invoices go to the club treasurer by e-mail.')).toBe(false);
  });
  it('reads a guarantee and its disclaimer, not a minimum volume left unguaranteed', () => {
    const warranty = round('Warranties');
    expect([
      'The Builder guarantees a watertight roof for ten years.',
      'The Nursery guarantees a germination rate of 85%.',
      'We do not guarantee any particular grade.',
      'The Shipper does not guarantee any minimum volume of cargo.',
      'The Tour Operator guarantees an occupancy of 70% of the rooms in August.',
    ].map(warranty)).toEqual([true, true, true, false, false]);
  });
  it('not the performance of another\'s obligations guaranteed, a surety\'s promise (review hrev18)', () => {
    const warranty = round('Warranties');
    expect(warranty('The Parent guarantees the performance of the Supplier\'s obligations under this Agreement.')).toBe(false);
    expect(warranty('The Pump Maker guarantees the performance of the pumps for two seasons.')).toBe(true);
  });
  it('reads indemnity cover as insurance', () => {
    expect(categoriesOf('The Osteopath shall hold indemnity cover through a professional association.', undefined, false)).toEqual(['Insurance']);
  });
});

describe('vetoes: National Insurance, indemnity cover, a licence to use a place', () => {
  it('National Insurance contributions are no insurance, unless the sentence insures', () => {
    expect(vetoed('Insurance')('The Contractor pays his own income tax and National Insurance contributions.')).toBe(true);
    expect(vetoed('Insurance')('The Contractor pays his own National Insurance and shall insure his van.')).toBe(false);
    expect(categoriesOf('The Contractor pays his own income tax and National Insurance contributions.', undefined, false)).not.toContain('Insurance');
  });
  it('indemnity cover is no indemnity, unless the sentence indemnifies', () => {
    expect(vetoed('Indemnification')('The Surveyor shall hold indemnity cover of £1 million.')).toBe(true);
    expect(vetoed('Indemnification')('The Surveyor shall hold indemnity cover and shall indemnify the Client against claims.')).toBe(false);
  });
  it('a licence or right to use a place is no intellectual property', () => {
    const ip = vetoed('Intellectual Property');
    expect([
      'The Trust grants the Club a licence to use two courts on Tuesday evenings.',
      'The Practice grants the Hygienist the right to use surgery 4 on Mondays.',
      'The Studio grants the Label a licence to use the software in the studio hall.',
    ].map(ip)).toEqual([true, true, false]);
  });
});
