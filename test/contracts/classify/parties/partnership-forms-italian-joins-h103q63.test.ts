/**
 * Facts set 63's causes 3, 6, 7 and 8 (issue 18, h103q63): Italy's partnership forms end a company's name
 * (gazetteer.ts COMPANY_SUFFIXES: "S.N.C.", "s.a.s."), Italian "di" and its articled forms join a bank's name
 * (own-language-bodies.ts ROMANCE_JOIN), a collecting society named by its initials alone (COINED_SHORT_BODIES) and a
 * French town hyphened with "à" in a court's seat (institution-grammar.ts HYPHEN_PARTICLES). Names and sentences
 * written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, partiesByImportance, primary } from '../facts-readers.js';

const COMMISSION = (client: string, clauses: readonly string[] = []) => [
  'PHOTOGRAPHY COMMISSION AGREEMENT',
  'Palermo, 14.06.2044',
  `Between ${client}, with registered office at Via Maqueda 12, Palermo, represented by its partner Mr Carmelo Vitale (hereinafter the “Client”); and Rosalia Ferrante, photographer, of Monreale (hereinafter the “Photographer”).`,
  '1. Object. The Photographer shall photograph the Client\'s new shop for its catalogue.',
  ...clauses,
];

describe('Italy\'s partnership forms end a company\'s name (cause 3)', () => {
  it('"S.N.C." in capitals: the company without its form, its partner its contact', () => {
    const facts = COMMISSION('PANIFICIO VITALE S.N.C.');
    expect(primary(...facts)).toEqual(['PANIFICIO VITALE Buyer', 'ROSALIA FERRANTE Supplier']);
    expect(contactLists(...facts)).toEqual([['PANIFICIO VITALE', ['Carmelo Vitale']], ['ROSALIA FERRANTE', []]]);
  });
  it('"s.n.c." and "s.a.s." in small letters are read as "S.r.l." is', () => {
    expect(primary(...COMMISSION('Panificio Vitale s.n.c.'))).toEqual(['PANIFICIO VITALE Buyer', 'ROSALIA FERRANTE Supplier']);
    expect(primary(...COMMISSION('Ottica Randazzo s.a.s.'))).toEqual(['OTTICA RANDAZZO Buyer', 'ROSALIA FERRANTE Supplier']);
  });
});

describe('a bank\'s Italian name joined by "di", a collecting society\'s initials, "-à-" in a town (causes 6-8)', () => {
  it('"Banca … di <region>", "SIAE" and a court of "Anse-à-Galets" are bodies of no side', () => {
    const facts = COMMISSION('PANIFICIO VITALE S.N.C.', [
      '2. Fee. The Client pays € 900,00 by transfer to Banca Cooperativa Rurale di Calabria.',
      '3. Music. Any music in the video is licensed through SGAE or the SIAE.',
      '4. Any dispute is heard by the Judicial Court of Anse-à-Galets alone.',
    ]);
    expect(partiesByImportance(...facts)).toEqual([
      'PANIFICIO VITALE Primary Buyer', 'ROSALIA FERRANTE Primary Supplier', 'BANCA COOPERATIVA RURALE DI CALABRIA Unknown Unknown',
      'JUDICIAL COURT OF ANSE-À-GALETS Unknown Unknown', 'SGAE Unknown Unknown', 'SIAE Unknown Unknown',
    ]);
  });
  it('near misses: "di" in small letters after a person\'s name joins nothing; a society\'s initials hyphened to a word name none', () => {
    const facts = COMMISSION('PANIFICIO VITALE S.N.C.', ['2. Music. An SIAE-style tariff applies to the music of Nino di Rosa.']);
    expect(partiesByImportance(...facts)).toEqual(['PANIFICIO VITALE Primary Buyer', 'ROSALIA FERRANTE Primary Supplier']);
  });
});
