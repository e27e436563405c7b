import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { oneByteWhenLatin1 } from '../../src/common/one-byte-string.js';
import { foldQuotes } from '../../src/contracts/classify/text/text.js';

/**
 * Whether V8 stores `text` one byte a character: its serializer writes a one-byte string under the tag '"' (34) and a
 * two-byte one under 'c' (99), after the two header bytes.
 */
const storedOneByte = (text: string): boolean => serialize(text)[2] === 34;

describe('oneByteWhenLatin1 (h50speed)', () => {
  it('gives the same characters, stored one byte a character, when every one is Latin-1', () => {
    const twoByte = 'The Supplier’s “Customer”, café'.replace(/[’“”]/g, "'");
    expect(storedOneByte(twoByte)).toBe(false);
    const copy = oneByteWhenLatin1(twoByte);
    expect(copy).toBe("The Supplier's 'Customer', café");
    expect(storedOneByte(copy)).toBe(true);
    expect(storedOneByte(copy.slice(4, 12))).toBe(true);
  });

  it('keeps a text with a character beyond Latin-1 as it is', () => {
    const text = 'Fees – see Schedule 2 • € 400';
    expect(oneByteWhenLatin1(text)).toBe(text);
  });

  it('copies texts longer than one chunk of String.fromCharCode whole', () => {
    const long = `${'a’b '.repeat(9000)}end`.replace(/’/g, "'");
    const copy = oneByteWhenLatin1(long);
    expect(copy).toBe(long);
    expect(storedOneByte(copy)).toBe(true);
    expect(oneByteWhenLatin1('')).toBe('');
  });

  it('lets foldQuotes give a one-byte text when only its quotes were beyond Latin-1 (same characters as before)', () => {
    const folded = foldQuotes('The “Supplier” shall pay the Customer’s invoices.');
    expect(folded).toBe('The "Supplier" shall pay the Customer\'s invoices.');
    expect(storedOneByte(folded)).toBe(true);
    expect(foldQuotes('Fees – “net”')).toBe('Fees – "net"');
  });
});
