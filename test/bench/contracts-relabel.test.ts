// bench/contracts-relabel-lib.mjs: the second-labelling tools of issue 18 (h18agree) — a set stripped to text and
// rebuilt from a labelling, two labellings scored one against the other, their shared labels, corrections on a copy.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agreed, apply, build, kappa, parseStripped, score, strip } from '../../bench/contracts-relabel-lib.mjs';
import { CATEGORIES, NATURES } from '../../src/contracts/wire.js';

const closed = { categories: CATEGORIES, natures: NATURES };

/** A labelled set's shape (the .mjs returns it untyped). */
interface LabelledSet { documents: { name: string; elements: { text: string; kind?: string; categories: string[]; types: { nature: string; party: string }[] }[] }[] }

/** A two-document set as the labelled set files write one. */
const set = () => ({
  documents: [
    {
      name: 'hire',
      elements: [
        { kind: 'title', text: '1. Payment', types: [], categories: [], attributes: [] },
        { text: 'The Hirer shall pay the Owner a hire charge of $950 per day.', types: [{ nature: 'Obligation', party: 'Hirer' }], categories: ['Payment Terms & Billing', 'Pricing & Taxes'], attributes: [] },
        { text: 'Either party may end the hire on seven days\u2019 written notice.', types: [{ nature: 'Right', party: 'Multiple Parties' }], categories: ['Communication', 'Term & Termination'], attributes: [] },
      ],
    },
    {
      name: 'lease',
      elements: [
        { text: '"Vessels" means the three dredgers listed in Annex A.', types: [{ nature: 'Definition', party: 'None' }], categories: ['Scope of Work'], attributes: [] },
        { text: 'This lease is governed by the law of Ontario.', types: [], categories: ['Dispute Resolution'], attributes: [] },
      ],
    },
  ],
});

const STRIPPED = [
  '## hire',
  'hire#0 [title] 1. Payment',
  'hire#1 The Hirer shall pay the Owner a hire charge of $950 per day.',
  'hire#2 Either party may end the hire on seven days\u2019 written notice.',
  '',
  '## lease',
  'lease#0 "Vessels" means the three dredgers listed in Annex A.',
  'lease#1 This lease is governed by the law of Ontario.',
  '',
].join('\n');

describe('strip and build', () => {
  it('writes the text only, headings marked, and reads it back in order', () => {
    expect(strip(set())).toBe(STRIPPED);
    expect(parseStripped(STRIPPED)).toEqual([
      { name: 'hire', elements: [{ kind: 'title', text: '1. Payment' }, { text: 'The Hirer shall pay the Owner a hire charge of $950 per day.' }, { text: 'Either party may end the hire on seven days\u2019 written notice.' }] },
      { name: 'lease', elements: [{ text: '"Vessels" means the three dredgers listed in Annex A.' }, { text: 'This lease is governed by the law of Ontario.' }] },
    ]);
  });

  it('gives the listed elements their labels and the rest none', () => {
    const labels = '// a comment\nhire#1 Pricing & Taxes\nlease#1 Dispute Resolution   // governing law\n';
    const types = 'hire#1 Obligation/Hirer\nlease#0 Definition\n';
    const built = build(STRIPPED, labels, types, closed) as unknown as LabelledSet;
    expect(built.documents[0].elements.map((e) => e.categories)).toEqual([[], ['Pricing & Taxes'], []]);
    expect(built.documents[1].elements.map((e) => e.categories)).toEqual([[], ['Dispute Resolution']]);
    expect(built.documents[0].elements[1].types).toEqual([{ nature: 'Obligation', party: 'Hirer' }]);
    expect(built.documents[1].elements[0].types).toEqual([{ nature: 'Definition', party: 'None' }]);
  });

  it('stops at a label outside the closed set or an element the text does not have', () => {
    expect(() => build(STRIPPED, 'hire#1 Payment Terms', undefined, closed)).toThrow('line 1: no category "Payment Terms"');
    expect(() => build(STRIPPED, 'hire#7 Delivery', undefined, closed)).toThrow('line 1: no element hire#7');
    expect(() => build(STRIPPED, '', 'hire#1 Duty/Hirer', closed)).toThrow('line 1: no nature "Duty"');
    expect(() => parseStripped('## hire\nhire#1 out of order')).toThrow('out of order');
  });
});

describe('score', () => {
  it("counts B's labels against A's, per label and in all, headings left out", () => {
    const A = set();
    const B = set();
    B.documents[0].elements[2].categories = ['Term & Termination']; // no Communication
    B.documents[1].elements[0].categories = []; // no category on the definition
    B.documents[1].elements[1].categories = ['Dispute Resolution', 'Order of Precedence'];
    const s = score(A, B, 'category');
    expect({ elements: s.elements, same: s.same, tp: s.tp, fp: s.fp, fn: s.fn, f1: s.f1 }).toEqual({ elements: 4, same: 1, tp: 4, fp: 1, fn: 2, f1: 0.727 });
    const row = (label: string) => s.rows.find((r: { label: string }) => r.label === label);
    expect(row('Communication')).toMatchObject({ tp: 0, fn: 1, fp: 0, f1: 0, kappa: 0 });
    expect(row('Term & Termination')).toMatchObject({ tp: 1, fn: 0, fp: 0, f1: 1, kappa: 1 });
    expect(s.disagreements[0]).toBe('hire#2 A[Communication; Term & Termination] B[Term & Termination] Either party may end the hire on seven days\u2019 written notice.');
  });

  it("scores natures and types from the same files", () => {
    const B = set();
    B.documents[0].elements[2].types = [{ nature: 'Right', party: 'Owner' }];
    expect(score(set(), B, 'nature').f1).toBe(1);
    expect(score(set(), B, 'type')).toMatchObject({ tp: 2, fp: 1, fn: 1 });
  });

  it('refuses two sets of different texts', () => {
    const B = set();
    B.documents[1].elements[1].text = 'Another text.';
    expect(() => score(set(), B, 'category')).toThrow('lease#1: texts differ');
  });

  it('is symmetric: B against A has A against B\u2019s F1, with misses and extras swapped', () => {
    const labelling = fc.array(fc.subarray([...CATEGORIES].slice(0, 6)), { minLength: 4, maxLength: 4 });
    fc.assert(fc.property(labelling, labelling, (a, b) => {
      const A = set(); const B = set();
      const slots = [A.documents[0].elements[1], A.documents[0].elements[2], A.documents[1].elements[0], A.documents[1].elements[1]];
      const slotsB = [B.documents[0].elements[1], B.documents[0].elements[2], B.documents[1].elements[0], B.documents[1].elements[1]];
      slots.forEach((e, i) => { e.categories = a[i]; });
      slotsB.forEach((e, i) => { e.categories = b[i]; });
      const ab = score(A, B, 'category'); const ba = score(B, A, 'category');
      expect([ab.tp, ab.fp, ab.fn, ab.f1]).toEqual([ba.tp, ba.fn, ba.fp, ba.f1]);
      for (const r of ab.rows) expect(ba.rows.find((x: { label: string }) => x.label === r.label).kappa).toBe(r.kappa);
    }));
  });
});

describe('kappa', () => {
  it("is Cohen's: agreement beyond chance", () => {
    expect(kappa(20, 5, 10, 15)).toBeCloseTo(0.4, 10); // po 0.7, pe 0.5
    expect(kappa(3, 0, 0, 7)).toBe(1);
    expect(kappa(0, 2, 3, 5)).toBeCloseTo(-0.316, 3); // po 0.5, pe 0.2 × 0.3 + 0.8 × 0.7 = 0.62
    expect(kappa(0, 0, 0, 9)).toBe(1); // neither labeller ever gives the label
  });
});

describe('agreed and apply', () => {
  it('keeps the labels both give', () => {
    const B = set();
    B.documents[0].elements[1].categories = ['Pricing & Taxes'];
    B.documents[0].elements[1].types = [];
    const both = agreed(set(), B);
    expect(both.documents[0].elements[1].categories).toEqual(['Pricing & Taxes']);
    expect(both.documents[0].elements[1].types).toEqual([]);
    expect(both.documents[0].elements[2].categories).toEqual(['Communication', 'Term & Termination']);
  });

  it('replaces the categories of the listed elements only, skipping documents the set does not have', () => {
    const corrected = apply(set(), 'lease#0   // C5\nhire#2 Term & Termination\nother-set#3 Delivery\n', closed);
    expect(corrected.documents[1].elements[0].categories).toEqual([]);
    expect(corrected.documents[0].elements[2].categories).toEqual(['Term & Termination']);
    expect(corrected.documents[0].elements[1].categories).toEqual(['Payment Terms & Billing', 'Pricing & Taxes']);
    expect(() => apply(set(), 'lease#9 Delivery', closed)).toThrow('line 1: no element lease#9');
  });
});
