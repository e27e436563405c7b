/**
 * One list of the words that number a figure (numbers/reference-words.ts; issue 18, h73left): the year-first figure
 * ("2034. 04. 09") and the spaced day-first one ("1. 5. 2034") read the same words before them, and "Section 5" /
 * "Item 8" (not-quantities.ts) take theirs from the same list of parts. Sentences written for the rule.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { recognizeNumericFacts } from '../../../../src/contracts/classify/numbers/recognizers.js';
import { DOCUMENT_PART_WORDS, NUMBER_WORD_BEFORE, partWordForms } from '../../../../src/contracts/classify/numbers/reference-words.js';

const dates = (text: string) => recognizeNumericFacts(text).filter((f) => f.type === 'DateTime').map((f) => text.slice(f.begin, f.end));
const numbers = (text: string) => recognizeNumericFacts(text).filter((f) => f.type === 'Number').map((f) => text.slice(f.begin, f.end));

describe('the words that number a figure, one list for both date shapes (h73left)', () => {
  it('a year-first figure after a page, a lot, a step, a schedule or a build is their number, as a spaced day-first one is', () => {
    for (const word of ['page', 'Lot', 'step', 'Schedule', 'build', 'Appendix', 'para.', 'Nos.']) {
      expect(dates(`The Supplier follows ${word} 2034. 04. 09 of the plan.`), word).toEqual([]);
      expect(dates(`The Supplier follows ${word} 1. 5. 2034 of the plan.`), word).toEqual([]);
    }
  });
  it('near misses: the same figures after a date\'s own word or none stay dates', () => {
    expect(dates('The Supplier delivers the goods on 2034. 04. 09 at the plant.')).toEqual(['2034. 04. 09']);
    expect(dates('The Supplier delivers the goods on 1. 5. 2034 at the plant.')).toEqual(['1. 5. 2034']);
    expect(dates('Page one was signed 2034. 04. 09. in Pécs.')).toEqual(['2034. 04. 09']);
    // A word that only ends in a listed one ("sleep", "develop") names nothing.
    expect(dates('The develop 2034. 04. 09 branch closes.')).toEqual(['2034. 04. 09']);
  });
  it('any document part word, in any case and either number, before either shape', () => {
    const word = fc.constantFrom(...DOCUMENT_PART_WORDS).chain((w) => fc.constantFrom(w, `${w}s`, w.toUpperCase(), `${w[0].toUpperCase()}${w.slice(1)}`));
    fc.assert(fc.property(word, fc.constantFrom('2034. 04. 09', '1. 5. 2034', '2034. 11. 5'), (w, figure) => {
      expect(NUMBER_WORD_BEFORE.test(`as set out in ${w} `)).toBe(true);
      expect(dates(`as set out in ${w} ${figure} and below`)).toEqual([]);
    }));
  });
});

describe('the cased part words of "Section 5" (h73left)', () => {
  it('capitalised and in capitals; in small letters only where asked; the plural optional or alone', () => {
    expect(partWordForms(['section', 'paragraph'], true)).toBe('[Ss]ections?|SECTIONS?|[Pp]aragraphs?|PARAGRAPHS?');
    expect(partWordForms(['item'], false)).toBe('Items?|ITEMS?');
    expect(partWordForms(['item'], false, 'only')).toBe('Items|ITEMS');
  });
  it('"Section 5", "SECTION 5", "section 5" and "Item 8" name a part; a lower-case "item 8" and "8 sections" count', () => {
    expect(numbers('as Section 5 says')).toEqual([]);
    expect(numbers('AS SECTION 5 SAYS')).toEqual([]);
    expect(numbers('as section 5 says')).toEqual([]);
    expect(numbers('the amount in Item 8')).toEqual([]);
    expect(numbers('each item 8 times a day')).toEqual(['8']);
    expect(numbers('the fence has 8 sections')).toEqual(['8']);
  });
});
