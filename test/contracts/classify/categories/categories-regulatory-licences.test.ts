/**
 * A licence to operate held from the state is no Intellectual Property; a licence of software, marks or patents stays
 * one (issue 18, h33c43; category-cues-regulatory-licences.ts). Sentences written for these tests, not taken from a
 * labelled set.
 */
import { describe, it } from 'vitest';
import { categoriesOf as categoriesOfElement } from '../../../../src/contracts/classify/categories/categories.js';
import { expectReads } from '../cue-tables.js';

const one = (text: string) => categoriesOfElement(text, undefined, false);

describe('a regulatory licence is no Intellectual Property', () => {
  it('the licensing laws, a permit by its kind, a licence lost or taken away', () => {
    expectReads(one, [
      ['The Operator must not carry passengers in any way that breaches the licensing laws of the State.', []],
      ['The Bar may end this Agreement at once if the Caterer loses its liquor licence.', ['Term & Termination']],
      ['Either party may terminate this Agreement if the Carrier\'s licence is revoked by the regulator.', ['Term & Termination']],
      // Kept in force, a permit is Responsibilities and still no Intellectual Property (h105fixK; docs/contract-labels.md
      // table 2.3, Intellectual Property row: "a permit: `The Supplier shall hold the licence required to operate the
      // site.` → Obligation/Supplier · Responsibilities"; docs/contracts.md: "held and kept in force … →
      // Responsibilities, no Intellectual Property").
      ['The Agency shall keep its recruitment licence in force throughout the Term.', ['Responsibilities']],
    ]);
  });
  it('keeps a licence of software or marks, also one revoked', () => {
    expectReads(one, [
      ['The Licensor grants the Licensee a licence to use the Software on up to ten devices.', ['Asset Use', 'Intellectual Property']],
      ['The Licensee shall not sub-license the Marks without the Licensor\'s consent.', ['Intellectual Property']],
      ['If the licence to use the Software is revoked, the Customer shall delete all copies.', ['Asset Use', 'Intellectual Property']],
    ]);
  });
});

describe('a bank licensed by its regulator is no Intellectual Property (h52s50)', () => {
  it('licensed by the central, reserve or national bank, or by a regulator', () => {
    expectReads(one, [
      ['The Lender is licensed by the Reserve Bank of Malawi to carry on deposit-taking business.', []],
      ['The Issuer is licensed by its national regulator to issue electronic money.', []],
    ]);
  });
  it('near miss: a work licensed by a bank that is a party stays a licence of the work', () => {
    expectReads(one, [
      ['The Software is licensed by the Bank to the Customer for use in its branches only.', ['Asset Use', 'Intellectual Property']],
    ]);
  });
});

describe('a national bank that licenses its own work keeps the licence (review hrev37)', () => {
  it('licensed by the national or central bank to use or reproduce its work: Intellectual Property', () => {
    expectReads(one, [
      ['The Member is licensed by the National Bank to use the scheme\'s logo on its cards.', ['Intellectual Property']],
    ]);
  });
  it('near miss: licensed by the central bank to carry on business stays a permit', () => {
    expectReads(one, [
      ['The Lender is licensed by the Central Bank of Ghana to carry on banking business.', []],
    ]);
  });
});
