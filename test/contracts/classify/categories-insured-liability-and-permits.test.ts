/**
 * Two covers named before one "insurance" (categories.ts' Liability cue), a trade's permit held from a public body or
 * under a trade's rules (category-cues-regulatory-licences.ts), and fire resistance (category-cues-fire-resistance.ts):
 * issue 18, h38c. Sentences written for these tests, not taken from a labelled set.
 */
import { describe, it } from 'vitest';
import { categoriesOf as categoriesOfElement } from '../../../src/contracts/classify/categories.js';
import { expectReads } from './cue-tables.js';

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
