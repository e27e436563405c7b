/**
 * Review of session 44's round-1 nature, type and attribute rules (h78t61) on ordinary contract language (issue 18,
 * hrev78): Zambian and Papua New Guinean supply and loan terms, Ghanaian services, a Nigerien concession, bank terms,
 * sentences written for the review, none from a set. Misfires narrowed by shape, each beside the rule's own case:
 * - a "K" glued to a figure is the contract's kina or kwacha, but not a drawing's, a table's, a stand's or a section's
 *   label ("Drawing K7", "Section K4"), a model after a count or a maker ("two K50 loaders", "the Komatsu K50") or before
 *   the things it labels ("K5 pupils");
 * - a town and its province or region is one place, but not a person and their post ("Kofi Mensah, Northern Region
 *   Manager");
 * - "you guarantee" is a promise, but not in a condition ("If you guarantee …", "Where you guarantee …") nor in a clause
 *   naming what is guaranteed ("The loans you guarantee are listed …");
 * - an article's heading ends a background, but not a law's article quoted in it.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../src/contracts/classify/index.js';
import { OPERATIVE } from '../../../src/contracts/classify/document/recitals.js';
import { attributesOf, elements, typesOf } from './helpers.js';

const currencies = (...texts: string[]): string[][] => {
  const r = classifyContract(elements(...texts));
  return r.elements.map((e, i) => e.attributes.filter((a) => a.type === 'Currency').map((a) => `${a.type}:${texts[i].slice(a.begin, a.end)}`));
};
const ZAMBIA = 'This supply agreement is made in Lusaka, Zambia between Copperbelt Mining Plc (the "Buyer") and Kafue Equipment Ltd (the "Seller").';
const BANK = 'In these terms "we" means Harbour Bank plc and "you" means the account holder.';

describe('a glued "K" in a kwacha contract: money, or a label', () => {
  it('the rule\'s own case: a fee, a deposit, a rate, money\'s own things', () => {
    expect(currencies(ZAMBIA, 'The Buyer shall pay a hire fee of K500 per loader per day.', 'A late fee of K20 is charged for each week.', 'Members may take K500 loans and K20 vouchers.', 'Fees for pupils are K150 per term.').slice(1)).toEqual([
      ['Currency:K500'], ['Currency:K20'], ['Currency:K500', 'Currency:K20'], ['Currency:K150'],
    ]);
  });
  it('near misses: a drawing\'s, a table\'s, a stand\'s, a site\'s or a section\'s label', () => {
    expect(currencies(ZAMBIA, 'The cable shall be of the type in Table K2, as shown in Drawing K7 and Figure K3.', 'The goods shall be stored on Stand K12 in Site K4.', 'The loaders comply with Section K4 and Part K3 of the rules.').slice(1)).toEqual([[], [], []]);
  });
  it('near misses: a model after a count or a maker, or before the things it labels', () => {
    expect(currencies(ZAMBIA, 'The Seller shall deliver two K50 loaders to the mine.', 'The Seller shall keep spare parts for the Komatsu K50 at Kitwe.', 'The Seller shall service 20 K12 units each month.', 'Places for K5 pupils are limited.').slice(1)).toEqual([[], [], [], []]);
  });
});

describe('a town and its region: one place, not a person and their post', () => {
  it('the rule\'s own case', () => {
    expect(attributesOf('The depot is in Tamale, Northern Region.').filter((a) => a.startsWith('Location'))).toEqual(['Location:Tamale, Northern Region']);
    expect(attributesOf('The lender is Highlands Credit Limited of Goroka, Eastern Highlands Province.').filter((a) => a.startsWith('Location'))).toEqual(['Location:Goroka, Eastern Highlands Province']);
  });
  it('near misses: a post or a company goes on after the region', () => {
    expect(attributesOf('The appointment of Kofi Mensah, Northern Region Manager, is approved by the Client.').filter((a) => a.startsWith('Location'))).toEqual([]);
    expect(attributesOf('Signed on behalf of John Kila, Morobe Province Administrator.').filter((a) => a.startsWith('Location'))).toEqual([]);
  });
});

describe('"you guarantee": a promise, not a condition or what is guaranteed', () => {
  it('the rule\'s own case', () => {
    expect(typesOf(BANK, 'You guarantee the repayments of every other member of your group.')[1]).toEqual(['Obligation/You']);
    expect(typesOf(BANK, 'We guarantee the repairs for 12 months.')[1]).toEqual(['Obligation/we']);
  });
  it('near misses: a condition, a clause naming the loans guaranteed', () => {
    expect(typesOf(BANK, 'The loans you guarantee are listed in Schedule 2.')[1]).toEqual([]);
    expect(typesOf(BANK, 'The repairs we guarantee are listed in the table.')[1]).toEqual([]);
    expect(typesOf(BANK, 'If you guarantee a loan, your credit limit falls.')[1]).toEqual([]);
    expect(typesOf(BANK, 'Where you guarantee another customer\'s debts, we will tell you their balance.')[1]).toEqual(['Obligation/we']);
  });
});

describe('an article heading ends a background; a quoted article does not', () => {
  const CONCESSION = 'This concession agreement is made between the Republic of Niger and Sahel Water SA (the "Concessionaire").';
  const background = (article: string) => typesOf(CONCESSION, 'PRELIMINARY STATEMENT', article, 'The Concessionaire maintains the pipes and the meters.', 'ARTICLE 2: PURPOSE', 'The Concessionaire maintains the pipes and the meters.');
  it('the rule\'s own case: headings as titles', () => {
    expect(OPERATIVE.test('ARTICLE 7: INVOICING AND PAYMENT')).toBe(true);
    expect(OPERATIVE.test('Clause One – Definitions')).toBe(true);
    expect(OPERATIVE.test('Article 3. Rights and obligations of Party A')).toBe(true);
    expect(OPERATIVE.test('ARTICLE 9 – OWNER\'S FUNDING')).toBe(true);
    expect(background('ARTICLE 1st: PURPOSE')[3]).toEqual(['Obligation/Concessionaire']);
  });
  it('near misses: a law\'s article quoted or cited as a sentence in the background', () => {
    expect(OPERATIVE.test('Article 5: "Concessions of public water service are granted by decree."')).toBe(false);
    expect(OPERATIVE.test('Article 12 – Law No. 2004-13 on public-private partnerships applies.')).toBe(false);
    const quoted = background('Article 5: "Concessions of public water service are granted by decree."');
    expect(quoted[3]).toEqual([]);
    expect(quoted[5]).toEqual(['Obligation/Concessionaire']);
  });
});

describe('a telephone line named before its number, not a line\'s length', () => {
  it('the rule\'s own case: a number of two groups after a named line', () => {
    expect(attributesOf('Call our free line on 180 2020 for help.').filter((a) => a.startsWith('Number'))).toEqual([]);
    expect(attributesOf('Our customer line is 1300 655 from 8 am.').filter((a) => a.startsWith('Number:1300') || a.startsWith('Number:655'))).toEqual([]);
  });
  it('near misses: a service line\'s or a customer line\'s length in one figure', () => {
    expect(attributesOf('The service line is 150 metres from the meter.')).toContain('Number:150');
    expect(attributesOf('The customer line is 300 metres long.')).toContain('Number:300');
  });
});
