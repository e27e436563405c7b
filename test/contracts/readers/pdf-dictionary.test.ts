import { describe, expect, it } from 'vitest';
import { readValue, readValueEnd } from '../../../src/contracts/readers/pdf/pdf-dictionary.js';

// Dictionaries and arrays end the same way (one helper reads up to either closer): at the closer, at the text's end
// (cut short), or at the token bound.
describe('pdf value ends', () => {
  it('reads an array and a dictionary to their closers, nested', () => {
    expect(readValueEnd('[1 [2 3] /A] rest', 0)).toEqual({ value: [1, [2, 3], 'A'], end: 12, whole: true });
    expect(readValueEnd('<< /K [1 2] /D << /E 5 >> >> rest', 0)).toEqual({
      value: { dict: new Map<string, unknown>([['K', [1, 2]], ['D', { dict: new Map([['E', 5]]) }]]) },
      end: 28,
      whole: true,
    });
  });

  it('reads an empty array and an empty dictionary', () => {
    expect(readValueEnd('[]', 0)).toEqual({ value: [], end: 2, whole: true });
    expect(readValueEnd('<<  >>x', 0)).toEqual({ value: { dict: new Map() }, end: 6, whole: true });
  });

  it('marks an array or a dictionary the text ends inside as cut short', () => {
    expect(readValueEnd('[1 2 ', 0)).toEqual({ value: [1, 2], end: 5, whole: false });
    expect(readValueEnd('<< /A 1', 0)).toEqual({ value: { dict: new Map([['A', 1]]) }, end: 7, whole: false });
    expect(readValueEnd('[1 [2', 0)).toEqual({ value: [1, [2]], end: 5, whole: false });
  });

  it('stops at the token bound inside an array or a dictionary', () => {
    expect(readValue('[1 2 3 4 5 6]', 0, 3)).toBeNull();
    expect(readValue('<< /A 1 /B 2 /C 3 >>', 0, 4)).toBeNull();
    expect(readValue('[1 2]', 0, 3)).toEqual([1, 2]);
  });
});
