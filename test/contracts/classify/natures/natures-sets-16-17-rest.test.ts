/**
 * The rest of the nature defects sets 16 and 17 showed (issue 18, h19s17d), with sentences written for them (none from
 * the sets): "You allow us to …" in we/you drafting, a right after a duty through "but", a liability kept after a bar,
 * and agentless passives, which bind no one.
 */
import { describe, expect, it } from 'vitest';
import { PREAMBLE, typesOf } from '../helpers.js';

const WE_YOU = 'This agreement is between Finch Books Ltd ("we", "us") and Priya Shah ("you").';

describe('"us" is the party "we" names, where the preamble quotes both', () => {
  it.each([
    ['You allow us to photograph the kitchen and the garden.', ['Right/we']],
    ['You permit us to park two vans in the yard.', ['Right/we']],
    ['You will allow us to enter the barn.', ['Obligation/You', 'Right/we']],
    ['You must let us know within 7 days.', ['Obligation/You']],
    ['Either of us may end this agreement.', ['Right/Multiple Parties']],
  ])('%s', (text, want) => {
    expect(typesOf(WE_YOU, text)[1]).toEqual(want);
  });

  it('without "us" quoted beside "we", "us" names no one', () => {
    expect(typesOf('This agreement is between Finch Books Ltd ("we") and Priya Shah ("you").', 'You allow us to photograph the kitchen.')[1]).toEqual([]);
  });
});

describe('a right after a duty through "but" is the clause subject\'s', () => {
  it.each([
    ['The Supplier must remove its equipment at the end of the term, but may leave the cables in place.', ['Obligation/Supplier', 'Right/Supplier']],
    ['The Customer shall pay the fee, but may withhold any disputed amount.', ['Obligation/Customer', 'Right/Customer']],
    ['The Supplier shall deliver the goods, but the Customer may reject them.', ['Obligation/Supplier', 'Right/Customer']],
  ])('%s', (text, want) => {
    expect(typesOf(PREAMBLE, text)[1]).toEqual(want);
  });
});

describe('a liability kept after a bar ("shall not …, and remain liable") is a duty', () => {
  it.each([
    ['The Supplier shall not sub-contract any work without consent, and remain liable for its sub-contractors.', ['Exclusion/Supplier', 'Obligation/Supplier']],
    ['The Supplier shall not assign this Agreement and remains responsible for its staff.', ['Exclusion/Supplier', 'Obligation/Supplier']],
    ['The Supplier shall not sub-contract any work or remain on site after hours.', ['Exclusion/Supplier']],
  ])('%s', (text, want) => {
    expect(typesOf(PREAMBLE, text)[1]).toEqual(want);
  });
});

describe('an agentless passive binds no one (checked: already so before issue 18\'s last round)', () => {
  it.each([
    ['Invoices shall be paid within 30 days of receipt.', []],
    ['The Supplier shall be paid within 30 days.', []],
    ['The Supplier shall invoice monthly, and invoices shall be paid within 30 days.', ['Obligation/Supplier']],
  ])('%s', (text, want) => {
    expect(typesOf(PREAMBLE, text)[1]).toEqual(want);
  });
  it.each([
    ['You will not be credited on the sleeve unless you ask to be.', []],
    ['You will be named as the author on the cover, and we will print the copyright notice in every copy.', ['Obligation/we']],
  ])('%s', (text, want) => {
    expect(typesOf(WE_YOU, text)[1]).toEqual(want);
  });
});
