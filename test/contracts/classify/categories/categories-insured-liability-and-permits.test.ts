/**
 * Two covers named before one "insurance" (categories.ts' Liability cue), a trade's permit held from a public body or
 * under a trade's rules (category-cues-regulatory-licences.ts), fire resistance (category-cues-fire-resistance.ts) and
 * a fee deducted from money held (category-cues-fees-deducted.ts): issue 18, h38c. Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf as categoriesOfElement } from '../../../../src/contracts/classify/categories/categories.js';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { expectReads } from '../cue-tables.js';

const one = (text: string) => categoriesOfElement(text, undefined, false);

describe('liability insurance named beside another cover is Insurance only (table 2.3)', () => {
  it('reads it', () => {
    expectReads(one, [
      ['The Contractor shall maintain employers\' liability and fidelity insurance of not less than £2,000,000.', ['Insurance']],
      ['The Caterer must hold public liability and product liability insurance of at least $5 million.', ['Insurance']],
      ['The Hirer shall keep third-party liability or hull insurance in force while the boat is hired.', ['Insurance']],
    ]);
  });
  it('not a liability limited beside an indemnity, nor a liability named alone', () => {
    expectReads(one, [
      ['Each party\'s liability and indemnity obligations are limited to the fees paid in the previous year.', ['Indemnification', 'Liability']],
      ['Neither party excludes its liability for death or personal injury caused by its negligence.', ['Liability']],
    ]);
  });
});

describe('a trade\'s permit is no intellectual property', () => {
  it('reads an agent\'s licence and a holder licensed by a body as none', () => {
    expectReads(one, [
      ['The Broker holds a valid travel agent licence issued by the tourism board.', []],
      ['The Surveyor is licensed by the State Board of Land Surveyors.', []],
      ['The Promoter is licensed under the boxing rules of the national federation.', []],
    ]);
  });
  it('keeps a work licensed under an agreement or a public licence', () => {
    expectReads(one, [
      ['The Software is licensed under the Master Licence Agreement.', ['Intellectual Property']],
      ['The Library is licensed under the GNU General Public License.', ['Intellectual Property']],
    ]);
  });
});

describe('materials that resist fire, things that catch it (category-cues-fire-resistance.ts)', () => {
  it('reads them as Safety and Security', () => {
    expectReads(one, [
      ['4.2 All stand materials must be flame retardant, and the Exhibitor must show a certificate of flame retardancy if the fire officer asks.', ['Safety and Security']],
      ['The Tenant shall not store flammable liquids in the unit.', ['Safety and Security']],
      ['The curtains in the hall must be fireproof.', ['Safety and Security']],
    ]);
  });
  it('not fire named as damage or as a risk insured', () => {
    expectReads(one, [
      ['The Insurer covers fire damage to the Premises.', ['Insurance']],
      ['The Landlord shall insure the building against fire.', ['Insurance']],
    ]);
  });
});

describe('a fee deducted from money held is Payment Terms & Billing (category-cues-fees-deducted.ts)', () => {
  it('reads it so alone', () => {
    expectReads(one, [
      ['The Manager may withhold its management fee from the rents collected each month.', ['Payment Terms & Billing']],
      ['The Broker may deduct its commission from the sale proceeds before remitting the balance.', ['Payment Terms & Billing']],
    ]);
  });
  it('under a "Fees" heading too, where the title alone would say Pricing & Taxes', () => {
    const got = classifyContract([
      { text: '7. Management Fees', kind: 'title' },
      { text: '7.1 The Operator may deduct its fees from the operating account of the Resort on the tenth day of each month.', kind: 'sentence' },
    ]).elements.map((e) => e.categories.map((c) => c.label));
    expect(got[1]).toEqual(['Payment Terms & Billing']);
  });
  it('not fees a party keeps from third parties', () => {
    expect(one('The Adviser may retain placement fees from product issuers if it tells the Client of them.')).not.toContain('Payment Terms & Billing');
  });
});
