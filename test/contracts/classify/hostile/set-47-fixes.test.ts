/**
 * Issue 18, h42s47: each pattern set 47's fixes added or changed, on hostile input of its own unit repeated (20k, 40k
 * and 80k characters): linear.
 */
import { describe, expect, it } from 'vitest';
import { MODAL } from '../../../../src/contracts/classify/natures/nature-modals.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { itClassifiesRepeatedLinearly, itReadsCueFilesLinearly } from '../cue-file-linearity.js';

/** `re` (global) over `unit` repeated to each length: the count of matches, in about linear time. */
const countsLinearly = (re: RegExp, unit: string): number => readsLinearly((n) => {
  const text = unit.repeat(Math.ceil(n / unit.length));
  return () => text.match(re)?.length ?? 0;
}, 4000, 80_000, 20_000);

describe('records of music (category-cues-sound-recordings.ts, h42s47)', () => {
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-sound-recordings.ts', 'sales of of phonograph master records sold Records, '],
    ['categories/cues/category-cues-sound-recordings.ts', 'marketing of new records re-record '],
  ]);
  itClassifiesRepeatedLinearly('The Label will pay royalties on sales of records embodying master recordings and ');
});

describe('a lone subletting (category-cues-assets.ts, LONE_SUBLETTING, h42s47)', () => {
  it('LONE_SUBLETTING on a near miss repeated: linear', async () => {
    const { LONE_SUBLETTING } = await import('../../../../src/contracts/classify/categories/cues/category-cues-assets.js');
    expect(readsLinearly((n) => {
      const text = 'sublet or share occupation of of sublet or '.repeat(Math.ceil(n / 43));
      return () => LONE_SUBLETTING.test(text);
    }, 4000, 80_000, 20_000)).toBe(false);
  });
  itClassifiesRepeatedLinearly('The Tenant must not sublet or share occupation of any part of the Property and ');
});

describe('the licensing of premises (category-cues-intellectual-property.ts, h42s47)', () => {
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-intellectual-property.ts', 'licensing licensing hours personal licence premises licen '],
  ]);
  itClassifiesRepeatedLinearly('The Tenant must hold a personal licence under the Licensing Act and keep licensing hours and ');
});

describe('rows "Label: sum" under a colon lead-in (lists.ts, COLON_ROW, h42s47)', () => {
  itClassifiesRepeatedLinearly('Storage fee of the tanks in Rotterdam and Antwerp EUR 4 Storage fee: ');
  it('a colon lead-in then rows repeated, classified whole: linear', async () => {
    const { classifyContract } = await import('../../../../src/contracts/classify/index.js');
    const result = readsLinearly((n) => {
      const rows = Array.from({ length: Math.ceil(n / 40) }, () => ({ text: 'Storage fee: EUR 4.20 per cubic metre.', kind: 'sentence' as const }));
      return () => classifyContract([{ text: 'Customer will pay the following fees:', kind: 'sentence' }, ...rows]);
    }, 4000, 80_000, 20_000);
    expect(result.elements.length).toBeGreaterThan(500);
  });
});

describe('a count in a grant (object-natures.ts, GRANTED, h42s47)', () => {
  itClassifiesRepeatedLinearly('You grant us four separate four options grants us 12 ');
});

describe('a pronoun after "and" before a present promise (nature-modals.ts, PRESENT_PROMISE, h42s47)', () => {
  it('MODAL on "and you consent" near misses repeated: linear', () => {
    expect(countsLinearly(MODAL, 'and you consent to the and you consents to ')).toBe(0);
    expect(countsLinearly(MODAL, 'and you consent to the jurisdiction of ')).toBeGreaterThan(0);
  });
  itClassifiesRepeatedLinearly('This agreement is governed by Ohio law, and you consent to the jurisdiction of and ');
});

describe('a town and its country after a comma (place-names.ts, TOWN_COUNTRY, h42s47)', () => {
  itClassifiesRepeatedLinearly('Aa Ltd., Bb Cc Dd, Greece of Ee Ff Gg Hh, of Patras, Greek ');
  itClassifiesRepeatedLinearly('S.A., Piraeus Piraeus Piraeus, in Lyon Lyon, Fran ');
});

describe('the end of a range of sections (not-quantities.ts, DOCUMENT_PARTS_LIST_BEFORE, h42s47)', () => {
  itClassifiesRepeatedLinearly('sections 24 to 28 through 3 - 4 – 5, 6 and ');
});

describe('a preamble "This agreement is between" (categories.ts, PREAMBLE, h42s47)', () => {
  itClassifiesRepeatedLinearly('This agreement of the pub is is between Price and ');
});

describe('"free to" inside a warranty (nature-modals.ts, MODAL, h42s47)', () => {
  it('MODAL on warranted "free to" near misses repeated: linear', () => {
    expect(countsLinearly(MODAL, 'warrants that you you you you are free to ')).toBeGreaterThan(0);
  });
  itClassifiesRepeatedLinearly('The Artist warrants that she is free to record and that he is free to ');
});

describe('a letter\'s acceptance line (signatory-names.ts, SIGNED, h42s47)', () => {
  itClassifiesRepeatedLinearly('AGREED AND ACCEPTED AGREED AND ACCEPTED: Tom ');
});
