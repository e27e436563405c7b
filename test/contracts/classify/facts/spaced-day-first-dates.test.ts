/**
 * A numeric date written day first with spaced stops, as Central European drafting writes it ("1. 5. 2034"), is a date
 * as "1.5.2034" is (facts set 38's cause 10a; issue 18, h70dates). Sentences written for the rule, with the near misses.
 */
import { describe, expect, it } from 'vitest';
import { recognizeNumericFacts } from '../../../../src/contracts/classify/numbers/recognizers.js';
import { splitSentences } from '../../../../src/contracts/structure/sentences.js';
import { dates as startAndEnd } from '../facts-readers.js';

const dates = (text: string) => recognizeNumericFacts(text).filter((f) => f.type === 'DateTime').map((f) => `${f.value} ${text.slice(f.begin, f.end)}`);
const sentences = (text: string) => splitSentences(text, { start: 0, end: text.length }).map((r) => text.slice(r.start, r.end));

describe('a spaced day-first date (h70dates)', () => {
  it('reads "D. M. YYYY" as a date, its closing stop left out', () => {
    expect(dates('The tenancy starts on 1. 5. 2034.')).toEqual(['2034-05-01 1. 5. 2034']);
    expect(dates('valid from 3. 11. 2033 to 31. 12. 2035, both inclusive')).toEqual(['2033-11-03 3. 11. 2033', '2035-12-31 31. 12. 2035']);
    expect(dates('Ljubljana, 9. 2. 2034')).toEqual(['2034-02-09 9. 2. 2034']);
    expect(dates('signed on 28. 2. 2034 at 10:00')).toEqual(['2034-02-28 28. 2. 2034', '10:00 10:00']);
  });
  it('keeps one sentence round the date\'s stops', () => {
    expect(sentences('The hive site lease starts on 1. 5. 2034. It ends on 30. 4. 2036.')).toEqual(['The hive site lease starts on 1. 5. 2034.', 'It ends on 30. 4. 2036.']);
  });
  it('gives a lease its start and end', () => {
    expect(startAndEnd('The Tenant rents the meadow from Marko Kranjc (the "Landlord").', 'The lease of the meadow begins on 1. 6. 2034.', 'The lease ends on 31. 5. 2037.'))
      .toEqual({ effective: ['2034-06-01'], termination: ['2037-05-31'] });
  });
  it('near misses: list numbering, a section, a count, an impossible day or month, a reference number, a year-first figure', () => {
    expect(dates('Steps 1. 5. 10. follow.')).toEqual([]);
    expect(dates('See Sections 3. 4. 2030 of the code.')).toEqual([]);
    expect(dates('The Supplier delivers 1. 5. 2034 units.')).toEqual([]);
    expect(dates('on 32. 4. 2034')).toEqual([]);
    expect(dates('on 12. 13. 2034')).toEqual([]);
    expect(dates('on 30. 2. 2034')).toEqual([]);
    expect(dates('Policy no. 1. 5. 2034 covers the hives.')).toEqual([]);
    expect(dates('items 2. 1. 5. 2034 and more')).toEqual([]);
    expect(dates('The Vendor ships release 2034. 04. 09 to the Client.')).toEqual([]);
    expect(dates('Budapest, 2034. 04. 09.')).toEqual(['2034-04-09 2034. 04. 09']);
  });
});

describe("a page's, a lot's, a step's or a build's number before a year's figure (review hrev61)", () => {
  it('is no date', () => {
    expect(dates('Page 1. 5. 2034 The Lessee pays the rent.')).toEqual([]);
    expect(dates('Lot 4. 5. 2034 The Lessee takes the site as it stands.')).toEqual([]);
    expect(dates('The schedule lists steps 1. 2. 2034 Delivery and 3. Assembly.')).toEqual([]);
    expect(dates('See Art. 5. 1. 2034 of the Annex.')).toEqual([]);
    expect(dates('The Lessor installs firmware 2. 1. 2034 on the controller.')).toEqual([]);
  });
  it('near misses: a date after a verb or a preposition stays a date', () => {
    expect(dates('This lease is made on 2. 1. 2034 in Kranj.')).toEqual(['2034-01-02 2. 1. 2034']);
    expect(dates('The Annex is as amended on 2. 1. 2034, and the Lessee accepts it.')).toEqual(['2034-01-02 2. 1. 2034']);
    expect(dates('The part of the lease from 1. 5. 2034 is let to the Lessee.')).toEqual(['2034-05-01 1. 5. 2034']);
  });
});
