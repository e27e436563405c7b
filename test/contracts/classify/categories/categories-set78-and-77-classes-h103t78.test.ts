/**
 * Issue 18, h103t78: classes of sets 78's and 77's category leftovers (bench/log.md, h102c78's and h102t77's Left), each
 * read from a written convention: C147 (a hire-purchased thing's running costs the hirer pays for are its upkeep, Asset
 * Use, no bill), C96 said in the passive ("until the last instalment is paid": a moment, no bill), C148 (a thing
 * installed and its users trained in one duty: Scope of Work), C149 (a thing supplied ", delivered to" a place:
 * Delivery). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { hiredThingsOf, namesHirePurchaseUpkeep, namesHiredThingUse } from '../../../../src/contracts/classify/categories/category-hired-things.js';
import { namesUpkeepPaidFor } from '../../../../src/contracts/classify/categories/cues/category-cues-upkeep-paid-for.js';
import { INSTALLED_AND_TAUGHT_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-installed-and-taught.js';
import { GOODS_DELIVERED_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-goods-delivered.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { categoriesOf, expectCategories, hasCue } from '../helpers.js';

const ALIASES = new Set(['seller', 'buyer', 'hirer', 'owner']);
const LOOM = [
  'This contract is made between Riverbend Looms Ltd (the "Seller") and Karin Osei (the "Buyer").',
  '1.1 The Seller sells to the Buyer, by hire-purchase, one electric weaving loom with its bench (hereinafter "the Loom").',
];

describe('a hire-purchased thing\'s running costs paid for by the hirer: Asset Use, no bill (C147)', () => {
  it('reads the running costs paid for, not a sum, a rate or a refund', () => {
    expectEach(namesUpkeepPaidFor, [
      '3.2 The Buyer pays for oil, needles and small repairs.',
      'b) to pay for the spare parts and servicing of the Van;',
      'The Hirer shall pay for all tyres and batteries.',
    ], true);
    expectEach(namesUpkeepPaidFor, [
      'The Buyer pays for repairs at our standard rates.',
      'The Hirer pays for fuel within 7 days of each invoice.',
      'The Buyer pays EUR 40 for servicing.',
      'We pay for repairs needed through fair wear and tear and refund you for any lost day.',
      'The Buyer pays the Seller for the Loom in twelve instalments.',
    ], false);
  });
  it('knows a hire-purchase by its defined thing or by its title, and reads the upkeep only there', () => {
    const byGrant = hiredThingsOf(LOOM, ALIASES);
    expect(byGrant?.hirePurchase).toBe(true);
    const byTitle = hiredThingsOf(['BICYCLE HIRE-PURCHASE CONTRACT', 'The Rider pays the Shop a weekly sum for one year.'], ALIASES, [true, false]);
    expect(byTitle?.hirePurchase).toBe(true);
    const hire = hiredThingsOf(['The Owner hires out to the Hirer one tractor (the "Tractor").'], ALIASES);
    expect(hire?.hirePurchase).toBeUndefined();
    expect(namesHirePurchaseUpkeep('The Hirer pays for fuel and oil.', byTitle)).toBe(true);
    expect(namesHiredThingUse('The Hirer pays for fuel and oil.', byTitle)).toBe(true);
    expect(namesHirePurchaseUpkeep('The Hirer pays for fuel and oil.', hire)).toBe(false);
  });
  it('gives such clauses Asset Use alone; the instalments keep Payment Terms & Billing', () => {
    const [, , upkeep, item, instalments] = categoriesOf(
      ...LOOM,
      '3.2 The Buyer pays for oil, needles and small repairs.',
      'b) to pay for the spare parts and servicing of the Loom;',
      '2.1 The Buyer pays the price in twelve monthly instalments of EUR 150.',
    );
    expect([upkeep, item, instalments]).toEqual([['Asset Use'], ['Asset Use'], ['Payment Terms & Billing']]);
  });
  it('leaves a plain hire\'s upkeep as read (C96\'s undecided row)', () => {
    const [, , upkeep] = categoriesOf(
      'This contract is made between Hilltop Plant Ltd (the "Owner") and Mara Quist (the "Hirer").',
      'The Owner hires out to the Hirer one tractor (the "Tractor").',
      'The Hirer pays for fuel, oil and ordinary repairs.',
    );
    expect(upkeep).toContain('Payment Terms & Billing');
  });
});

describe('the last payment as a moment, said in the passive: no bill (C96)', () => {
  it('reads no payment term from "until / when the last instalment is paid"', () => {
    expect(hasCue('Payment Terms & Billing', 'When the final instalment is paid, title to the Loom passes to the Buyer without further payment.')).toBe(false);
    expect(hasCue('Payment Terms & Billing', 'The Buyer insures the Loom against fire until the last payment has been made.')).toBe(false);
    // The sentence bills too: a time to pay.
    expect(hasCue('Payment Terms & Billing', 'The Buyer pays each instalment within 5 days until the last instalment is paid.')).toBe(true);
  });
  it('gives the insurance Insurance alone and the title passing no Payment Terms & Billing', () => {
    const [, , insured, passes] = categoriesOf(
      ...LOOM,
      '5.1 The Buyer insures the Loom against fire and theft until the last instalment is paid.',
      '1.3 When the last instalment is paid, ownership of the Loom passes to the Buyer without any further act or payment.',
    );
    expect(insured).toEqual(['Insurance']);
    expect(passes).not.toContain('Payment Terms & Billing');
  });
});

describe('a thing installed and its users trained in one duty: Scope of Work (C148)', () => {
  it('reads the installation with the training; not a price that includes them, nor a licence to install', () => {
    expectEach(cuedBy(INSTALLED_AND_TAUGHT_CUES), [
      '2.2 The Seller installs the Loom, tests it with the Buyer\'s yarn and trains two weavers in its use.',
      'The Supplier shall install the scales at the market and train the Buyer\'s staff to use them.',
      'We will install the software on your tills and train your cashiers on the first day.',
    ], true);
    expectEach(cuedBy(INSTALLED_AND_TAUGHT_CUES), [
      'The price includes delivery, installation and training.',
      'The Seller installs the Loom at the Buyer\'s workshop.',
      'The licence allows you to install and use the software and train your staff.',
      'The Supplier shall train the Buyer\'s staff before it installs the scales, at a fee of EUR 200.',
    ], false);
  });
  it('gives such a clause Scope of Work', () => {
    expectCategories([
      ['2.2 The Seller installs the Loom, tests it with the Buyer\'s yarn and trains two weavers in its use and daily cleaning.', ['Scope of Work']],
    ], { preamble: LOOM[0] });
  });
});

describe('a thing supplied, delivered to a place: Delivery (C149)', () => {
  const delivered = (text: string) => GOODS_DELIVERED_CUES.some(([re]) => re.test(text));
  it('reads the participle after a supply or a sale; not a price delivered at a place', () => {
    expectEach(delivered, [
      'The Sponsor will supply 300 caps and 300 towels, delivered to the Club\'s boathouse by 1 May.',
      'The Mill sells the Bakery its flour, delivered at the Bakery\'s door each Monday.',
      'The Farm guarantees the Hotel a supply of 40 litres of milk a day, delivered to its kitchen.',
    ], true);
    expectEach(delivered, [
      'The price is EUR 4 per loaf, delivered at the shop.',
      'The Sponsor will supply the banners and the Club will hang them.',
    ], false);
  });
  it('gives such a clause Delivery', () => {
    expectCategories([
      ['3.1 The Sponsor will also supply, at its own cost, 300 caps and 300 towels printed with its logo, delivered to the Club\'s boathouse by 1 May.', ['Delivery']],
    ], { preamble: 'This Agreement is made between Lakeside Rowing Club Inc. (the "Club") and Brightwave Mobile Limited (the "Sponsor").' });
  });
});

itReadsCueFilesLinearly([
  ['categories/cues/category-cues-installed-and-taught.ts', 'installs the train '],
  ['categories/cues/category-cues-installed-and-taught.ts', 'install install and train and '],
  ['categories/cues/category-cues-goods-delivered.ts', 'supplies , delivered to '],
]);

describe('the new predicates on hostile text: linear', () => {
  const cases: readonly (readonly [string, (text: string) => unknown])[] = [
    ['pays for the the fuel ', namesUpkeepPaidFor],
    ['pay for for repairs 1 ', namesUpkeepPaidFor],
  ];
  for (const [unit, read] of cases) {
    it(`"${unit}" repeated`, () => {
      const found = readsLinearly((n) => {
        const run = unit.repeat(Math.ceil(n / unit.length));
        return () => JSON.stringify(read(run)).length;
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found).toBeGreaterThan(0);
    });
  }
});
