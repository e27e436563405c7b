/**
 * Review of session 44's round-2 rules (h78c61b, h78t61b, h78we) on ordinary contract language (issue 18, hrev82):
 * removals terms in we/you form, a fencing maintenance agreement, a Cambodian loan, consignment and contact lines;
 * sentences written for the review, none from a set. Misfires narrowed by shape, each beside the rule's own case:
 * - a party after a noun and before "<verb>s and <modal>" is inside a reduced relative clause ("the tools the Supplier
 *   supplies and will return …"), but not where the noun ends a preposition's opening phrase ("Upon receipt the Owner
 *   inspects and shall report …", "In addition the Owner pays and shall …");
 * - "we"/"you" after an opening with no comma may be a reduced relative ("Every crate we supply is numbered"), but not
 *   after a time or a preposition's phrase ("Each quarter we pay members their share …"); "and we" opens no clause of its
 *   own inside a relative clause ("The boxes you pack and we load are listed …");
 * - "we" with a bare verb is the writer's duty, but not a letter's courtesy ("We thank you …", "We apologise …", "We look
 *   forward to …");
 * - a dated row's sum after a one-letter mark is an instalment, but not a rate for a period ("… | R 450.00 per hour");
 * - "<City> Capital" where a contract is made is one place, but not with an appositive naming a fund; a person-named
 *   country after a town and a dash is a place, but not set off by a second dash or before a possessive.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf, hasCue, typesOf } from './helpers.js';

const FENCING = 'This agreement is made between Ridgeview Farms Pty Ltd (the "Owner") and Post & Rail Fencing Pty Ltd (the "Contractor").';
const REMOVALS = 'These terms apply between Kestrel Removals Ltd ("Kestrel", "we", "us" or "our") and you, the customer ("you").';
const places = (text: string) => attributesOf(text).filter((a) => a.startsWith('Location'));

describe('a party inside a reduced relative clause (h78t61b)', () => {
  it('the rule\'s own shape: the modal binds the sentence\'s subject, not the party in the relative', () => {
    expect(typesOf(FENCING, 'The Contractor shall use only the materials the Owner supplies and will return any surplus on completion.')[1]).toEqual(['Obligation/Contractor']);
    expect(typesOf(FENCING, 'The crew will use only the tools the Owner supplies and will not take them off the farm.')[1]).toEqual([]);
  });
  it('near misses: a preposition\'s opening phrase before the party leaves it the subject', () => {
    expect(typesOf(FENCING, 'Upon receipt the Owner inspects and shall report any defect within seven days.')[1]).toEqual(['Obligation/Owner']);
    expect(typesOf(FENCING, 'In addition the Owner pays and shall continue to pay the call-out fee.')[1]).toEqual(['Obligation/Owner']);
    expect(typesOf(FENCING, 'At its own cost the Contractor repairs and shall maintain the boundary fence.')[1]).toEqual(['Obligation/Contractor']);
    expect(typesOf(FENCING, 'For this purpose the Contractor travels and will keep all fuel receipts.')[1]).toEqual(['Obligation/Contractor']);
  });
});

describe('"we" in a reduced relative, "and we" (h78we)', () => {
  it('the rule\'s own shape: a noun\'s relative clause, the main verb after it, binds no one', () => {
    expect(typesOf(REMOVALS, 'Every crate we supply is numbered.')[1]).toEqual([]);
    expect(typesOf(REMOVALS, 'The boxes you pack and we load are listed on the inventory.')[1]).toEqual([]);
    expect(typesOf(REMOVALS, 'The items you choose and we store remain your property.')[1]).toEqual([]);
  });
  it('after a time or a preposition\'s phrase, "we" is the subject', () => {
    expect(typesOf(REMOVALS, 'Each quarter we pay members their share of the profits.')[1]).toEqual(['Obligation/Kestrel']);
    expect(typesOf(REMOVALS, 'Every month we send business customers a statement of account.')[1]).toEqual(['Obligation/Kestrel']);
  });
});

describe('a letter\'s courtesies after "we" (h78we)', () => {
  it('bind no one', () => {
    expect(typesOf(REMOVALS, 'We thank you for choosing Kestrel Removals.')[1]).toEqual([]);
    expect(typesOf(REMOVALS, 'We apologise for any delay caused by traffic or weather.')[1]).toEqual([]);
    expect(typesOf(REMOVALS, 'We regret any inconvenience that a late arrival causes.')[1]).toEqual([]);
    expect(typesOf(REMOVALS, 'We pride ourselves on arriving on time.')[1]).toEqual([]);
    expect(typesOf(REMOVALS, 'We look forward to helping you with your move.')[1]).toEqual([]);
  });
  it('near misses: what the writer does stays its duty', () => {
    expect(typesOf(REMOVALS, 'We wrap every item of furniture in blankets before loading.')[1]).toEqual(['Obligation/Kestrel']);
    expect(typesOf(REMOVALS, 'We look after your keys until the move is complete.')[1]).toEqual(['Obligation/Kestrel']);
  });
});

describe('places after a city (h78t61b)', () => {
  it('"<City> Capital" where a contract is made, not a fund named so', () => {
    expect(places('This agreement is made at Phnom Penh Capital on 4 May 2029 between the parties.')).toEqual(['Location:Phnom Penh Capital']);
    expect(places('The investment is made in Nairobi Capital, a fund registered in Mauritius.')).toEqual(['Location:Nairobi', 'Location:Mauritius']);
  });
  it('a person-named country after a dash, not a name set off by dashes or before a possessive', () => {
    expect(places('The consignee is Halim Trading, Amman – Jordan.')).toEqual(['Location:Amman', 'Location:Jordan']);
    expect(places('The site manager in Boston - Jordan - approves each delivery note.')).toEqual(['Location:Boston']);
    expect(places("Copies go to Sydney - Jordan's team keeps the originals.")).toEqual(['Location:Sydney']);
  });
});

describe('a dated row\'s sum after a one-letter mark (h78c61b)', () => {
  it('an instalment, not a rate for the period', () => {
    expect(hasCue('Payment Terms & Billing', '15/08/2029 | R 1,250.00 | R 11,250.00')).toBe(true);
    expect(hasCue('Payment Terms & Billing', '01/07/2029 – 30/06/2030 | R 450.00 per hour')).toBe(false);
  });
});
