/**
 * Set 92's categories (issue 18, h118c92): a thing lent to a borrower whose name has a letter beyond ASCII or counted
 * by a number word (C291, C285 widened); the owner's containers given back by its name, and "in the state she received
 * them" (C292); a way closed by an event (C293, Force Majeure). Sentences written for these tests, none taken from a
 * labelled set.
 */
import { describe, expect, it } from 'vitest';
import { ASSET_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-assets.js';
import { ENTRUSTED_RETURN_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-entrusted-returns.js';
import { LENT_GOODS_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-lent-goods.js';
import { EVENT_CUES, EVENT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-events.js';
import { WORK_REUSE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-work-reuse.js';
import { anyOf, categoriesOf, expectCueListsReadLinearly } from './set-cue-helpers.js';

const DAIRY = 'This agreement is between Dairy Hill Ltd ("the Dairy") and Crêperie Lumière SARL ("the Crêperie").';
const HAULAGE = 'This agreement is between Tamar Haulage Ltd ("the Carrier") and Oak Mill Ltd ("the Mill").';

describe('C291: a thing lent to a borrower named with a letter beyond ASCII, or counted by a number word (h118c92)', () => {
  it.each([
    'The Dairy lends the Crêperie the steel milk churns for the season.',
    'The Dairy lends the Crêperie two cold boxes for the counter.',
    'The Crêperie loans the Dairy three wooden benches for the fair.',
  ])('Asset Use: %s', (text) => {
    expect(anyOf(ASSET_CUES, 'Asset Use', text)).toBe(true);
    expect(categoriesOf(DAIRY, text)).toContain('Asset Use');
  });
  it.each([
    'The Dairy lends the Crêperie two thousand euros for the oven.',
    'The Dairy lends the Crêperie two hundred pounds for the stall.',
    'The Dairy lends the Crêperie its name for the fair.',
    'The Dairy sends the Crêperie two cold boxes of butter.',
  ])('near miss, no Asset Use: %s', (text) => {
    expect(anyOf(ASSET_CUES, 'Asset Use', text)).toBe(false);
    expect(categoriesOf(DAIRY, text)).not.toContain('Asset Use');
  });
  it.each(['lends the Crêperie two ', 'lends Crê Crê two two ', 'loan the Éé ten ten '])('reads hostile text in linear time: %s', (unit) => {
    expectCueListsReadLinearly([ASSET_CUES], unit);
  });
});

describe('C292: the owner\'s containers given back by its name; "in the state she received them" (h118c92)', () => {
  it.each([
    'The Crêperie returns the Dairy\'s milk crates every Monday, washed.',
    'The Crêperie gives back the Dairy\'s empty-looking glass bottles each week.',
    'The Crêperie sends back to the Dairy the Dairy\'s kegs after each fair.',
  ])('Asset Use, the containers: %s', (text) => {
    expect(anyOf(ENTRUSTED_RETURN_STRONG_CUES, 'Asset Use', text)).toBe(true);
    expect(categoriesOf(DAIRY, text)).toContain('Asset Use');
  });
  it.each([
    'The Crêperie returns the customer\'s crates of apples.',
    'The Crêperie returns the Dairy\'s invoices every Monday.',
    'The Dairy refunds the deposit when the Crêperie returns the Dairy\'s crates.',
    'The Crêperie returns the Dairy\'s call within a day.',
  ])('near miss, not read by the containers\' cue: %s', (text) => {
    expect(anyOf(ENTRUSTED_RETURN_STRONG_CUES, 'Asset Use', text)).toBe(false);
  });
  it.each([
    'The Crêperie gives them back to the Dairy after the fair, in the state she received them.',
    'The Crêperie returns the benches in the same condition they received them.',
  ])('Asset Use, given back as received: %s', (text) => {
    expect(anyOf(LENT_GOODS_CUES, 'Asset Use', text)).toBe(true);
    expect(categoriesOf(DAIRY, text)).toContain('Asset Use');
  });
  it.each([
    'The Dairy delivers the butter in the state the Crêperie ordered.',
    'The Crêperie keeps the accounts in good order.',
  ])('near miss, no Asset Use: %s', (text) => {
    expect(anyOf(LENT_GOODS_CUES, 'Asset Use', text)).toBe(false);
  });
  it.each(['returns the A\'s ', 'returns the Dairy\'s a a crates', 'gives  back  the  É\'s ', 'in the state she state she '])('reads hostile text in linear time: %s', (unit) => {
    expectCueListsReadLinearly([ENTRUSTED_RETURN_STRONG_CUES, LENT_GOODS_CUES], unit);
  });
});

describe('C293: a way closed by an event is Force Majeure (h118c92)', () => {
  it.each([
    'If the road is closed by snow, the Carrier collects the flour on the next clear day.',
    'If the pass is closed because of an avalanche, the Carrier may deliver a week later.',
    'While the border crossing is closed by fighting, the Carrier may hold the load at its depot.',
    'If the port is closed by the authorities, the Carrier may unload at the nearest port.',
  ])('Force Majeure: %s', (text) => {
    expect(anyOf(EVENT_STRONG_CUES, 'Force Majeure', text)).toBe(true);
    expect(categoriesOf(HAULAGE, text)).toContain('Force Majeure');
  });
  it.each([
    'The Mill\'s office is closed by 5 pm on Fridays.',
    'The growing area is closed by the harbour authority after rainfall.',
    'The Carrier keeps the road closed by a barrier during loading.',
    'The account is closed by the bank at the Mill\'s request.',
    'If the road is closed for repairs, the Carrier takes the longer route.',
  ])('near miss, no Force Majeure: %s', (text) => {
    expect(anyOf(EVENT_CUES, 'Force Majeure', text)).toBe(false);
    expect(categoriesOf(HAULAGE, text)).not.toContain('Force Majeure');
  });
  it.each(['road is closed by ', 'road a a a a is closed by the a a ', 'roads  are  closed  by  snow ', 'pass pass pass is closed '])('reads hostile text in linear time: %s', (unit) => {
    expectCueListsReadLinearly([EVENT_CUES], unit);
  });
});

describe('C281 widened: the work pictured in the maker\'s studio; further copies of the work printed (h118c92)', () => {
  const LOOM = 'This agreement is between Loom House Ltd ("the Shop") and Ana Ruiz ("the Weaver").';
  it.each([
    'The Shop may print further copies of the catalogue only with the Weaver\'s written consent.',
    'The Weaver keeps the right to show photographs of the rugs in her studio.',
    'The Shop may not make additional copies of the rug designs.',
  ])('Intellectual Property: %s', (text) => {
    expect(anyOf(WORK_REUSE_STRONG_CUES, 'Intellectual Property', text)).toBe(true);
    expect(categoriesOf(LOOM, text)).toContain('Intellectual Property');
  });
  it.each([
    'The Shop may make extra copies of the minutes for its members.',
    'The Shop may print further copies of this agreement for its records.',
    'The Weaver gives the Shop 15 free copies of the catalogue.',
    'The Weaver may show photographs of the rugs on her website.',
    'The Weaver works in her studio on Mondays and shows the Shop photographs of the dye.',
  ])('near miss, not read by the cue: %s', (text) => {
    expect(anyOf(WORK_REUSE_STRONG_CUES, 'Intellectual Property', text)).toBe(false);
  });
  it.each(['print further copies of ', 'make more copies of a a a a ', 'show photographs in her own ', 'photos photos in in studio '])('reads hostile text in linear time: %s', (unit) => {
    expectCueListsReadLinearly([WORK_REUSE_STRONG_CUES], unit);
  });
});
