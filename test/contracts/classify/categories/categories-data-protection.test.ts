/**
 * Privacy from data protection law's own words and from a defined term that means personal data; Subcontracts from a
 * processor engaged or changed (issue 18, h34x44: set 44's joint controller arrangement; category-cues-data-protection.ts,
 * defined-personal-data.ts). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf as categoriesOfElement } from '../../../../src/contracts/classify/categories/categories.js';
import { personalDataTerms } from '../../../../src/contracts/classify/definitions/defined-personal-data.js';
import { findDefinition } from '../../../../src/contracts/classify/definitions/definitions.js';
import { categoriesOf } from '../helpers.js';
import { expectReads } from '../cue-tables.js';

const one = (text: string, title?: string) => categoriesOfElement(text, title, false);

describe('Privacy: data protection law named by its own words', () => {
  it('reads data subjects, records of processing, controllers, the GDPR and data sent outside the EEA', () => {
    expectReads(one, [
      ['The Hotel shall answer every request of a Data Subject within one month.', ['Privacy']],
      ['(a) keep a written record of all processing activities under its responsibility;', ['Audits', 'Privacy']],
      ['The Society and the League are joint controllers for the membership register of the League.', ['Privacy']],
      ['(b) give the notices required by Articles 13 and 14 of the GDPR at the point of sale;', ['Communication', 'Privacy']],
      ['(c) keep the booking screens in line with Article 25 of the GDPR;', ['Privacy']],
      ['The Contractor shall not store any tenant information outside the European Economic Area.', ['Privacy']],
      ['The Hotel shall tell the supervisory authority of any breach within 72 hours.', ['Communication', 'Privacy']],
    ]);
  });
  it('reads no Privacy in data that is subject to something, a financial controller or goods sent abroad', () => {
    expectReads(one, [
      ['All survey data subject to the licence shall be returned to the Council at the end of the term.', ['Term & Termination']],
      ['The Financial Controller of the Company shall sign every invoice before payment.', ['Payment Terms & Billing']],
    ]);
    expect(one('The Distributor shall not export the Products outside the European Economic Area.')).not.toContain('Privacy');
    expect(one('The Bank shall send its capital report to the Supervisory Authority each quarter.')).not.toContain('Privacy');
  });
});

describe('Subcontracts: a processor engaged, added or replaced', () => {
  it('reads the processor a party engages or changes as its subcontractor, beside the Privacy', () => {
    expectReads(one, [
      ['The Agency may engage the mailing house Parcelpost Direct Ltd as its processor, provided that it signs a processing agreement with it.', ['Subcontracts']],
      ['The Agency may engage the mailing house Parcelpost Direct Ltd as its processor under a contract meeting Article 28 of the GDPR.', ['Privacy', 'Subcontracts']],
      ['The Platform shall not engage another processor without the Charity\'s prior written authorisation.', ['Communication', 'Subcontracts']],
      ['The Agency shall tell the Charity of any intended change of processor thirty days before it takes effect, and the Charity may object.', ['Communication', 'Subcontracts']],
    ]);
  });
  it('reads no Subcontracts in a processor only named or a payment processor the shop uses', () => {
    expect(one('The Processor shall process personal data only on the documented instructions of the Controller.')).not.toContain('Subcontracts');
    expect(one('Card payments are taken by a payment processor chosen by the Shop.')).not.toContain('Subcontracts');
  });
});

describe('Privacy: a defined term whose definition means personal data', () => {
  const doc = [
    'This Data Sharing Agreement is made between Fernbank Surgery ("Surgery") and Quaylink Ltd ("Supplier").',
    '"Visit Records" means the personal data of visitors collected at the Surgery\'s front desk.',
    'Supplier shall encrypt the Visit Records at rest.',
    'Visit Records will be erased six months after each visit.',
  ];
  it('finds the term from its definition only when the meaning opens on personal data', () => {
    const definitionsOf = (texts: string[]) => texts.map((t) => findDefinition(t, false));
    expect(personalDataTerms(doc, definitionsOf(doc))).toEqual(['Visit Records']);
    const business = ['"Customer Data" means all data the Customer uploads, including personal data.', '"Usage Data" means anonymised personal data about the use of the Service.'];
    expect(personalDataTerms(business, definitionsOf(business))).toEqual([]);
  });
  it('reads the term where the contract uses it', () => {
    const [, , encrypt, erase] = categoriesOf(...doc);
    expect(encrypt).toContain('Privacy');
    expect(erase).toContain('Privacy');
  });
  it('reads nothing where the definition does not mean personal data', () => {
    const [, , encrypt] = categoriesOf(doc[0], '"Visit Records" means the log of deliveries kept at the Surgery\'s front desk.', doc[2]);
    expect(encrypt).not.toContain('Privacy');
  });
});
