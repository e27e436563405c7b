/**
 * Issue 18, h102n78 (set 78's types left; sentences written for this test):
 * - C136: "By <doing X>, you accept these terms" is the accepting party's Obligation; a party accepting the other's offer
 *   or letter ("We accept the terms of your offer") stays none.
 * - C137: a present-tense duty after ", and" / ", but" where the first clause has no party: a sum that "is due", a negated
 *   passive ("are not refunded"); and another party's act after ", and <party> then" beside a right.
 * - C138: a thing as the subject ("Member loans carry interest"), a passive in "sets out how <party> will be …", "they"
 *   for the parties after "between the Members", and "do" with work named bare or a thing before "of".
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const WE = 'These terms are between Fernhill Print Ltd ("Fernhill", "we" or "us") and the shop that places an order ("you").';
const TWO = 'This contract is made between Kestrel Plant Ltd ("the Owner") and Juniper Farms Ltd ("the Hirer").';
const MEMBERS = [
  'This Agreement is made between Alder Farms Limited (the "Grower"), Birch Mills Limited (the "Miller") and Oat Valley Limited (the "Company").',
  '"Members" means the Grower and the Miller.',
];

describe('accepting these terms (C136)', () => {
  it('binds the party that accepts the document it is bound by', () => {
    expect(typesOf(WE, 'By placing an order, you accept these terms.', 'When you open an account, you accept these conditions for your whole team.').slice(1))
      .toEqual([['Obligation/You'], ['Obligation/You']]);
  });
  it('binds no one taking the other party\'s offer or letter', () => {
    expect(typesOf(WE, 'We accept the terms of your offer.', 'We accept the terms of this letter.').slice(1)).toEqual([[], []]);
  });
});

describe('a present-tense duty after a clause with no party (C137)', () => {
  it('reads the party after a sum that is due or payable', () => {
    expect(typesOf(TWO, '3.3 Each instalment is due on the first day of the week, and the Hirer pays it in cash at the Owner\'s depot.', 'The hire charge is payable monthly, and the Hirer pays it by bank transfer.').slice(1))
      .toEqual([['Obligation/Hirer'], ['Obligation/Hirer']]);
  });
  it('reads the party after a negated passive, joined by ", but" or ", and"', () => {
    expect(typesOf(TWO, 'Deposits already paid are not refunded, but the Owner pays to the Hirer any surplus of the sale price.', 'Damaged tools are not accepted back, and the Owner replaces them at the Hirer\'s cost.').slice(1))
      .toEqual([['Obligation/Owner'], ['Obligation/Owner']]);
  });
  it('still reads no duty after a statement of state', () => {
    expect(typesOf(TWO, 'The tractor belongs to the Owner, and the Hirer uses it on the farm.').slice(1)).toEqual([[]]);
  });
  it('reads another party\'s act after ", and <party> then" beside a right', () => {
    expect(typesOf(TWO, '3.6 The Hirer may pay the balance early, and the Owner then reduces the charge in proportion.').slice(1)).toEqual([['Right/Hirer', 'Obligation/Owner']]);
    expect(typesOf(WE, 'For 30 days after your account closes you can download your files, and we then delete them.').slice(1)).toEqual([['Right/You', 'Obligation/Fernhill']]);
  });
  it('reads no other party\'s act without "then"', () => {
    expect(typesOf(TWO, 'The Owner may enter the yard, and the Hirer keeps the key.').slice(1)).toEqual([['Right/Owner']]);
  });
});

describe('things, recitals, pronouns and "do" (C138)', () => {
  it('binds no one by a thing a role word qualifies', () => {
    expect(typesOf(...MEMBERS, '4.2 Member loans carry interest at 5% a year and are repaid before any dividend is paid.', 'Grower loans bear interest at the bank\'s base rate.').slice(2))
      .toEqual([[], []]);
  });
  it('binds no one by a passive in "sets out how" the party will be treated', () => {
    expect(typesOf(...MEMBERS, '(B) The Grower and the Miller wish to set out how the Company will be managed and financed.').slice(2)).toEqual([[]]);
  });
  it('keeps a party\'s own act in "sets out how"', () => {
    expect(typesOf(...MEMBERS, 'Schedule 2 sets out how the Miller will mill the oats.').slice(2)).toEqual([['Obligation/Miller']]);
  });
  it('reads "they" after "between the Members" as the parties together', () => {
    expect(typesOf(...MEMBERS, '9.2 If this Agreement conflicts with the articles, this Agreement prevails between the Members, and they shall amend the articles.').slice(2))
      .toEqual([['Obligation/Multiple Parties']]);
  });
  it('reads "do" with work named bare, or with a thing before "of"', () => {
    expect(typesOf(WE, 'We do planned maintenance between 22:00 and 04:00.', 'We do the backups of your shop\'s orders every night.', 'We do so at our own cost.').slice(1))
      .toEqual([['Obligation/Fernhill'], ['Obligation/Fernhill'], []]);
  });
});
