import { describe, expect, it } from 'vitest';
import { buildLayout } from '../../../src/contracts/layout/build.js';
import { matchHeading, decimalLevel } from '../../../src/contracts/layout/headings.js';
import { matchListMarker } from '../../../src/contracts/layout/markers.js';
import type { LayoutNode } from '../../../src/contracts/layout/types.js';
import { BOLD, PLAIN, bold, doc, para } from '../helpers.js';

const plain = [{ text: 'x', style: PLAIN }];
const strong = [{ text: 'x', style: BOLD }];

/** The layout as a compact outline: `S<level>:<heading>`, `P:<text>`, `L<level>:<marker>|<text>`, `T`. */
function outline(nodes: readonly LayoutNode[]): unknown[] {
  return nodes.map((n) => {
    if (n.kind === 'section') return { [`S${n.level}:${n.heading.runs.map((r) => r.text).join('')}`]: outline(n.children) };
    if (n.kind === 'listItem') return `L${n.level}:${n.marker}|${n.runs.map((r) => r.text).join('')}`;
    if (n.kind === 'table') return 'T';
    return `P:${n.runs.map((r) => r.text).join('')}`;
  });
}

describe('headings', () => {
  it.each([
    ['1. Definitions', plain, 1, '1'],
    ['1.0 Definitions', plain, 1, '1.0'],
    ['13.1 Mutual Warranties', plain, 2, '13.1'],
    ['2.3.1 Notices', plain, 3, '2.3.1'],
    ['Article IV', plain, 1, 'Article IV'],
    ['ARTICLE 4 - PAYMENT', plain, 1, 'ARTICLE 4'],
    ['Section 7 - Agreed Rates', plain, 1, 'Section 7'],
    ['Schedule 2', plain, 1, 'Schedule 2'],
    // The number in brackets, as translated Arabic and French contracts write it (h18s15b).
    ['Article (3)', plain, 1, 'Article (3)'],
    ['Article (12) Duration of the Contract', plain, 1, 'Article (12)'],
    ['IV. Remedies', plain, 1, 'IV'],
    ['B. Fees', plain, 2, 'B'],
    ['5 Warranty Redemption', strong, 1, '5'],
    ['No Smoking Policy', strong, 'nested', undefined],
    ['GENERAL PROVISIONS', plain, 'nested', undefined],
  ] as const)('%s is a heading', (text, runs, level, number) => {
    expect(matchHeading(text, runs)).toEqual({ level, ...(number ? { number } : {}) });
  });

  it.each([
    ['1.1 The Supplier shall pay the Charges within thirty days of the invoice date.', plain],
    ['1. it has the right to enter into this Base Agreement;', plain],
    ['12.2.6 as otherwise agreed between the parties in writing,', plain],
    ['30 Days', plain],
    ['If to Buyer:', strong],
    ['A plain sentence that is neither bold nor capitals', plain],
    ['Section 5 of this Agreement shall survive any termination of the Agreement for any reason whatsoever.', plain],
    ['Article (3) applies to every order placed under this Contract.', plain],
  ] as const)('%s is not a heading', (text, runs) => {
    expect(matchHeading(text, runs)).toBeUndefined();
  });

  it('takes a DOCX outline level as the source says', () => {
    expect(matchHeading('Payment terms', plain, 2)).toEqual({ level: 2 });
  });

  it('reads decimal levels without trailing zero parts', () => {
    expect([decimalLevel('1'), decimalLevel('1.0'), decimalLevel('13.1'), decimalLevel('2.3.1'), decimalLevel('2.0.0')]).toEqual([1, 1, 2, 3, 1]);
  });
});

describe('list markers', () => {
  it.each([
    ['(a) first', '(a)'],
    ['a) first', 'a)'],
    ['(iv) fourth', '(iv)'],
    ['(1) one', '(1)'],
    ['1. it has', '1.'],
    ['12.2.3 where provided', '12.2.3'],
    ['12 . it will', '12 .'],
    ['• bullet', '•'],
    ['iv. roman', 'iv.'],
  ])('%s opens with %s', (text, marker) => {
    expect(matchListMarker(text)?.marker).toBe(marker);
  });

  it.each(['30 days after', '2008 was', 'e.g. this', '(a)', 'The (a) item'])('%s has no marker', (text) => {
    expect(matchListMarker(text)).toBeUndefined();
  });
});

describe('the layout', () => {
  it('nests sections by level and keeps list items and paragraphs in them', () => {
    const layout = buildLayout(
      doc([
        para('Preamble.'),
        bold('1.0 Definitions'),
        para('"A" means a.'),
        bold('13.1 Mutual Warranties'),
        para('1. it has the right;'),
        bold('Sub Heading'),
        para('Text.'),
        bold('2. Fees'),
        para('• bullet item', { listLevel: 1 }),
        para('Payment', { listMarker: '3.', outlineLevel: undefined }),
      ]),
    );
    expect(outline(layout.children)).toEqual([
      'P:Preamble.',
      {
        'S1:1.0 Definitions': [
          'P:"A" means a.',
          { 'S2:13.1 Mutual Warranties': ['L0:1.|it has the right;', { 'S3:Sub Heading': ['P:Text.'] }] },
        ],
      },
      { 'S1:2. Fees': ['L1:•|bullet item', 'L0:3.|Payment'] },
    ]);
  });

  it('gives a source marker of a heading to its title', () => {
    const layout = buildLayout(doc([bold('Definitions', { listMarker: '1.' })]));
    expect(outline(layout.children)).toEqual([{ 'S1:1. Definitions': [] }]);
  });

  it('drops blank paragraphs and resolves table grids around spans', () => {
    const layout = buildLayout(
      doc([
        para('  \n '),
        {
          kind: 'table',
          page: 1,
          rows: [
            [{ runs: [], rowSpan: 2, colSpan: 1 }, { runs: [], rowSpan: 1, colSpan: 2 }],
            [{ runs: [], rowSpan: 1, colSpan: 1 }, { runs: [], rowSpan: 1, colSpan: 1 }],
          ],
        },
      ]),
    );
    expect(layout.children).toHaveLength(1);
    const table = layout.children[0];
    expect(table.kind).toBe('table');
    if (table.kind !== 'table') return;
    expect(table.columnCount).toBe(3);
    expect(table.rows.map((r) => r.map((c) => [c.row, c.column, c.rowSpan, c.colSpan]))).toEqual([
      [[0, 0, 2, 1], [0, 1, 1, 2]],
      [[1, 1, 1, 1], [1, 2, 1, 1]],
    ]);
  });
});

describe('heading lines a reader joined, and clause-number titles', () => {
  it('cuts a bold line running into the next heading', () => {
    const layout = buildLayout(doc([bold('Section 3 – Not Used Section 4 - Termination Assistance'), para('Text.')]));
    expect(outline(layout.children)).toEqual([{ 'S1:Section 3 – Not Used ': [] }, { 'S1:Section 4 - Termination Assistance': ['P:Text.'] }]);
  });

  it('cuts a clause number standing apart from a following number ("20. 0 Insurance"), as the service did', () => {
    const layout = buildLayout(doc([bold('13. 5 Warranty Redemption'), para('Subject to Clause 13.2.'), bold('20. 0 Insurance')]));
    expect(outline(layout.children)).toEqual([
      { 'S1:13. ': [] },
      { 'S1:5 Warranty Redemption': ['P:Subject to Clause 13.2.'] },
      { 'S1:20. ': ['P:0 Insurance'] },
    ]);
  });

  it('makes clauses whose siblings are mostly headings sections titled by their number', () => {
    const layout = buildLayout(
      doc([
        bold('13.0 Warranties'),
        bold('13.1 Mutual Warranties'),
        para('Each party warrants.'),
        bold('13.2 Supplier warranties'),
        para('13.3 Without prejudice to its rights, each party shall remedy.'),
        bold('14.0 Delivery'),
        para('14.1 Deliverables will be delivered as agreed.'),
        para('14.2 Risk passes on delivery.'),
      ]),
    );
    expect(outline(layout.children)).toEqual([
      {
        'S1:13.0 Warranties': [
          { 'S2:13.1 Mutual Warranties': ['P:Each party warrants.'] },
          { 'S2:13.2 Supplier warranties': [] },
          { 'S2:13.3': ['P: Without prejudice to its rights, each party shall remedy.'] },
        ],
      },
      { 'S1:14.0 Delivery': ['L0:14.1|Deliverables will be delivered as agreed.', 'L0:14.2|Risk passes on delivery.'] },
    ]);
    const section = layout.children[0];
    expect(section.kind === 'section' && section.children[2].kind === 'section' && section.children[2].heading.emptyTitle).toBe(true);
  });
});
