/**
 * Plain text of one paragraph a line (Word exports, e-mail bodies) against hard-wrapped text (readers/text-shape.ts):
 * the lines of the first are paragraphs; joining them ran a heading into its clause and a signature line into the
 * next. Hard-wrapped text keeps joining its lines between blank lines.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeRead } from '../../../src/contracts/operations/pipeline.js';
import { classifyReturn } from '../../../src/contracts/operations/results.js';
import { readDocument } from '../../../src/contracts/readers/index.js';
import { textShape, WRAP_WIDTH } from '../../../src/contracts/readers/text-shape.js';
import { sliceText } from '../helpers.js';

const read = (text: string) => readDocument(new TextEncoder().encode(text), 'text/plain');
const texts = async (text: string) => (await read(text)).blocks.map((b) => (b.kind === 'paragraph' ? b.runs.map((r) => r.text).join('') : ''));

const CLAUSE_ONE =
  'The Seller shall deliver the pumps to the Buyer at the Buyer\'s warehouse within thirty days of the date of each purchase order.';
const CLAUSE_TWO =
  'The Buyer shall pay each invoice within forty-five days of its receipt, by bank transfer to the account the Seller names in writing.';

describe('plain text of one paragraph a line (h37txt)', () => {
  it('reads every line as a paragraph when no blank line stands between lines', async () => {
    const text = 'SUPPLY AGREEMENT\nI. PARTIES\nHarbour Valves Ltd (the "Seller")\nand Northgate Mills plc (the "Buyer")\n1. Delivery\n' + CLAUSE_ONE + '\n';
    expect(await texts(text)).toEqual([
      'SUPPLY AGREEMENT',
      'I. PARTIES',
      'Harbour Valves Ltd (the "Seller")',
      'and Northgate Mills plc (the "Buyer")',
      '1. Delivery',
      CLAUSE_ONE,
    ]);
  });

  it('reads every line as a paragraph when lines far longer than a wrap width stand between blank lines', async () => {
    const text = '1. Delivery\n' + CLAUSE_ONE + '\n\n2. Payment\n' + CLAUSE_TWO + '\n\nSIGNED for Harbour Valves Ltd\nDirector\n';
    expect(await texts(text)).toEqual(['1. Delivery', CLAUSE_ONE, '2. Payment', CLAUSE_TWO, 'SIGNED for Harbour Valves Ltd', 'Director']);
  });

  it('keeps pages and line ends of either kind, and does not join a hyphen at a line end into the next line', async () => {
    const doc = await read('TERMS\r\nThe Supplier shall pay-\r\nment terms apply.\fPage two\n');
    expect(doc).toEqual({
      format: 'text',
      numPages: 2,
      blocks: [
        { kind: 'paragraph', page: 1, runs: [{ text: 'TERMS', style: {} }] },
        { kind: 'paragraph', page: 1, runs: [{ text: 'The Supplier shall pay-', style: {} }] },
        { kind: 'paragraph', page: 1, runs: [{ text: 'ment terms apply.', style: {} }] },
        { kind: 'paragraph', page: 2, runs: [{ text: 'Page two', style: {} }] },
      ],
    });
  });
});

describe('hard-wrapped plain text (h37txt: unchanged)', () => {
  it('joins the wrapped lines of a paragraph between blank lines', async () => {
    const text =
      '1. Delivery\n\nThe Seller shall deliver the pumps to the Buyer at the\nBuyer\'s warehouse within thirty days of the date of each\npurchase order.\n\n' +
      '2. Payment\n\nThe Buyer shall pay each invoice within forty-five days\nof its re-\nceipt.\n';
    expect(await texts(text)).toEqual(['1. Delivery', CLAUSE_ONE, '2. Payment', 'The Buyer shall pay each invoice within forty-five days of its receipt.']);
  });

  it('keeps joining when fewer than one line in five is longer than the wrap width', async () => {
    const long = 'See the schedule at the end of this agreement for the list of warehouses, their addresses and hours of opening.';
    expect(long.length).toBeGreaterThan(WRAP_WIDTH);
    const text = 'The Seller shall deliver\nthe pumps.\n\n' + long + '\nfor each order\nplaced by the Buyer\nin any month.\n';
    expect(await texts(text)).toEqual(['The Seller shall deliver the pumps.', long + ' for each order placed by the Buyer in any month.']);
  });

  it('reads a lone line, or blank lines only, the same either way', () => {
    expect(textShape(['One line only.\n'])).toBe('hard-wrapped');
    expect(textShape(['\n\n  \n', ''])).toBe('hard-wrapped');
    expect(textShape(['One line.\n\n\n', '\nAnother page.\n'])).toBe('line-per-paragraph');
  });
});

const WORDS = ['The', 'Seller', 'shall', 'deliver', 'pay-', 'ment', '(a)', '&', '<b>', 'Buyer’s', '“Goods”', '1.', 'I.', '—'];
const lineArb = (maxWords: number) =>
  fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: maxWords }).chain((words) =>
    fc.constantFrom('', ' ', '\t', '  ').map((pad) => pad + words.join(' ') + pad),
  );

async function locationsSliceBack(text: string): Promise<void> {
  const result = classifyReturn(analyzeRead(await read(text), '00000000000000000000000000000000'));
  for (const element of result.elements) expect(sliceText(result.document.html, element.location)).toBe(element.text.replace(/\s+/g, ' ').trim());
}

describe('locations of plain text of either shape (h37txt)', () => {
  it('slice back to every element\'s text when the document is one paragraph a line', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(lineArb(40), { minLength: 2, maxLength: 8 }), async (lines) => {
        const text = lines.join('\n') + '\n';
        expect(textShape(text.split('\f'))).toBe('line-per-paragraph');
        await locationsSliceBack(text);
      }),
      { numRuns: 80 },
    );
  });

  it('slice back to every element\'s text when the document is hard-wrapped', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(lineArb(8), { minLength: 1, maxLength: 4 }), { minLength: 2, maxLength: 6 }), async (paragraphs) => {
        const text = paragraphs.map((lines) => lines.join('\n')).join('\n\n') + '\n';
        expect(textShape(text.split('\f'))).toBe('hard-wrapped');
        await locationsSliceBack(text);
      }),
      { numRuns: 80 },
    );
  });
});
