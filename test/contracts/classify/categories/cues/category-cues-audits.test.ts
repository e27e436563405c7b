/**
 * Audits said without its word: the cues of category-cues-audits.ts, from the tests of the rounds that wrote them
 * (rounds 3, 4, 5, 7, 9; regrouped by category by h28cues, issue 18: same sentences, same assertions). `round` reads
 * the file's own cue list, without the sense; `cued` the whole cue reading of categories.ts. Sentences written for
 * these tests, not taken from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, categoryEvidence } from '../../../../../src/contracts/classify/categories/categories.js';
import { AUDIT_CUES, AUDIT_VETOES } from '../../../../../src/contracts/classify/categories/cues/category-cues-audits.js';
import { cuedBy, expectEach } from '../../cue-tables.js';
import { cued } from '../set-cue-helpers.js';

const round = (category: string) => cuedBy(AUDIT_CUES, category);
const vetoed = (category: string) => cuedBy(AUDIT_VETOES, category);

// Round 3 (h24rec).
describe('Audits: records kept for a period, a register kept, a visit to check', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Audits'), ['The Clinic shall keep the signed consent forms for six years after the last treatment.',
      'The Carrier is to keep a register of its drivers and their licences.',
      'The Operator must maintain a log recording every collection from the depot.',
      'The Landowner may visit the plantation at any reasonable time to check the condition of the trees.',
    ], true);
  });
  it('not goods or keys kept, nor a visit for another purpose', () => {
    expectEach((t) => cued(t, 'Audits'), ['The Hirer shall keep the keys for two days after the show.',
      'The Coach may visit the school to deliver the sessions.',
    ], false);
  });
});

// Round 4 (h24cat4).
describe('Audits: log entries, full accounts, an independent check', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Audits'), ['The Skipper shall record each trip, the catch and the fuel used in the vessel log.',
      'The Manager shall keep proper accounts of the bar.',
      'Each batch is tested by an independent laboratory before release.',
      'The Grower is to have the orchard verified by an accredited certification body every year.',
    ], true);
  });
});

// Round 5 (h25cat5).
describe('Audits: records, samples, accounts kept; entries on a ticket', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Audits'), [
      'The Sprayer shall keep a record of every spraying for five years.',
      'The Bakery must keep a sample of each batch of flour for six months.',
      'The Treasurer shall keep the club\'s accounts available to the members.',
      'Each delivery is to be entered on a weighbridge ticket.',
      'The Innkeeper shall keep the register of guests at the desk.',
    ], true);
  });
});

// Round 7 (h26cat7).
describe('Audits: lots sampled or graded by an inspector or a laboratory', () => {
  it('lots sampled or graded by an inspector or a laboratory are an audit', () => {
    expect([
      'Each consignment shall be sampled by an independent surveyor at the port.',
      'The Buyer may have the sample regraded by an accredited laboratory.',
      'The parcels shall be inspected by the Buyer on arrival.',
    ].map(round('Audits'))).toEqual([true, true, false]);
  });
});

describe('Audits: round 7\'s strong cue', () => {
  it('lots sampled by an inspector name their subject outright', () => {
    const strength = (text: string, category: string) => categoryEvidence(text, undefined).find((e) => e.category === category)?.cue;
    expect([
      strength('Each consignment shall be sampled by an independent surveyor at the port.', 'Audits'),
    ]).toEqual(['strong']);
  });
});

// Round 9 (h27cat9).
describe('no audit: an inspection of what is delivered, the defined Inspection that is the work', () => {
  it('vetoes them', () => {
    expectEach(vetoed('Audits'), [
      'The Retailer shall inspect each consignment on arrival and report any shortage within two days.',
      'Panels that fail the inspection shall be replaced at the Installer\'s cost.',
      'The fee is EUR 900 per Inspection.',
      'The Owner shall give the Surveyor access for the Inspection.',
    ], true);
  });
  it('not an inspection of records, books or premises', () => {
    expectEach(vetoed('Audits'), [
      'The Council may inspect the Operator\'s records and books of account on notice.',
      'The Landlord may carry out an Inspection of the premises twice a year.',
      'The Auditor shall inspect each delivery note against the ledger.',
      'The Farmer may ask the State Seed Inspection Service for a grade.',
    ], false);
  });
  it('a sentence inspecting what is delivered takes no Audits', () => {
    expect(categoriesOf('The Retailer shall inspect each consignment on arrival and report any shortage within two days.', undefined, false)).not.toContain('Audits');
    expect(categoriesOf('The fee is EUR 900 per Inspection, exclusive of VAT.', undefined, false)).not.toContain('Audits');
  });
});
