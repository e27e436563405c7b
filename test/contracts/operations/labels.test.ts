import { describe, expect, it } from 'vitest';
import type { ContractLabels } from '../../../src/contracts/classify/types.js';
import { placeLabels } from '../../../src/contracts/operations/labels.js';
import { analyzeRead } from '../../../src/contracts/operations/pipeline.js';
import { cell, doc, para, sliceText, table } from '../helpers.js';

const none = { types: [], categories: [], attributes: [] };

describe('the classifier’s spans placed in the html', () => {
  const analysis = analyzeRead(
    doc([para('Koya   Creative & Co. shall pay <USD> 5,000 on 24 October 2011.'), table([[cell('Rate'), cell('$550')]])]),
    '',
  );
  const html = analysis.written.html;
  const [sentence] = analysis.elements;
  const text = sentence.text; // whitespace collapsed: "Koya Creative & Co. shall pay <USD> 5,000 on 24 October 2011."
  const span = (s: string) => ({ begin: text.indexOf(s), end: text.indexOf(s) + s.length });
  const labels: ContractLabels = {
    elements: [
      {
        types: [{ label: { nature: 'Obligation', party: 'Koya' }, provenance_ids: ['P1'] }],
        categories: [],
        attributes: [
          { type: 'Currency', ...span('<USD> 5,000') },
          { type: 'Organization', ...span('Koya Creative & Co.') },
          { type: 'Number', begin: 5, end: 999 },
        ],
      },
      none,
      { ...none, attributes: [{ type: 'Currency', begin: 0, end: 4 }] },
    ],
    parties: [{ party: 'Koya Creative', role: 'Supplier', importance: 'Primary', mentions: [{ element: 0, ...span('Koya Creative') }], addresses: [], contacts: [] }],
    effective_dates: [{ span: { element: 0, ...span('24 October 2011') }, confidence_level: 'High', text_normalized: '2011-10-24', provenance_ids: [] }],
    termination_dates: [{ span: { element: 7, begin: 0, end: 1 }, confidence_level: 'Low', provenance_ids: [] }],
    contract_amounts: [],
    contract_terms: [],
    payment_terms: [],
    contract_currencies: [],
    contract_types: [],
  };
  const placed = placeLabels(analysis, labels);

  it('maps attribute spans through the offset map and drops spans outside their element', () => {
    expect(placed.elements[0].attributes.map((a) => [a.type, a.text, sliceText(html, a.location)])).toEqual([
      ['Currency', '<USD> 5,000', '<USD> 5,000'],
      ['Organization', 'Koya Creative & Co.', 'Koya Creative & Co.'],
    ]);
    expect(placed.elements[0].types).toEqual(labels.elements[0].types);
  });

  it('places facts and party mentions, and gives a cell’s attributes to its table cell', () => {
    expect(placed.effective_dates).toEqual([
      { confidence_level: 'High', text: '24 October 2011', text_normalized: '2011-10-24', provenance_ids: [], location: placed.effective_dates[0].location },
    ]);
    expect(sliceText(html, placed.effective_dates[0].location)).toBe('24 October 2011');
    expect(placed.termination_dates).toEqual([]);
    expect(sliceText(html, placed.parties[0].mentions[0].location)).toBe('Koya Creative');
    const cellBlock = analysis.elements[2].block;
    expect(placed.attributesByBlock.get(cellBlock)?.map((a) => a.text)).toEqual(['$550']);
  });
});
