import { describe, expect, it } from 'vitest';
import { analyzeRead } from '../../../src/contracts/operations/pipeline.js';
import { documentStructure } from '../../../src/contracts/structure/document-structure.js';
import { bold, cell, doc, para, table } from '../helpers.js';

const analyse = (...args: Parameters<typeof doc>) => analyzeRead(doc(...args), '00000000000000000000000000000000');

describe('elements', () => {
  it('are titles, sentences, list items and cells, in order', () => {
    const a = analyse([
      para('First one. Second one.'),
      bold('1. Scope'),
      para('(a) an item. With more.'),
      table([[cell('Rate'), cell('$5')]]),
    ]);
    expect(a.elements.map((e) => [e.kind, e.text, e.item])).toEqual([
      ['sentence', 'First one.', false],
      ['sentence', 'Second one.', false],
      ['title', '1. Scope', false],
      ['listItem', '(a) an item.', true],
      ['sentence', 'With more.', false],
      ['tableCell', 'Rate', false],
      ['tableCell', '$5', false],
    ]);
    expect(a.elements.map((e) => e.section)).toEqual([-1, -1, 0, 0, 0, 0, 0]);
  });
});

describe('document_structure', () => {
  const a = analyse([
    para('Preamble.'),
    bold('1.0 Definitions'),
    para('"Affiliates" means ownership of: (i) half; or (ii) more.'),
    bold('1.1 Sub'),
    para('Each party warrants that:'),
    para('1. it may sign;'),
    para('2. it will comply.'),
    bold('2.0 Fees'),
    para('Fees are due.'),
  ]);
  const structure = documentStructure(a.written, a.elements);
  const at = (text: string) => a.elements.find((e) => e.text === text)!.location;

  it('lists section titles with their level and the elements directly under them', () => {
    expect(structure.section_titles.map((s) => [s.text, s.level, s.element_locations])).toEqual([
      ['1.0 Definitions', 1, [at('"Affiliates" means ownership of:'), at('(i) half; or'), at('(ii) more.')]],
      ['1.1 Sub', 2, [at('Each party warrants that:'), at('1. it may sign;'), at('2. it will comply.')]],
      ['2.0 Fees', 1, [at('Fees are due.')]],
    ]);
    for (const s of structure.section_titles) expect(s.location).toEqual(at(s.text));
  });

  it('gives each list its leading sentence', () => {
    expect(structure.leading_sentences.map((s) => [s.text, s.element_locations])).toEqual([
      ['"Affiliates" means ownership of:', [at('(i) half; or'), at('(ii) more.')]],
      ['Each party warrants that:', [at('1. it may sign;'), at('2. it will comply.')]],
    ]);
  });

  it('lists every <p> (paragraphs and titles, not list items) as a paragraph', () => {
    const texts = structure.paragraphs.map((p) => a.written.html.slice(p.location.begin, p.location.end).replace(/<[^>]*>/g, ''));
    expect(texts).toEqual([
      'Preamble.',
      '1.0 Definitions',
      '"Affiliates" means ownership of: (i) half; or (ii) more.',
      '1.1 Sub',
      'Each party warrants that:',
      '2.0 Fees',
      'Fees are due.',
    ]);
  });
});
