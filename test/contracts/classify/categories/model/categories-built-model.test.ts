import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../../../src/contracts/wire.js';
import { categoriesOf as categoriesOfText } from '../../../../../src/contracts/classify/categories/categories.js';
import { categoriesOf, cueOf } from '../../helpers.js';

describe('categories with the model built at build time (h18cat2)', () => {
  it('the grant of a lease is Asset Use outright, beside the term it runs for', () => {
    expect(cueOf('Asset Use', 'The Landlord leases to the Tenant the ground floor shop for a term of five years.')).toBe('strong');
    expect(categoriesOf(
      'The Landlord leases to the Tenant the ground floor shop for a term of five years.',
      'The Owner leases to the Occupier the warehouse described in the schedule.',
    )).toEqual([['Asset Use', 'Term & Termination'], ['Asset Use']]);
  });

  it('a licence to use the other party\'s work is Asset Use and Intellectual Property; an appointment is the scope of work', () => {
    expect(categoriesOf(
      'The Photographer grants the Magazine a licence to use the images solely in the spring issue.',
      'The Hotel appoints the Agency as its exclusive booking agent for group travel in Japan.',
      'The Engineer shall submit a structural survey report to the Council within fifteen working days of the visit.',
    )).toEqual([['Asset Use', 'Intellectual Property'], ['Scope of Work'], ['Deliverables']]);
  });

  const word = fc.constantFrom('the', 'Supplier', 'shall', 'notice', 'lease', 'leases to', 'deliver', 'report', 'scope', 'services',
    'equipment', 'responsible', 'for', 'its', 'staff', 'pay', 'invoice', 'licence', 'use', 'premises', 'in writing', 'audit', 'and', 'not');
  const sentence = fc.array(word, { minLength: 0, maxLength: 30 }).map((ws) => ws.join(' '));
  const title = fc.option(fc.constantFrom('Scope of Work', 'Personnel', 'Use of Equipment', 'Deliverables', 'Notices', 'General'), { nil: undefined });

  it('names categories of the closed set only, at most two, in the set\'s order, the same every time (property)', () => {
    fc.assert(fc.property(sentence, title, (text, section) => {
      const got = categoriesOfText(text, section, false);
      expect(got.length).toBeLessThanOrEqual(2);
      const order = got.map((c) => CATEGORIES.indexOf(c));
      expect(order.every((i) => i >= 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      expect(categoriesOfText(text, section, false)).toEqual(got);
    }));
  });
});
