/**
 * The party-details readers (src/contracts/classify/parties/details/): one reading of a contract's lines, each line
 * read by the first reader of its shape. Whatever the lines, the reading ends, gives only the parties asked for, places
 * every address inside its own element, and reads the same twice.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findPartyDetails } from '../../../../../src/contracts/classify/parties/party-details.js';
import { partyLexicon } from '../../../../../src/contracts/classify/parties/party-lexicon.js';
import { DetailsReading } from '../../../../../src/contracts/classify/parties/details/reading.js';
import { readSignedFor } from '../../../../../src/contracts/classify/parties/details/one-line-signers.js';
import { readNoOpenBlock } from '../../../../../src/contracts/classify/parties/details/block-openers.js';

const names = new Map([['Harbour Tiles Ltd', 'Supplier'], ['Supplier', 'Supplier'], ['Mara Quint', 'Customer'], ['Customer', 'Customer']]);
const parties = new Set(['Supplier', 'Customer']);
const detailsOf = (texts: string[]) => findPartyDetails(texts, partyLexicon(names), parties);
const plainOf = (details: ReturnType<typeof detailsOf>) => Object.fromEntries([...details].map(([p, d]) => [p, d]));

/** Pieces of the lines parties sign and send notices under, joined at random. */
const PIECES = [
  'For and on behalf of Harbour Tiles Ltd', 'Supplier:', 'Customer:', 'By:', 'Name: ', 'Title: ', 'Director', 'Witness:',
  'Signed by ', ', for and on behalf of ', 'The Supplier at:', 'If to Customer:', '12 Quay Street, Portby', 'Attention: ',
  'Oren Pike', 'Lena Marsh', 'Mara Quint', 'Harbour Tiles Ltd', '______', 'Yours sincerely,', 'Managing Director', ', ',
  '\n', ' ', '(seal)', 'acting by ', 'Authorised by: ', 'Common Seal of Harbour Tiles Ltd was affixed', 'A.B. Pike',
];
const line = fc.array(fc.constantFrom(...PIECES), { maxLength: 8 }).map((p) => p.join(''));

describe('reading party details line by line (lead, session 53)', () => {
  it('gives a one-line signature to the party it names, with the signer\'s title', () => {
    const details = detailsOf(['Signed by Oren Pike, Director, for and on behalf of Harbour Tiles Ltd']);
    expect(plainOf(details)).toEqual({ Supplier: { addresses: [], contacts: [{ name: 'Oren Pike', role: 'Director' }] } });
  });

  it('reads a block\'s lines for the party its heading names, a witness line keeping the block open', () => {
    const details = detailsOf(['For and on behalf of Harbour Tiles Ltd', 'Witness: Lena Marsh', 'Director: Oren Pike']);
    expect(details.get('Supplier')?.contacts).toEqual([{ name: 'Oren Pike', role: 'Director' }]);
  });

  it('stops at the first reader that reads a line: a one-line signature closes the block it stands in', () => {
    const reading = new DetailsReading([], partyLexicon(names), parties);
    reading.signers = ['Customer'];
    const text = 'Signed by Oren Pike, Director, for and on behalf of Harbour Tiles Ltd';
    expect(readSignedFor(reading, { text, plain: text, element: 0, witnessHeading: false })).toBe(true);
    expect(reading.signers).toEqual([]);
    expect(readNoOpenBlock(reading, { text: 'Oren Pike', plain: 'Oren Pike', element: 1, witnessHeading: false })).toBe(true);
  });

  it('gives a notice heading the address lines under it', () => {
    const texts = ['Notices.', 'The Supplier at:', '12 Quay Street, Portby'];
    const details = detailsOf(texts);
    const addresses = details.get('Supplier')?.addresses ?? [];
    expect(addresses.map((a) => texts[a.element].slice(a.begin, a.end))).toEqual(['12 Quay Street, Portby']);
  });

  it('on any lines: ends, names only the parties asked for, places addresses in their elements, reads the same twice', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (texts) => {
        const details = detailsOf(texts);
        for (const [party, d] of details) {
          expect(parties.has(party)).toBe(true);
          for (const a of d.addresses) {
            expect(0 <= a.begin && a.begin < a.end && a.end <= texts[a.element].length).toBe(true);
          }
          for (const c of d.contacts) expect(c.name.trim()).not.toBe('');
        }
        expect(plainOf(detailsOf(texts))).toEqual(plainOf(details));
      }),
      { numRuns: 200 },
    );
  });
});
