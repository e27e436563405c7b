/**
 * A row's label in the singular of a quoted plural alias (parties/row-label-singulars.ts, index.ts; issue 18, h117e91, set
 * 91's cause 2): "Member: Ann Lee" signing rules that bind `each of its members ("Members")` names no party "Member" of its
 * own; "A Member may …" stays the plural alias's party, as C38 reads "No Vendor shall …" of `("Vendors")`. Sentences
 * written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { rowLabelSingulars } from '../../../../src/contracts/classify/parties/row-label-singulars.js';
import { itClassifiesRunsLinearly } from '../cue-file-linearity.js';

const RULES = 'These rules bind the Hill Dining Society ("the Society") and each of its members ("Members").';

describe('a row label in the singular of a quoted plural alias', () => {
  it('leaves "A Member", "Each Member" and "No Member" the alias\'s party under a "Member:" row', () => {
    expect(typesOf(RULES, 'A Member may book the kitchen.', 'Each Member pays a fee of EUR 35.', 'No Member may smoke inside.', 'Read and accepted:', 'Member: Ann Lee').slice(1, 4))
      .toEqual([['Right/Members'], ['Obligation/Members'], ['Exclusion/Members']]);
  });
  it('the same with "the" inside the quotes, and for another role', () => {
    expect(typesOf('This deed binds Hill Ltd ("the Company") and the persons listed in Schedule 1 (the "Vendors").', 'A Vendor may sell his shares.', 'Vendor: John Smith')[1]).toEqual(['Right/Vendors']);
  });
  it('near misses: a quoted singular keeps its own party; no plural alias leaves the row\'s label', () => {
    expect(typesOf('This deed binds Hill Ltd ("the Company"), John Smith ("the Vendor") and the persons listed in Schedule 1 ("Vendors").', 'The Vendor may sell his shares.', 'Vendor: John Smith')[1]).toEqual(['Right/Vendor']);
    expect(typesOf('This agreement binds Hill Ltd ("the Company").', 'The Buyer may inspect the goods.', 'Buyer: John Smith')[1]).toEqual(['Right/Buyer']);
  });
  it('rowLabelSingulars: rebinds the label and the names its row bound', () => {
    const names = new Map([['Members', 'Members'], ['Member', 'Member'], ['Ann Lee', 'Member'], ['Society', 'Society']]);
    expect(rowLabelSingulars(names, [RULES])).toEqual([['Member', 'Members'], ['Ann Lee', 'Members']]);
    expect(rowLabelSingulars(names, [RULES, 'Ann Lee ("Member") signs for herself.'])).toEqual([]);
    expect(rowLabelSingulars(new Map([['Members', 'Members']]), [RULES])).toEqual([]);
  });
});

describe('hostile text: row labels beside plural aliases (rowLabelSingulars)', () => {
  const units = ['Member: ', '("Members") ', '"Member" ', 'Members ', ' '];
  itClassifiesRunsLinearly(
    units,
    (unit) => `"${unit}" repeated beside a plural alias: linear`,
    (run) => [
      { text: `${RULES} ${run}`, kind: 'sentence' },
      { text: `A Member may ${run} book the kitchen.`, kind: 'sentence' },
      { text: `Member: ${run}Ann Lee`, kind: 'sentence' },
    ],
  );
});
