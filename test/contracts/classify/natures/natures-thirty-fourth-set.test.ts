/**
 * Set 34's natures and party bindings (issue 18, h28n34), each with sentences written for the test (not the set's): an
 * unquoted bracket alias after a register number in brackets, a negated group freed of "any obligation", present-tense
 * costs, penalties and guarantees, a right kept, a passive after "then", a discount granted, and a pronoun that opens
 * a numbered clause and its joined bar.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements, typesOf } from '../helpers.js';

const CLUB = 'This agreement is made on 3 March 2027 between Lismore Rowing Club Incorporated (ABN 41 208 377 615) (the Club) and Jo Pike and Sam Pike, of 4 River Street, Lismore (together, the Coaches).';
const FLUE = 'These terms are made between Bright Flue Ltd ("we" or "us") and the customer named on the booking ("you").';
const MILL = 'This contract is made between Dunmore Flour Mills Ltd (the "Seller") and Carrow Bakeries Ltd (the "Buyer").';

describe('an unquoted bracket alias after a register number in brackets', () => {
  it('binds the incorporated body, as it does with the number unbracketed', () => {
    expect(typesOf(CLUB, 'The Club must pay the Coaches a monthly fee.', 'The Club may cancel a session by giving a day\'s notice.', 'The Coaches must hold a first-aid certificate.').slice(1))
      .toEqual([['Obligation/Club'], ['Right/Club'], ['Obligation/Coaches']]);
  });
  it('the body is a Primary party of the contract', () => {
    const parties = classifyContract(elements(CLUB, 'The Club must pay the Coaches a monthly fee.')).parties.filter((p) => p.importance === 'Primary').map((p) => p.party);
    expect(parties).toContain('LISMORE ROWING CLUB');
  });
  it('a register number in brackets alone is no alias', () => {
    const parties = classifyContract(elements('This agreement is made between Lismore Rowing Club Incorporated (ABN 41 208 377 615) and Jo Pike (the Coach).')).parties;
    expect(parties.some((p) => p.party.startsWith('LISMORE') && p.importance === 'Primary' && p.role !== 'Unknown')).toBe(false);
  });
});

describe('a negated group: the negation read on the verb (C32)', () => {
  it('"neither party shall have any obligation / liability" frees each (Disclaimer), as "shall have no obligation" does', () => {
    expect(typesOf(MILL, 'If the harvest fails, neither party shall have any obligation for that season.', 'No party will have any further liability once the goods are returned.', 'Neither party shall be under any obligation to renew this contract.').slice(1))
      .toEqual([['Disclaimer/Multiple Parties'], ['Disclaimer/Multiple Parties'], ['Disclaimer/Multiple Parties']]);
  });
  it('"neither party shall be liable" bars each (Exclusion), as "The Seller shall not be liable" does', () => {
    expect(typesOf(MILL, 'Neither party shall be liable for any delay caused by a flood at the mill.', 'The Seller shall not be liable for a delay caused by a flood at the mill.', 'In no event shall either party be liable for lost profits.').slice(1))
      .toEqual([['Exclusion/Multiple Parties'], ['Exclusion/Seller'], ['Exclusion/Multiple Parties']]);
  });
  it('"neither party shall be required to" and "Neither party is liable" stay Disclaimers; "shall not assign" an Exclusion', () => {
    expect(typesOf(MILL, 'Neither party shall be required to buy more than 40 tonnes.', 'Neither party is liable for a strike at the port.', 'Neither party shall assign this contract.').slice(1))
      .toEqual([['Disclaimer/Multiple Parties'], ['Disclaimer/Multiple Parties'], ['Exclusion/Multiple Parties']]);
  });
});

describe('duties stated in the present tense', () => {
  it('"bears the cost of", joined to "is obliged to"; "owes penalties"', () => {
    expect(typesOf(MILL, 'If a sack is found damp, the Seller bears the cost of the test and is obliged to replace the sack.', 'For late payment the Buyer owes interest of 0.05% per day.', 'The Seller bears all costs of removal.').slice(1))
      .toEqual([['Obligation/Seller'], ['Obligation/Buyer'], ['Obligation/Seller']]);
  });
  it('"we guarantee" in plain-English terms is our promise; "cannot" and "do not guarantee" are not', () => {
    expect(typesOf(FLUE, 'We guarantee our sweeping for 60 days.', 'We guarantee to return within a week if the flue still smokes.', 'We cannot guarantee a visit on public holidays.', 'We do not guarantee a visit on public holidays.').slice(1))
      .toEqual([['Obligation/we'], ['Obligation/we'], ['Exclusion/we'], ['Disclaimer/we']]);
  });
  it('no promise: a debt only named, a cost with no party', () => {
    expect(typesOf(MILL, 'The Buyer may set off any sum the Seller owes to the Buyer.', 'Late invoices bear the cost of collection.').slice(1))
      .toEqual([['Right/Buyer'], []]);
  });
});

describe('rights kept, granted and given by a passive', () => {
  it('"keeps the right to", "grants … a discount", "may then be renewed by the parties"', () => {
    expect(typesOf(MILL, 'The Seller keeps the right to use the loading bay on Sundays.', 'The Seller grants the Buyer a discount of 2% on orders over 10 tonnes.', 'This contract lasts one year and may then be renewed by the parties in writing.').slice(1))
      .toEqual([['Right/Seller'], ['Right/Buyer'], ['Right/Multiple Parties']]);
  });
  it('"keep the rights in" states ownership (no right to act), and "shall keep" the right is read as before', () => {
    expect(typesOf(MILL, 'The Seller keeps the rights in its own recipes.').slice(1)).toEqual([[]]);
  });
});

describe('a pronoun opening a numbered clause shares its subject with a joined bar', () => {
  it('"2.1 It must … and must not …" after the party\'s sentence', () => {
    expect(typesOf(MILL, '2.1 The Seller must mill the wheat on site.', '2.2 It must sieve every batch and must not add any bleaching agent.').slice(1))
      .toEqual([['Obligation/Seller'], ['Obligation/Seller', 'Exclusion/Seller']]);
  });
});
