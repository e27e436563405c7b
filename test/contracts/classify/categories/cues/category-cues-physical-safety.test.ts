/**
 * Safety and Security said without its word: the cues of category-cues-physical-safety.ts, from the tests of the rounds
 * that wrote them (rounds 3, 5, 6, 7, 8, 9, 10; regrouped by category by h28cues, issue 18: same sentences, same
 * assertions). `round` reads the file's own cue list, without the sense; `cued` the whole cue reading of categories.ts.
 * Sentences written for these tests, not taken from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, titleCategories } from '../../../../../src/contracts/classify/categories/categories.js';
import { PHYSICAL_SAFETY_CUES, PHYSICAL_SAFETY_VETOES } from '../../../../../src/contracts/classify/categories/cues/category-cues-physical-safety.js';
import { cuedBy, expectEach } from '../../cue-tables.js';
import { cued } from '../set-cue-helpers.js';

const round = (category: string) => cuedBy(PHYSICAL_SAFETY_CUES, category);

// Round 3 (h24rec).
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

// Round 5 (h25cat5).
describe('Safety and Security: hazards named by their guards', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Safety and Security'), [
      'Propane bottles must be kept upright and chained to the wall of the kitchen.',
      'Every forklift must carry a spill kit.',
      'The tipper must be fitted with a reversing alarm.',
      'The Tenant must not light any fire in the woodland.',
      'The Lessee shall keep the firebreaks along the boundary clear.',
      'Delivery vans must move at walking pace in the yard.',
      'The Caterer shall list the allergens in each meal on the menu board.',
      'Hot soup must be held at or above 63°C until it is served.',
      'Visitors must follow the farm\'s biosecurity rules.',
      'Each kettle the Exhibitor brings must be PAT tested.',
      'Herbicides may be applied only by licensed operators.',
    ], true);
  });
  it('not fire as damage insured, nor gas bought, a biosecurity statute or an allergy', () => {
    const safety = round('Safety and Security');
    expectEach(safety, ['The Owner insures the barn against fire and flood.',
      'The Supplier shall deliver twelve gas cylinders each month at the listed price.',
      'The Contractor may make any changes to the rota.',
      'The Grower must comply with the Biosecurity Act 2015.',
      'Parents must tell the school about any allergy their child has.',
    ], false);
  });
});

describe('Safety and Security: the round\'s words where they mean something else (hrev17)', () => {
  it('a data line\'s speed limit is no hazard; a site\'s still is', () => {
    expect(round('Safety and Security')('Download speed limits apply to the Basic plan.')).toBe(false);
    expect(round('Safety and Security')('The speed limit of the line is 50 Mbps at peak hours.')).toBe(false);
    expect(round('Safety and Security')('Drivers must keep to the speed limits posted on the site.')).toBe(true);
  });
});

// Round 6 (h25cat6).
describe('Safety and Security: alcohol before duty, safety gear, supervision, infection control', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Safety and Security'), [
      'The Skipper must not drink alcohol within eight hours before a sailing.',
      'Every diver must pass a drug and alcohol test each month.',
      'Riders must wear a helmet on the cross-country course.',
      'Each canoe carries two buoyancy aids.',
      'The Camp shall provide one instructor for every eight children on the climbing wall.',
      'The Club is responsible for the supervision of the players at the away ground.',
      'No coach will be left alone with a child in the changing area.',
      'The Clinic follows its infection prevention policy in every treatment room.',
    ], true);
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

// Round 7 (h26cat7).
describe('Safety and Security: hazards said through the acts that guard against them', () => {
  it('reads them', () => {
    expectEach(round('Safety and Security'), ['No more than 80 people may be in the chapel at one time.',
      'The maximum capacity of the barn is 150 seated guests.',
      'Instructors shall bring every canoe ashore when thunder is heard.',
      'The Club shall keep a first aid kit and a defibrillator at the boathouse.',
      'The Groomer shall disinfect the clippers between animals.',
      'The Farmer shall keep the grain auger in safe working order.',
      'No alcohol may be taken onto the boat.',
      'Only the caretaker may handle the chlorine tablets.',
    ], true);
  });
  it('not a limit on who lives in a house, nor lightning as a peril insured', () => {
    expectEach(round('Safety and Security'), ['No more than four people may live at the Premises.',
      'The Warehouse shall insure the grain against fire, lightning and flood.',
    ], false);
  });
});

// Round 8 (h26cat8).
describe('Safety and Security: hazards and their guards without "safety"', () => {
  it('reads them', () => {
    expectEach(round('Safety and Security'), ['No bonfires may be lit on the common after dusk.',
      'The Landlord shall have the asbestos in the boiler room removed by a licensed contractor.',
      'The Operator may fit CCTV at the gates.',
      'Security cameras cover the loading bay.',
      'The Tenant shall not bring a gas appliance into the bedroom.',
      'The boiler must be serviced by a Gas Safe engineer.',
      'All visitors must be accompanied by a member of staff at all times.',
    ], true);
  });
  it('not a survey of asbestos given as information about a site', () => {
    expect(round('Safety and Security')('The Client will hand the Architect its asbestos survey of the hall.')).toBe(false);
  });
});

// Round 9 (h27cat9).
describe('Safety and Security: chemicals used or stored, work at height, animals kept in, a closure', () => {
  it('reads them', () => {
    expectEach(round('Safety and Security'), [
      'The Contractor shall apply only approved herbicides along the hedges.',
      'The Tenant must not use antifouling paint on the slipway.',
      'All chemicals shall be kept in a locked chemical store.',
      'Our staff work at height only with a harness.',
      'You must keep your dogs indoors during the visit.',
      'Walkers must not approach within 50 metres of the nests.',
      'The Keeper shall maintain a containment fence around the enclosure.',
      'No fish may be sold while the bay is closed by the food safety authority.',
    ], true);
  });
  it('not chemicals supplied or paid for, nor insurance covering work at height', () => {
    expectEach(round('Safety and Security'), [
      'The Owner shall supply all fertilisers and pesticides required for the season.',
      'The Contractor shall hold insurance covering its work at height.',
      'The shop is closed by the owner on Sundays.',
    ], false);
  });
});

// Round 10 (h27cat10).
describe('Safety and Security: money given as security is none', () => {
  const vetoed = cuedBy(PHYSICAL_SAFETY_VETOES, 'Safety and Security');
  it('vetoes a security deposit, bond or interest, and security for payment', () => {
    expectEach(vetoed, [
      'The Hirer shall pay a security deposit of £400 on collection of the trailer.',
      'The Owner will refund the security deposit within ten days, less any damage.',
      'The Contractor shall provide a security bond of 10% of the Contract Price.',
      'The Bank holds a security interest in the stock.',
      'The guarantee is given as security for payment of the rent.',
    ], true);
  });
  it('not where the sentence names safety too', () => {
    expectEach(vetoed, [
      'The security deposit is returned only after the Hirer has completed the safety induction.',
      'The Tenant shall keep the security bond and the fire alarms in order.',
      'The Contractor shall employ security guards at the gate.',
    ], false);
  });
  it('a heading about a deposit names no Safety and Security; one about safety still does', () => {
    expect(titleCategories('2.3 Security deposit')).not.toContain('Safety and Security');
    expect(titleCategories('Security Bond')).not.toContain('Safety and Security');
    expect(titleCategories('Site Security')).toContain('Safety and Security');
    expect(titleCategories('Safety and Security Deposit')).toContain('Safety and Security');
  });
  it('a whole sentence: the deposit is a term of payment, not safety', () => {
    expect(categoriesOf('The Hirer shall pay a security deposit of £400 on collection of the trailer.', '4. Security deposit', false)).not.toContain('Safety and Security');
  });
});
