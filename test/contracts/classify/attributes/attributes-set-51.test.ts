/**
 * Set 51's attributes (issue 18, h55n51), with sentences written for these tests (none of the set's): an article's
 * heading with a colon after its number bare (not-quantities.ts, PART_TITLE_BEFORE).
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { attributesOf } from '../helpers.js';

const titleAttributes = (text: string) => classifyContract([{ text, kind: 'title' }]).elements[0].attributes;
const numbers = (text: string) => attributesOf(text).filter((a) => a.startsWith('Number'));

describe('"Article 4: Prices", a heading with a colon after its number (not-quantities.ts, PART_TITLE_BEFORE)', () => {
  it('leaves the heading\'s number bare, as "ARTICLE 4 PRICES" is', () => {
    expect(titleAttributes('Article 4: Prices')).toEqual([]);
    expect(titleAttributes('Article 12: Governing Law and Disputes')).toEqual([]);
    expect(titleAttributes('Art. 3: Term')).toEqual([]);
    expect(titleAttributes('ARTICLE 7: FORCE MAJEURE')).toEqual([]);
    expect(titleAttributes('Clause 7 - Term')).toEqual([]);
    expect(titleAttributes('Section 2: Definitions')).toEqual([]);
  });
  it('still reads an article cited in a sentence, and a count after the heading word, as Numbers', () => {
    expect(numbers('Article 4 of the Regulation applies to the Supplier.')).toEqual(['Number:4']);
    expect(numbers('The Supplier complies with Article 28: it processes data on instructions only.')).toEqual(['Number:28']);
    expect(numbers('The Buyer orders 40 articles a week.')).toEqual(['Number:40']);
  });
});
