/**
 * Set 41's party bindings (issue 18, h30n41), with sentences written for the test (not the set's): a group the
 * definitions give as all the contract's parties is "the parties" (C44), and a group of only some stays its own party
 * (C39).
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const after = (preamble: readonly string[], ...sentences: string[]) => typesOf(...preamble, ...sentences).slice(preamble.length);
const TWO = ['This Members Agreement is made between Orla Quinn and Dev Patel (together "the Partners") and Fernside Capital Limited ("the Backer").'];

describe('a group the definitions give as all the parties is "the parties" (C44)', () => {
  it('"Each Member shall", "The Members shall", "No Member shall", "Any Member may", "they" after it → Multiple Parties', () => {
    expect(after(TWO,
      '"Members" means the Partners and the Backer.',
      'Each Member shall vote to approve the annual budget.',
      'The Members shall meet once a quarter.',
      'No Member shall pledge its units to a lender.',
      'Any Member may inspect the register at any time.',
      'If Members holding most of the units wish to sell, they may require the others to sell on the same terms.'))
      .toEqual([['Definition/None'], ['Obligation/Multiple Parties'], ['Obligation/Multiple Parties'], ['Exclusion/Multiple Parties'], ['Right/Multiple Parties'], ['Right/Multiple Parties']]);
  });
  it('a group of two parties\' roles, a third party left out, is those parties together too (C44\'s reach, h31n)', () => {
    const three = ['This Members Agreement is made between Orla Quinn and Dev Patel (together "the Partners"), Fernside Capital Limited ("the Backer") and Quarry Row Limited ("the Venture").'];
    expect(after(three, '"Members" means the Partners and the Backer.', 'Each Member shall vote to approve the annual budget.'))
      .toEqual([['Definition/None'], ['Obligation/Multiple Parties']]);
  });
  it('a qualified group is some of them, however many it names', () => {
    expect(after(TWO, '"Members" means the Partners and the Backer listed in Part 1.', 'The Members shall meet once a quarter.'))
      .toEqual([['Definition/None'], ['Obligation/Members']]);
  });
});

const SALE = ['This Asset Purchase Agreement is made between Hollis Tool Inc. ("Seller") and Brandt Machining LLC ("Purchaser").'];

describe('a warranty denied and a duty denied are Disclaimers (table 2.1)', () => {
  it('"makes no other … warranty", in capitals as in lower case', () => {
    expect(after(SALE,
      'Seller makes no other express or implied warranty as to the lathes.',
      'EXCEPT AS SET OUT IN SECTION 3, SELLER MAKES NO OTHER EXPRESS OR IMPLIED WARRANTY AS TO THE LATHES.'))
      .toEqual([['Disclaimer/Seller'], ['Disclaimer/Seller']]);
  });
  it('"has no duty to" as "has no obligation to"; "has no other claim" is none', () => {
    expect(after(SALE, 'Purchaser has no duty to test the lathes before the Closing.', 'Purchaser has no other claim against Seller.'))
      .toEqual([['Disclaimer/Purchaser'], []]);
  });
});

const APPOINTMENT = ['This Appointment is made between Tern Homes Ltd ("the Client") and Ashdown Design LLP ("the Architect").'];

describe('a possessive duty whose verb says when or how far it holds binds no one (table 2.2)', () => {
  it('"X\'s obligation to … applies / arises …" → no type; "X\'s sole obligation … is to" still binds', () => {
    expect(after(APPOINTMENT,
      'The Architect\'s obligation to keep professional indemnity cover applies only while such cover is available at commercial rates.',
      'The Client\'s duty to pay each stage fee arises on the date the stage is certified.',
      'The Architect\'s sole obligation under this clause is to correct the drawings.'))
      .toEqual([[], [], ['Obligation/Architect']]);
  });
});

const VENTURE = ['This Shareholders Agreement is made between Finch Holdings Ltd ("the Company"), Mara Lind and Tomas Berg (each a "Founder" and together the "Founders") and Kestrel Ventures LP ("the Investor").'];
const CLUB = ['This Members Agreement is made between Orla Quinn and Dev Patel (together "the Partners") and Fernside Capital Limited ("the Backer").', '"Members" means the Partners and the Backer.'];

describe('set 41 left (issue 18, h30s41): an indefinite opening names its role; a promise that a party will not is its bar', () => {
  it('"A Member may", "A Member wishing to … must", "A Member who … shall" bind the role as "Each Member" does (table 2.2)', () => {
    expect(after(CLUB,
      'A Member may inspect the register at any time.',
      'A Member wishing to sell its units must first offer them to the others.',
      'A Member who misses a meeting shall pay a fine.'))
      .toEqual([['Right/Multiple Parties'], ['Obligation/Multiple Parties'], ['Obligation/Multiple Parties']]);
  });
  it('an article inside a sentence, or before a noun the role modifies, still names no subject', () => {
    expect(after(CLUB, 'The Partners must not pledge the units to a Backer lender.'))
      .toEqual([['Exclusion/Partners']]);
  });
  it('"undertakes to X that, <phrase>, he or she will not …" is the bar alone (C32, C34)', () => {
    expect(after(VENTURE,
      'Each Founder undertakes to the Investor that, for 6 months after leaving, he or she will not solicit any client of the Company.',
      'Each Founder undertakes that he will not compete with the Company.'))
      .toEqual([['Exclusion/Multiple Parties'], ['Exclusion/Multiple Parties']]);
  });
});

const STORE = ['This Warehousing Agreement is made between Tallow Foods Ltd ("the Client") and Shannon Logistics Ltd ("the Provider").'];

describe('set 41 left (issue 18, h30s41): a passive of an act before ", and" is no statement of state (C34)', () => {
  it('"Pallets are delivered …, and the Provider does not inspect …" → Exclusion; "… are collected …, and the Provider checks …" → Obligation', () => {
    expect(after(STORE,
      'Pallets are delivered unwrapped, and the Provider does not inspect the goods inside.',
      'Returns are collected on Fridays, and the Provider checks each one for damage.'))
      .toEqual([['Exclusion/Provider'], ['Obligation/Provider']]);
  });
  // Changed on purpose (issue 18, h119t92): "is high" is a thing's quality, no state of ownership — C137 names the
  // states that join no duty ("belongs to", "remains", "is owned by"), and sets 84, 86 and 92 label the party's present
  // act after "is/are <quality>, and" its duty; "The rent is high, and the Provider pays it" binds the Provider.
  it('a state ("belongs to", "is owned by") before ", and" still joins no duty; a quality ("is high") does not stop it', () => {
    expect(after(STORE,
      'The stock is owned by the Client, and the Provider counts it each month.',
      'The stock belongs to the Client, and the Provider counts it each month.',
      'The rent is high, and the Provider pays it.'))
      .toEqual([[], [], ['Obligation/Provider']]);
  });
});
