/**
 * Set 94's cause 4 (issue 18, h120e94): a letter written in the first person puts its writer first in the preamble's
 * own party slot, "me" and a comma before the name: `… between me, Ana Reid (the "Potter"), and Cobb Stores Ltd (the
 * "Shop").` The name after "me," fills the slot (slot-names.ts SLOT, preamble-words.ts WRITER_IN_SLOT), and "I" and
 * "me" are the writer's alias (pronouns.ts WRITER_FIRST_IN_SLOT), as after `I, Ana Reid (the "Potter"), …`.
 * "you" stays You: no bracket gives it a role (table 2.2). Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { WRITER_FIRST_IN_SLOT, pronounAliases } from '../../../../src/contracts/classify/parties/pronouns.js';
import { itClassifiesRunsLinearly } from '../cue-file-linearity.js';
import { readsLinearly } from '../../../security/linear-time.js';

const OPENING = 'This letter sets out our bargain between me, Ana Reid (the "Potter"), and Cobb Stores Ltd (the "Shop").';

describe('the writer first in the slot: "between me, <name> (alias), and …"', () => {
  it('binds "I" to the writer\'s alias and reads the alias itself; "you" stays You', () => {
    expect(typesOf(
      'Dear Mr Cobb,',
      OPENING,
      '1. I deliver 40 bowls to the shop each month.',
      '2. I will not sell the glaze recipe to anyone else.',
      '3. The Potter may keep the seconds.',
      '4. You pay each invoice within 14 days.',
      'Kind regards,',
      'Ana Reid',
    ).slice(2, 6)).toEqual([['Obligation/Potter'], ['Exclusion/Potter'], ['Right/Potter'], ['Obligation/You']]);
  });
  it('pronounAliases gives "I" and "me" the alias before the slot\'s "and"', () => {
    const aliases = pronounAliases([OPENING]);
    expect(aliases.get('I')).toBe('Potter');
    expect(aliases.get('me')).toBe('Potter');
    expect(aliases.get('you')).toBe('You');
  });
  it('near misses: no comma after "me", a bracket only after the slot\'s "and", "me" after "and"', () => {
    expect(pronounAliases(['The bargain between me and Cobb Stores Ltd (the "Shop") is this.']).get('I')).toBeUndefined();
    expect(pronounAliases(['This letter sets out our bargain between me, Ana Reid, and Cobb Stores Ltd (the "Shop").']).get('I')).toBeUndefined();
    expect(pronounAliases(['This letter sets out our bargain between Cobb Stores Ltd (the "Shop") and me, Ana Reid (the "Potter").']).get('I')).toBeUndefined();
    expect(typesOf('This letter sets out our bargain between me, Ana Reid, and Cobb Stores Ltd (the "Shop").',
      'I deliver 40 bowls to the shop each month.')[1]).toEqual([]);
    // No second party after the slot's "and", or past the preamble's elements: no slot (h120rr #14).
    const preamble = 'This Agreement is made between Alder Ltd ("Customer") and Birch Ltd ("Supplier").';
    expect(typesOf(preamble, 'The friendship between me, Ana (the "Friend"), is old.', 'I pay the invoices.')[2]).toEqual([]);
    expect(pronounAliases([preamble, 'The friendship between me, Ana (the "Friend"), is old.']).get('I')).toBeUndefined();
    const late = [...Array.from({ length: 30 }, () => 'The Supplier delivers the bowls.'), OPENING];
    expect(pronounAliases(late).get('I')).toBeUndefined();
    expect(WRITER_FIRST_IN_SLOT.test('a quarrel between members, who vote')).toBe(false);
  });
  it('an address between the writer\'s bracket and the slot\'s "and" keeps the slot (h120revB #2)', () => {
    expect(typesOf('This agreement is made between me, Ana Silva (the "Seller"), residing at Rua Augusta 12, 1100-048 Lisbon, and João Costa (the "Buyer").',
      'I deliver the car to the Buyer on 1 May.')[1]).toEqual(['Obligation/Seller']);
  });
});

describe('hostile text: "between me,"', () => {
  itClassifiesRunsLinearly(
    ['between me, ', 'between  me ,', 'me, ', 'between ', '(the "Aa") '],
    (unit) => `"${unit}" repeated in a slot the writer may open: linear`,
    (run) => [
      { text: `This letter sets out our bargain between me, ${run} Ana Reid (the "Potter"), and Cobb Stores Ltd (the "Shop").`, kind: 'sentence' },
      { text: 'I deliver 40 bowls to the shop each month.', kind: 'sentence' },
    ],
  );
  it('WRITER_FIRST_IN_SLOT reads "between", blanks and "me" in linear time', () => {
    const found = readsLinearly((n) => {
      const text = `between${' '.repeat(n)}me${' '.repeat(n)}x`;
      return () => WRITER_FIRST_IN_SLOT.test(text);
    });
    expect(found).toBe(false);
  });
});
