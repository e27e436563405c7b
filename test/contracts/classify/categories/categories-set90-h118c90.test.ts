/**
 * Set 90's categories, round 3 (issue 18, h118c90): a harm listed beside the loss word after "any" that a party is
 * responsible for (C284); a thing lent with the borrower named before it, "lend you our spare beam" (C285). Sentences
 * written for these tests, none taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { NOT_RESPONSIBLE_CUES, NOT_RESPONSIBLE_VETOES } from '../../../../src/contracts/classify/categories/cues/category-cues-not-responsible.js';
import { ASSET_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-assets.js';
import { anyOf, categoriesOf, expectCueListsReadLinearly } from './set-cue-helpers.js';

const SHEARING = 'This agreement is between Hill Wool Cooperative Ltd ("the Cooperative") and the Peasant Community of Oak ("the Community").';
const LOAN = 'This agreement is between Hill Wool Cooperative Ltd ("the Cooperative") and Ann Lee ("the Borrower").';
const WEAVING = 'This agreement is between Loch Tweed Ltd ("we") and Ann Lee ("you").';

describe('C284: a harm listed beside the loss word after "any" is the loss answered for (h118c90)', () => {
  it.each([
    ['The Cooperative is responsible for any cut or injury that its shearers cause to the animals.', ['Liability']],
    ['The Community is responsible for any bite, scratch or injury that its dogs cause to the shearers.', ['Liability']],
    ['The Cooperative is responsible for any bruise and injury its staff cause.', ['Liability']],
    ['The Cooperative is responsible for all theft or damage while the fibre is in its store.', ['Liability']],
  ])('Liability: %s', (text, want) => {
    expect(anyOf(NOT_RESPONSIBLE_CUES, 'Liability', text)).toBe(true);
    expect(categoriesOf(SHEARING, text)).toEqual(want);
  });
  it.each([
    ['The Cooperative is responsible for any maintenance, repairs or damage to the shed.', ['Liability', 'Responsibilities']],
    ['The Cooperative is responsible for all travel, health and injury insurance for its shearers.', ['Insurance']],
  ])('near miss, C73\'s veto keeps the list of duties (h118mendB): %s', (text, want) => {
    expect(anyOf(NOT_RESPONSIBLE_VETOES, 'Responsibilities', text)).toBe(false);
    expect(categoriesOf(SHEARING, text)).toEqual(want);
  });
  it('the answered loss drops the ancillary duty (C73\'s veto reads the same list)', () => {
    expect(anyOf(NOT_RESPONSIBLE_VETOES, 'Responsibilities', 'The Cooperative is responsible for any cut or injury that its shearers cause.')).toBe(true);
  });
  it.each([
    'The Cooperative is responsible for any cleaning and damage control.',
    'The Cooperative is responsible for any repairs and maintenance of the shearing machines.',
    'The Cooperative is responsible for any training or injury prevention courses.',
    'The Cooperative is responsible for all permits and insurance.',
    'The Cooperative is responsible for any of the shearers, their tools and their food.',
    // (h118mendB, h118rr finding 4) Costs, tasks or a cover in the list: no harm answered for.
    'The Cooperative is responsible for all fuel, food and loss of time of its own team.',
    'The Cooperative is responsible for any cleaning, painting and damage repair in the shed.',
    'The Cooperative is responsible for any costs or losses it incurs.',
  ])('near miss, no Liability: %s', (text) => {
    expect(anyOf(NOT_RESPONSIBLE_CUES, 'Liability', text)).toBe(false);
    expect(categoriesOf(SHEARING, text)).not.toContain('Liability');
  });
  it.each(['responsible for any ', 'responsible for any a or ', 'responsible for all a, ', 'responsible for any a, or b and ', 'responsible for any cut or injury prevention ', 'responsible for any cut, bite, scratch, ', 'for all theft or damage repair '])(
    'reads hostile text in linear time: %s',
    (unit) => {
      expectCueListsReadLinearly([NOT_RESPONSIBLE_CUES, NOT_RESPONSIBLE_VETOES], unit);
    },
  );
});

describe('C285: a thing lent with the borrower before it is the thing lent (h118c90)', () => {
  it.each([
    [WEAVING, 'We also lend you our spare warp beam for as long as the order runs.'],
    [SHEARING, 'The Cooperative lends the Community its fibre scales for the season.'],
    [SHEARING, 'The Community loans the Cooperative a shearing table during the season.'],
  ])('Asset Use: %s', (preamble, text) => {
    expect(anyOf(ASSET_CUES, 'Asset Use', text)).toBe(true);
    expect(categoriesOf(preamble, text)).toContain('Asset Use');
  });
  it.each([
    [SHEARING, 'The Cooperative lends the Community an amount of PEN 8,000 for medicine.'],
    [SHEARING, 'The Cooperative lends the Community PEN 8,000 for medicine.'],
    [WEAVING, 'We lend you a hand with the first web.'],
    [WEAVING, 'We lend you our support in the Harris Tweed trade.'],
    [SHEARING, 'The Community lends the Cooperative its name for the fibre fair.'],
    [WEAVING, 'We let you know when the yarn is sent.'],
    // (h118mendB, h118rr finding 5) Money lent in other words, help or standing lent: no thing lent.
    [LOAN, 'The Lender lends the Borrower a total of EUR 5,000 for the purchase of a tractor.'],
    [LOAN, 'The Cooperative lends the Borrower an advance of EUR 500 against the harvest.'],
    [LOAN, 'The Cooperative loans the Borrower the capital needed for the season.'],
    [LOAN, 'The Bank loans the Borrower the purchase price of the house.'],
    [LOAN, 'The Cooperative lends the Borrower its guarantee for the bank loan.'],
    [LOAN, 'The Cooperative lends the Borrower its good offices with the bank.'],
    [LOAN, 'The Cooperative lends the Borrower two thousand euros for seed.'],
  ])('near miss, no Asset Use: %s', (preamble, text) => {
    expect(anyOf(ASSET_CUES, 'Asset Use', text)).toBe(false);
    expect(categoriesOf(preamble, text)).not.toContain('Asset Use');
  });
  it.each(['lend you our ', 'lends the A the ', 'loan Us a a a ', 'lends  you  a  hand ', 'lend the Lend the ', 'lends the A a total of EUR ', 'lends the A its a a a '])('reads hostile text in linear time: %s', (unit) => {
    expectCueListsReadLinearly([ASSET_CUES], unit);
  });
});
