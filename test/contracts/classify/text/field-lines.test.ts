/**
 * A field line, "Label: value" or a table's row "Label | value", read in one place (text/field-lines.ts; issue 18,
 * h88t): the dates read a two-cell row as its colon field, the parties read a row's label and its value.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asFieldLine, readFieldLine } from '../../../../src/contracts/classify/text/field-lines.js';

describe('readFieldLine', () => {
  it('a colon field, a pipe row and a markdown row', () => {
    expect(readFieldLine('Hirer: Tevita Lolo, of Nuku')).toEqual({ label: 'Hirer', labelStart: 0, separator: 5, row: false, value: ' Tevita Lolo, of Nuku', valueEnd: -1 });
    expect(readFieldLine('Date of hire | 4 May 2040')).toEqual({ label: 'Date of hire', labelStart: 0, separator: 13, row: true, value: ' 4 May 2040', valueEnd: -1 });
    expect(readFieldLine('| Hirer | Tevita Lolo | driver |')).toEqual({ label: 'Hirer', labelStart: 2, separator: 8, row: true, value: ' Tevita Lolo ', valueEnd: 22 });
  });
  it('the first colon or bar ends the label: a time in the value stays the value\'s', () => {
    expect(readFieldLine('Pick-up time | 9:30 am')?.value).toBe(' 9:30 am');
    expect(readFieldLine('Pick-up time: 9:30 am | day one')?.row).toBe(false);
  });
  it('no label: a figure first, a sentence without a separator, a label too long', () => {
    expect(readFieldLine('12/05/2040 | second load')).toBeUndefined();
    expect(readFieldLine('The Hirer keeps the van clean.')).toBeUndefined();
    expect(readFieldLine(`${'a'.repeat(45)}: x`)).toBeUndefined();
  });
});

describe('asFieldLine', () => {
  it('a two-cell row is written as its colon field, of the same length', () => {
    expect(asFieldLine('Return date | 9 May 2040')).toBe('Return date : 9 May 2040');
    expect(asFieldLine('| Return date | 9 May 2040 |')).toBe('  Return date : 9 May 2040  ');
  });
  it('a colon field, a row of three cells and a row with a blank value stay as they are', () => {
    expect(asFieldLine('Return date: 9 May 2040')).toBe('Return date: 9 May 2040');
    expect(asFieldLine('Van | Toyota | 2 days')).toBe('Van | Toyota | 2 days');
    expect(asFieldLine('| Deposit |  |')).toBe('| Deposit |  |');
  });
  it('invariant: the line keeps its length, and only bars become colons or spaces', () => {
    const parts = fc.constantFrom('|', ' | ', 'Start date', 'Hirer', ':', ' ', '3 June 2040', 'x', '\n', '12');
    fc.assert(fc.property(fc.array(parts, { maxLength: 12 }), (list) => {
      const text = list.join('');
      const out = asFieldLine(text);
      expect(out.length).toBe(text.length);
      for (let i = 0; i < text.length; i++) if (out[i] !== text[i]) expect([text[i], out[i] === ':' || out[i] === ' ']).toEqual(['|', true]);
    }));
  });
});
