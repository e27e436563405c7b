/**
 * The causes facts set 32 left after h47f32 (issue 18, h48facts), each on short contracts written for these tests: the
 * pronoun "us" before a dollar sign.
 */
import { describe, expect, it } from 'vitest';
import { facts } from './facts-readers.js';

const amountTexts = (...items: string[]) =>
  facts(...items).contract_amounts.map((a) => `${items[a.span.element].slice(a.span.begin, a.span.end)} = ${a.text_normalized}`);

describe('the pronoun "us" before a dollar sign is no US mark', () => {
  it('"will pay us $300": the amount is "$300"', () => {
    expect(amountTexts(
      'This agreement is made on 3 March 2031 between Alder Sound LLC ("we") and Grace Community Church Inc. (the "Church").',
      'The Church will pay us $300 per visit, and you will pay us $ 40 for each extra hour.',
    )).toEqual(['$300 = 300 USD', '$ 40 = 40 USD']);
  });
  it('"US $" in capitals, and "US$" or "us$" glued, stay the mark', () => {
    expect(amountTexts(
      'This agreement is made on 3 March 2031 between Alder Sound LLC and Grace Community Church Inc.',
      'The Church shall pay US $300 per visit, US$40 per hour and us$10 per mile.',
    )).toEqual(['US $300 = 300 USD', 'US$40 = 40 USD', 'us$10 = 10 USD']);
  });
});
