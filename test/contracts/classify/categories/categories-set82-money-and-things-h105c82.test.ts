/**
 * Set 82's categories (issue 18, h105c82): the conditions listed under a lead-in that pays take no Payment (C6), paid
 * work taken bills nothing, the cost of damage or an excess for it paid is Liability (C114), a permit licence is no
 * intellectual property and one kept valid or held is Responsibilities, "lends" any thing is Asset Use (C143).
 * Sentences written for these tests, none taken from a labelled set; each rule with near misses that must not fire.
 */
import { describe, expect, it } from 'vitest';
import { isPaidOnConditionsLeadIn } from '../../../../src/contracts/classify/categories/category-paid-things-lead.js';
import { DAMAGE_PAID_NOT_SAID, DAMAGE_COST_PAID } from '../../../../src/contracts/classify/categories/cues/category-cues-damage-paid.js';
import { LOSS_COMPENSATED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-losses-compensated.js';
import { PERMIT_OBTAINED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-permits-obtained.js';
import { LENT_GOODS_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-lent-goods.js';
import { NOT_SAID } from '../../../../src/contracts/classify/categories/category-not-said.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { categoriesOf, categoriesOfAll } from './set-cue-helpers.js';

const SALE = 'This agreement is made between Harbour Feeds Ltd ("the Seller") and Tomas Rivera ("the Buyer").';
const HIRE = 'These terms are between Harbour Hire Ltd ("Harbour", "we" or "us") and the person who books ("you").';
const BOND = 'This agreement is made between the Town Council of Oakmere (the "Council") and Maria Lopez (the "Trainee").';
const PARTNERS = 'This agreement is made between Tomas Rivera of Leeds (hereinafter "the Entrepreneur") and Helen Moss of York (hereinafter "the Silent Partner").';


describe('C6: the conditions under a lead-in that pays take no Payment from it', () => {
  it('each condition reads its own words, under a "Repayment" title too; the lead-in keeps its Payment', () => {
    const [, lead, a, b] = categoriesOfAll(BOND, [
      '# 5 Repayment',
      '5.1 The Trainee shall repay the costs to the Council if she:',
      '(a) gives up the course;',
      '(b) does not come back to Oakmere within two months after the course; or',
    ]);
    expect(lead).toContain('Payment Terms & Billing');
    expect(a).not.toContain('Payment Terms & Billing');
    expect(b).not.toContain('Payment Terms & Billing');
  });
  it('near miss: a condition that pays in its own words keeps its Payment', () => {
    const [, , a] = categoriesOfAll(BOND, ['# 5 Repayment', '5.1 The Trainee shall repay the costs to the Council if she:', '(a) does not pay the course fee when it falls due;']);
    expect(a).toContain('Payment Terms & Billing');
  });
  it('the lead-in: a payment before a condition that ends on a colon', () => {
    expect(isPaidOnConditionsLeadIn('6.1 The Scholar shall repay the costs to the Council if she:')).toBe(true);
    expect(isPaidOnConditionsLeadIn('The Foundation may ask the Grantee to refund the grant where the Grantee:')).toBe(true);
    expect(isPaidOnConditionsLeadIn('The Council shall pay:')).toBe(false);
    expect(isPaidOnConditionsLeadIn('The Landlord may terminate this lease if:')).toBe(false);
    expect(isPaidOnConditionsLeadIn('The Council shall pay the Trainee if she passes the course.')).toBe(false);
  });
});

describe('paid work taken by a party bills nothing', () => {
  it.each(['4.4 The Trainee shall not take paid work of more than 10 hours a week.', 'The Trainee may accept other paid employment in the holidays.'])('%s → no Payment', (text) =>
    expect(categoriesOf(BOND, text)).not.toContain('Payment Terms & Billing'),
  );
  it('near miss: work paid for at a rate is still billed', () => {
    expect(categoriesOf(BOND, 'The Council pays the Trainee for each hour of work within 14 days of her timesheet.')).toContain('Payment Terms & Billing');
  });
});

describe('C114: the cost of damage and an excess for it, paid, are Liability', () => {
  it.each([
    'You pay the full cost of damage caused by towing a trailer.',
    'You pay the excess for any damage to the van while you have it.',
    'Excess: GBP 900 for any damage to the van, or GBP 200 if you buy our waiver.',
  ])('%s → Liability, no Payment', (text) => {
    const got = categoriesOf(HIRE, text);
    expect(got).toContain('Liability');
    expect(got).not.toContain('Payment Terms & Billing');
  });
  it('near miss: cover against damage bought, a price of a repair with no damage, a fuel row', () => {
    const liable = (text: string) => LOSS_COMPENSATED_STRONG_CUES.some(([re]) => re.test(text));
    expect(liable('You pay the cost of damage cover at GBP 9 a day.')).toBe(false);
    expect(liable('You pay the cost of the annual service.')).toBe(false);
    expect(liable('Fuel: GBP 2 a litre for any tank not returned full.')).toBe(false);
    expect(new RegExp(DAMAGE_COST_PAID, 'i').test('You pay the excess for each booking.')).toBe(false);
  });
  it('the damage paid is read out of Payment only while no time or means of payment follows', () => {
    const out = (text: string) => DAMAGE_PAID_NOT_SAID.some(([re]) => text.replace(re, ' ') !== text);
    expect(out('You pay the full cost of damage to the van.')).toBe(true);
    expect(out('You pay the full cost of damage to the van within 14 days by bank transfer.')).toBe(false);
  });
});

describe('a permit licence is no intellectual property; kept valid or held, it is Responsibilities', () => {
  it('the licence of a shop kept valid; a driving licence held is no IP', () => {
    const kept = categoriesOfAll(PARTNERS, ['The Entrepreneur undertakes:', 'a. to keep the licence of the bakery and its food hygiene certificate valid;'])[1];
    expect(kept).toContain('Responsibilities');
    expect(kept).not.toContain('Intellectual Property');
    // A licence held for a time as a condition of hiring or joining is left as it was (set 60 labels one without
    // Responsibilities): only its IP is read out.
    expect(categoriesOf(HIRE, 'Age: you must be 25 or over and have held a full driving licence for at least three years.')).not.toContain('Intellectual Property');
  });
  it('a licence number kept is personal data, no IP', () => {
    const got = categoriesOfAll(HIRE, ['# Your details', 'We keep your name, address and licence number for a year after the hire.'])[1];
    expect(got).toContain('Privacy');
    expect(got).not.toContain('Intellectual Property');
  });
  it('near miss: a licence of rights kept in force, or a work licensed, is still IP', () => {
    expect(categoriesOfAll(PARTNERS, ['The Entrepreneur undertakes:', 'b. to keep the licence granted in clause 2 in force;'])[1]).toContain('Intellectual Property');
    expect(categoriesOf(SALE, 'The Seller grants the Buyer a licence to use the Seller\'s trade marks on the packaging.')).toContain('Intellectual Property');
    const permit = (text: string) => PERMIT_OBTAINED_STRONG_CUES.some(([re]) => re.test(text));
    expect(permit('The Buyer keeps the goods in a dry place.')).toBe(false);
    expect(permit('The Buyer must have held the shares for a year.')).toBe(false);
  });
  it('the permit phrase is read out of the IP cues only', () => {
    const phrases = NOT_SAID.filter(([, c]) => c === 'Intellectual Property');
    const out = (text: string) => phrases.some(([re]) => text.replace(re, ' ') !== text);
    expect(out('a full driving licence')).toBe(true);
    expect(out('the licence of the snack bar')).toBe(true);
    expect(out('the licence of the Software')).toBe(false);
  });
});

describe("C143: 'lends' any thing is Asset Use", () => {
  it.each(['We lend child seats free of charge.', 'We lend bicycle racks for the hire.', 'The Museum lends two display cases for the term.'])('%s → Asset Use', (text) =>
    expect(categoriesOf(HIRE, text)).toContain('Asset Use'),
  );
  it('near miss: money, help or a name lent', () => {
    const lent = (text: string) => LENT_GOODS_CUES.some(([re]) => re.test(text));
    expect(lent('The Bank lends the Borrower GBP 20,000.')).toBe(false);
    expect(lent('The Bank lends up to GBP 20,000.')).toBe(false);
    expect(lent('The Society lends its name to the campaign.')).toBe(false);
    expect(lent('The Council lends support to the festival.')).toBe(false);
    expect(lent('The Bank lends money to small firms.')).toBe(false);
    expect(lent('We charge interest on the amount we lend you.')).toBe(false);
    expect(lent('Each Member shall lend the Company, in proportion to its shares, up to GBP 50,000.')).toBe(false);
    expect(lent('The Owner agrees to lend the four tapestries listed below (the "Works") to the Gallery.')).toBe(false);
  });
  it('near miss (h105fixK): money named before the verb, a preposition or a conjunction where the thing would be', () => {
    const lent = (text: string) => LENT_GOODS_CUES.some(([re]) => re.test(text));
    expect(lent('Members repay the funds we lend over twelve monthly instalments.')).toBe(false);
    expect(lent('The sums that we lend carry interest at 6% a year.')).toBe(false);
    expect(lent('Borrowers draw the credit they lend in two parts.')).toBe(false);
    expect(lent('The Society only lends within the parish.')).toBe(false);
    expect(lent('We lend for a season at a time.')).toBe(false);
    // still a thing lent, with money words elsewhere in the sentence
    expect(lent('The Club lends paddles and buoyancy aids at no cost.')).toBe(true);
    expect(lent('For the money you pay we lend wetsuits for each lesson.')).toBe(true);
  });
});

describe('the new patterns read hostile text in linear time (h105c82)', () => {
  it('each one', () => {
    const units = ['repay if if ', 'pay the cost of cost of ', 'excess: for for ', 'keep the licence licence ', 'must and have held a ', 'lend the the ', 'driving licence of the the ', 'money that we lend money we lends '];
    for (const unit of units) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => [
          isPaidOnConditionsLeadIn(text),
          LOSS_COMPENSATED_STRONG_CUES.some(([re]) => re.test(text)),
          PERMIT_OBTAINED_STRONG_CUES.some(([re]) => re.test(text)),
          LENT_GOODS_CUES.some(([re]) => re.test(text)),
          NOT_SAID.some(([re]) => text.replace(re, ' ') !== text),
        ];
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found).toHaveLength(5);
    }
  });
});
