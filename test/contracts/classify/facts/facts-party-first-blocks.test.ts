/**
 * Party-first signature blocks written one line each, a signature's blank between the party and its signer: "p. ACME
 * S.A." / "______" / name / title (facts set 39's one extra contact, h73f39n). h72sig's name / title / party reading
 * took the next block's party line under a title for the signer's party; a procuration's "p." (por), "Por", "Pour",
 * "Für" opening a party's line, and a party's line over the blank, open the block the name signs in. Name-first blocks
 * with a blank above each name keep h72sig's reading. Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists } from '../facts-readers.js';

const scouring = (...blocks: string[]) => [
  'COTTON GINNING CONTRACT',
  'This contract is made on 2 May 2031 between DESMOTADORA DEL CHACO S.A. (the "Ginner") and HILANDERIA ANDINA S.R.L. (the "Client").',
  '1. The Ginner shall gin the seed cotton that the Client delivers.',
  '2. The Client pays the Ginner USD 0.30 per kilogram of lint.',
  ...blocks,
];
const RULE = '______________________';

describe('party-first blocks with a blank between the party and its signer (h73f39n)', () => {
  it.each(['p.', 'Por', 'p.p.', 'Pour'])('"%s <PARTY>" opens each block: its signer is its own', (lead) => {
    expect(contactLists(...scouring(`${lead} DESMOTADORA DEL CHACO S.A.`, RULE, 'Raúl Giménez', 'Director', `${lead} HILANDERIA ANDINA S.R.L.`, RULE, 'Sofía Paredes', 'Manager'))).toEqual([
      ['DESMOTADORA DEL CHACO', ['Raúl Giménez']],
      ['HILANDERIA ANDINA', ['Sofía Paredes']],
    ]);
  });
  it('the party\'s line alone over the blank opens its block too', () => {
    expect(contactLists(...scouring('DESMOTADORA DEL CHACO S.A.', RULE, 'Raúl Giménez', 'Director', 'HILANDERIA ANDINA S.R.L.', RULE, 'Sofía Paredes', 'Manager'))).toEqual([
      ['DESMOTADORA DEL CHACO', ['Raúl Giménez']],
      ['HILANDERIA ANDINA', ['Sofía Paredes']],
    ]);
  });
  it('near miss: name-first blocks, each under its blank, give each signer the party under its title', () => {
    expect(contactLists(...scouring(RULE, 'Raúl Giménez', 'Director', 'DESMOTADORA DEL CHACO S.A.', RULE, 'Sofía Paredes', 'Manager', 'HILANDERIA ANDINA S.R.L.'))).toEqual([
      ['DESMOTADORA DEL CHACO', ['Raúl Giménez']],
      ['HILANDERIA ANDINA', ['Sofía Paredes']],
    ]);
  });
});
