/**
 * A business name with its registration number in brackets, and an association in capitals under an ordinal field
 * (facts set 41's causes 5–6, h76f41p): "RAHMAN BOAT SERVICES (Business Registration No. …), a sole proprietorship …"
 * keeps its name as "(NRIC No. …)" after a person's does; "SECOND GRANTOR: ASSOCIAÇÃO DOS …, a non-profit association
 * …" is read as a numbered slot's association is. Sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { partyNames, primary } from '../facts-readers.js';

const sorted = (xs: string[]) => [...xs].sort();

const BOATS = (operator: string) => [
  'BOAT SERVICES AGREEMENT',
  `THIS AGREEMENT is made on 2 May 2032 BETWEEN TEMBURONG ECO LODGE SDN BHD (Company No. RC/00077120), a company incorporated in Brunei Darussalam with its registered office at Bangar, Temburong (hereinafter called "the Company") of the one part AND ${operator}, a sole proprietorship owned by Jaafar bin Haji Salleh, of Kampong Batang Duri, Temburong (hereinafter called "the Operator") of the other part.`,
  '1. The Operator carries the Company\'s guests by longboat.',
  '2. The Company pays the Operator BND 900.00 a month.',
];

describe('a business name before its registration bracket (h76f41p)', () => {
  it('"(Business Registration No. …)", "(Registration No. …)" and "(UEN …)" are no part of the name', () => {
    expect(sorted(primary(...BOATS('SUNGAI BOATS ENTERPRISE (Business Registration No. P/60213)')))).toEqual(['SUNGAI BOATS ENTERPRISE Supplier', 'TEMBURONG ECO LODGE Buyer']);
    expect(sorted(primary(...BOATS('Sungai Boats Enterprise (Registration No. P/60213)')))).toEqual(['SUNGAI BOATS ENTERPRISE Supplier', 'TEMBURONG ECO LODGE Buyer']);
    expect(sorted(primary(...BOATS('SUNGAI BOATS ENTERPRISE (UEN 53312345K)')))).toEqual(['SUNGAI BOATS ENTERPRISE Supplier', 'TEMBURONG ECO LODGE Buyer']);
  });
  it('near miss: a bracket with no number stays the name\'s ("(Brunei)")', () => {
    expect(partyNames(...BOATS('SUNGAI BOATS (TEMBURONG)'))).not.toContain('SUNGAI BOATS');
  });
});

const ICE = (second: string) => [
  'ICE SUPPLY CONTRACT',
  'FIRST GRANTOR: GELO DO SUL, S.A., with its seat in Porto Alegre, São Tomé, represented by its director, Mr. Carlos Viegas, hereinafter the "Supplier";',
  `SECOND GRANTOR: ${second}, a non-profit association with its seat in Ribeira Afonso, represented by its president, Mrs. Ana Rita Costa, hereinafter the "Association";`,
  'FIRST: The Supplier delivers block ice to the Association\'s landing beach.',
];

describe('an association in capitals under an ordinal field (h76f41p)', () => {
  it('"SECOND GRANTOR:" and "SECOND CONTRACTING PARTY:" open the slot, in Portuguese and in English', () => {
    expect(sorted(primary(...ICE('ASSOCIAÇÃO DOS PESCADORES DE RIBEIRA AFONSO')))).toEqual(['ASSOCIAÇÃO DOS PESCADORES DE RIBEIRA AFONSO Buyer', 'GELO DO SUL Supplier']);
    expect(sorted(primary(...ICE('RIBEIRA AFONSO FISHERMEN\'S ASSOCIATION')))).toEqual(['GELO DO SUL Supplier', 'RIBEIRA AFONSO FISHERMEN\'S ASSOCIATION Buyer']);
    const english = ICE('ASSOCIAÇÃO DOS PESCADORES DE RIBEIRA AFONSO').map((t) => t.replace('SECOND GRANTOR:', 'SECOND CONTRACTING PARTY:'));
    expect(sorted(primary(...english))).toEqual(['ASSOCIAÇÃO DOS PESCADORES DE RIBEIRA AFONSO Buyer', 'GELO DO SUL Supplier']);
  });
  it('near misses: a heading\'s compound, and a label with no slot closer, name no body', () => {
    expect(partyNames('ICE SUPPLY CONTRACT', 'SECOND SCHEDULE: ASSOCIATION FEES, as set out below.')).toEqual([]);
    expect(partyNames('ICE SUPPLY CONTRACT', 'SECOND NOTE: FISHERMEN\'S ASSOCIATION RULES, as amended.')).toEqual([]);
  });
});
