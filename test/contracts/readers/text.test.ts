import { describe, expect, it } from 'vitest';
import { readDocument } from '../../../src/contracts/readers/index.js';

describe('text reader', () => {
  it('splits paragraphs on blank lines and pages on form feeds, joining lines and hyphenations', async () => {
    const text = 'TERMS\r\n\r\nThe Supplier shall\nprovide the agree-\nment in a non-\nexclusive way.\n\n\n\fPage two text\nhere.\n\f';
    const doc = await readDocument(new TextEncoder().encode(text), 'text/plain');
    expect(doc).toEqual({
      format: 'text',
      numPages: 2,
      blocks: [
        { kind: 'paragraph', page: 1, runs: [{ text: 'TERMS', style: {} }] },
        { kind: 'paragraph', page: 1, runs: [{ text: 'The Supplier shall provide the agreement in a non-exclusive way.', style: {} }] },
        { kind: 'paragraph', page: 2, runs: [{ text: 'Page two text here.', style: {} }] },
      ],
    });
  });
});
