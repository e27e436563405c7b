/**
 * Categories of mainstream commercial drafting (issue 18, h29c37): notice address lines, insurers' names, liability
 * cover, prices named by reference to a schedule or stated in a fee table, credits as a share of a fee, payment as a
 * condition, the limit of an agent's authority, sales bounded by a territory, and "Statement of Work" named only as a
 * reference. Each from the categories' definitions and the conventions (docs/contracts.md › Classification); sentences
 * written for these tests, not taken from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, categoryEvidence } from '../../../../src/contracts/classify/categories/categories.js';
import { AMOUNT_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-amounts.js';
import { ASSET_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-assets.js';
import { CONFIDENTIALITY_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-confidentiality.js';
import { INFORMATION_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-information.js';
import { INSURER_NAME_NOT_SAID } from '../../../../src/contracts/classify/categories/cues/category-cues-insurance.js';
import { PAID_AS_CONDITION_NOT_SAID, PAYMENT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-payment.js';
import { SCOPE_CUES, SCOPE_STRONG_CUES, SCOPE_VETOES } from '../../../../src/contracts/classify/categories/cues/category-cues-scope.js';
import { cuedBy, expectEach, expectReads } from '../cue-tables.js';

const cue = (text: string, category: string) => categoryEvidence(text, undefined).find((e) => e.category === category)?.cue ?? false;
const categories = (text: string, title?: string) => categoriesOf(text, title, false);

describe('Communication: the address a notice goes to (h29c37)', () => {
  it('an "If to <party>:" line and an "Attention:" or "Attn:" line are cues of their own list', () => {
    expectEach(cuedBy(INFORMATION_CUES, 'Communication'), [
      'If to the Supplier: Ardmore Tools Ltd, 12 Dock Road, Leith EH6 7AA, Attention: Company Secretary',
      'If to Harbourline: 4 Quay Street, Cork, Attn: Head of Legal',
      'Attention: Finance Director',
    ], true);
  });

  it('not "if" and "to" in a sentence, nor "attention" in small letters', () => {
    expectEach(cuedBy(INFORMATION_CUES, 'Communication'), [
      'If to be delivered by road, the goods shall be palletised.',
      'The Contractor shall pay attention to the noise limits.',
      'If the Customer is late, the Supplier may suspend the Services.',
    ], false);
  });

  it('a full address line is Communication, and an insurer named in it is no Insurance', () => {
    expectReads(categories, [
      ['If to the Supplier: Ardmore Tools Ltd, 12 Dock Road, Leith EH6 7AA, Attention: Company Secretary', ['Communication']],
      ['If to the Buyer: Northgate Insurance Ltd, 9 Mill Lane, Bristol BS1 4AA, Attention: Claims Manager', ['Communication']],
    ]);
  });
});

describe('Insurance: an insurer\'s company name is no insurance carried (h29c37)', () => {
  it('the name is taken out; the rest of the sentence keeps its words', () => {
    expect(INSURER_NAME_NOT_SAID.map(([re]) => 'Harbour Mutual Insurance Company, 1 Bay Road'.replace(re, ''))).toEqual([', 1 Bay Road']);
    expect(categories('The Subcontractor shall insure the plant with Northgate Insurance Ltd for its full value.')).toContain('Insurance');
  });
});

describe('Liability: liability cover is insurance by another word (h29c37)', () => {
  it('"products liability coverage" and "liability cover" give no Liability cue; a liability cap still does', () => {
    expect(cue('The Supplier shall maintain public liability insurance and products liability coverage of at least $2,000,000.', 'Liability')).toBe(false);
    expect(cue('The Caterer shall hold liability cover of £5,000,000 for any one event.', 'Liability')).toBe(false);
    expect(cue("The Supplier's total liability shall not exceed the fees paid in the previous year.", 'Liability')).toBe(true);
    expect(categories('The Supplier shall maintain public liability insurance and products liability coverage of at least $2,000,000.')).toEqual(['Insurance']);
  });
});

describe('Pricing & Taxes: the price by reference, a fee table\'s row, a credit as a share of a fee (h29c37)', () => {
  it('the amount paid, charged or bought at as a schedule states it (C9)', () => {
    expectReads((t) => categories(t), [
      ['The Client shall pay the Consultant the charges set out in Schedule 3.', ['Payment Terms & Billing', 'Pricing & Taxes']],
      ['The Client shall pay the Contractor the fees stated in each Statement of Work.', ['Payment Terms & Billing', 'Pricing & Taxes']],
      ['The Buyer shall buy the Parts at the prices listed in Annex 2.', ['Pricing & Taxes']],
      ['The Operator may charge the rates specified in the Order Form for extra storage.', ['Pricing & Taxes']],
    ]);
  });

  it('not an offer recited for the rates of an annex, nor the services a Statement of Work describes', () => {
    expectEach(cuedBy(AMOUNT_CUES, 'Pricing & Taxes'), [
      'The Parties have agreed on the rates set out in Annex 1 after the tender.',
      'The Contractor shall perform the services described in each Statement of Work.',
    ], false);
  });

  it('a fee table\'s row with a cell between what is charged and the amount, and a credit as a share of a fee', () => {
    expectReads((t) => categories(t), [
      ['Phase 2 - Testing | fixed fee | $40,000', ['Pricing & Taxes']],
      ['Set-up | one-off | £900', ['Pricing & Taxes']],
      ['Uptime below 99% | a credit of 10% of the monthly fee', ['Pricing & Taxes']],
      ['The Customer shall receive a service credit equal to 5% of the Support Charges for each missed hour.', ['Pricing & Taxes']],
    ]);
  });

  it('not a row whose middle cell is a moment of paying (an instalment)', () => {
    expect(cuedBy(AMOUNT_CUES, 'Pricing & Taxes')('Phase 1 | on signing | $10,000')).toBe(false);
  });
});

describe('Payment named only as a condition (h29c37)', () => {
  it('"subject to payment of …" bills nothing and sets no price: the grant or the act keeps its own category', () => {
    expectReads((t) => categories(t), [
      ["Subject to the Client's payment of all sums due, the copyright in the drawings passes to the Client.", ['Intellectual Property']],
      ['After termination the Distributor may sell its remaining stock for sixty days, subject to the payment of royalties on those sales.', ['Term & Termination']],
      ['The Licensee shall pay the royalties within thirty days after each quarter.', ['Payment Terms & Billing']],
    ]);
  });

  it('the phrase is taken out for both neighbours', () => {
    expect(PAID_AS_CONDITION_NOT_SAID.map(([, c]) => c)).toEqual(['Payment Terms & Billing', 'Pricing & Taxes']);
    expect(PAID_AS_CONDITION_NOT_SAID.map(([re]) => 'Subject to payment of the fees, the Licensor grants a licence.'.replace(re, ''))).toEqual([
      ', the Licensor grants a licence.',
      ', the Licensor grants a licence.',
    ]);
  });
});

describe('Scope of Work: an agent\'s authority, sales bounded by a territory (h29c37)', () => {
  it('the limit of an authority said outright is a strong cue', () => {
    expectEach(cuedBy(SCOPE_STRONG_CUES, 'Scope of Work'), [
      'The Agent has no authority to bind the Principal to any contract.',
      'The Distributor has no right or authority to conclude contracts in the name of the Supplier.',
      'The Contractor shall not enter into any agreement or give any undertaking on behalf of the Owner.',
    ], true);
    expectReads((t) => categories(t), [
      ['The Agent has no authority to bind the Principal to any contract.', ['Scope of Work']],
      ['The Contractor shall not enter into any agreement or give any undertaking on behalf of the Owner.', ['Scope of Work']],
    ]);
  });

  it('not the parties\' independence, nor a party\'s power to sign this agreement', () => {
    expectEach(cuedBy(SCOPE_STRONG_CUES, 'Scope of Work'), [
      'Neither party has authority to bind the other.',
      'Each party warrants that it has the authority to enter into this Agreement.',
    ], false);
  });

  it('selling or marketing outside the territory; not a licensed mark used outside it', () => {
    expectEach(cuedBy(SCOPE_CUES, 'Scope of Work'), [
      'The Dealer must not sell the Goods outside the Territory.',
      'The Distributor shall not actively market or distribute the Products outside the territory.',
    ], true);
    expect(cuedBy(SCOPE_CUES, 'Scope of Work')('The Licensee shall not use the Marks outside the Territory.')).toBe(false);
    expect(categories('The Dealer must not sell the Goods outside the Territory.')).toEqual(['Scope of Work']);
  });
});

describe('Scope of Work: "Statement of Work" named only as a reference (h29c37)', () => {
  it('a fee, an invoice, a conflict or a liability cap that refers to one is vetoed', () => {
    expectEach(cuedBy(SCOPE_VETOES, 'Scope of Work'), [
      'The Client shall pay the Contractor the fees stated in each Statement of Work.',
      'Unless the relevant Statement of Work says otherwise, the Contractor shall invoice monthly.',
      'If a Statement of Work conflicts with these terms, these terms prevail.',
      'Total liability shall not exceed the fees paid under the applicable SOW.',
    ], true);
    expectReads((t) => categories(t), [
      ['Unless the relevant Statement of Work says otherwise, the Contractor shall invoice monthly.', ['Payment Terms & Billing']],
    ]);
  });

  it('not what a Statement of Work holds, what falls outside it, or the work performed under it', () => {
    expectEach(cuedBy(SCOPE_VETOES, 'Scope of Work'), [
      'Each Statement of Work shall describe the services, the milestones and the fees.',
      'Work outside a Statement of Work is not included in the fees.',
      'The Contractor shall perform the services set out in each Statement of Work.',
      'No Statement of Work is binding until both parties sign it.',
    ], false);
    expectReads((t) => categories(t), [
      ['Each Statement of Work shall describe the services, the milestones and the fees.', ['Scope of Work']],
      ['The Contractor shall perform the services set out in each Statement of Work.', ['Scope of Work']],
    ]);
  });
});

describe('Payment Terms & Billing: money due for the work done up to the end (C3, h29c37)', () => {
  it('paying for the work performed up to termination or expiry is a strong cue beside Term & Termination', () => {
    expectReads((t) => categories(t), [
      ['On termination the Client shall pay the Contractor for all work performed up to the termination date.', ['Payment Terms & Billing', 'Term & Termination']],
      ['Upon expiry, the Owner shall pay for the services rendered through the date of expiry.', ['Payment Terms & Billing', 'Term & Termination']],
    ]);
  });

  it('not paying for work with no end named (an ordinary payment: a plain cue of the category\'s word)', () => {
    expect(cuedBy(PAYMENT_STRONG_CUES, 'Payment Terms & Billing')('The Client shall pay for all work performed within thirty days of each invoice.')).toBe(false);
  });
});

describe('Communication: information one party sends the other (C8, h29c37)', () => {
  it('a forecast given, a statement sent with a payment, a certificate of insurance delivered', () => {
    expectEach(cuedBy(INFORMATION_CUES, 'Communication'), [
      'The Buyer shall give the Supplier a rolling six-month forecast of its needs each month.',
      'Commission shall be paid monthly, together with a statement of the sales made.',
      'The Hirer shall deliver a certificate of insurance to the Owner before the hire starts.',
    ], true);
    expectReads((t) => categories(t), [
      ['The Buyer shall give the Supplier a rolling six-month forecast of its needs each month.', ['Communication']],
      ['Commission shall be paid monthly, together with a statement of the sales made.', ['Communication', 'Payment Terms & Billing']],
    ]);
  });

  it('not a certificate of insurance merely provided on request, a bare certificate, or a forecast that is sent nowhere', () => {
    expectEach(cuedBy(INFORMATION_CUES, 'Communication'), [
      'The Hirer shall provide a certificate of insurance on request.',
      'The Contractor shall deliver a certificate of completion to the Employer.',
      'The forecast is not binding on the Buyer.',
    ], false);
  });
});

describe('Confidentiality: the exceptions of a confidentiality clause (C6, h29c37)', () => {
  it('the lead-in and each exception item take Confidentiality from their own words', () => {
    const title = '5. Exceptions';
    expectReads((t) => categories(t, title), [
      ['The duties in clause 4 do not apply to information which the Recipient can prove:', ['Confidentiality']],
      ["(a) is or becomes publicly available other than through the Recipient's fault;", ['Confidentiality']],
      ["(b) was lawfully in the Recipient's possession before the Discloser gave it;", ['Confidentiality']],
      ["(c) was independently developed by the Recipient's own staff;", ['Confidentiality']],
      ['(d) is received from a third party who owes no duty of confidence in respect of it.', ['Confidentiality']],
    ]);
  });

  it('not possession, or a clause not applying, with no information or disclosure in it', () => {
    expectEach(cuedBy(CONFIDENTIALITY_CUES, 'Confidentiality'), [
      'The Tenant is in possession of the premises.',
      'This clause does not apply to goods sold at auction.',
      'The Buyer received the goods from a third party carrier.',
    ], false);
  });
});

describe('Asset Use: the provider\'s software or online service used as a thing (h29c37)', () => {
  it('a right to use the Service, Platform or Software, and reverse engineering it, are strong cues beside the grant', () => {
    expectReads((t) => categories(t), [
      ['We grant you a non-exclusive right for your staff to use the Platform during the Term.', ['Asset Use', 'Intellectual Property']],
      ['The Customer shall not reverse engineer or decompile the Software.', ['Asset Use']],
    ]);
  });

  it('not the services of a subcontractor used', () => {
    expect(cuedBy(ASSET_STRONG_CUES, 'Asset Use')('The Contractor may use the services of a subcontractor for the drilling.')).toBe(false);
  });
});

describe('Term & Termination: the end of a year counted in the contract is no end of the contract (h29c37)', () => {
  it('"after the end of the Contract Year" gives no Term & Termination cue; "after the end of the Contract" still does', () => {
    expect(cue('The Distributor shall keep its sales records for two years after the end of the Contract Year in which the sales were made.', 'Term & Termination')).toBe(false);
    // h52s50: records kept for years after the end are a retention period, no end (category-cues-retention-periods.ts);
    // an act the end of the Contract starts still reads its end.
    expect(cue('The Distributor shall keep its sales records for two years after the end of the Contract.', 'Term & Termination')).toBe(false);
    expect(cue('The Distributor shall not sell competing products for two years after the end of the Contract.', 'Term & Termination')).toBe(true);
    expect(cue('The Licensee may sell off its stock for ninety days after the end of the Licence Term.', 'Term & Termination')).toBe(true);
  });
});

describe('review of the second round (hrev23): what a Statement of Work shall set out; who developed a thing', () => {
  it('a Statement of Work that "shall set out" or "shall specify" its services and fees holds them: no veto', () => {
    expectEach(cuedBy(SCOPE_VETOES, 'Scope of Work'), [
      'Each Statement of Work shall set out the Services, the Deliverables and the fees.',
      'Every SOW will specify the work to be done, the milestones and the charges payable.',
      'The Statement of Work must list the deliverables and the price of each.',
    ], false);
    expectReads((t) => categories(t), [
      ['Each Statement of Work shall set out the Services, the Deliverables and the fees.', ['Scope of Work']],
    ]);
    // The fees a Statement of Work states, and fees that "shall be set out" in one, are still only a reference.
    expectEach(cuedBy(SCOPE_VETOES, 'Scope of Work'), [
      'The fees for each project are set forth in the applicable Statement of Work.',
      'The fees shall be set out in each Statement of Work.',
    ], true);
  });

  it('"independently developed by" is an exception of the duty only with the recipient, "it", or the information beside it', () => {
    expectEach(cuedBy(CONFIDENTIALITY_CUES, 'Confidentiality'), [
      '(c) is independently developed by it; or',
      '(c) was independently developed by the Receiving Party without use of the Discloser\'s information;',
      'Information independently developed by the Recipient is not covered by this clause.',
    ], true);
    expectEach(cuedBy(CONFIDENTIALITY_CUES, 'Confidentiality'), [
      'The new software was independently developed by the Licensee\'s engineers.',
      'The Platform was independently developed by Contoso and is owned by it.',
    ], false);
    expectReads((t) => categories(t), [['The new software was independently developed by the Licensee\'s engineers.', []]]);
  });
});
