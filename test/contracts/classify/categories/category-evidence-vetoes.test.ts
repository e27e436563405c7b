/**
 * The table of a category's title or learned evidence vetoed (category-vetoes.ts, EVIDENCE_VETOES; issue 18, h64split):
 * each special case is one entry, read by one loop, and vetoes only its category and its kind of evidence.
 */
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../../src/contracts/wire.js';
import { EVIDENCE_VETOES, evidenceVetoed } from '../../../../src/contracts/classify/categories/category-vetoes.js';
import { foldedForPrefilter } from '../../../../src/common/regex-prefilter.js';
import { hiredThingsOf } from '../../../../src/contracts/classify/categories/category-hired-things.js';

/** The sentence an evidence veto reads, folded as category-evidence.ts folds it. */
const read = (text: string, heading?: string) => ({ text, folded: foldedForPrefilter(text), heading });

describe('EVIDENCE_VETOES (h64split)', () => {
  it('names only categories of the closed set', () => {
    for (const veto of EVIDENCE_VETOES) expect(CATEGORIES).toContain(veto.category);
  });

  it('vetoes the heading of money given as security, not its learned proposal nor another category', () => {
    const sentence = read('The Contractor shall provide a security deposit equal to ten per cent of the price within 14 days.', '7. Security');
    expect(evidenceVetoed('Safety and Security', 'title', sentence)).toBe(true);
    expect(evidenceVetoed('Safety and Security', 'learned', sentence)).toBe(false);
    expect(evidenceVetoed('Audits', 'title', sentence)).toBe(false);
  });

  it('vetoes an "Inspection" heading over an acceptance inspection, and an "Assignment" heading over a lone subletting', () => {
    expect(evidenceVetoed('Audits', 'title', read('The Buyer shall carry out an acceptance inspection of the machine within five days.', 'Inspection and Testing'))).toBe(true);
    expect(evidenceVetoed('Assignments', 'title', read('The Tenant may sublet the whole of the Premises with the consent of the Landlord.', 'Assignment'))).toBe(true);
  });

  it('leaves a sentence that reads the heading in its own sense', () => {
    const sentence = read('The Supplier shall keep the site secure and ensure the safety of all visitors.', 'Security');
    expect(CATEGORIES.filter((c) => evidenceVetoed(c, 'title', sentence) || evidenceVetoed(c, 'learned', sentence))).toEqual([]);
  });
});

// h73left (session 38's Left, h71sweep): the present assignment of intellectual property was a step of its own after the
// table; with the cue vetoes in their own file (no import cycle) it is the table's one `all` entry, and takes every kind
// of Assignments' evidence (title, learned, cue) as the step did.
describe('EVIDENCE_VETOES: a present assignment of intellectual property (h73left)', () => {
  const kinds = ['title', 'learned', 'cue'] as const;
  it('vetoes every kind of Assignments\' evidence where a party assigns a work or a right now', () => {
    for (const text of [
      'The Photographer hereby assigns to the Agency all right, title and interest in the Images.',
      'The Designer assigns to the Client the copyright in the logo and in every draft of it.',
      'The Inventor hereby irrevocably assigns to the Company all patents arising from the Research.',
    ]) {
      for (const kind of kinds) expect(evidenceVetoed('Assignments', kind, read(text, 'Assignment of Rights')), `${kind}: ${text}`).toBe(true);
      // Only Assignments: the work's own category keeps its evidence.
      for (const kind of kinds) expect(evidenceVetoed('Intellectual Property', kind, read(text, 'Assignment of Rights'))).toBe(false);
    }
  });
  it('near misses: the contract assigned, money assigned, a future assignment, a right not assigned', () => {
    for (const text of [
      'The Supplier may assign this Agreement to an affiliate with notice to the Customer.',
      'The Seller hereby assigns to the Bank all sums due to it under the Sale Contract.',
      'The Consultant shall assign to the Client any copyright in the Deliverables on payment.',
      'Neither party may assign its rights under this Agreement without consent.',
    ]) {
      for (const kind of kinds) expect(evidenceVetoed('Assignments', kind, read(text, 'Assignment')), `${kind}: ${text}`).toBe(false);
    }
  });
});

// Session 60's review: h97c74's licensed place's Intellectual Property and a row without a sum's Pricing & Taxes were two
// special cases written into categories.ts' ranking; they are table entries now, which hold only where the sentence's
// own words name no cue of the category (`unlessCued`).
describe('EVIDENCE_VETOES: entries that yield to the sentence\'s own cue (unlessCued, lead61)', () => {
  it('only title and learned entries yield to a cue (a cue entry vetoes the cue itself)', () => {
    for (const veto of EVIDENCE_VETOES.filter((v) => v.unlessCued)) expect(['title', 'learned']).toContain(veto.evidence);
  });

  it('a row naming no sum under a price title: no Pricing & Taxes from the title, unless a cue of its own names it', () => {
    const row = read('Corporate seal: affixed in the presence of the Clerk', 'SCHEDULE 3 – RENT');
    expect(evidenceVetoed('Pricing & Taxes', 'title', row)).toBe(true);
    expect(evidenceVetoed('Pricing & Taxes', 'title', row, true)).toBe(false);
    expect(evidenceVetoed('Pricing & Taxes', 'learned', row)).toBe(false);
    expect(evidenceVetoed('Pricing & Taxes', 'title', read('Annual rent: EUR 4,800 payable in advance', 'SCHEDULE 3 – RENT'))).toBe(false);
  });

  it('a place the document licenses, used: neither the title\'s nor the learned Intellectual Property, unless cued', () => {
    const texts = ['The Board grants the Club a licence to use the slipway during the season.', 'The Club shall keep the slipway clear of gear.'];
    const hired = hiredThingsOf(texts, new Set(['Board', 'Club']));
    const used = { ...read(texts[1], '2. GRANT OF LICENCE'), hired };
    expect(evidenceVetoed('Intellectual Property', 'title', used)).toBe(true);
    expect(evidenceVetoed('Intellectual Property', 'learned', used)).toBe(true);
    expect(evidenceVetoed('Intellectual Property', 'title', used, true)).toBe(false);
    // Without the document's things (a caller that reads one sentence), nothing is vetoed.
    expect(evidenceVetoed('Intellectual Property', 'title', read(texts[1], '2. GRANT OF LICENCE'))).toBe(false);
  });
});
