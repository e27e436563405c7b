/**
 * A representative named before the party it acts for (Spanish, Equatoguinean and Latin American drafting in English;
 * facts set 43's cause 1, h77f43q): "acting in the name and on behalf of the company X, S.L.", "in the name and on
 * behalf of X" without "acting", "acting as manager and legal representative of X". The person is no party (set 10);
 * the body after the words is, with the slot's alias. Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { primary } from '../facts-readers.js';

const sorted = (xs: string[]) => [...xs].sort();
const SUPPLY = (first: string, second: string) => [
  'SUPPLY CONTRACT',
  'In Bata, on 3 March 2030.',
  `On the one part, Mr. Ramón Esono Obiang, of legal age, married, ${first} FERRETERÍA CONTINENTAL, S.L., with registered office at Calle Mongomo 4, Bata, hereinafter "THE SUPPLIER".`,
  `On the other part, Mrs. Lucía Mba Nze, of legal age, ${second} CONSTRUCCIONES RÍO MUNI, S.A., with registered office at Bata, hereinafter "THE BUYER".`,
  'The Supplier shall deliver the goods.',
];
const BOTH = ['CONSTRUCCIONES RÍO MUNI Buyer', 'FERRETERÍA CONTINENTAL Supplier'];

describe('a person acting for a company before its name is no party (h77f43q)', () => {
  it('"acting in the name and on behalf of" as before', () => {
    expect(sorted(primary(...SUPPLY('acting in the name and on behalf of', 'acting on behalf of')))).toEqual(BOTH);
  });
  it('"… on behalf of the company X" and "… of company X"', () => {
    expect(sorted(primary(...SUPPLY('acting in the name and on behalf of the company', 'acting on behalf of company')))).toEqual(BOTH);
  });
  it('"in the name and on behalf of X" without "acting"', () => {
    expect(sorted(primary(...SUPPLY('in the name and on behalf of', 'in the name and on behalf of the company')))).toEqual(BOTH);
  });
  it('"acting as (manager and) legal representative of (the) X"', () => {
    expect(sorted(primary(...SUPPLY('acting as manager and legal representative of', 'acting as sole director and legal representative of the')))).toEqual(BOTH);
  });
  it('a body without a legal form after "acting as Director and legal representative of the"', () => {
    expect(sorted(primary('SERVICES CONTRACT', 'On the one part, Mr. Diego Ruiz Paz, of legal age, acting in the name and on behalf of the company LIMPIEZAS DEL CARIBE, S.R.L., with office at Santo Domingo, hereinafter "THE CONTRACTOR".',
      'On the other part, Mrs. Ana Gil Soto, of legal age, acting as Director and legal representative of the INSTITUTO POLITÉCNICO SAN LUIS, a private school at Santiago, hereinafter "THE CLIENT".',
      'The Client shall pay the Contractor monthly.'))).toEqual(['INSTITUTO POLITÉCNICO SAN LUIS Buyer', 'LIMPIEZAS DEL CARIBE Supplier']);
  });
  it('near miss: "acting as manager of X" without "legal representative" is not read as acting for X', () => {
    expect(primary(...SUPPLY('acting as manager of', 'acting on behalf of'))).toContain('RAMÓN ESONO OBIANG Supplier');
  });
  it('near miss: a company that names a role "in the name of" no one keeps its alias', () => {
    expect(sorted(primary('AGENCY AGREEMENT', 'This agreement is made between Andes Cargo S.A.C., of Lima (the "Agent"), and Pacífico Trading S.A., of Callao (the "Principal").',
      'The Agent shall sign contracts in the name and on behalf of the Principal.'))).toEqual(['ANDES CARGO Supplier', 'PACÍFICO TRADING Buyer']);
  });
});
