/**
 * Three readings given (issue 18, h19s18c; docs/contracts.md, "Readings settled"): the end of the contract said with
 * "end" (category-cues-ends.ts), title or risk passing (category-cues-delivery.ts), a periodic report given to the other
 * party (category-cues-information.ts); and a licence of land named "this licence" (categories.ts). Sentences written
 * for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { DELIVERY_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-delivery.js';
import { END_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-ends.js';
import { INFORMATION_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-information.js';
import { definitionCategories } from '../../../../src/contracts/classify/categories/categories.js';
import { categoriesOf, cueOf } from '../helpers.js';
import { withinFastestOf } from '../../../security/guard.js';
import { expectEach } from '../cue-tables.js';

describe('categories: the end of the contract said with "end" (Term & Termination)', () => {
  it('the end as a time and as an act', () => {
    expect(categoriesOf(
      'When the hire ends, the Hirer must return the marquee to the Owner\'s depot.',
      'The Agency may end this engagement at once if the Promoter fails to pay any fee when due.',
      'At the end of the Term the Host shall remove the kiosk and make good the floor.',
    ).map((c) => c.includes('Term & Termination'))).toEqual([true, true, true]);
    expectEach((t) => cueOf('Term & Termination', t), ['Once this Agreement has ended, neither party may use the other\'s logo.'], true);
    // A party's right to end what the contract grants is a strong cue since h55cat (category-cues-ending-rights.ts).
    expectEach((t) => cueOf('Term & Termination', t), ['The Club may end the appointment by written notice.'], 'strong');
  });
  it('not the end of anything else', () => {
    expectEach((t) => cueOf('Term & Termination', t), ['The Caterer shall clean the kitchen at the end of each day.', 'The fees are payable at the end of each month.', 'When the season ends, the pitch is re-seeded.', 'The Supplier shall end any links to the Customer\'s systems.'], false);
  });
});

describe('categories: title or risk passing (Delivery)', () => {
  it('title, risk or ownership in goods passing to a party', () => {
    expectEach((t) => cueOf('Delivery', t), ['Title to the timber passes to the Mill when it is loaded.', 'Risk in the stock shall pass to the Retailer on unloading.', 'Ownership of and risk in the units pass to the Dealer on collection.'], true);
    expect(categoriesOf('Title in each consignment passes to the Importer when the Exporter is paid in full.')).toEqual([['Delivery']]);
  });
  it('not title to a right, nor a notice passed on', () => {
    expectEach((t) => cueOf('Delivery', t), ['Title to the Intellectual Property in the designs remains with the Studio.', 'The Agent shall pass to the Principal every enquiry it receives.'], false);
  });
});

describe('categories: a periodic report given to the other party (Communication, C8)', () => {
  it('a progress, status or periodic report sent to a named party', () => {
    expect(categoriesOf(
      'The Contractor shall send the Authority a monthly status report on the works.',
      'The Manager shall report to the Owner every quarter on occupancy and rates.',
    ).map((c) => c.includes('Communication'))).toEqual([true, true]);
  });
  it('not a report with no recipient, nor a report of the work alone', () => {
    expectEach((t) => cueOf('Communication', t), ['The Operator shall deliver a daily inventory report through its portal.', 'The Laboratory shall submit to the Sponsor a final report on the study.', 'The Contractor shall submit an invoice with the site reports and daily logs.'], false);
  });
});

describe('categories: a licence of land named "this licence" is no intellectual property', () => {
  it('governing law, the end and assignment of "this licence" take their own category, not IP', () => {
    expect(categoriesOf(
      'This licence is governed by the law of Scotland.',
      'The Club may not assign this licence or let anyone else use the pitches.',
      'Either party may end this licence by giving the other two months\' notice in writing.',
    ).map((c) => c.includes('Intellectual Property'))).toEqual([false, false, false]);
  });
  it('a licence named with what it grants still is IP', () => {
    expect(categoriesOf('The licence to use the Software ends when the Customer stops paying the subscription.')[0]).toContain('Intellectual Property');
  });
});

describe('categories: the ends, title-passing and report cues on hostile text', () => {
  it('read long runs of their words in linear time (20k, 40k, 80k characters)', () => {
    for (const n of [2_500, 5_000, 10_000]) {
      const runs = [`${'when the big '.repeat(n)}x`, `at the end of the ${'big '.repeat(n)}x`, `${'title to the '.repeat(n)}x`, `risk in the ${'big '.repeat(n)}x`, `shall give the Aa ${'monthly '.repeat(n)}x`, `${'report to the Aa '.repeat(n)}x`];
      withinFastestOf(500, () => {
        for (const text of runs) for (const [re] of [...END_CUES, ...DELIVERY_CUES, ...INFORMATION_CUES]) re.test(text);
      });
    }
  });
});

describe('categories: a bare consent is no Communication (C2, decided: h19s18c)', () => {
  it('a consent, approval or permission not said to be written takes none; a written one does', () => {
    const got = categoriesOf(
      'The Caterer may not assign this contract without the Festival\'s consent.',
      'The Caterer may not assign this contract without the Festival\'s prior written consent.',
      'Menus are to be approved by the Festival before each event.',
    );
    expect(got.map((c) => c.includes('Communication'))).toEqual([false, true, false]);
    expect(got[0]).toEqual(['Assignments']);
  });
});

describe('categories: these terms ending, a letting for a period, the commencement date (Term & Termination, h33c43)', () => {
  it('reads them', () => {
    // Read at all (a closed account's cue is a strong one since h76c58: category-cues-ending-rights.ts).
    expectEach((t) => cueOf('Term & Termination', t) !== false, [
      'The Bank will close your account within 30 days after these terms end.',
      'Once these terms have ended, you must stop using our logo.',
      'The Landlord lets the flat to the Tenant for a period of two years from the Commencement Date.',
      'The Club engages the Coach for a term of three seasons.',
    ], true);
    expect(definitionCategories('Commencement Date', '"Commencement Date" means 1 June 2028;')).toEqual(['Term & Termination']);
  });
  it('not a discount granted for a period, a thing hired for days, nor payment terms', () => {
    expectEach((t) => cueOf('Term & Termination', t), [
      'The Supplier grants the Customer a discount of 5% for a period of six months.',
      'The Owner hires the crane to the Contractor for two days.',
      'The payment terms in Schedule 2 apply to every order.',
    ], false);
    expect(definitionCategories('Effective Date', '"Effective Date" means the date first written above.')).toEqual([]);
  });
});
