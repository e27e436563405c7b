import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyContract, type ElementInput } from '../../../../src/contracts/classify/index.js';
import { leadIns } from '../../../../src/contracts/classify/document/lists.js';
import { NATURES } from '../../../../src/contracts/wire.js';

const PIECES = ['(a)', '(b)', '(ii)', '5.', '6.', '21.1.2', '•', 'The Supplier', 'Customer', 'shall', 'may not', ':', ';', ',', 'and',
  'hereinafter called the "Owner"', '("Supplier")', 'Acme Ltd', 'between', 'whose registered office is at 12 High Street', 'The Owner at:',
  '_100 Main Street___', 'OWNER:', 'Jane Roe, Director name and title', 'Attention: Ann Lee', 'Name: Bo Chan', 'Title: CEO', '___'];
const text = fc.oneof(fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }).map((w) => w.join(' ')), fc.string({ maxLength: 60 }));
const element: fc.Arbitrary<ElementInput> = fc.record({ text, kind: fc.constantFrom('sentence', 'listItem', 'title', 'tableCell') as fc.Arbitrary<ElementInput['kind']> });

describe('list structure and party details: invariants on any input', () => {
  it('a lead-in is always an earlier element, never a title', () => {
    fc.assert(fc.property(fc.array(element, { maxLength: 12 }), (els) => {
      const leads = leadIns(els, els.map((e) => e.text));
      expect(leads).toHaveLength(els.length);
      leads.forEach((l, i) => {
        expect(l >= -1 && l < i).toBe(true);
        if (l >= 0) expect(els[l].kind).not.toBe('title');
      });
    }), { numRuns: 200 });
  });

  it('natures from the closed set; addresses inside their element; contacts with a name and a role; deterministic', () => {
    fc.assert(fc.property(fc.array(element, { maxLength: 12 }), (els) => {
      const r = classifyContract(els);
      for (const e of r.elements) for (const t of e.types) expect(NATURES).toContain(t.label.nature);
      for (const p of r.parties) {
        for (const a of p.addresses) expect(0 <= a.begin && a.begin < a.end && a.end <= els[a.element].text.length).toBe(true);
        for (const c of p.contacts) expect(c.name.length > 0 && c.role.length > 0).toBe(true);
      }
      expect(classifyContract(els.map((e) => ({ ...e })))).toEqual(r);
    }), { numRuns: 150 });
  });
});
