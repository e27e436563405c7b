/**
 * C13 (issue 18, h20conv; docs/contracts.md): the security of information is no Safety and Security — the sentence keeps
 * its own subject — and a heading about it ("IT Security") names none; Safety and Security stays with people, premises
 * and hazards. Sentences written for these tests, not taken from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { titleCategories } from '../../../../src/contracts/classify/categories/categories.js';
import { INFORMATION_SECURITY_VETOES } from '../../../../src/contracts/classify/categories/cues/category-cues-information-security.js';
import { categoriesOf } from '../helpers.js';
import { cpuClock } from '../../../security/guard.js';

const SAFETY = 'Safety and Security';

describe('categories: the security of information (C13)', () => {
  it('patches, incident notices, encryption and anti-virus software take no Safety and Security', () => {
    expect(categoriesOf(
      'The Host shall apply critical operating system patches within ten days of their release.',
      "The Vendor shall notify the Client of any security incident affecting the Client's data within 24 hours.",
      'Each workstation used for the work must run current anti-virus software.',
    )).toEqual([[], ['Communication'], []]);
    expect(categoriesOf('The Processor shall encrypt all patient records at rest and in transit.')[0]).not.toContain(SAFETY);
  });

  it('the safety and security of people, places and things keeps it', () => {
    expect(categoriesOf(
      'The Contractor shall keep the yard fenced and provide security guards at night.',
      'Visitors to the plant must wear hard hats and follow the safety rules.',
      "The Supplier's staff shall comply with the site security rules and the information security policy while on the premises.",
    // The model trained on sets 1-19 (h20train) also reads the staff's compliance as the Supplier's own ancillary duty
    // (Responsibilities, as the service defined it); C13 is about the Safety and Security it keeps.
    )).toEqual([[SAFETY], [SAFETY], ['Responsibilities', SAFETY]]);
  });

  it('a physical hazard (chemicals, pesticides, asbestos) keeps the veto away though a word reads as information', () => {
    // h22s22c: "application" of a chemical is an information word ("applications"); the hazard is physical.
    const [re] = INFORMATION_SECURITY_VETOES[0];
    expect([
      'The Grower shall apply pesticides only as the label directs and keep a record of each application.',
      'The Contractor shall remove any asbestos found and keep the survey data on file.',
      'Dangerous goods and flammable liquids shall be declared in the shipping information.',
      'The Supplier shall keep the application data of each user on its servers.',
    ].map((t) => re.test(t))).toEqual([false, false, false, true]);
  });

  it('a heading about information security names no Safety and Security; one about safety or a site does', () => {
    expect(['12. IT Security', 'Information Security', 'Data Security', 'Cybersecurity', '7.2 Cyber Security', 'Security of Customer Data']
      .map((t) => titleCategories(t))).toEqual([[], [], [], [], [], []]);
    expect(['Site Security', 'Health and Safety', 'Safety and Security', 'Security'].map((t) => titleCategories(t)))
      .toEqual([[SAFETY], [SAFETY], [SAFETY], [SAFETY]]);
    const access = "The Supplier shall follow the Customer's access procedures.";
    expect(categoriesOf({ text: access, kind: 'sentence', sectionTitle: '14. IT Security' }, { text: access, kind: 'sentence', sectionTitle: '14. Security' }))
      .toEqual([[], [SAFETY]]);
  });

  it('the veto reads a long run in linear time (anchored, bounded windows)', () => {
    const [re] = INFORMATION_SECURITY_VETOES[0];
    for (const unit of ['encrypt data systems security ', 'security ', 'secure ']) {
      const text = unit.repeat(Math.ceil(80_000 / unit.length));
      const t0 = cpuClock();
      re.test(text);
      expect(t0()).toBeLessThan(200);
    }
  });
});
