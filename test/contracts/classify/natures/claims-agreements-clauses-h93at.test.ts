/**
 * Issue 18, h93at (set 71's causes of natures and types, sentences written for this test):
 * 1. "shall make no claim", "will bring no action" bar the claim, as "shall not make a claim" does (Exclusion);
 * 2. "shall not agree to" is the barred act only, no promise beside it;
 * 3. a present-tense duty before ", after which" and a modal is read beside the modal's label;
 * 4. a party after a preposition and "each" is an object ("a committee of one representative of each Member shall");
 * 5. a list's last plural noun after "and" is no joined verb ("releases the other and its shareholders, managers and
 *    employees from all claims": a release, no duty).
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const TWO = 'This agreement is made between Harbour Wines Ltd (the "Principal") and Tomas Greer (the "Agent").';
const after = (preamble: string, ...sentences: string[]) => typesOf(preamble, ...sentences).slice(1);

describe('a claim barred with "no"', () => {
  it('reads "shall make no claim" and "will bring no action" as the Exclusion', () => {
    expect(after(TWO, 'The Agent shall make no claim for commission on orders placed after this agreement ends.')).toEqual([['Exclusion/Agent']]);
    expect(after(TWO, 'The Agent will bring no action against the Principal\'s customers.')).toEqual([['Exclusion/Agent']]);
  });
  it('keeps "shall make a claim" a duty', () => {
    expect(after(TWO, 'The Agent shall make any claim for commission in writing.')).toEqual([['Obligation/Agent']]);
  });
});

describe('"shall not agree to"', () => {
  it('is the Exclusion alone', () => {
    expect(after(TWO, 'The Agent shall not agree to any discount without the Principal\'s written consent.')).toEqual([['Exclusion/Agent']]);
  });
  it('leaves "agrees to" a promise', () => {
    expect(after(TWO, 'The Agent agrees to keep the price list confidential.')).toEqual([['Obligation/Agent']]);
  });
});

describe('a present duty before ", after which" and a modal', () => {
  const WE = 'These terms apply between Lantern Boats Ltd ("Lantern", "we" or "us") and the person who hires a boat from us ("you").';
  it('is read beside the modal\'s right', () => {
    expect(after(WE, 'We keep items left in a boat for 21 days, after which we may sell them.')).toEqual([['Right/Lantern', 'Obligation/Lantern']]);
  });
});

describe('a quantified party after a preposition', () => {
  const MEMBERS = 'This agreement is made between Harbour Press Ltd (the "Printer") and Kestrel Books Ltd (the "Publisher") (each a "Member" and together the "Members").';
  it('is no subject of the modal', () => {
    expect(after(MEMBERS, 'A joint board of two directors of each Member shall meet every quarter.')).toEqual([[]]);
  });
  it('keeps "Each Member shall" the members\' duty', () => {
    expect(after(MEMBERS, 'Each Member shall send the name of its representative to the others in writing.')).toEqual([['Obligation/Multiple Parties']]);
  });
});

describe('a release of a list of persons', () => {
  it('reads no joined duty in the list\'s last noun', () => {
    expect(after(TWO, 'On final payment, each party releases the other and its directors, officers and employees from all claims under the agency.')).toEqual([[]]);
  });
  it('keeps a joined verb after a release of goods', () => {
    expect(after(TWO, 'The Agent receives the samples and returns them to the Principal within a week.')).toEqual([['Obligation/Agent']]);
  });
});
