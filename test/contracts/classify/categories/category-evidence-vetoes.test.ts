/**
 * The table of a category's title or learned evidence vetoed (category-vetoes.ts, EVIDENCE_VETOES; issue 18, h64split):
 * each special case is one entry, read by one loop, and vetoes only its category and its kind of evidence.
 */
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../../src/contracts/wire.js';
import { EVIDENCE_VETOES, evidenceVetoed } from '../../../../src/contracts/classify/categories/category-vetoes.js';

describe('EVIDENCE_VETOES (h64split)', () => {
  it('names only categories of the closed set', () => {
    for (const veto of EVIDENCE_VETOES) expect(CATEGORIES).toContain(veto.category);
  });

  it('vetoes the heading of money given as security, not its learned proposal nor another category', () => {
    const sentence = { text: 'The Contractor shall provide a security deposit equal to ten per cent of the price within 14 days.', heading: '7. Security' };
    expect(evidenceVetoed('Safety and Security', 'title', sentence)).toBe(true);
    expect(evidenceVetoed('Safety and Security', 'learned', sentence)).toBe(false);
    expect(evidenceVetoed('Audits', 'title', sentence)).toBe(false);
  });

  it('vetoes an "Inspection" heading over an acceptance inspection, and an "Assignment" heading over a lone subletting', () => {
    expect(evidenceVetoed('Audits', 'title', { text: 'The Buyer shall carry out an acceptance inspection of the machine within five days.', heading: 'Inspection and Testing' })).toBe(true);
    expect(evidenceVetoed('Assignments', 'title', { text: 'The Tenant may sublet the whole of the Premises with the consent of the Landlord.', heading: 'Assignment' })).toBe(true);
  });

  it('leaves a sentence that reads the heading in its own sense', () => {
    const sentence = { text: 'The Supplier shall keep the site secure and ensure the safety of all visitors.', heading: 'Security' };
    expect(CATEGORIES.filter((c) => evidenceVetoed(c, 'title', sentence) || evidenceVetoed(c, 'learned', sentence))).toEqual([]);
  });
});
