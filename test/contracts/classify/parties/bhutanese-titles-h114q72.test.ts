/**
 * Facts set 72's cause 14 (issue 18, h114q72), on a preamble written for it: Bhutan's "Aum" (Mrs) and "Dasho" before a
 * name of two more words are courtesy titles, no part of the party's name (courtesy-titles.ts BHUTANESE_TITLES, read as
 * "Nei" and "Ato" are). Near miss: "Aum" before one word only stays the name's.
 */
import { describe, expect, it } from 'vitest';
import { primary } from '../facts-readers.js';
import { findNames } from '../../../../src/contracts/classify/names/names.js';

const persons = (text: string) => findNames(text).filter((n) => n.type === 'Person').map((n) => text.slice(n.begin, n.end));
const WORKS = 'The Builder builds the house, and the House Owner pays the Builder for the works.';

describe('Bhutanese courtesy titles (cause 14)', () => {
  it('"Aum" before a woman\'s two names: the party is the name alone', () => {
    expect(primary('CONTRACT FOR THE CONSTRUCTION OF A FARMHOUSE', 'This contract is made between:', 'Aum Sonam Yangzom, CID No. 11506003377, of Tang village, Bumthang Dzongkhag, the owner of the house (hereinafter the "House Owner"); and', 'Karma Dorji Construction, of Jakar, Bumthang (hereinafter the "Builder").', WORKS))
      .toContain('SONAM YANGZOM Buyer');
  });
  it('"Dasho" before two names, and "Aum" before one word kept', () => {
    expect(persons('Witness: Dasho Ugyen Namgyel, Jakar.')).toEqual(['Ugyen Namgyel']);
    expect(persons('Witness: Aum Yangzom, Jakar.')).not.toContain('Yangzom');
  });
});
