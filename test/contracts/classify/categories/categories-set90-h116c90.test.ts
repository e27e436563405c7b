/**
 * Set 90's categories (issue 18, h116c90): rain, wind, hail and a disease as events that stop performance (C268); a
 * closing line of the copies signed (C270); a signature row whose signer's post is written in small letters after the
 * name ("Ánde Magga, chair") or whose party opens on a capital outside A–Z ("Čiegusjávri …") takes no category from the
 * last article's title above the block. Sentences written for these tests, none taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { isSignerRow } from '../../../../src/contracts/classify/categories/category-signer-rows.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { isClosingLine } from '../../../../src/contracts/classify/signatures/signature-lines.js';
import { EVENT_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-events.js';
import { anyOf, categoriesOf, documentCategories } from './set-cue-helpers.js';

const FESTA = 'This contract is between the Hill Festa Committee ("the Committee") and Oak Fireworks Ltd ("the Factory").';

describe('C268: rain, wind, hail and a disease stop performance (h116c90)', () => {
  it.each([
    'If rain or high wind prevents the concert, the Band plays it on the next evening.',
    'If the match is postponed because of rain, the Club refunds no ticket.',
    'Heavy snow or hail that stops the harvest excuses both parties while it lasts.',
    'If the fair is cancelled because of an animal disease, neither party owes the other anything.',
    'Strong winds that delay the crossing excuse the Carrier.',
  ])('Force Majeure: %s', (text) => {
    expect(anyOf(EVENT_CUES, 'Force Majeure', text)).toBe(true);
    expect(categoriesOf(FESTA, text)).toContain('Force Majeure');
  });
  it.each([
    'The Seller warrants that the herd is free of any disease that prevents its sale.',
    'The Company may wind up its business if the Buyer delays payment.',
    'The Company may wind down the service if the Customer delays payment.',
    'The Factory stores the shells in a dry room to keep the rain out.',
    'Wind turbines that stop in high wind are not a breach.',
    'The Tenant shall clear the rain gutters so that water does not stop in them.',
    'The Farmer vaccinates the herd against diseases that stop growth.',
    'The Factory keeps the shells under rain covers which prevent damp.',
  ])('near miss: %s', (text) => expect(anyOf(EVENT_CUES, 'Force Majeure', text)).toBe(false));
});


describe('a signer row with a post in small letters or a party beyond A–Z is a signer row (h116c90)', () => {
  it.each([
    'Hill Farm Co-operative: Ann Lee, chair',
    'Oak Tours Oy: Tom Hale, managing director',
    'Oak Tours Ltd: Tom Hale, general manager.',
    'Øresund Ferries A/S: Ann Roe, director',
    'Łódź Weavers Co-operative: Ann Roe',
    'For the Buyer: Ann Roe, sales director',
  ])('%s', (text) => expect(isSignerRow(text)).toBe(true));
  it.each([
    'Hill Farm Ltd: Ann Lee, plus two others',
    'Hill Farm Ltd: Ann Lee, unless the director',
    'Hill Farm Ltd: Ann Lee, who may appoint a new director',
    'Payment Terms: Net Thirty Days, the director',
    'Location: the barn, chair',
    'Contact: Ann Lee, director',
    'Hill Farm Ltd: payment within 30 days, director',
    'Ann Lee, director',
  ])('near miss: %s', (text) => expect(isSignerRow(text)).toBe(false));
  it('under a "Term" heading, the rows take none; the article above keeps its own', () => {
    const got = documentCategories([
      'This agreement is between Hill Farm Co-operative ("the Co-operative") and Oak Tours Oy ("the Company").',
      '# 7 Term',
      '7.1 This agreement is in force from signing until 31 January 2048.',
      'Signed in Leeds on 2 September 2047 in two copies.',
      'Ångström Herding Co-operative: Ann Lee, chair',
      'Oak Tours Oy: Tom Hale, managing director',
    ]);
    expect(got[2]).toContain('Term & Termination');
    expect(got[4]).toEqual([]);
    expect(got[5]).toEqual([]);
  });
});

describe('the events cue reads hostile text in linear time (h116c90)', () => {
  it.each(['rain or ', 'snow or hail that ', 'wind - ', 'winds  up ', 'cancelled because of a disease ', 'hail and rain which a '])('%s', (unit) => {
    const found = readsLinearly((n) => {
      const text = unit.repeat(Math.ceil(n / unit.length));
      return () => EVENT_CUES.map(([re]) => new RegExp(re.source, re.flags.replace('g', '')).test(text));
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
    expect(found).toBeDefined();
  });
});

describe('the signer row reads hostile text in linear time (h116c90)', () => {
  it.each(['Ab: Cd, ', 'Ab Cd, chair ', 'Ä Ö, managing director, ', ', , ', 'Ÿ: a, '])('%s', (unit) => {
    const found = readsLinearly((n) => {
      const text = unit.repeat(Math.ceil(n / unit.length));
      return () => isSignerRow(text);
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
    expect(found).toBeDefined();
  });
});

describe('C270: a closing line of the copies signed and their language takes no category (h116c90)', () => {
  it.each([
    'Done in Lao in two originals.',
    'Signed in duplicate.',
    'Made in English and French in three copies, one for each party.',
    'Executed in two counterparts, each equally authentic.',
    'Done in 2 copies, each party keeping one.',
  ])('%s', (text) => expect(isClosingLine(text)).toBe(true));
  it.each([
    'Signed in two copies, the Buyer pays the deposit within 30 days.',
    'Done in two copies after the Tenant ends the lease.',
    'The parties signed in two copies.',
    'Made in Leeds by hand, the rugs are sold in two sizes.',
    'Signed in English in two copies, the notice ends this agreement.',
  ])('near miss: %s', (text) => expect(isClosingLine(text)).toBe(false));
  it('under a "Term and disputes" heading', () => {
    const got = documentCategories([
      'This memorandum is between the Hill Village Committee ("the Village") and Oak Tours Ltd ("the Operator").',
      '# Part VI. Term and disputes',
      'Either party may end this memorandum by three months\' written notice.',
      'Done in Lao in two originals.',
    ]);
    expect(got[2]).toContain('Term & Termination');
    expect(got[3]).toEqual([]);
  });
  it.each(['Done in ', 'Done in A in ', 'Signed in two copies, ', 'Done in Aa and Bb in two, each '])('reads hostile text in linear time: %s', (unit) => {
    const found = readsLinearly((n) => {
      const text = unit.repeat(Math.ceil(n / unit.length));
      return () => isClosingLine(text);
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
    expect(found).toBeDefined();
  });
});
