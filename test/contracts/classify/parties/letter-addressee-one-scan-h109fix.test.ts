/**
 * The countersigning addressee's search reads each line once and compiles an alias's pattern once (issue 18, h109fix:
 * `namedByAlias` compiled its pattern and scanned the body for every line, and twice for the heading found), with the
 * same answers as before: a property on random letters built of address lines, definitions with aliases, acceptance
 * headings (by name, by alias, bare) and filler compares the new search with the old (letter-addressee-before-h109fix.ts).
 * Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { acceptedAddresseeMentions } from '../../../../src/contracts/classify/parties/letter-addressee.js';
import { acceptedAddresseeMentions as before } from './letter-addressee-before-h109fix.js';

const LINES = [
  'Harbour Lights Theatre',
  'Mr. Tomas Brandt, Director, Kestrel Valley Choir Society, 4 Mill Lane, Dunmore',
  'Ms. Ana Lui, Leader, Nakere String Band, PO Box 12, Port Vila',
  'Dear Mr. Brandt:',
  'Dear Ms. Lui,',
  'Kestrel Valley Choir Society will sing at our winter gala on 12 December.',
  'We engage the Nakere String Band (the "Band") for three evenings.',
  'We engage Kestrel Valley Choir Society (the “Choir”) for the gala.',
  'The Band plays from 7 pm to 10 pm.',
  'Agreed and accepted:',
  'Accepted for the Band:',
  'Accepted for the Choir:',
  'Accepted for the Orchestra:',
  'Agreed on behalf of the Nakere String Band:',
  'Agreed and accepted for Kestrel Valley Choir Society',
  'Kestrel Valley Choir Society By: Tomas Brandt, Director',
  'Nakere String Band',
  'By: Ana Lui, Leader',
  'Yours sincerely,',
];

describe('the countersigning addressee, each line read once', () => {
  it('an alias heading gives the name the letter defined for it, as before', () => {
    const letter = ['Harbour Lights Theatre', LINES[2], 'Dear Ms. Lui,', LINES[6], 'Accepted for the Band:', 'By: Ana Lui, Leader'];
    expect(acceptedAddresseeMentions(letter, []).map((m) => m.text)).toEqual(['Nakere String Band', 'Nakere String Band']);
    expect(acceptedAddresseeMentions(letter, [])).toEqual(before(letter, []));
  });
  it('property: the same mentions as the old search on random letters', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...LINES), { minLength: 3, maxLength: 16 }), (texts) => {
      expect(acceptedAddresseeMentions(texts, [])).toEqual(before(texts, []));
    }), { numRuns: 400 });
  });
  it('property: the same with the letterhead and a salutation in place, so that a search runs', () => {
    const body = fc.array(fc.constantFrom(...LINES.slice(5)), { minLength: 1, maxLength: 12 });
    fc.assert(fc.property(fc.constantFrom(LINES[1], LINES[2]), fc.constantFrom(LINES[3], LINES[4]), body, (address, dear, rest) => {
      const texts = [LINES[0], address, dear, ...rest];
      expect(acceptedAddresseeMentions(texts, [])).toEqual(before(texts, []));
    }), { numRuns: 400 });
  });
});
