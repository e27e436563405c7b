import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_CUES } from '../../../../src/contracts/classify/categories/category-cue-lists.js';
import { EXCUSED_LOSS_NOT_SAID } from '../../../../src/contracts/classify/categories/cues/category-cues-charter-party.js';
import { DAMAGE_PAID_NOT_SAID } from '../../../../src/contracts/classify/categories/cues/category-cues-damage-paid.js';
import { EVENT_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-events.js';
import { LAND_USED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-land-used.js';
import { SCHEDULED_RATE_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-scheduled-rates.js';

/**
 * Seven cue patterns whose lookbehind (up to 60 or 120 characters read back) ran at every position of every text are
 * led by a lookahead of the first letters of the words after it (each alternative so led, where it has one) (issue 18, h88perf; bench/log.md, "The cold classify,
 * part 14"): a speed-up only, large where V8 compiles the pattern without its optimisations (past its budget of regex
 * code, as in the cold call). Without the lookaheads each must find the same matches, at the same places.
 */
const found = (re: RegExp, text: string) => [...text.matchAll(new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`))].map((m) => [m.index, ...m]);
/** `re` without its guards (each in its source as many times as listed). */
const withoutGuards = (re: RegExp, guards: readonly string[]): RegExp => {
  let source = re.source;
  for (const guard of new Set(guards)) {
    expect(source.split(guard).length - 1, guard).toBe(guards.filter((g) => g === guard).length);
    source = source.replaceAll(guard, '');
  }
  return new RegExp(source, re.flags);
};

const FEE_SHARE = SCHEDULED_RATE_CUES[2][0];
const DAMAGE_PAID = DAMAGE_PAID_NOT_SAID[0][0];
const EXCUSED_LOSS = EXCUSED_LOSS_NOT_SAID[0][0];
const LAND_USED = LAND_USED_STRONG_CUES[0][0];
/** A cue found by the start of its source (the lists are long and grow: an index would drift). */
const led = (list: readonly (readonly [RegExp, string])[], start: string): RegExp => {
  const re = list.find(([r]) => r.source.startsWith(start))?.[0];
  expect(re, start).toBeDefined();
  return re as RegExp;
};
const PRICE_PLACED = led(SCHEDULED_RATE_CUES, '(?=[fcprt])(?<!');
const SHIPMENT = led(ALL_CUES, '(?=s)(?<!');
const BEYOND_CONTROL = led(EVENT_CUES, '(?=[bo])(?<!');

const CASES: readonly [string, RegExp, readonly string[], readonly string[], readonly string[]][] = [
  [
    'a fee or a discount as a share',
    FEE_SHARE,
    ['(?=[fcr])', '(?=[dr])'],
    [
      'The Agent earns a commission of 7.5% on every booking it brings in.',
      'A ROYALTY EQUAL TO 4 PER CENT of net receipts is due each quarter.',
      'Members receive a rebate of up to 12% on the list price.',
    ],
    [
      'A late payment fee of 2% a month applies to overdue invoices.',
      'The Lender may sell notes at a discount of 5% to their face value.',
      'The transfer fee, 50% of which is payable on signing, is due in full by completion.',
    ],
  ],
  [
    'paying for damage',
    DAMAGE_PAID,
    ['(?=pa)'],
    [
      'The Hirer will pay for any damage caused to the hall during the hire.',
      'The Tenant pays the reasonable cost of repairs where the damage was caused by the Tenant’s guests.',
      'We will not PAY COMPENSATION FOR THE LOSS of items left in lockers.',
    ],
    [
      'The Insurer shall pay for loss covered by the policy within 30 days of a claim.',
      'The Customer pays the monthly fee by direct debit.',
      'The Owner shall pay the cost of repairs at the rate in the price list.',
    ],
  ],
  [
    'a loss excused by force majeure',
    EXCUSED_LOSS,
    ['(?=[lr])'],
    [
      'Neither party is liable for any loss arising from acts of God.',
      'The Carrier shall not be responsible to the Shipper for damage or delay caused by floods.',
    ],
    [
      'The Carrier is liable for any loss arising from acts of God.',
      'The Carrier shall not be liable for flood damage caused by the crew.',
    ],
  ],
  [
    'land built on',
    LAND_USED,
    ['(?=[ep])'],
    [
      'The Licensee may erect a marquee on the Land for the weekend.',
      'The Grazier is not permitted to put up fences across the Property.',
    ],
    [
      'The Licensee will erect a marquee on the Land.',
      'The Contractor may erect scaffolding.',
    ],
  ],
  [
    'a price set out in a schedule',
    PRICE_PLACED,
    ['(?=[fcprt])'],
    ['The hourly rates set out in Schedule 2 apply to all extra work.', 'All fees stated in the Price List are exclusive of VAT.'],
    ['The response rates set out in Schedule 2 apply to all calls.', 'The Fees stated in the Price List are fixed.'],
  ],
  [
    'a shipment',
    SHIPMENT,
    ['(?=s)', '(?=s)'],
    ['Each shipment must carry a packing list.', 'Goods shipped late may be refused.'],
    ['Payment is due upon shipment of the goods.', 'The Buyer pays for all the goods shipped in the month.'],
  ],
  [
    'an event beyond control',
    BEYOND_CONTROL,
    ['(?=[bo])'],
    ['Neither party is liable for delays due to events beyond its reasonable control.'],
    ['The Architect shall not be replaced save for reasons beyond the Architect’s control.', 'Data stored outside the Customer’s control is not covered.'],
  ],
];

const WORDS = [
  'fee', 'commission', 'royalty', 'charge', 'discount', 'rebate', 'late', 'payment', 'default', 'interest', 'penalty',
  'bills', 'notes', 'of', 'equal to', 'up to', 'at least', '5%', '12.5 per cent', 'percent', 'over', 'which', 'to', 'their',
  'face', 'value', 'pay', 'pays', 'for', 'any', 'the', 'damage', 'loss', 'losses', 'compensation', 'cost', 'costs',
  'repairs', 'clean-up', 'caused', 'negligence', 'within', '30', 'days', 'by', 'bank', 'not', 'nor', 'neither', 'no',
  'never', 'liable', 'responsible', 'delay', 'arising', 'from', 'acts of God', 'force majeure', 'floods', 'may',
  'permitted', 'erect', 'put up', 'a', 'marquee', 'on', 'land', 'Land', 'site', 'PAY', 'Liable', 'Fee', 'DISCOUNT',
  'rates', 'prices', 'tariffs', 'fees', 'response', 'set out', 'stated', 'in', 'Schedule', 'Annex 2', 'Price List', 'shipment',
  'shipped', 'upon', 'after', 'goods', 'are', 'each', 'beyond', 'outside', 'control', 'reasonable', 'save', 'except',
  'stored', 'its', 'parties',
];
const SEPARATORS = [' ', ' ', ' ', ', ', '. ', '; ', '  ', '\n', '|', '-', '(', ')'];
const sentence = fc
  .array(fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(...SEPARATORS)), { minLength: 1, maxLength: 24 })
  .map((parts) => parts.map(([w, s]) => w + s).join(''));

describe('lookbehind cues led by their words’ first letters (issue 18, h88perf)', () => {
  it('fire on the sentences they are for and not on the near misses, as without the lookaheads', () => {
    for (const [name, re, guards, positives, nearMisses] of CASES) {
      const bare = withoutGuards(re, guards);
      for (const s of positives) {
        expect(found(re, s).length, `${name}: ${s}`).toBeGreaterThan(0);
        expect(found(re, s)).toEqual(found(bare, s));
      }
      for (const s of nearMisses) {
        expect(found(re, s), `${name}: ${s}`).toEqual([]);
        expect(found(bare, s)).toEqual([]);
      }
    }
  });

  it('find the same matches as without the lookaheads on any text of their words', () => {
    for (const [, re, guards] of CASES) {
      const bare = withoutGuards(re, guards);
      fc.assert(fc.property(sentence, (s) => {
        expect(found(re, s)).toEqual(found(bare, s));
      }), { numRuns: 400 });
    }
  });
});
