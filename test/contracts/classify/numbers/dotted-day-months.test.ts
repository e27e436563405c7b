/**
 * A day and a month with their stops and no year ("by 15.10.", dotted-day-months.ts; issue 18, h77t60): a DateTime, as
 * "by 15 October" is (C46), only after a word of time. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { recognizeNumericFacts } from '../../../../src/contracts/classify/numbers/recognizers.js';
import { attributesOf } from '../helpers.js';

const spans = (text: string) => recognizeNumericFacts(text).filter((f) => f.type === 'DateTime').map((f) => text.slice(f.begin, f.end));

describe('a yearless dotted day and month after a word of time', () => {
  it('is one DateTime each, the month\'s stop left out', () => {
    expect(spans('The Tenant clears the field by 31.8. of each year.')).toEqual(['31.8']);
    expect(spans('Grazing is allowed between 1.5. and 30.9. only.')).toEqual(['1.5', '30.9']);
    expect(spans('The hay must be delivered no later than 15.7.')).toEqual(['15.7']);
    expect(attributesOf('The Lessee mows the verges by 30.6. every year.')).toEqual(['DateTime:30.6']);
  });

  it('near misses: a version, a section, a clause number, a full date and an impossible day', () => {
    expect(spans('Version 1.2. of the manual applies.')).toEqual([]);
    expect(spans('The rules in section 15.10. apply to the Tenant.')).toEqual([]);
    expect(spans('15.10. The Tenant keeps the ditches open.')).toEqual([]);
    expect(spans('The lease ends on 15.10.2029.')).toEqual(['15.10.2029']);
    expect(spans('The fee is due by 32.13. each year.')).toEqual([]);
  });

});
