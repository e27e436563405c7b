/**
 * The organ a party acts through, aliased in the preamble by its own noun (parties/organ-aliases.ts; issue 18, h118t91,
 * set 91's cause 3): `…, acting through its board ("the Board"), …` makes "the Board" a party its clauses bind. A bracket
 * that names another word after the organ (`acting through its Committee (hereinafter called "the Tenants")`) or follows
 * a person's name (`represented by its Director Ann Lee (the "Seller")`) stays the represented party's. Sentences written
 * for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { organAliases } from '../../../../src/contracts/classify/parties/organ-aliases.js';
import { itClassifiesRunsLinearly } from '../cue-file-linearity.js';
import { readsLinearly } from '../../../security/linear-time.js';

const RULES = 'These rules bind the Hill Dining Society ("the Society"), acting through its board ("the Board"), and each of its members ("Members").';

describe('an organ aliased by its own noun after "acting through its" / "represented by its"', () => {
  it('binds the organ as a party of its own: duties, rights and bars', () => {
    expect(typesOf(RULES,
      'The Board keeps the booking book.',
      'If a Member breaks these rules, the Board may warn him or her in writing.',
      'The Board shall not open a locker without notice.',
      'A Member may book the kitchen.').slice(1))
      .toEqual([['Obligation/Board'], ['Right/Board'], ['Exclusion/Board'], ['Right/Members']]);
  });
  it('reads "represented by its", a head noun before "of" and the alias\'s last word', () => {
    expect(organAliases(['This agreement is made between Hill Ltd (the "Company"), represented by its board of directors (the "Board"), and Ann Lee (the "Consultant").'])).toEqual(new Map([['Board', 'Board']]));
    expect(organAliases(['This agreement binds Hill Club ("the Club"), acting through its managing committee ("the Committee").'])).toEqual(new Map([['Committee', 'Committee']]));
    expect(typesOf('This agreement is made between Hill Ltd (the "Company"), acting through its committee ("the Committee"), and Ann Lee (the "Consultant").', 'The Committee may warn the Consultant in writing.')[1]).toEqual(['Right/Committee']);
  });
  it('near misses: another word, a person\'s name, no "its" and a clause after the preamble name no organ', () => {
    expect(organAliases(['This lease is made between Hill Housing Co-operative, acting through its Committee (hereinafter called "the Tenants"), and Hill Council.'])).toEqual(new Map());
    expect(organAliases(['This agreement is made between Hill Ltd, represented by its Director Ann Lee (the "Seller"), and Roe Ltd (the "Buyer").'])).toEqual(new Map());
    expect(organAliases(['This agreement is made between Hill County, acting through its Sheriff (the "County"), and Ann Lee.'])).toEqual(new Map());
    expect(organAliases(['This agreement is made between Hill Ltd, acting through the board ("the Board"), and Ann Lee.'])).toEqual(new Map());
    expect(organAliases([...Array<string>(30).fill('The Seller delivers the goods.'), 'Hill Ltd, acting through its board ("the Board"), approves the plan.'])).toEqual(new Map());
  });
});

describe('hostile text: organ brackets (organAliases)', () => {
  const units = ['acting through its ', 'board ', 'its board (', '("the Board") ', 'acting through its board (the "', ' '];
  for (const unit of units) {
    it(`organAliases on "${unit}" repeated: linear`, () => {
      readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => organAliases([text]);
      });
    });
  }
  itClassifiesRunsLinearly(
    ['acting through its ', 'board ', '("the Board") ', 'its board of '],
    (unit) => `"${unit}" repeated in a preamble: linear`,
    (run) => [
      { text: `These rules bind Hill Ltd ("the Society"), acting through its ${run}board ("the Board").`, kind: 'sentence' },
      { text: `The Board keeps ${run}the book.`, kind: 'sentence' },
    ],
  );
});
