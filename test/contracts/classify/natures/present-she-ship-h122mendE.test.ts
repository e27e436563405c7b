/**
 * Review82 #2 on C322's mend (issue 18, h122mendE): "she" opening a present-tense duty after a sentence that names a
 * ship (vessel, yacht, boat …) speaks of the ship, as after a modal (personal-pronouns.ts SHE_THING, hrev16): it keeps
 * the party before it and does not become the contract's one person. The reviewer's probes; near misses are C322's own
 * sentences ("she" past a company's sentence with no ship is the person; "he" after a ship's sentence is still read).
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const CHARTER = 'This charter is made between Blue Sea Charters Ltd (the "Owner") and Jane Doe (the "Charterer").';

describe('"she" after a ship, before a present-tense duty, is no person (review82 #2)', () => {
  it('"She carries ten passengers at most." after the Owner delivers the vessel: the Owner\'s, not the Charterer\'s', () => {
    expect(typesOf(CHARTER, 'The Owner delivers the vessel at Valletta with full tanks.', 'She carries ten passengers at most.')[2])
      .toEqual(['Obligation/Owner']);
  });
  it('"She flies the Maltese flag …" after the yacht\'s sentence: not the Charterer\'s', () => {
    expect(typesOf(CHARTER, 'The Owner keeps the yacht insured.', 'She flies the Maltese flag and carries a liferaft.')[2])
      .toEqual(['Obligation/Owner']);
  });
});

describe('near misses: "she" and "he" with no ship still name the person', () => {
  it('one person beside a company: "she" past the company\'s sentence with no ship is the person', () => {
    expect(typesOf(CHARTER, 'The Owner sends the invoice at the end of the month.', 'She pays it within ten days.')[2]).toEqual(['Obligation/Charterer']);
    expect(typesOf(
      'This agreement is made between Bulgan Wells LLC (the "Operator") and Nomin Dash (the "Grazier").',
      'The Operator opens the well at dawn.',
      'She pays for the water every month.',
    )[2]).toEqual(['Obligation/Grazier']);
  });
  it('between two people, "he" after the Well Keeper lets the Grazier use a thing is still the Well Keeper', () => {
    expect(typesOf(
      'This agreement is made between Tuya Bold (the "Well Keeper") and Nomin Dash (the "Grazier").',
      'The Well Keeper waters his own herd first.',
      'The Grazier keeps her own dogs tied.',
      'The Well Keeper lets the Grazier use the boat on the lake.',
      'He also sells her hay.',
    )[4]).toEqual(['Obligation/Well Keeper']);
  });
});
