import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linesOf, type PlacedItem } from '../../../src/contracts/readers/placed/lines.js';
import { paragraphsOf, spacingOf } from '../../../src/contracts/readers/placed/paragraphs.js';
import { pageFlow } from '../../../src/contracts/readers/placed/tables.js';
import type { ReadBlock } from '../../../src/contracts/readers/types.js';
import { tableTexts, textOf } from './helpers.js';
import { cpuClock } from '../../security/guard.js';
import { readsLinearly } from '../../security/linear-time.js';

/** An item of 10-point text, 5 points a character. */
const at = (text: string, x: number, y: number): PlacedItem => ({ text, x, y, width: 5 * text.length, size: 10, style: {} });

function read(items: PlacedItem[]): ReadBlock[] {
  const lines = linesOf(items, 1);
  return paragraphsOf(pageFlow(lines, [], 612), spacingOf([lines]));
}

const shown = (blocks: ReadBlock[]) => blocks.map((b) => (b.kind === 'table' ? tableTexts(b) : textOf(b)));

describe('borderless tables', () => {
  it('reads a shaded fee schedule as a table: each line a row, each column a cell', () => {
    const items = [at('The hire charges are set out below.', 72, 80)];
    const rows = [
      ['Equipment', 'Weekly charge', 'Deposit'],
      ['Scissor lift', '£310', '£500'],
      ['Telehandler (4 m reach)', '£640', '£1,000'],
      ['Generator', '£95', '£150'],
    ];
    // Centred cells: each row's text starts somewhere else within its column.
    rows.forEach(([a, b, c], r) => items.push(at(a, 150 - 2.5 * a.length, 110 + 15 * r), at(b, 330 - 2.5 * b.length, 110 + 15 * r), at(c, 470 - 2.5 * c.length, 110 + 15 * r)));
    items.push(at('Charges exclude VAT.', 72, 200));
    expect(shown(read(items))).toEqual(['The hire charges are set out below.', rows, 'Charges exclude VAT.']);
  });

  it('ends the table at a wide gap and at a line of another column count', () => {
    const items: PlacedItem[] = [];
    ['Mon', 'Tue', 'Wed', 'Thu'].forEach((d, r) => items.push(at(d, 72, 100 + 14 * r), at('09:00-17:00', 300, 100 + 14 * r)));
    items.push(at('Sat', 72, 156), at('10:00', 250, 156), at('-', 330, 156), at('13:00', 400, 156));
    items.push(at('Sun', 72, 214), at('closed', 300, 214));
    expect(shown(read(items))).toEqual([
      [['Mon', '09:00-17:00'], ['Tue', '09:00-17:00'], ['Wed', '09:00-17:00'], ['Thu', '09:00-17:00']],
      'Sat 10:00 - 13:00',
      'Sun closed',
    ]);
  });

  it('keeps list items set with a tab after their number as paragraphs', () => {
    const items: PlacedItem[] = [];
    ['fraud;', 'death or personal injury;', 'wilful default.'].forEach((t, r) => items.push(at(`9.2.${r + 1}`, 81, 100 + 13 * r), at(t, 126, 100 + 13 * r)));
    expect(shown(read(items))).toEqual(['9.2.1 fraud;', '9.2.2 death or personal injury;', '9.2.3 wilful default.']);
  });

  it('needs four rows: three lines side by side are a signature block, read line by line', () => {
    const items = [at('For the Landlord', 72, 100), at('For the Tenant', 330, 100), at('Signed:', 72, 113), at('Signed:', 330, 113)];
    items.push(at('Date:', 72, 126), at('Date:', 330, 126));
    expect(shown(read(items))).toEqual(['For the Landlord For the Tenant Signed: Signed: Date: Date:']);
  });

  it('reads two parties\' signature blocks side by side as lines however many rows they have: a blank or a signing label is no cell', () => {
    const items: PlacedItem[] = [];
    [['___Anna Berg, Director___', '___Tomas Lind, CEO___'], ['name and title', 'name and title'], ['___1 May 2024___', '___1 May 2024___'], ['date', 'date']]
      .forEach(([a, b], r) => items.push(at(a, 72, 100 + 13 * r), at(b, 330, 100 + 13 * r)));
    expect(shown(read(items)).every((b) => typeof b === 'string')).toBe(true);
    const labelled: PlacedItem[] = [];
    [['ACME LIMITED', 'BETA LLC'], ['By:', 'By:'], ['Name: John Smith', 'Name: Jane Doe'], ['Title: Director', 'Title: CEO'], ['Date: 1 May 2024', 'Date: 1 May 2024']]
      .forEach(([a, b], r) => labelled.push(at(a, 72, 100 + 13 * r), at(b, 330, 100 + 13 * r)));
    expect(shown(read(labelled)).every((b) => typeof b === 'string')).toBe(true);
  });

  it('reads side-by-side blocks opened by a signing line without a colon as lines: "Signed for …", "Executed as a deed by …"', () => {
    for (const opening of [['Signed for the Supplier', 'Signed for the Client'], ['Executed as a deed by', 'Executed as a deed by']]) {
      const items: PlacedItem[] = [];
      [opening, ['Anna Berg', 'Tomas Lind'], ['Director', 'Chief Executive'], ['1 May 2024', '2 May 2024']]
        .forEach(([a, b], r) => items.push(at(a, 72, 100 + 13 * r), at(b, 330, 100 + 13 * r)));
      expect(read(items).some((b) => b.kind === 'table')).toBe(false);
    }
    // A table whose cells merely mention signing stays a table.
    const items: PlacedItem[] = [];
    [['Step', 'Owner'], ['Draft signed off', 'Legal'], ['Signed copy filed', 'Registry'], ['Archive', 'Records']]
      .forEach(([a, b], r) => items.push(at(a, 72, 100 + 13 * r), at(b, 330, 100 + 13 * r)));
    expect(read(items).some((b) => b.kind === 'table')).toBe(true);
  });

  it('keeps a fee table whose header names a date column a table', () => {
    const items: PlacedItem[] = [];
    [['Instalment', 'Date', 'Amount'], ['First', '1 March 2025', '£4,000'], ['Second', '1 June 2025', '£4,000'], ['Third', '1 September 2025', '£2,000']]
      .forEach(([a, b, c], r) => items.push(at(a, 72, 100 + 14 * r), at(b, 250, 100 + 14 * r), at(c, 420, 100 + 14 * r)));
    expect(shown(read(items))).toEqual([[['Instalment', 'Date', 'Amount'], ['First', '1 March 2025', '£4,000'], ['Second', '1 June 2025', '£4,000'], ['Third', '1 September 2025', '£2,000']]]);
  });

  it('reads columns that overlap from line to line as text, not as a table', () => {
    const items: PlacedItem[] = [];
    for (let r = 0; r < 4; r++) items.push(at('Short word', 72 + 60 * r, 100 + 13 * r), at('and more', 300 - 60 * r, 100 + 13 * r));
    expect(read(items).some((b) => b.kind === 'table')).toBe(false);
  });

  it('keeps every piece of text once, in a cell or a paragraph, whatever the layout', () => {
    const line = fc.record({ x: fc.integer({ min: 40, max: 500 }), gapped: fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 3 }), dy: fc.integer({ min: 8, max: 40 }) });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 25 }), (spec) => {
        const items: PlacedItem[] = [];
        let y = 80;
        spec.forEach((l, i) => {
          y += l.dy;
          items.push(at(`w${i}a`, l.x, y));
          l.gapped.forEach((g, k) => items.push(at(`w${i}${'bcd'[k]}`, l.x + 40 + 80 * (k + 1) + 10 * g, y)));
        });
        const words = shown(read(items))
          .flatMap((b) => (typeof b === 'string' ? [b] : b.flat()))
          .flatMap((t) => t.split(' '))
          .filter((w) => w !== '')
          .sort();
        expect(words).toEqual(items.map((i) => i.text).sort());
      }),
      { numRuns: 200 },
    );
  });

  it('is linear in the lines of a page', () => {
    // Four times the rows: well under sixteen times the time (a quadratic scan would take that). In CPU time, the least
    // of three runs at each size (readsLinearly): one wall-clock run at each size failed the ratio whenever the machine
    // was busier during the larger one, or a collection of other files' garbage landed in it.
    const blocks = readsLinearly((n) => {
      const items: PlacedItem[] = [];
      for (let r = 0; r < n; r++) items.push(at(`Item ${r}`, 72, 100 + 14 * r), at(`£${r}`, 330, 100 + 14 * r));
      const lines = linesOf(items, 1);
      return () => pageFlow(lines, [], 612);
    }, 4000, 64_000, 10_000);
    expect(blocks).toHaveLength(1);
  });
  it('reads a long aligned run holding signature cells as lines in linear time (hostile: each start rescanned the run)', () => {
    // 6,000 aligned lines, a signing blank on every 500th and on the last: every line is a line. Trying each start in
    // turn rescanned the run to its end (4,000 lines 5 s of CPU, 8,000 about 90 s); now each line is looked at a few times.
    const items: PlacedItem[] = [];
    const n = 6000;
    for (let r = 0; r < n; r++) items.push(at(r % 500 === 499 ? 'By: ____' : `Row ${r}`, 72, 100 + 12 * r), at('Beta', 330, 100 + 12 * r));
    const lines = linesOf(items, 1);
    const elapsed = cpuClock();
    const flow = pageFlow(lines, [], 612);
    expect(elapsed()).toBeLessThan(4000);
    expect(flow).toHaveLength(n);
    expect(flow.every((e) => e.kind === 'line')).toBe(true);
  }, 60_000);

  it('still reads the rows after a signature line as a table when no later row holds a cell', () => {
    const items: PlacedItem[] = [at('By: ____', 72, 100), at('By: ____', 330, 100)];
    const rows = [['Scissor lift', '£310'], ['Telehandler', '£640'], ['Generator', '£95'], ['Compressor', '£120']];
    rows.forEach(([a, b], r) => items.push(at(a, 72, 113 + 13 * r), at(b, 330, 113 + 13 * r)));
    expect(shown(read(items))).toEqual(['By: ____ By: ____', rows]);
  });
});
