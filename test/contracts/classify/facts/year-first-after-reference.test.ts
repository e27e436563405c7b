/**
 * A year-first figure spaced as Hungarian writes a date, right after a reference's word, is that reference's number and
 * no date (review hrev58 of h67dates; issue 18, h69fix). Sentences written for the rule; the Hungarian dates kept.
 */
import { describe, expect, it } from 'vitest';
import { recognizeNumericFacts } from '../../../../src/contracts/classify/numbers/recognizers.js';
import { effective } from '../facts-readers.js';

const dates = (text: string) => recognizeNumericFacts(text).filter((f) => f.type === 'DateTime').map((f) => `${f.value} ${text.slice(f.begin, f.end)}`);

describe('a year-first figure after a reference word is no date (h69fix)', () => {
  it('after release, version, v., no., number, ref, policy, section, clause, article', () => {
    expect(dates('The Vendor ships release 2034. 04. 09 to the Client by June.')).toEqual([]);
    expect(dates('Insurance under Policy no. 2034. 11. 05/A covers the goods.')).toEqual([]);
    expect(dates('The Licensee installs version 2034. 4. 9. on each server.')).toEqual([]);
    expect(dates('Firmware v. 2034. 2. 7 and Ref: 2034. 3. 1 are supported.')).toEqual([]);
    expect(dates('as set out in Clause 2034. 1. 2 and Article 2034. 1. 3')).toEqual([]);
    expect(dates('Release 2034. április 9. ships with the manual.')).toEqual([]);
  });
  it('near misses: a place-and-date line, "made on", "dated", and a day with its stop stay dates', () => {
    expect(dates('Budapest, 2034. 04. 09.')).toEqual(['2034-04-09 2034. 04. 09']);
    expect(dates('dated 2034. 04. 09 and signed')).toEqual(['2034-04-09 2034. 04. 09']);
    expect(dates('The parties signed it 2034. 04. 09. in Győr.')).toEqual(['2034-04-09 2034. 04. 09']);
    expect(dates('made on 2034. november 4. between')).toEqual(['2034-11-04 2034. november 4']);
    expect(dates('The new release ships on 2034. 04. 09.')).toEqual(['2034-04-09 2034. 04. 09']);
    expect(effective('This agreement was made on 2034. 05. 14. between Tisza Malom Kft. (the "Seller") and Nordkorn GmbH (the "Buyer").')).toEqual(['2034-05-14']);
  });
});
