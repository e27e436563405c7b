/**
 * A signature block written name / job title / party, one line each, several blocks in a row at a contract's end
 * (issue 18, h72sig): the signer belongs to the party BELOW the title, not to the party line above the name (which
 * closes the block before). Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists } from '../facts-readers.js';

const honey = (...blocks: string[]) => [
  'HONEY SUPPLY AGREEMENT',
  'This Agreement is made on 5 May 2031 between MIEL ANDINA S.R.L. (the "Seller") and DULCE SUR S.A. (the "Buyer").',
  '1. The Seller shall deliver 2 tonnes of honey to the Buyer.',
  '2. The Buyer shall pay the Seller USD 9,000 within 30 days of delivery.',
  ...blocks,
];

describe('name / TITLE / PARTY signature blocks (h72sig)', () => {
  it('each signer goes to the party under its title', () => {
    expect(contactLists(...honey('Carla Rocha Vaca', 'LEGAL REPRESENTATIVE', 'MIEL ANDINA S.R.L.', 'Jorge Paz Mendoza', 'LEGAL REPRESENTATIVE', 'DULCE SUR S.A.'))).toEqual([
      ['MIEL ANDINA', ['Carla Rocha Vaca']],
      ['DULCE SUR', ['Jorge Paz Mendoza']],
    ]);
  });
  it('the titles in mixed case, the blocks in the other order', () => {
    expect(contactLists(...honey('Jorge Paz Mendoza', 'General Manager', 'DULCE SUR S.A.', 'Carla Rocha Vaca', 'Legal Representative', 'MIEL ANDINA S.R.L.'))).toEqual([
      ['MIEL ANDINA', ['Carla Rocha Vaca']],
      ['DULCE SUR', ['Jorge Paz Mendoza']],
    ]);
  });
  it('the same blocks as one paragraph each, three lines kept by their breaks', () => {
    expect(contactLists(...honey('Carla Rocha Vaca\nLEGAL REPRESENTATIVE\nMIEL ANDINA S.R.L.', 'Jorge Paz Mendoza\nLEGAL REPRESENTATIVE\nDULCE SUR S.A.'))).toEqual([
      ['MIEL ANDINA', ['Carla Rocha Vaca']],
      ['DULCE SUR', ['Jorge Paz Mendoza']],
    ]);
  });
  it('near misses: a heading under the title opens the next block; a line that is no job title gives no contact', () => {
    expect(contactLists(...honey('Carla Rocha Vaca', 'La Paz, Bolivia', 'MIEL ANDINA S.R.L.'))).toEqual([
      ['MIEL ANDINA', []],
      ['DULCE SUR', []],
    ]);
    expect(contactLists(...honey('For the Seller', 'Carla Rocha Vaca', 'Legal Representative', 'For the Buyer', 'Jorge Paz Mendoza', 'Legal Representative'))).toEqual([
      ['MIEL ANDINA', ['Carla Rocha Vaca']],
      ['DULCE SUR', ['Jorge Paz Mendoza']],
    ]);
    // The party first, its signer and title under it: each name is the block above's.
    expect(contactLists(...honey('MIEL ANDINA S.R.L.', 'Carla Rocha Vaca', 'Legal Representative', 'DULCE SUR S.A.', 'Jorge Paz Mendoza', 'Legal Representative'))).toEqual([
      ['MIEL ANDINA', ['Carla Rocha Vaca']],
      ['DULCE SUR', ['Jorge Paz Mendoza']],
    ]);
    expect(contactLists(...honey('By:', 'Carla Rocha Vaca', 'Legal Representative', 'DULCE SUR S.A.'))).not.toContainEqual(['DULCE SUR', ['Carla Rocha Vaca']]);
    expect(contactLists(...honey('Carla Rocha Vaca\nLa Paz, Bolivia\nMIEL ANDINA S.R.L.'))).toEqual([
      ['MIEL ANDINA', []],
      ['DULCE SUR', []],
    ]);
  });
});
