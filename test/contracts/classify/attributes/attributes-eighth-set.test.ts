/** Attributes the eighth blind set showed (issue 18, h18s); sentences written for these tests. */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements } from '../helpers.js';

/** The Number attributes of each element, as their text. */
const numbersOf = (...texts: string[]): string[][] => {
  const got = classifyContract(elements(...texts));
  return got.elements.map((e, i) => e.attributes.filter((a) => a.type === 'Number').map((a) => texts[a.element ?? i].slice(a.begin, a.end)));
};

describe('the section sign stands for "Section": its number is no Number (h18s)', () => {
  it('"§ 4 Quality", "under § 12" and "§§ 3" name a part of a document, as "Section 4" does', () => {
    expect(numbersOf('The Seller shall repair defects as § 4 provides.', 'Claims are barred under § 12 of the terms.', 'The duties in §§ 3 apply.', 'The duties in Section 3 apply.'))
      .toEqual([[], [], [], []]);
  });
  it('a count and a clause reference beside it stay Numbers', () => {
    expect(numbersOf('The Buyer shall order 40 units under Clause 7.2 of § 5.')).toEqual([['40', '7.2']]);
  });
});
