/**
 * Parties and contacts left by facts set 57 (issue 18, h98fd), in contracts written for these tests:
 * - a company's name holding a particle of two words, "de la", "de los", "de las", or "de l'" (names/name-grammar.ts
 *   JOIN): the name is read whole, not from the word after the particle;
 * - a signature heading with the marks it asks for in brackets, "FOR THE PRESS (stamp and signature)"
 *   (parties/details/line-shapes.ts HEADING_WORDS): the signer under it signs for that party, not for the block above.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, primary } from '../facts-readers.js';

describe('a particle of two words inside a company\'s name', () => {
  const supply = (buyer: string) => [
    'CONTRACT FOR THE SUPPLY OF FIGS',
    'BETWEEN THE UNDERSIGNED:',
    'Mr. Dominique Casanova, fig grower, Route de Calvi, 20260 Lumio, hereinafter referred to as "the Grower",',
    'AND:',
    `${buyer}, a company registered in Bastia, represented by its manager, Ms. Sandrine Luciani, hereinafter referred to as "the Buyer",`,
    'Article 1 – The Grower supplies the Buyer with 400 kg of fresh figs each week at 4,20 euros per kilogram.',
    'Done at Bastia, on 3 August 2041, in two original copies.',
  ];
  it('"Confiturerie de la Balagne SARL" is read whole, the Buyer, with its manager', () => {
    const items = supply('Confiturerie de la Balagne SARL');
    expect(primary(...items)).toEqual(['DOMINIQUE CASANOVA Supplier', 'CONFITURERIE DE LA BALAGNE Buyer']);
  });
  it('"de los", "de las" and "de l\'" too', () => {
    expect(primary(...supply('Conservas de los Valles SAS'))).toContain('CONSERVAS DE LOS VALLES Buyer');
    expect(primary(...supply('Dulces de las Islas SARL'))).toContain('DULCES DE LAS ISLAS Buyer');
    expect(primary(...supply("Maison de l'Olivier SARL"))).toContain("MAISON DE L'OLIVIER Buyer");
  });
  it('near misses: a one-word particle and a name in capitals, read whole as before', () => {
    expect(primary(...supply('Confiturerie du Cap SARL'))).toContain('CONFITURERIE DU CAP Buyer');
    expect(primary(...supply('CONFITURERIE DE LA BALAGNE SARL'))).toContain('CONFITURERIE DE LA BALAGNE Buyer');
  });
});

describe('a signature heading with the marks it asks for in brackets', () => {
  const FORM = [
    'GRAPE PRESSING ORDER',
    'Press: Kelterei Rebenhof GmbH, Weinstraße 12, 67146 Deidesheim',
    'Grower: Matthias Oberholzer, of Forst an der Weinstraße',
    'Grapes delivered: 2.400 kg of Riesling grapes',
    'Fees: pressing 0,09 € per kg of grapes; minimum charge 40,00 € per order.',
    'By signing this form, the Grower orders the pressing of the grapes above, and the Press accepts the order.',
    'Deidesheim, 21.09.2041',
    'THE GROWER',
    'Matthias Oberholzer',
  ];
  it('"FOR THE PRESS (stamp and signature)" over "name, Cellar Master" gives the signer to the press', () => {
    expect(contactLists(...FORM, 'FOR THE PRESS (stamp and signature)', 'Jonas Weidenbach, Cellar Master')).toEqual([
      ['KELTEREI REBENHOF', ['Jonas Weidenbach']],
      ['MATTHIAS OBERHOLZER', []],
    ]);
    expect(contactLists(...FORM, 'For the Press (signature and company stamp)', 'Jonas Weidenbach, Cellar Master')).toEqual([
      ['KELTEREI REBENHOF', ['Jonas Weidenbach']],
      ['MATTHIAS OBERHOLZER', []],
    ]);
  });
  it('near miss: the heading without the bracket, as before', () => {
    expect(contactLists(...FORM, 'FOR THE PRESS', 'Jonas Weidenbach, Cellar Master')).toEqual([
      ['KELTEREI REBENHOF', ['Jonas Weidenbach']],
      ['MATTHIAS OBERHOLZER', []],
    ]);
  });
});
