import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createCompareDocuments, compareClassified, comparisonKey } from '../../../src/contracts/compare/index.js';
import { ParleyError } from '../../../src/common/errors.js';
import { classified, jsonFile, rejection } from '../service-helpers.js';

const neverClassify = async () => {
  throw new Error('the classifier must not be called for JSON inputs');
};
const compareDocuments = createCompareDocuments(neverClassify);

const A = [
  'This Agreement is made between Acme Corporation and Brown Limited.',
  'The Supplier shall deliver the goods within thirty days.',
  'The price is $10,000 payable on delivery.',
  'Signed on 1 March 2020.',
];
const B = [
  'This Agreement is made between Zenith Incorporated and Brown Limited.',
  'The Supplier shall deliver the goods within thirty days.',
  'Governing law is the law of England.',
  'The price is $12,500 payable on delivery.',
  'Signed on 1 March 2020.',
];

describe('identical_text', () => {
  it.each([
    ['The Buyer shall pay.', 'the buyer shall pay'],
    ['  "The Buyer shall pay."  ', 'Buyer   shall pay'],
    ['A notice is given to an agent.', 'notice is given to agent'],
    ['(a) the Term', 'a) Term'],
    ['It’s the Supplier’s duty — always.', "it's supplier's duty - always"],
  ])('%j and %j are identical', (x, y) => expect(comparisonKey(x)).toBe(comparisonKey(y)));

  it.each([
    ['The price is $10,000.', 'The price is $10.000.'],
    ['within 30 days', 'within 31 days'],
    ['Acme shall pay', 'Acme shall not pay'],
    ['ab', 'a b'],
  ])('%j and %j differ', (x, y) => expect(comparisonKey(x)).not.toBe(comparisonKey(y)));
});

describe('compareDocuments', () => {
  it('aligns changed, equal and moved elements and leaves inserted ones unaligned, with the default labels', async () => {
    const r = await compareDocuments({ file1: jsonFile(classified(A, 'a')), file2: jsonFile(classified(B, 'b')) });
    expect(r.model_id).toBe('contracts');
    expect(r.documents.map((d) => [d.label, d.title])).toEqual([['file_1', 'a'], ['file_2', 'b']]);
    expect(r.aligned_elements.map((a) => [a.element_pair[0].text, a.element_pair[1].text, a.identical_text])).toEqual([
      [A[0], B[0], false],
      [A[1], B[1], true],
      [A[2], B[3], false],
      [A[3], B[4], true],
    ]);
    expect(r.aligned_elements.every((a) => a.element_pair.map((p) => p.document_label).join() === 'file_1,file_2')).toBe(true);
    expect(r.unaligned_elements.map((u) => [u.document_label, u.text])).toEqual([['file_2', B[2]]]);
    expect(r.aligned_elements[0].provenance_ids).toHaveLength(1);
    expect(r.aligned_elements[0].provenance_ids[0]).toMatch(/^R[\w-]{22}$/);
  });

  it('labels: the given ones, on documents and on every element; labels carry no provenance ids', async () => {
    const typed = classified([{ text: 'The Supplier shall deliver.', types: [{ label: { nature: 'Obligation', party: 'Supplier' }, provenance_ids: ['N1', 'P1'] }], categories: [{ label: 'Delivery', provenance_ids: ['C1'] }] }]);
    const r = await compareDocuments({ file1: jsonFile(typed), file2: jsonFile(typed), file1Label: 'old', file2Label: 'new' });
    expect(r.documents.map((d) => d.label)).toEqual(['old', 'new']);
    expect(r.aligned_elements[0].element_pair[0]).toEqual({
      document_label: 'old',
      text: 'The Supplier shall deliver.',
      location: typed.elements[0].location,
      types: [{ label: { nature: 'Obligation', party: 'Supplier' } }],
      categories: [{ label: 'Delivery' }],
      attributes: [],
    });
  });

  it('pairs a moved clause (an exact copy out of order)', () => {
    const x = classified(['Alpha clause one two three four.', 'Beta clause five six seven.', 'Gamma clause eight nine ten.']);
    const y = classified(['Gamma clause eight nine ten.', 'Beta clause five six seven.', 'Alpha clause one two three four.']);
    const r = compareClassified(x, y, 'x', 'y');
    expect(r.aligned_elements).toHaveLength(3);
    expect(r.aligned_elements.every((a) => a.identical_text)).toBe(true);
    expect(r.unaligned_elements).toEqual([]);
  });

  it('significant_elements: false only for short, unlabelled elements with no structural role', () => {
    const x = classified(['Page 2', { text: 'Page 3', li: true }, 'The Supplier shall deliver the goods within thirty days of the order.', { text: 'Fees', categories: [{ label: 'Pricing & Taxes', provenance_ids: [] }] }]);
    const r = compareClassified(x, x, 'a', 'b');
    expect(r.aligned_elements.map((a) => a.significant_elements)).toEqual([false, true, true, true]);
  });

  it('rejects documents in different formats (400), text (415), empty, oversized and missing files', async () => {
    const pdf = Buffer.from('%PDF-1.4 ...');
    const e1 = await rejection(compareDocuments({ file1: pdf, file2: jsonFile(classified(A)) }));
    expect([e1.status, e1.errors[0].path, e1.errors[0].message]).toEqual([400, '.file2', 'The documents must be in the same format: file1 is PDF, file2 is JSON']);
    const e2 = await rejection(compareDocuments({ file1: Buffer.from('plain words'), file2: Buffer.from('plain words'), file1ContentType: 'text/plain' }));
    expect([e2.status, e2.errors[0].path]).toEqual([415, '.file1']);
    expect(e2.message).toMatch(/^The Media Type \[text\/plain\] of the input document is not supported/);
    const e3 = await rejection(compareDocuments({ file1: Buffer.alloc(0), file2: pdf }));
    expect([e3.status, e3.errors[0].path]).toEqual([400, '.file1']);
    const e4 = await rejection(compareDocuments({ file1: pdf, file2: pdf }, { maxBytes: 4 }));
    expect([e4.status, e4.errors[0].path]).toEqual([413, '.file1']);
    const e5 = await rejection(compareDocuments({ file1: pdf } as never));
    expect([e5.status, e5.message]).toEqual([400, 'Parameter validation errors:\n  Missing required parameters: file2']);
    const e6 = await rejection(compareDocuments({ file1: Buffer.from('{"elements": 3}'), file2: Buffer.from('{}') }));
    expect(e6.errors.map((d) => d.path)).toEqual(['.file1.document.html', '.file1.elements']);
    const e7 = await rejection(compareDocuments({ file1: pdf, file2: pdf, model: 'invoices' }));
    expect([e7.status, e7.errors[0].path]).toEqual([400, '.model']);
  });

  it('names the part at fault when the classifier fails', async () => {
    const failing = createCompareDocuments(async () => {
      throw new ParleyError(500, 'The document could not be processed because Error: End-of-File, expected line');
    });
    const e = await rejection(failing({ file1: Buffer.from('%PDF-x'), file2: Buffer.from('%PDF-y') }));
    expect([e.status, e.errors[0].path]).toEqual([500, '.file1']);
  });

  it('names the second file when the classifier refuses it with its own path "file" (a corrupt PDF as file2)', async () => {
    const refusing = createCompareDocuments(async ({ file }) => {
      if (Buffer.from(file).toString('latin1') === '%PDF-y') throw ParleyError.invalidRequest([{ code: 'unreadable', message: 'corrupt', path: 'file' }], 'corrupt');
      return classified(A);
    });
    const e = await rejection(refusing({ file1: Buffer.from('%PDF-x'), file2: Buffer.from('%PDF-y') }));
    expect([e.status, e.errors[0].path, e.errors[0].message]).toEqual([400, '.file2', 'corrupt']);
  });
});

const sentence = fc
  .array(fc.constantFrom('the', 'buyer', 'supplier', 'shall', 'pay', 'deliver', 'goods', 'within', '30', 'days', 'not', 'price', 'notice'), { minLength: 1, maxLength: 8 })
  .map((w) => `${w.join(' ')}.`);
const documentTexts = fc.array(sentence, { maxLength: 25 });

describe('compare properties', () => {
  it('a document against itself: every element aligned with itself and identical', () => {
    fc.assert(
      fc.property(documentTexts, (texts) => {
        const d = classified(texts);
        const r = compareClassified(d, d, 'a', 'b');
        expect(r.unaligned_elements).toEqual([]);
        expect(r.aligned_elements.map((a) => [a.element_pair[0].location, a.element_pair[1].location, a.identical_text])).toEqual(
          d.elements.map((e) => [e.location, e.location, true]),
        );
      }),
    );
  });

  it('swapping the files swaps the labels and nothing else', () => {
    fc.assert(
      fc.property(documentTexts, documentTexts, (x, y) => {
        const dx = classified(x);
        const dy = classified(y);
        const ab = compareClassified(dx, dy, 'a', 'b');
        const ba = compareClassified(dy, dx, 'b', 'a');
        const key = (pair: { document_label: string; location: { begin: number } }[]) => pair.map((p) => `${p.document_label}@${p.location.begin}`).sort().join();
        expect(ba.aligned_elements.map((e) => [key(e.element_pair), e.identical_text, e.significant_elements, e.provenance_ids]).sort()).toEqual(
          ab.aligned_elements.map((e) => [key(e.element_pair), e.identical_text, e.significant_elements, e.provenance_ids]).sort(),
        );
        expect(ba.unaligned_elements.map((u) => key([u])).sort()).toEqual(ab.unaligned_elements.map((u) => key([u])).sort());
      }),
    );
  });

  it('every element is either aligned once or unaligned, and identical_text means equal keys', () => {
    fc.assert(
      fc.property(documentTexts, documentTexts, (x, y) => {
        const r = compareClassified(classified(x), classified(y), 'a', 'b');
        const seenA = r.aligned_elements.map((e) => e.element_pair[0].location.begin);
        expect(new Set(seenA).size).toBe(seenA.length);
        expect(r.aligned_elements.length * 2 + r.unaligned_elements.length).toBe(x.length + y.length);
        for (const e of r.aligned_elements) expect(e.identical_text).toBe(comparisonKey(e.element_pair[0].text) === comparisonKey(e.element_pair[1].text));
      }),
    );
  });
});
