import { describe, expect, it } from 'vitest';
import { acceptedAddresseeMentions } from '../../../../src/contracts/classify/parties/letter-addressee.js';

// The block's test of the name left the pattern's lastIndex past its match; the mentions were then searched from there,
// and a mention on an earlier line before that offset was lost (found by h102p61, mended by the lead, session 65).
describe('a countersigning addressee named in a letter', () => {
  const texts = [
    'Harbour Lights Theatre',
    'Mr. Tomas Brandt, Director, Kestrel Valley Choir Society, 4 Mill Lane, Dunmore',
    'Dear Mr. Brandt:',
    'Kestrel Valley Choir Society will sing at our winter gala on 12 December.',
    'Agreed and accepted:',
    'Kestrel Valley Choir Society By: Tomas Brandt, Director',
  ];

  it('is read on every line above the acceptance, each line from its start', () => {
    const found = acceptedAddresseeMentions(texts, []).map((m) => [m.element, m.begin, m.text]);
    expect(found).toEqual([
      [1, texts[1].indexOf('Kestrel'), 'Kestrel Valley Choir Society'],
      [3, 0, 'Kestrel Valley Choir Society'],
      [5, 0, 'Kestrel Valley Choir Society'],
    ]);
  });

  it('gives the same mentions on a second call (no state kept between calls)', () => {
    expect(acceptedAddresseeMentions(texts, [])).toEqual(acceptedAddresseeMentions(texts, []));
  });
});
