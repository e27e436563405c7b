/**
 * Facts set 37's representatives and organisation names (issue 18, h67names), each on short contracts written for these
 * tests: the representative whose post follows the name "in his capacity as Director" (cause 2), a post joined to another
 * by "and" (cause 7), and the organisation names of cause 9.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, partyNames } from '../facts-readers.js';

describe('"duly represented by Mr <name> in his capacity as Director" names the contact (cause 2)', () => {
  const grazing = (first: string, second: string) => [
    'GRAZING RIGHTS AGREEMENT',
    'entered into by and between',
    `OMAHEKE CATTLE TRADERS (PTY) LTD, registration number 2015/0311, a private company incorporated in the Republic of Namibia, ${first} (hereinafter referred to as "the Owner")`,
    'and',
    `KALAHARI SANDS FARMING (PTY) LTD, registration number 2012/0999, a private company incorporated in the Republic of Namibia, ${second} (hereinafter referred to as "the Grazier")`,
    '1. The Grazier shall pay the Owner N$ 12 000.00 per month for the grazing rights.',
  ];
  it('reads the full name before "in his capacity" or "in her capacity"', () => {
    expect(contactLists(...grazing('duly represented by Mr Hendrik Jacobus Botha in his capacity as Director', 'duly represented by Ms Martha Ndapewa Shikongo in her capacity as Managing Director'))).toEqual([
      ['OMAHEKE CATTLE TRADERS', ['Hendrik Jacobus Botha']],
      ['KALAHARI SANDS FARMING', ['Martha Ndapewa Shikongo']],
    ]);
  });
  it('the post before the name reads as before', () => {
    expect(contactLists(...grazing('duly represented by its Director, Mr Hendrik Jacobus Botha,', 'represented by Managing Director Martha Ndapewa Shikongo, acting on the basis of the Charter,'))).toEqual([
      ['OMAHEKE CATTLE TRADERS', ['Hendrik Jacobus Botha']],
      ['KALAHARI SANDS FARMING', ['Martha Ndapewa Shikongo']],
    ]);
  });
});
