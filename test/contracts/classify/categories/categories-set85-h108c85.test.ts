/**
 * Set 85's categories (issue 18, h108c85): a co-ownership's money, shares, leaving and ending (C211), the repairs a
 * lease allots (C212), a statement sent and each job confirmed (C213), a course of care or teaching stopped (C214), a
 * thing failing within a period replaced free (C130), pay denied (C94), a law named after insurance (C95), a face in a
 * picture (C174), and a lead-in providing "the following Services" with a capital. Sentences written for these tests,
 * none taken from a labelled set; each rule with near misses that must not fire.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { PROVIDES_FOLLOWING } from '../../../../src/contracts/classify/categories/category-works-list-items.js';
import { END_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-ends.js';
import { SHARE_TRANSFER_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-share-transfers.js';
import { PARTNERSHIP_MONEY_STRONG_CUES, namesPartnershipPrice } from '../../../../src/contracts/classify/categories/cues/category-cues-partnership-money.js';
import { FEES_REFUSED_CUES, FEES_REFUSED_VETOES } from '../../../../src/contracts/classify/categories/cues/category-cues-fees-refused.js';
import { INSURANCE_TRADE_NOT_SAID } from '../../../../src/contracts/classify/categories/cues/category-cues-insurance.js';
import { HEALTH_RECORD_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-health-records.js';
import { STRUCTURAL_REPAIR_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-structural-repairs.js';
import { ORDER_ANSWERED_IN_TIME_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-orders-answered.js';
import { STATEMENT_SENT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-periodic-reports.js';
import { ENDING_RIGHT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-ending-rights.js';
import { DEFECT_REPAIRED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-defects-repaired.js';
import { isSignerRow } from '../../../../src/contracts/classify/categories/category-signer-rows.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { anyOf, categoriesOf, categoriesOfAll, expectCueListsReadLinearly } from './set-cue-helpers.js';

const BOAT = 'This deed is made between Tom Hale of Leeds ("Tom"), Ann Roe of York ("Ann") and Ben Holt of Hull ("Ben"), each a "Member" and together the "Members".';
const FLAT = 'This contract is made between Rosa Lane of Leeds (the "Owner") and Jack Reed of York (the "Tenant").';
const CLINIC = 'These terms are between Harbour Dental LLC ("we" or "us") and the patient who signs below ("you").';
const TOWING = 'This schedule is between Car Hire Ltd (the "Company") and Road Help LLC (the "Contractor").';


describe('C211: a co-ownership\'s money, shares, leaving and ending', () => {
  it('costs and losses borne in equal parts, proceeds divided in equal parts: Pricing & Taxes', () => {
    expect(categoriesOf(BOAT, 'Each Member bears an equal part of the costs and losses of the boat.')).toContain('Pricing & Taxes');
    expect(namesPartnershipPrice('The Members carry equal shares of the expenses and losses of the orchard.')).toBe(true);
    expect(namesPartnershipPrice('The proceeds of each catch, after the fuel is paid for, are divided among the Members in equal parts.')).toBe(true);
  });
  it.each([
    'The Seller shall indemnify the Buyer against all losses and costs arising from a breach.',
    'Each Member bears the costs of his own travel.',
    'The proceeds of the insurance are divided among the Members in equal parts.',
    'The catch is sorted into equal parts by weight.',
    'The price is paid in equal parts on 1 May and 1 June.',
  ])('near miss: %s', (text) => expect(namesPartnershipPrice(text)).toBe(false));
  it('the common thing sold and its price divided in equal parts: Pricing & Taxes', () => {
    expect(namesPartnershipPrice('The Members may end the co-ownership, and the boat is then sold and the price divided in equal parts.')).toBe(true);
    expect(namesPartnershipPrice('The proceeds are shared equally between the Members.')).toBe(true);
  });

  it('a share sold, given, pledged or mortgaged in a list of acts: Assignments', () => {
    expect(categoriesOf(BOAT, 'No Member may sell or mortgage his or her share in the boat without first offering it to the others.')).toContain('Assignments');
    expect(anyOf(SHARE_TRANSFER_CUES, 'Assignments', 'A Member may not sell, give or pledge her Share to anyone but the other Members.')).toBe(true);
    expect(anyOf(SHARE_TRANSFER_CUES, 'Assignments', 'You may not transfer or charge your share.')).toBe(true);
  });
  it.each([
    'The Members may sell or give their share of the profits to a charity.',
    'Each Member may buy or sell fish at the market.',
    'The Member shall give or send his share of the costs by 1 May.',
  ])('near miss: %s', (text) => expect(anyOf(SHARE_TRANSFER_CUES, 'Assignments', text)).toBe(false));

  it('the co-ownership left or ended, a co-owner leaving or dying: Term & Termination', () => {
    expect(categoriesOf(BOAT, 'A Member may leave the co-ownership by giving the others three months\' written notice.')).toContain('Term & Termination');
    expect(categoriesOf(BOAT, 'The Members may end the co-ownership by agreement, and the boat is then sold.')).toContain('Term & Termination');
    for (const text of ['If a Co-owner dies, his or her heirs may keep the share.', 'A co-owner who leaves has no claim on later sales.', 'Either partner may withdraw from the partnership on notice.']) {
      expect(anyOf(END_STRONG_CUES, 'Term & Termination', text)).toBe(true);
    }
  });
  it.each([
    'No Member may leave the boat unattended at sea.',
    'The Members shall end each day by cleaning the deck.',
    'A co-owner who leaves the harbour must tell the others.',
    'The partner who leaves the office last locks the door.',
    'III. That they set down what happens when one of them leaves the co-ownership.',
  ])('near miss: %s', (text) => expect(anyOf(END_STRONG_CUES, 'Term & Termination', text)).toBe(false));

  it('C94: not entitled to any pay for the work: Pricing & Taxes, no payment', () => {
    const got = categoriesOf(BOAT, 'Tom is not entitled to any pay for keeping the accounts.');
    expect(got).toContain('Pricing & Taxes');
    expect(got).not.toContain('Payment Terms & Billing');
  });
  it('near miss: a payment of its own keeps its Payment Terms & Billing', () => {
    expect(anyOf(FEES_REFUSED_VETOES, 'Payment Terms & Billing', 'Tom is not entitled to any pay for the repairs, but his costs are paid within 30 days.')).toBe(false);
    expect(anyOf(FEES_REFUSED_CUES, 'Pricing & Taxes', 'Tom is not entitled to any payment for days the boat is in port.')).toBe(false);
  });
});

describe('C212: the minor, ordinary or major repairs a lease allots: Asset Use', () => {
  it.each([
    'The Tenant carries out at his own cost the minor repairs of the flat, such as taps and locks.',
    'The major repairs to the roof and walls are for the Owner.',
    'The Hirer pays for fuel, tyres and ordinary repairs.',
    'Ordinary repairs of the van are made by the Hirer at its own expense.',
  ])('%s', (text) => expect(anyOf(STRUCTURAL_REPAIR_STRONG_CUES, 'Asset Use', text)).toBe(true));
  it.each([
    'The Contractor carries out minor repairs to the lifts within five working days of a report.',
    'The cost of the repairs is for the Owner to decide.',
    'The Garage pays for parts of the major repairs it orders.',
  ])('near miss: %s', (text) => expect(anyOf(STRUCTURAL_REPAIR_STRONG_CUES, 'Asset Use', text)).toBe(false));
  it('in a letting', () => {
    expect(categoriesOf(FLAT, 'The Tenant carries out at his own cost the minor repairs of the flat.')).toContain('Asset Use');
  });
});

describe('C213: a statement sent, each job confirmed by a means or within a time: Communication', () => {
  it.each([
    'Tom sends each Member a statement of the season\'s costs and sales by 31 May.',
    'The Agent will send the Owner a monthly statement of lettings and deductions.',
    'The Mill shall provide the Farmer with a weekly statement of the loads received.',
  ])('%s', (text) => expect(anyOf(STATEMENT_SENT_STRONG_CUES, 'Communication', text)).toBe(true));
  it.each([
    'The Supplier shall send the Buyer a statement of work for approval.',
    'The Agent shall not make any false statement of the rent.',
    'A statement of the costs is kept at the office.',
  ])('near miss: %s', (text) => expect(anyOf(STATEMENT_SENT_STRONG_CUES, 'Communication', text)).toBe(false));
  it.each([
    'The Contractor confirms each Job by text message within 5 minutes.',
    'We confirm every appointment by e-mail before the day.',
    'The Supplier shall confirm each call-out in writing.',
  ])('%s', (text) => expect(anyOf(ORDER_ANSWERED_IN_TIME_STRONG_CUES, 'Communication', text)).toBe(true));
  it.each([
    'The Council confirms the exact number of pupils at the start of each month.',
    'The Contractor confirms that each job is complete.',
    'Each job is confirmed on the Company\'s website.',
  ])('near miss: %s', (text) => expect(anyOf(ORDER_ANSWERED_IN_TIME_STRONG_CUES, 'Communication', text)).toBe(false));
  it('in a document', () => {
    expect(categoriesOf(BOAT, 'Tom sends each Member a statement of the season\'s costs and sales by 31 May.')).toContain('Communication');
    expect(categoriesOf(TOWING, 'The Contractor confirms each job by text message within 10 minutes.')).toContain('Communication');
  });
});

describe('C214: a course of care or teaching stopped or ended by a party: Term & Termination', () => {
  it.each([
    'You can stop treatment at any time by telling us in writing.',
    'We may stop your treatment if you do not pay for 60 days.',
    'The pupil may end the lessons at the end of any term.',
    'Either of us may end the service by giving one month\'s notice.',
  ])('%s', (text) => expect(anyOf(ENDING_RIGHT_STRONG_CUES, 'Term & Termination', text)).toBe(true));
  it.each([
    'We will not stop your care for late payment without talking to you.',
    'We may stop the service for up to two hours for maintenance.',
    'We may cancel classes in bad weather.',
    'You may change the course of treatment with our agreement.',
  ])('near miss: %s', (text) => expect(anyOf(ENDING_RIGHT_STRONG_CUES, 'Term & Termination', text)).toBe(false));
  it('in a document', () => {
    expect(categoriesOf(CLINIC, 'You can stop treatment at any time by telling us in writing.')).toContain('Term & Termination');
  });
});

describe('C130: a thing failing within a period replaced or repaired free of charge: Warranties', () => {
  it.each([
    'If a brace bracket breaks within 30 days after we fit it, we replace it free of charge.',
    'If the pump stops working during the first year, we repair or replace it at no charge.',
  ])('%s', (text) => expect(anyOf(DEFECT_REPAIRED_STRONG_CUES, 'Warranties', text)).toBe(true));
  it.each([
    'If a brace bracket breaks within 30 days, we replace it for $40.',
    'If a key is lost within the term, we replace it free of charge.',
    'If the pump fails within a year, you may ask us to look at it.',
  ])('near miss: %s', (text) => expect(anyOf(DEFECT_REPAIRED_STRONG_CUES, 'Warranties', text)).toBe(false));
});

describe('C95 and C174: a law named after insurance, a face in a picture', () => {
  it('a law whose name runs past "Insurance" to its "Act" is taken out (no Insurance)', () => {
    const [[re]] = INSURANCE_TRADE_NOT_SAID.slice(1);
    for (const text of ['as the Health Insurance Portability and Accountability Act requires', 'under the Insurance Contracts Act 1984', 'the National Insurance Contributions Act']) {
      expect(new RegExp(re.source).test(text)).toBe(true);
    }
    expect(new RegExp(re.source).test('the Insurance Policy required by the Act')).toBe(false);
    expect(categoriesOf(CLINIC, 'We handle your health information as the Health Insurance Portability and Accountability Act requires.')).not.toContain('Insurance');
    expect(categoriesOf(CLINIC, 'We insure our practice against fire with Harbour Mutual under the Insurance Act.')).toContain('Insurance');
  });
  it('photographs of your face: Privacy', () => {
    expect(anyOf(HEALTH_RECORD_STRONG_CUES, 'Privacy', 'We do not use photographs of your face in our advertising.')).toBe(true);
    expect(categoriesOf(CLINIC, 'We keep photographs of your face for 7 years.')).toContain('Privacy');
  });
  it.each(['We take a photo of the clock face each day.', 'Photographs of the face of the building are sent weekly.'])('near miss: %s', (text) => {
    expect(anyOf(HEALTH_RECORD_STRONG_CUES, 'Privacy', text)).toBe(false);
  });
});

describe('a lead-in providing "the following Services" with a capital: Scope of Work, and its items', () => {
  it('the pattern reads the defined noun', () => {
    expect(PROVIDES_FOLLOWING.test('2.1 The Contractor provides the following Services for the Company\'s vans, at any hour:')).toBe(true);
    expect(PROVIDES_FOLLOWING.test('The Builder shall carry out the following Works:')).toBe(true);
    expect(PROVIDES_FOLLOWING.test('The Contractor provides the following Services for the vans.')).toBe(false);
    expect(PROVIDES_FOLLOWING.test('The Contractor provides the following Documents:')).toBe(false);
  });
  it('the lead-in and its items', () => {
    const got = categoriesOfAll(TOWING, ['2.1 The Contractor provides the following Services for the Company\'s vans:', '• towing a van that cannot be driven to the nearest depot;', '• changing a wheel at the roadside.']);
    for (const g of got) expect(g).toContain('Scope of Work');
  });
});

describe('C159 after a list: "In that case" after the last item of a lead-in that ends the contract', () => {
  const COUNCIL = 'This contract is between the Town Council of Leeds (the "Council") and Oak Meals Ltd (the "Caterer").';
  it('takes Term & Termination from the lead-in', () => {
    const got = categoriesOfAll(COUNCIL, ['The Council may terminate this contract by written notice if the Caterer:', '(a) fails to deliver the meals on three days in one month;', '(b) becomes insolvent.', 'In that case the Council keeps the retention.']);
    expect(got[3]).toContain('Term & Termination');
  });
  it('near miss: after items of a lead-in that ends nothing', () => {
    const got = categoriesOfAll(COUNCIL, ['The Caterer shall:', '(a) keep its kitchen clean;', '(b) deliver the meals by noon.', 'In that case the Council keeps the retention.']);
    expect(got[3]).not.toContain('Term & Termination');
  });
});

describe('a signature row with the signer\'s office after the party takes no category', () => {
  it.each(['For the Council, the Mayor: Tom Hale', 'For the Caterer, its Managing Director: Ann Roe', 'For the Buyer: Ann Roe'])('%s', (text) => expect(isSignerRow(text)).toBe(true));
  it.each(['For the Council, the Mayor: payment within 30 days', 'Governing Law, the Courts: England and Wales', 'For the Council, the Mayor shall sign: Tom Hale'])('near miss: %s', (text) => expect(isSignerRow(text)).toBe(false));
  it('under a disputes heading', () => {
    const got = classifyContract([{ kind: 'sentence', text: 'This contract is between the Town Council of Leeds (the "Council") and Oak Meals Ltd (the "Caterer").' }, { kind: 'title', text: 'Art. 9. – Disputes' }, { kind: 'sentence', text: 'Any dispute goes to the courts of Leeds.' }, { kind: 'sentence', text: 'For the Council, the Mayor: Tom Hale' }]);
    expect(got.elements[3].categories).toEqual([]);
  });
});

describe('the new patterns read hostile text in linear time (h108c85)', () => {
  const lists: (readonly (readonly [RegExp, string])[])[] = [END_STRONG_CUES, SHARE_TRANSFER_CUES, PARTNERSHIP_MONEY_STRONG_CUES, FEES_REFUSED_CUES, FEES_REFUSED_VETOES, INSURANCE_TRADE_NOT_SAID, HEALTH_RECORD_STRONG_CUES, STRUCTURAL_REPAIR_STRONG_CUES, ORDER_ANSWERED_IN_TIME_STRONG_CUES, STATEMENT_SENT_STRONG_CUES, ENDING_RIGHT_STRONG_CUES, DEFECT_REPAIRED_STRONG_CUES];
  it.each(['sell, give or ', 'co-owner who leaves ', 'bears an equal part of the costs and ', 'not entitled to any pay ', 'Insurance And Of ', 'photographs of your ', 'pays for fuel, oil and minor ', 'at its own cost the minor repairs ', 'confirms each job ', 'sends each Member a ', 'may stop your ', 'cracks within a day we replace ', 'a a a '])('%s', (unit) => {
    expectCueListsReadLinearly(lists, unit);
  });
});

describe('the signer row\'s label reads hostile text in linear time (h108c85)', () => {
  it.each(['For the A, the B', 'For the A, the B C D E F, the ', ', the A'])('%s', (unit) => {
    const found = readsLinearly((n) => {
      const text = unit.repeat(Math.ceil(n / unit.length));
      return () => isSignerRow(text);
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
    expect(found).toBeDefined();
  });
});
