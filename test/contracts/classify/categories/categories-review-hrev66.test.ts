/**
 * Review of session 40's round 1 category rules (h75c57, h75left) on ordinary contract language they were not written
 * from (issue 18, hrev66): a wind farm's wind speeds, a building without gas, the currency of the accounts, other money
 * at a rate beside insurance, and money or shares held as trustee. Each narrowing beside the sentences the rule was
 * written for, which still read. Sentences written for these tests, not taken from a set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf as categoriesOfElement } from '../../../../src/contracts/classify/categories/categories.js';
import { AMOUNT_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-amounts.js';
import { HELD_AS_BAILEE_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-held-as-bailee.js';
import { INSURANCE_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-insurance.js';
import { PHYSICAL_SAFETY_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-physical-safety.js';
import type { CategoryLabel } from '../../../../src/contracts/wire.js';
import { expectReads } from '../cue-tables.js';
import { within } from '../../../security/guard.js';

const one = (text: string) => categoriesOfElement(text, undefined, false);
const has = (category: CategoryLabel) => (text: string) => one(text).includes(category);
const fires = (list: readonly (readonly [RegExp, CategoryLabel])[], category: CategoryLabel) => (text: string) =>
  list.some(([re, label]) => label === category && new RegExp(re.source, re.flags.replace('g', '')).test(text));

describe('a wind limit and a gas-free tank: not a wind farm\'s energy nor a building without gas (hrev66)', () => {
  it('keeps work stopped above a wind speed and a vessel made gas-free; drops the power curve and the all-electric home', () => {
    expectReads(fires(PHYSICAL_SAFETY_CUES, 'Safety and Security'), [
      ['The crane shall not be operated when the wind speed exceeds 20 m/s.', true],
      ['Lifting of the blades shall stop whenever the mean wind speed is above 10 metres per second.', true],
      ['The tanks shall be certified gas-free before any hot work is carried out.', true],
      ['The Owner shall deliver the vessel with her tanks clean and gas-free.', true],
      ['The availability warranty excludes any period when the wind speed exceeds the cut-out speed of 25 m/s.', false],
      ['The Turbine Supplier guarantees the power curve at wind speeds above 4 m/s and below 25 m/s.', false],
      ['No curtailment payment is due for hours in which the wind speed is above the rated speed of the turbines.', false],
      ['The building shall be gas-free and all-electric by 2030, in line with the Council\'s climate plan.', false],
      ['The Developer shall deliver gas-free homes heated by heat pumps.', false],
    ]);
    expectReads(has('Safety and Security'), [
      ['The crane shall not be operated when the wind speed exceeds 20 m/s.', true],
      ['The Turbine Supplier guarantees the power curve at wind speeds above 4 m/s and below 25 m/s.', false],
      ['The Developer shall deliver gas-free homes heated by heat pumps.', false],
    ]);
  });
});

describe('the currency prices are quoted in: not the accounts\', a loan\'s, the sums insured or an exchange rate (hrev66)', () => {
  it('keeps the prices\' currency; drops the books\' unit', () => {
    expectReads(fires(AMOUNT_CUES, 'Pricing & Taxes'), [
      ['The Seller\'s prices are quoted in US dollars and exclude VAT.', true],
      ['All amounts in this Agreement are expressed in euros.', true],
      ['The hire charges are stated in New Zealand dollars.', true],
      ['All amounts in the financial statements shall be expressed in Canadian dollars.', false],
      ['The amounts shown in the accounts shall be stated in pounds sterling.', false],
      ['The sums insured are stated in euros.', false],
      ['Exchange rates are quoted in US dollars per euro.', false],
    ]);
    expectReads(has('Pricing & Taxes'), [
      ['The Seller\'s prices are quoted in US dollars and exclude VAT.', true],
      ['All amounts in the financial statements shall be expressed in Canadian dollars.', false],
    ]);
  });
});

describe('insurance sold at a rate: not a retention, an excess or a contribution beside it (hrev66)', () => {
  it('keeps the premium\'s rate; drops the other money at a rate', () => {
    expectReads(fires(INSURANCE_CUES, 'Pricing & Taxes'), [
      ['The Carrier shall, at the Shipper\'s request, insure the cargo at a premium of 0.5% of its declared value.', true],
      ['We can insure your parcel at 1.5% of its declared value.', true],
      ['The insurance excess shall be borne by the Tenant at 1% of the claim.', false],
      ['The Contractor shall insure the Works, and the retention shall be held at 5% of the Contract Price.', false],
      ['The Employer shall insure the Employee and contribute to the pension scheme at 5% of salary.', false],
    ]);
    expectReads(has('Pricing & Taxes'), [['The insurance excess shall be borne by the Tenant at 1% of the claim.', false]]);
  });
});

describe('the owner\'s goods held as bailee or trustee: not money nor shares held on trust (hrev66)', () => {
  it('keeps goods and materials; drops a deposit, a fund and a nominee\'s shares', () => {
    expectReads(fires(HELD_AS_BAILEE_CUES, 'Asset Use'), [
      ['The cattle remain the property of the Owner and the Grazier holds them as bailee.', true],
      ['Title to the timber remains with the Seller, and the Mill holds it only as bailee.', true],
      ['The Rent Deposit remains the property of the Tenant and the Landlord holds it as trustee in a separate account.', false],
      ['The Deposit remains with the Agent, who holds it as trustee for both parties.', false],
      ['Legal title to the Shares remains with the Nominee, who holds them as trustee for the Investor.', false],
      ['The sale proceeds remain the property of the Principal and the Agent holds them as trustee.', false],
    ]);
    expectReads(has('Asset Use'), [
      ['Legal title to the Shares remains with the Nominee, who holds them as trustee for the Investor.', false],
      ['The Deposit remains with the Agent, who holds it as trustee for both parties.', false],
    ]);
  });
});

describe('the narrowed cues read hostile text in linear time (hrev66)', () => {
  it('long runs of what the windows look for', () => {
    const lists = [PHYSICAL_SAFETY_CUES, AMOUNT_CUES, INSURANCE_CUES, HELD_AS_BAILEE_CUES];
    for (const text of [
      'wind speed '.repeat(4_000), 'gas-free '.repeat(4_000), 'the amounts '.repeat(4_000) + 'are',
      'insure '.repeat(4_000) + 'at 5% of', 'remains with '.repeat(4_000) + 'holds it as trustee',
    ]) {
      within(3_000, () => {
        for (const list of lists) for (const [re] of list) expect(typeof re.test(text)).toBe('boolean');
      });
    }
  });
});
