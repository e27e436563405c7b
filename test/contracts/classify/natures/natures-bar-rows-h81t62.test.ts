/**
 * A row of a table written with bars under a lead-in takes no type from it, whether it opens in lower case or on a
 * figure (issue 18, h81t62; natures/nature-lead-ins.ts BAR_ROW): the rows are read alike. Sentences written for the test.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const PREAMBLE = 'This Hire Agreement is made between Lakeside Boats Ltd (the "Owner") and Peter Grant (the "Hirer").';

describe('a table row written with bars under a typed lead-in', () => {
  it('takes no type, in lower case or on a figure', () => {
    expect(typesOf(PREAMBLE, '(1) If the Hirer cancels a hire, he shall pay the following part of the fee:', 'more than 20 days before the hire | nothing', '20 to 10 days before the hire | 40%', '9 days or less before the hire | 80%').slice(1))
      .toEqual([['Obligation/Hirer'], [], [], []]);
  });
  it('a lower-case row under a right takes none either; a marked item without bars still inherits', () => {
    expect(typesOf(PREAMBLE, 'The Owner may charge the Hirer for the following extras:', '(a) a second mooring line;', 'life jackets | GBP 5 per day').slice(1))
      .toEqual([['Right/Owner'], ['Right/Owner'], []]);
  });
  it('a fragment without bars still continues its lead-in', () => {
    expect(typesOf(PREAMBLE, 'The Hirer shall:', 'return the boat by 6 pm each day.').slice(1))
      .toEqual([['Obligation/Hirer'], ['Obligation/Hirer']]);
  });
});
