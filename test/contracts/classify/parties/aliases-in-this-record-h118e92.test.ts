/**
 * "in this record" where "hereinafter" or "below" stands (alias-forms.ts IN_THIS_DOCUMENT, CALLED_BEFORE_BELOW;
 * preamble-aliases.ts; issue 18, h118e92, set 92's cause 1): a record of an agreement made before a cooperative's
 * president or a notary, translated from Hausa or from French ("dénommé … dans le présent acte"), gives each party its
 * alias as `…, called "the Smith" in this record;` or `referred to as "the Carver" in this contract,`, and the alias
 * names the party whose entry it closes (table 2.2: a company name the preamble gives a role is that role).
 * Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { ALIAS_AFTER } from '../../../../src/contracts/classify/parties/alias-forms.js';
import { itClassifiesRunsLinearly } from '../cue-file-linearity.js';

const APPEARED = 'On 3 May 2047, at the office of the Weavers Union in Kano, before its president, the following appeared:';

describe('an alias "called … in this record" (IN_THIS_DOCUMENT)', () => {
  it('closing a dashed row of a record: each row\'s alias binds its party, a role word or not', () => {
    expect(typesOf(
      APPEARED,
      '– Mr Ali Musa, weaver, member of the Union, of Kano, called "the Weaver" in this record;',
      '– Mrs Ann Lee, owner of a shop in Lagos, called "the Buyer" in this record.',
      'The Weaver makes 20 blankets by hand.',
      'The Weaver may have his apprentices card the wool.',
      'The Weaver does not sell the pattern to anyone else.',
      'The Buyer pays for each blanket on delivery.',
    ).slice(3)).toEqual([['Obligation/Weaver'], ['Right/Weaver'], ['Exclusion/Weaver'], ['Obligation/Buyer']]);
  });
  it('in a "between" opening, "in this agreement", "in this contract" and "referred to as"', () => {
    expect(typesOf('This agreement is made between Ali Musa of Kano, called "the Carver" in this agreement, and Ann Lee of Lagos, called "the Buyer" in this agreement.',
      'The Carver makes 20 masks.', 'The Buyer may refuse a cracked mask.').slice(1))
      .toEqual([['Obligation/Carver'], ['Right/Buyer']]);
    expect(typesOf('Mr Ali Musa, carver, of Kano, referred to as "the Carver" in this contract, and Mrs Ann Lee of Lagos ("the Buyer") agree as follows.',
      'The Carver makes 20 masks.')[1])
      .toEqual(['Obligation/Carver']);
  });
  it('ALIAS_AFTER reads the alias after the name, in each form', () => {
    for (const [tail, alias] of [
      [', called "the Smith" in this record;', 'Smith'],
      [', called "the Carver" in this agreement, and', 'Carver'],
      [', referred to as "the Carver" in this contract,', 'Carver'],
      [', called "the Lessee" in this lease.', 'Lessee'],
      [', called "the Host" in this deed;', 'Host'],
    ]) {
      const m = ALIAS_AFTER.exec(tail);
      expect(m?.slice(1).find((g) => g !== undefined)).toBe(alias);
    }
  });
  it('near misses: "called" with no document after it gives no alias, nor "in this" a thing that is no document', () => {
    expect(typesOf('– Mr Ali Musa, carver, of Kano, called "the Carver";', '– Mrs Ann Lee, of Lagos, called "the Buyer".',
      'The Carver makes 20 masks.')[2]).toEqual([]);
    expect(typesOf('– Mr Ali Musa, carver, of Kano, called "the Carver" in this town;', '– Mrs Ann Lee, of Lagos, called "the Buyer" in this town.',
      'The Carver makes 20 masks.')[2]).toEqual([]);
    expect(typesOf('This agreement is made between Hill Farm Growers Association ("the Association") and Vale Fruit Ltd ("the Packer").',
      'The Packer stores the crates in a shed called "the Barn" in this yard.', 'The Barn must be kept dry.').slice(1))
      .toEqual([['Obligation/Packer'], []]);
  });
});

describe('hostile text: "called … in this record" (IN_THIS_DOCUMENT)', () => {
  // A "called" whose quote never closes, runs of blanks, of "in this" or of the document word after a quote: each in a
  // preamble row before a clause of the role the map would bind.
  const units = ['called ', 'called "', 'called "the Aa ', ' in this', ' in this record', 'in  this  ', '"the Aa" in ', 'referred to as "the Aa" in this '];
  itClassifiesRunsLinearly(
    units,
    (unit) => `"${unit}" repeated in a row that an alias "in this record" may close: linear`,
    (run) => [
      { text: `– Mr Ali Musa, of Kano, ${run} called "the Smith" in this record;`, kind: 'sentence' },
      { text: `– Mrs Ann Lee, of Lagos, called "the Buyer" in this record ${run}`, kind: 'sentence' },
      { text: 'The Smith makes 20 crosses for the Buyer.', kind: 'sentence' },
    ],
  );
});
