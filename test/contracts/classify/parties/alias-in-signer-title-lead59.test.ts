/**
 * A signer's title with its department after a spaced dash, and another party's alias inside it (facts set 56's cause 5;
 * session 59's lead): "Karen J. Wirth, Vice President – Grower Relations" under the buyer's "By:" line, where "Grower" is
 * the seller's alias, is the buyer's signer; the alias in the title names no party (block-names.ts readPartyNameLine,
 * line-shapes.ts NAME_COMMA_TITLE).
 */
import { describe, expect, it } from 'vitest';
import { NAME_COMMA_TITLE } from '../../../../src/contracts/classify/parties/details/line-shapes.js';
import { contactLists } from '../facts-readers.js';
import { readsLinearly } from '../../../security/linear-time.js';

const letter = (signerLine: string) => contactLists(
  'NORTHWOODS APPLE COMPANY, INC.', 'Re: 2040 Apple Crop', 'Dear Ms. Vale:',
  'Northwoods Apple Company, Inc. ("Northwoods") will buy the 2040 apple crop of Vale Orchards LLC ("Grower") at $0.30 per pound.',
  'Sincerely,', 'NORTHWOODS APPLE COMPANY, INC.', 'By: ____________________', signerLine,
  'ACCEPTED AND AGREED:', 'VALE ORCHARDS LLC', 'By: ____________________', 'Nora Vale, Managing Member',
);

describe('a department after a dash in a signer\'s title', () => {
  it('the signer is read, with the other side\'s alias in the department', () => {
    expect(letter('Paul T. Brandt, Vice President – Grower Relations')).toEqual([['NORTHWOODS APPLE', ['Paul T. Brandt']], ['VALE ORCHARDS', ['Nora Vale']]]);
    expect(letter('Paul T. Brandt, Director — Field Operations')).toEqual([['NORTHWOODS APPLE', ['Paul T. Brandt']], ['VALE ORCHARDS', ['Nora Vale']]]);
    expect(letter('Paul T. Brandt, Vice President')).toEqual([['NORTHWOODS APPLE', ['Paul T. Brandt']], ['VALE ORCHARDS', ['Nora Vale']]]);
  });
  it('the title keeps its department; a hyphen stays inside the title', () => {
    expect(NAME_COMMA_TITLE.exec('Paul T. Brandt, Vice President – Grower Relations')?.slice(1, 3)).toEqual(['Paul T. Brandt', 'Vice President – Grower Relations']);
    expect(NAME_COMMA_TITLE.exec('Ana Ruiz, Co-Founder')?.slice(1, 3)).toEqual(['Ana Ruiz', 'Co-Founder']);
  });
  it('a long department is read in linear time', () => {
    const found = readsLinearly((n) => {
      const line = `Paul Brandt, Vice President – ${'Grower '.repeat(Math.ceil(n / 7))}x1`;
      return () => NAME_COMMA_TITLE.test(line);
    });
    expect(found).toBe(false);
  });
});
