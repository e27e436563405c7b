/** Issue 18, h93at: "one" after "for" or "of" that ends its clause stands for a noun (no count). Sentences written for this test. */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

const numbers = (text: string) => attributesOf(text).filter((a) => a.startsWith('Number'));

describe('"one" standing for a noun', () => {
  it('"asks for one.", "a member of one,": no count', () => {
    expect(numbers('The Resort shall book a taxi when a guest asks for one.')).toEqual([]);
    expect(numbers('The Supplier is not a trade union or a member of one, and has no such ties.')).toEqual([]);
  });
  it('near misses: a count after a verb, before a noun, after "for" with a noun', () => {
    expect(numbers('The agreement is signed in two originals, and each party receives one.')).toEqual(['Number:two', 'Number:one']);
    expect(numbers('The Resort shall book one taxi for each guest.')).toEqual(['Number:one']);
    expect(numbers('The price is fixed for one season.')).toEqual(['Number:one']);
  });
});
