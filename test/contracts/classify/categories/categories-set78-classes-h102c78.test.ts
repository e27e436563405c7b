/**
 * Issue 18, h102c78: classes of set 78's category misses (bench/log.md, "A seventy-eighth, blind set" → "Categories",
 * and h101s78's Left), each read from a written convention: C133 (a thing sold by hire-purchase is used, kept and moved
 * as a hired thing is: Asset Use; a civil-law "Article N (…)" heading on a thing's use read as a numbered one),
 * C134 (people's names listed with their contact details, a data processing agreement: Privacy; the provider's
 * service described, a company's business bounded by the defined one, a share of output bought: Scope of Work), C135 (an
 * act "at its own cost" and a thing insured for its price name no Pricing & Taxes). Sentences written for these tests,
 * not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { hiredThingsOf, namesHiredThingUse } from '../../../../src/contracts/classify/categories/category-hired-things.js';
import { titleCategories } from '../../../../src/contracts/classify/categories/category-titles.js';
import { PERSONAL_DETAILS_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-personal-details.js';
import { SERVICE_DESCRIBED_STRONG_CUES, namesBusinessBounded } from '../../../../src/contracts/classify/categories/cues/category-cues-service-described.js';
import { SCOPE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-scope.js';
import { namesOwnCost } from '../../../../src/contracts/classify/categories/cues/category-cues-own-cost.js';
import { VALUED_AT_PRICE_NOT_SAID } from '../../../../src/contracts/classify/categories/cues/category-cues-valued-at-price.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { categoriesOf, expectCategories } from '../helpers.js';

const TRACTOR = [
  'This contract is made between Kestrel Plant Ltd ("the Owner") and Juniper Farms Ltd ("the Hirer").',
  '1.1 The Owner sells to the Hirer, by hire-purchase, one used tractor with a front loader (hereinafter "the Tractor").',
];
const ALIASES = new Set(['owner', 'hirer', 'seller', 'buyer']);

describe('a thing sold by hire-purchase is used, kept and moved as a hired thing is (C133)', () => {
  it('reads the hire-purchase\'s defined thing, the article inside the quotes or outside', () => {
    expect(hiredThingsOf(TRACTOR, ALIASES)?.names).toEqual(['Tractor']);
    expect(hiredThingsOf(['The Seller lets the Buyer have on hire-purchase terms one electric sewing machine (the "Machine").'], ALIASES)?.names).toEqual(['Machine']);
    // A plain sale under a defined name hires nothing out.
    expect(hiredThingsOf(['The Seller sells the van to the Buyer for EUR 9,000 (the "Van").'], ALIASES)).toBeUndefined();
  });
  it('reads the thing kept, housed, washed, moved or taken away; not its training nor its price', () => {
    const hired = hiredThingsOf(TRACTOR, ALIASES);
    expectEach((t) => namesHiredThingUse(t, hired), [
      'The Hirer keeps the Tractor in a locked barn at its farm.',
      'The Hirer provides a covered and dry place for the Tractor during the winter.',
      'The Hirer washes the Tractor after every day of work.',
      'The Hirer does not move the Tractor out of the county.',
      'The Hirer shall not take the Tractor out of Ireland.',
    ], true);
    expectEach((t) => namesHiredThingUse(t, hired), [
      'The Owner delivers the Tractor and trains two of the Hirer\'s staff in its use and daily cleaning.',
      'The hire-purchase price of the Tractor is EUR 28,800.',
      'The Owner delivers the Tractor to the Hirer\'s farm.',
      // (lead, session 65) "services" is the noun, not the act of servicing the thing: set 46's card definition.
      '"Work" means ploughing, mowing or other services done with the Tractor on the Hirer\'s land.',
    ], false);
    expect(namesHiredThingUse('The Hirer has the Tractor serviced every 250 hours.', hired)).toBe(true);
  });
  it('gives such clauses Asset Use; the sale stays Scope of Work, the instalments Payment Terms & Billing', () => {
    const [, sale, instalments, keep, place, moved] = categoriesOf(
      ...TRACTOR,
      '1.2 The Hirer pays the price in twenty-four monthly instalments of EUR 1,200.',
      '1.3 The Hirer keeps the Tractor in a locked barn at its farm.',
      '1.4 The Hirer provides a covered and dry place for the Tractor during the winter.',
      '1.5 The Hirer does not move the Tractor out of the county without the Owner\'s written consent.',
    );
    expect([sale, instalments, keep, place, moved]).toEqual([['Scope of Work'], ['Payment Terms & Billing'], ['Asset Use'], ['Asset Use'], ['Asset Use', 'Communication']]);
  });
  it('reads a sewing machine and a van sold so, and a thing sold outright not so', () => {
    const [, , stored] = categoriesOf(
      'This contract is made between Needle Works Ltd (the "Seller") and Amina Bello (the "Buyer").',
      '1. The Seller lets the Buyer have on hire-purchase terms one electric sewing machine (the "Machine").',
      '2. The Buyer stores the Machine indoors and cleans it after use.',
    );
    expect(stored).toEqual(['Asset Use']);
    const [, , garaged] = categoriesOf(
      'This contract is made between Harbour Feeds Ltd ("the Seller") and Tomas Rivera ("the Buyer").',
      'The Seller sells the van to the Buyer for EUR 9,000 (the "Van").',
      'The Buyer keeps the Van in a garage.',
    );
    expect(garaged).toEqual([]);
  });
});

describe('an article\'s heading read as a numbered one, "Use and Care" one subject (C133, with C122)', () => {
  it('reads "Article N (Use …)" and "Section N: Use …" headings by their words', () => {
    expect(titleCategories('Article 4 (Use and Care of the Tractor)')).toEqual(['Asset Use']);
    expect(titleCategories('Section 3: Use of the Van')).toEqual(['Asset Use']);
    expect(titleCategories('Article 5 (Use of Materials and Data)')).toEqual([]);
  });
  it('gives the items under such a heading Asset Use', () => {
    const [, , , , grease, sell] = categoriesOf(
      ...TRACTOR,
      { kind: 'title', text: 'Article 4 (Use and Care of the Tractor)' },
      '4.1 The Hirer undertakes:',
      'a) to grease the Tractor every week;',
      'b) not to sell or pledge the Tractor to anyone;',
    );
    expect([grease, sell]).toEqual([['Asset Use'], ['Asset Use']]);
  });
});

const SWIM = { preamble: 'This Agreement is made between Harbour Mile Swim Club Inc. (the "Organiser") and Bluewave Mobile Limited (the "Sponsor").' };

describe('people\'s names with their contact details, a data processing agreement: Privacy (C134)', () => {
  it('reads the names listed with another detail that reaches the person; not passports, nor a party row, nor a company\'s', () => {
    expectEach(cuedBy(PERSONAL_DETAILS_STRONG_CUES), [
      'The Organiser will not pass the names, e-mail addresses or mobile numbers of the swimmers to anyone.',
      'The Club keeps the names and dates of birth of its junior rowers.',
      'The Agency shall use the names and home addresses of the tenants only to send the rent statements.',
      'The data processing agreement in Schedule 3 forms part of this contract.',
    ], true);
    expectEach(cuedBy(PERSONAL_DETAILS_STRONG_CUES), [
      'The Tour Operator sends the names and passport numbers of the travellers with each booking.',
      '(1) THE PERSONS whose names and addresses are set out in Schedule 1 (the "Sellers");',
      'Each supplier must give the Buyer its names and registered addresses.',
      'This Data Processing Agreement forms part of the Services Agreement.',
    ], false);
  });
  it('gives such clauses Privacy beside their own subject', () => {
    expectCategories([
      ['4.2 The Organiser will not give the Sponsor the names, e-mail addresses or telephone numbers of swimmers unless a swimmer has agreed.', ['Privacy']],
    ], SWIM);
  });
});

describe('the provider\'s service described, a company\'s business bounded, a share of output bought: Scope of Work (C134)', () => {
  it('reads what the service is or is not, and the provider hosting or running it', () => {
    expectEach(cuedBy(SERVICE_DESCRIBED_STRONG_CUES), [
      'Tidewise is an online tide table service: your members check the tides and book slipway times on your page.',
      'Tidewise is not a navigation system, and you must not use it to plan a passage.',
      'We are a marketplace for second-hand school uniforms.',
      'We host the platform in Ireland and offer it in English and Irish.',
      'The Provider runs the booking calendar for the Practice.',
      'We host, back up and update your site.',
      '2.2 The Venture shall not carry on any business other than the Mill without the consent of both Members.',
    ], true);
    expectEach(cuedBy(SERVICE_DESCRIBED_STRONG_CUES), [
      'The Supplier is a company registered in Ireland.',
      'We host the annual dinner for our members.',
      'We operate the service level credits as Schedule 2 says.',
      'The Venture shall not carry on any business other than its own.',
    ], false);
    expect(namesBusinessBounded('The Company shall not start any business other than the Business without the consent of both Shareholders.')).toBe(true);
  });
  it('reads a share of the other\'s output bought, from a party or not', () => {
    expectEach(cuedBy(SCOPE_STRONG_CUES), [
      'The Miller shall buy from the Venture at least 60% of the flour the Venture mills each year.',
      'The Distributor undertakes to purchase not less than 80% of the Mill\'s annual output.',
    ], true);
  });
  it('gives such clauses Scope of Work', () => {
    expectCategories([
      ['Tidewise is an online tide table service: your members check the tides and book slipway times on your page.', ['Scope of Work']],
      ['We host the platform in Ireland and offer it in English and Irish.', ['Scope of Work']],
    ], { preamble: 'These terms are between Tidewise Ltd ("Tidewise", "we" or "us") and the club that opens an account ("you").' });
    expectCategories([
      ['2.2 The Venture shall not carry on any business other than the Mill without the written consent of both Members.', ['Communication', 'Scope of Work']],
    ], { preamble: 'This Agreement is made between Alder Farms Limited (the "Grower"), Birch Mills Limited (the "Miller") and Oat Valley Limited (the "Venture").' });
  });
});

describe('an act at its own cost, a thing insured for its price: no Pricing & Taxes (C135)', () => {
  it('reads who bears the cost of an act', () => {
    expectEach(namesOwnCost, [
      'The Sponsor will also supply, at its own cost, 300 caps for the swimmers.',
      'The Hirer may fit a tow bar at the Hirer\'s expense.',
      'They repaint the hull at their own expense.',
    ], true);
    expectEach(namesOwnCost, ['The Sponsor will pay the cost of the caps.', 'Each party bears its own costs of preparing this Agreement.'], false);
  });
  it('gives an act at its own cost no Pricing & Taxes from a fee\'s title; a price the sentence names keeps it', () => {
    expectCategories([
      ['2.3 The Sponsor will also supply, at its own cost, 300 swim caps printed with its logo.', []],
      ['2.4 The Sponsor will pay a fee of EC$5,000 and supply, at its own cost, 300 swim caps.', ['Payment Terms & Billing', 'Pricing & Taxes']],
    ], { ...SWIM, title: '2. Sponsorship Fee' });
  });
  it('reads the price a thing is insured for out of Pricing & Taxes, the insuring kept', () => {
    const readOut = (text: string): string => VALUED_AT_PRICE_NOT_SAID.reduce((t, [re]) => t.replace(re, ' '), text);
    expect(readOut('The Hirer insures the Tractor against fire and theft for its full cash price.')).toBe('The Hirer insures the Tractor against fire and theft  .');
    expect(readOut('The Hirer pays the full cash price of the Tractor.')).toBe('The Hirer pays the full cash price of the Tractor.');
    expectCategories([['5.1 The Hirer insures the Tractor against fire and theft for its full cash price.', ['Insurance']]], { preamble: TRACTOR[0] });
  });
});

itReadsCueFilesLinearly([
  ['categories/cues/category-cues-personal-details.ts', 'names, and their e-mail '],
  ['categories/cues/category-cues-service-described.ts', 'We host, back up and '],
  ['categories/cues/category-cues-service-described.ts', 'Tidewise is not a online '],
  ['categories/cues/category-cues-valued-at-price.ts', 'insures it for its full '],
]);

describe('the new predicates on hostile text: linear', () => {
  const cases: readonly (readonly [string, (text: string) => unknown])[] = [
    ['at the Hirer ', namesOwnCost],
    ['start any business other than the ', namesBusinessBounded],
    ['Article 4 ( ', titleCategories],
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
  it('a hire-purchase grant and its thing\'s keeping on a long run: linear', () => {
    const found = readsLinearly((n) => {
      const run = 'by hire-purchase the '.repeat(Math.ceil(n / 21));
      return () => {
        const hired = hiredThingsOf([`${run}(hereinafter "the Tractor").`, run], ALIASES);
        return String(namesHiredThingUse(`keep the ${run} place ${run}`, hired)).length;
      };
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
    expect(found).toBeGreaterThan(0);
  });
});
