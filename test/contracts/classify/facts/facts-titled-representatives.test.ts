/**
 * A representative with one or more abbreviated titles before the name (facts set 39's cause 2, h73f39n): "Ing. Agr.",
 * "Lic.", "Cr.", "Dipl.-Ing.", "Dr. Ing." are no part of the name, which is the party's contact; the name under a
 * signature line is the same person. A plain word before a name stays the name's. Sentences written for the rule, none
 * from a set.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { contactLists } from '../facts-readers.js';
import { persons } from '../found-names.js';

const carriage = (title: string) => [
  'CATTLE TRANSPORT CONTRACT',
  'In Tacuarembó, on March 4, 2031, there APPEAR:',
  `ON ONE SIDE: TRANSPORTES DEL NORTE S.A., represented by its director ${title} Martín Suárez, hereinafter "the Carrier"; and`,
  'ON THE OTHER SIDE: ESTANCIA LOS ALAMOS S.R.L., represented by Ms. Laura Ibarra, hereinafter "the Client";',
  'FIRST: The Carrier shall carry the Client\'s cattle to the slaughterhouse at Durazno.',
  'SECOND: The Client pays the Carrier USD 2.10 per kilometre.',
];

describe('abbreviated titles before a representative (h73f39n)', () => {
  it.each(['Ing. Agr.', 'Lic.', 'Cr.', 'Dipl.-Ing.', 'Dr. Ing.', 'Mr.'])('"%s Martín Suárez" is the carrier\'s contact', (title) => {
    expect(contactLists(...carriage(title))).toEqual([
      ['TRANSPORTES DEL NORTE', ['Martín Suárez']],
      ['ESTANCIA LOS ALAMOS', ['Laura Ibarra']],
    ]);
  });
  it('the carrier keeps its role whatever the title', () => {
    const r = classifyContract(carriage('Ing. Agr.').map((text) => ({ text, kind: 'sentence' as const })));
    expect(r.parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party} ${p.role}`)).toEqual(['TRANSPORTES DEL NORTE Supplier', 'ESTANCIA LOS ALAMOS Buyer']);
  });
  it('a person found in running text is the name after the titles', () => {
    expect(persons('The works are supervised by Ing. Agr. Martín Suárez on site.')).toEqual(['Martín Suárez']);
    expect(persons('Signed before Dipl.-Ing. Eva Roth at Graz.')).toEqual(['Eva Roth']);
  });
  it('near misses: a given name that is also a title keeps its place after a first title; a word without its stop is the name', () => {
    expect(persons('Notices go to Mr Hon Lee at the depot.')).toEqual(['Hon Lee']);
    expect(persons('Notices go to Mr. Cr Lopez at the depot.')).toEqual(['Cr Lopez']);
  });
});
