/**
 * What the twenty-ninth blind facts set left in its contacts and other parties (h39f29's causes 6-8 and 10, fixed by
 * h40f29): signers of one party on one line, a procuration's "p.p.", one person with and without a title, a register's
 * acronym before a number. Each rule on a contract written for it (none from the set).
 */
import { describe, expect, it } from 'vitest';
import { contactLists, partiesByImportance } from '../facts-readers.js';

describe('signers and the register of a number (h40f29)', () => {
  const contract = (...signature: string[]) => [
    'SUPPLY AGREEMENT',
    'This Supply Agreement is made on 5 June 2029 between Pesquera Azul SpA, a company incorporated in Chile (the "Supplier"), and Conservas del Pacifico S.A., a company incorporated in Chile (the "Buyer").',
    '1. The Supplier shall deliver fresh fish to the Buyer each week.',
    ...signature,
  ];
  it('"p.p. <COMPANY>: <name>" signs for the company, as "For <COMPANY>:" does', () => {
    expect(contactLists(...contract('p.p. PESQUERA AZUL SpA: Tomás Rojas Vidal', 'P.P. CONSERVAS DEL PACIFICO S.A.: Ana Ruiz Pérez')))
      .toEqual([['PESQUERA AZUL', ['Tomás Rojas Vidal']], ['CONSERVAS DEL PACIFICO', ['Ana Ruiz Pérez']]]);
  });
  it('two signers with titles on one line under the company line are both its contacts', () => {
    expect(contactLists(...contract('Pesquera Azul SpA', 'Olof Berg, Chief Executive Officer, and Maja Berg, Board Member', 'Conservas del Pacifico S.A.', 'Erik Holm, Managing Director')))
      .toEqual([['PESQUERA AZUL', ['Olof Berg', 'Maja Berg']], ['CONSERVAS DEL PACIFICO', ['Erik Holm']]]);
  });
  it('"For <COMPANY>: Ma. <name>, <title>" gives her as its contact, "Ma." kept in her name', () => {
    expect(contactLists(...contract('For PESQUERA AZUL SpA: Ma. Luisa R. Santos, Treasurer'))).toEqual([['PESQUERA AZUL', ['Ma. Luisa R. Santos']], ['CONSERVAS DEL PACIFICO', []]]);
  });
  it('one person with and without "Dr." is one contact', () => {
    expect(contactLists(...contract('Attention: Dr. Hannah Cole', 'For Pesquera Azul SpA: Hannah Cole', 'Name: Dr. Hannah Cole')).map(([, names]) => (names as string[]).length))
      .toEqual([1, 0]);
  });
  it('an acronym labelling a registration number is no party', () => {
    const entry = 'This Statement of Work is made on 2 April 2029 between BLUEWAVE SUPPORT SERVICES, INC., a corporation organized under the laws of the Philippines, with SEC Registration No. CS201955555, represented by its Treasurer, Ma. Luisa R. Santos (the "Contractor"), and Harbour Freight Pty Ltd (the "Client").';
    expect(partiesByImportance('STATEMENT OF WORK', entry, '1. The Contractor shall staff the Client\'s warehouse.')).toEqual(['BLUEWAVE SUPPORT SERVICES Primary Supplier', 'HARBOUR FREIGHT Primary Buyer']);
  });
});
