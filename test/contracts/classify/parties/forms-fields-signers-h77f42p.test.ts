/**
 * Legal forms, party fields, entries and signers of Kosovar, Moldovan, Peruvian, Jersey, Puerto Rican, Congolese and
 * Micronesian drafting (facts set 42's causes 1–8, h77f42p): a quoted name before any dotted legal form ("X" SH.P.K.,
 * L.L.C., S.A.C.) and after an individual business's initials (N.T.P. "X", I.I. "X"); a "Label: <name> … ("the Label")"
 * field whatever its label; an entry letter before a courtesy title; "Director, <name>" with the post first; French
 * "et" in a trade name; "<name>, witness" no contact. Sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, partyNames, primary } from '../facts-readers.js';

const sorted = (xs: string[]) => [...xs].sort();
const contactsOf = (...items: string[]): Record<string, string[]> => Object.fromEntries(contactLists(...items)) as Record<string, string[]>;

const CLEANING = (first: string, second: string) => [
  'CLEANING SERVICES CONTRACT',
  'Contracting parties:',
  `1. ${first}, with its seat at Rr. Adem Jashari nr. 4, Prizren, business number 811000111, represented by the director Mr. Blerim Hoxha (hereinafter: the Contractor), and`,
  `2. ${second}, with its seat at Rr. Remzi Ademaj nr. 9, Prizren, represented by its owner Mr. Ilir Shala (hereinafter: the Client).`,
  'Article 1. The Client pays the Contractor EUR 300 each month.',
];

describe('a quoted name before a dotted legal form, and after an individual business\'s initials (h77f42p)', () => {
  it('"X" SH.P.K., "X" L.L.C., "X" SH.A. in a numbered list', () => {
    expect(sorted(primary(...CLEANING('"Pastërtia" SH.P.K.', '"Hotel Arbëria" L.L.C.')))).toEqual(['HOTEL ARBËRIA Buyer', 'PASTËRTIA Supplier']);
    expect(sorted(primary(...CLEANING('"Pastërtia" SH.A.', '"Hotel Arbëria" SH.P.K.')))).toEqual(['HOTEL ARBËRIA Buyer', 'PASTËRTIA Supplier']);
  });
  it('a Peruvian "S.A.C." and "E.I.R.L." after a quoted name, and "E.I.R.L." after an unquoted one', () => {
    const lines = (a: string, b: string) => ['TRANSPORT CONTRACT', `This contract is made between ${a}, Lima (the "Carrier") and ${b}, Callao (the "Shipper").`, 'The Shipper pays the Carrier USD 900 per trip.'];
    expect(sorted(primary(...lines('"Andes Carga" S.A.C.', '"Pesquera Sur" E.I.R.L.')))).toEqual(['ANDES CARGA Supplier', 'PESQUERA SUR Buyer']);
    expect(sorted(primary(...lines('Transportes Huallaga E.I.R.L.', 'Pesquera Sur S.A.C.')))).toEqual(['PESQUERA SUR Buyer', 'TRANSPORTES HUALLAGA Supplier']);
  });
  it('N.T.P. and I.I. before a quoted name, N.T.P. before an unquoted one, the initials no part of the name', () => {
    expect(sorted(primary(...CLEANING('Pastërtia SH.P.K.', 'N.T.P. "Pizzeria Sheshi"')))).toEqual(['PASTËRTIA Supplier', 'PIZZERIA SHESHI Buyer']);
    expect(sorted(primary(...CLEANING('Pastërtia SH.P.K.', 'I.I. "Ion Ceban"')))).toEqual(['ION CEBAN Buyer', 'PASTËRTIA Supplier']);
    expect(sorted(primary(...CLEANING('Pastërtia SH.P.K.', 'N.T.P. Pizzeria Sheshi')))).toEqual(['PASTËRTIA Supplier', 'PIZZERIA SHESHI Buyer']);
  });
  it('near misses: a quoted word before an undotted capital word, and initials before an unquoted person, name no company', () => {
    expect(partyNames('MEETING NOTE', 'The parties reviewed the "Draft" Plan and the "Closing" AG list at the meeting.')).toEqual([]);
    expect(partyNames('LETTER OF THANKS', 'The committee thanks I.I. Petrov for his report on the harvest.')).not.toContain('PETROV');
  });
});

describe('a field whose label its own line quotes as the alias (h77f42p)', () => {
  it('"Grazier: Mr … ("the Grazier")" names a person party as "Tenant:" would', () => {
    expect(sorted(primary('GRAZING AGREEMENT', 'Parties',
      'Landholder: Tamarind Downs Pty Ltd ACN 123 456 789, of 14 Station Road, Longreach QLD 4730 ("the Landholder")',
      'Grazier: Mr Owen Pritchard of 22 Eagle Street, Longreach QLD 4730 ("the Grazier")',
      '1. The Grazier pays the Landholder $40.00 per head per month.'))).toEqual(['OWEN PRITCHARD Buyer', 'TAMARIND DOWNS Supplier']);
  });
  it('near miss: a field whose line quotes another word names no person party', () => {
    expect(partyNames('GRAZING AGREEMENT', 'Parties',
      'Landholder: Tamarind Downs Pty Ltd ACN 123 456 789, of 14 Station Road, Longreach QLD 4730 ("the Landholder")',
      'Grazier: Mr Owen Pritchard of 22 Eagle Street, Longreach QLD 4730 ("the Stock")',
      '1. The Grazier pays the Landholder $40.00 per head per month.')).not.toContain('OWEN PRITCHARD');
  });
});

const BOARDING = (second: string) => [
  'HORSE BOARDING CONTRACT',
  'This contract is entered into in Cayey, Puerto Rico, on March 3, 2031, by and between:',
  'A. FINCA LA ESPERANZA, INC., a corporation with postal address at Calle Sol No. 12, Urb. Santa Rosa, Cayey, Puerto Rico 00736, represented by its President, Mr. Luis Ortiz Rivera ("Stable Owner"); and',
  `B. ${second}, of legal age, married, a resident of Bo. Jagüeyes, Aibonito, Puerto Rico ("Horse Owner").`,
  '1. Horse Owner pays Stable Owner $400.00 per month for the board of the horse.',
];

describe('an entry letter before a courtesy title, and Spanish addresses, in a lettered entry (h77f42p)', () => {
  it('"B. MR. …" and "B. Mrs. …" name the person alone; "Urb." and "Bo." cut no slot', () => {
    expect(sorted(primary(...BOARDING('MR. PEDRO SANTIAGO ORTIZ')))).toEqual(['FINCA LA ESPERANZA Supplier', 'PEDRO SANTIAGO ORTIZ Buyer']);
    expect(sorted(primary(...BOARDING('Mrs. Carmen Ortiz Vega')))).toEqual(['CARMEN ORTIZ VEGA Buyer', 'FINCA LA ESPERANZA Supplier']);
  });
  it('near miss: a letter before a name with no title is left as the readers had it (an initial as often)', () => {
    expect(partyNames(...BOARDING('PEDRO SANTIAGO ORTIZ'))).toContain('FINCA LA ESPERANZA');
  });
});

const SIGNED = (lines: string[]) => [
  'CLEANING SERVICES CONTRACT',
  'This contract is made between Pastërtia SH.P.K., Prizren (the "Contractor") and Hotel Arbëria SH.A., Prizren (the "Client").',
  'The Client pays the Contractor EUR 300 each month.',
  ...lines,
];

describe('signers with the post first, and witnesses (h77f42p)', () => {
  it('"Managing Director, <name>" and "Owner, <name>" under the party\'s name', () => {
    const c = contactsOf(...SIGNED(['CONTRACTOR', 'Pastërtia SH.P.K.', 'Managing Director, Blerim Hoxha', 'CLIENT', 'Hotel Arbëria SH.A.', 'Owner, Ilir Shala']));
    expect(c['PASTËRTIA']).toEqual(['Blerim Hoxha']);
    expect(c['HOTEL ARBËRIA']).toEqual(['Ilir Shala']);
  });
  it('near miss: a post and its department after the comma name no contact', () => {
    const c = contactsOf(...SIGNED(['CONTRACTOR', 'Pastërtia SH.P.K.', 'Director, Legal Affairs', 'CLIENT', 'Hotel Arbëria SH.A.', 'Head, Human Resources']));
    expect(c['PASTËRTIA']).toEqual([]);
    expect(c['HOTEL ARBËRIA']).toEqual([]);
  });
  it('"<name>, witness" under a signing line that ends "in the presence of:" is no contact; "<name>, Secretary" is', () => {
    const lines = (signer: string) => ['BOAT REPAIR AGREEMENT',
      'This agreement is made between LAGOON FISHERS ASSOCIATION, INC. ("the Association") and Peter Tamag, boat builder of Colonia ("the Builder").',
      'The Association pays the Builder USD 2,400.00 in two instalments.',
      'LAGOON FISHERS ASSOCIATION, INC.', 'By: ______________________', 'Name: Rosa Gilmar', 'Title: President',
      'Signed by the Builder, Peter Tamag, in the presence of:', signer];
    expect(contactsOf(...lines('Joseph Fanow, witness'))['PETER TAMAG']).toEqual([]);
    expect(Object.values(contactsOf(...lines('Joseph Fanow, witness'))).flat()).not.toContain('Joseph Fanow');
  });
});

describe('French "et" inside a trade name (h77f42p)', () => {
  it('"Établissements … et Fils" and "… et Fils SARL" are one name', () => {
    const lines = (lessor: string) => ['CONTRACT FOR THE RENTAL OF A TRUCK', 'BETWEEN:', `${lessor}, a sole proprietorship registered in Goma, hereinafter called "THE LESSOR";`, 'AND:', 'Mr. KAMBALE MUHINDO Jean, driver, residing in Goma, hereinafter called "THE LESSEE";', 'Article 1: The Lessee pays the Lessor a rent of 80 USD per week.'];
    expect(sorted(primary(...lines('Établissements Kasereka et Fils')))).toEqual(['KAMBALE MUHINDO JEAN Buyer', 'ÉTABLISSEMENTS KASEREKA ET FILS Supplier']);
    expect(partyNames(...lines('Dubois et Fils SARL'))).toContain('DUBOIS ET FILS');
  });
  it('near miss: "et al." joins no name', () => {
    expect(partyNames('STUDY AGREEMENT', 'This agreement is made between Lyon Data SARL ("the Provider") and Rhône Bio SAS ("the Client").', 'The method of Martin et al. applies to the samples.')).not.toContain('MARTIN ET AL');
  });
});
