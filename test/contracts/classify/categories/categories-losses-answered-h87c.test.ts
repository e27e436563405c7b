/**
 * Liability said by a loss a party answers for or declines (issue 18, h87c): damage its people or works cause repaired
 * or paid for (category-cues-damage-made-good.ts), taking part at one's own risk (category-cues-own-risk.ts), a thing
 * missed that a party is not responsible for and things held for a time (category-cues-not-responsible.ts), and a
 * thing lost while in a party's keeping (category-cues-lost-in-keeping.ts). Sentences written for these tests, not
 * taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { DAMAGE_MADE_GOOD_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-damage-made-good.js';
import { LOST_IN_KEEPING_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-lost-in-keeping.js';
import { NOT_RESPONSIBLE_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-not-responsible.js';
import { OWN_RISK_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-own-risk.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';
import { clauseCategories } from '../helpers.js';

const damage = cuedBy(DAMAGE_MADE_GOOD_STRONG_CUES, 'Liability');
const ownRisk = cuedBy(OWN_RISK_STRONG_CUES, 'Liability');
const notResponsible = cuedBy(NOT_RESPONSIBLE_CUES, 'Liability');
const lost = cuedBy(LOST_IN_KEEPING_STRONG_CUES, 'Liability');
const CLIMBING = { preamble: 'These terms apply between Granite Wall Ltd ("we" or "us") and each climber who books a session ("you").' };

describe('categories: losses answered for or declined (Liability, h87c)', () => {
  it('damage its people or works cause, repaired or paid for', () => {
    expectEach(damage, [
      'The Contractor shall repair at its own cost any damage to kerbs or parked cars caused by the works.',
      'The Club shall pay for any damage its members cause to the pavilion.',
      'You must pay the reasonable cost of repairing any damage caused by you or your visitors.',
      'We will repair or pay for any damage we cause to your garden.',
    ], true);
    expectEach(damage, [
      'The Tenant shall repair any damage to the gates caused by its tractors.',
      'The Licensee shall remove its mast and repair any damage caused by the removal.',
      'The Owner may keep from the deposit the cost of repairing any damage caused by the guests.',
    ], false);
  });

  it('at their own risk: a person, not a party in its goods', () => {
    expectEach(ownRisk, ['You climb at your own risk.', 'Bicycles left in the yard are at the owner\'s own risk.', 'Guests swim at their own risk.'], true);
    expectEach(ownRisk, ['The Seller ships the goods at its own risk and expense.', 'The Licensee uses the data at its own risk.'], false);
  });

  it('a thing missed, things held for a time, a thing lost in keeping', () => {
    expectEach(notResponsible, [
      'We are not responsible for a session you miss because your bus is late.',
      'The Photographer is not liable for shots missed because the guests block the view.',
      'The Hirer is responsible for the equipment from delivery until collection.',
    ], true);
    expectEach(notResponsible, ['The Provider is not responsible for a missed service level caused by the Client.', 'The Contractor is responsible for the equipment and tools of its own crew.'], false);
    expectEach(lost, [
      'If a rug is lost or destroyed while in the keeping of the Workshop, the Workshop shall pay the Customer its value.',
      'The Laundry is responsible for any garment damaged while it is in the Laundry\'s custody.',
    ], true);
    expectEach(lost, ['The Laundry shall indemnify the Hotel for any garment lost while in its custody.', 'A bag lost while in the care of the airline is traced by its desk.'], false);
  });

  it('gives the clause its Liability', () => {
    expect(clauseCategories('The Contractor shall repair at its own cost any damage to kerbs or parked cars caused by the works.', { preamble: 'This Agreement is made between the Town of Elmsford ("Client") and Rootline Ltd ("Contractor").' })).toContain('Liability');
    expect(clauseCategories('You climb at your own risk for injuries that are not caused by us.', CLIMBING)).toContain('Liability');
    expect(clauseCategories('We are not responsible for a session you miss because your bus is late.', CLIMBING)).toEqual(['Liability']);
  });
});

itReadsCueFilesLinearly([
  ['categories/cues/category-cues-damage-made-good.ts', 'repair any damage damage caused by by its '],
  ['categories/cues/category-cues-own-risk.ts', 'are left at at your own own '],
  ['categories/cues/category-cues-lost-in-keeping.ts', 'pay lost lost while in in the keeping '],
  ['categories/cues/category-cues-not-responsible.ts', 'not responsible for a tour tour you miss '],
]);
