/**
 * Party slots and names of CIS, French, Arabic and West African drafting in English (facts set 44's causes 1–6,
 * h78f44p): the short form repeating a quoted name in brackets ("(LLC "X")") is part of the slot, the alias after it the
 * party's; a sole trader's register bracket ("(OGRNIP …)"), "IE" before the name and a sole trader after "and" (no second
 * representative); a short form in capitals closing a name ("(CNSS)") no part of it; "Polyclinic" / "Clinic" as body heads;
 * a bank's region after a dash its acronym names; "Company of <country>". Sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, partyNames, primary } from '../facts-readers.js';
import { partyKey } from '../../../../src/contracts/classify/parties/party-key.js';

const sorted = (xs: string[]) => [...xs].sort();
const contactsOf = (...items: string[]): Record<string, string[]> => Object.fromEntries(contactLists(...items)) as Record<string, string[]>;

describe('a short form repeating the quoted name in brackets is part of the slot (h78f44p)', () => {
  const CARRIAGE = (first: string, second: string) => [
    'CONTRACT No. 7/T',
    'Tula, 3 June 2037',
    `${first}, represented by Director Petrov Ivan Sergeevich, acting on the basis of the Charter, on the one hand, and ${second}, represented by General Director Ivanova Maria Petrovna, acting on the basis of the Charter, on the other hand, have concluded this Contract as follows:`,
    '1. The Carrier carries the Shipper\'s goods from Tula to Kazan.',
  ];
  const BOTH = ['TULA STEEL Buyer', 'VOLGA TRANS Supplier'];
  it('"(LLC "X"), hereinafter referred to as the "Carrier"": the alias and the representative are the company\'s', () => {
    const lines = CARRIAGE('Limited Liability Company "Volga Trans" (LLC "Volga Trans"), hereinafter referred to as the "Carrier"', 'Joint Stock Company "Tula Steel" (JSC "Tula Steel"), hereinafter referred to as the "Shipper"');
    expect(sorted(primary(...lines))).toEqual(BOTH);
    expect(contactsOf(...lines)['VOLGA TRANS']).toEqual(['Petrov Ivan Sergeevich']);
  });
  it('"(JSC «X») (hereinafter the "Shipper")": guillemets and a bracketed alias after it', () => {
    expect(sorted(primary(...CARRIAGE('Limited Liability Company «Volga Trans» (LLC «Volga Trans») (hereinafter the "Carrier")', 'Joint Stock Company «Tula Steel» (JSC «Tula Steel») (hereinafter the "Shipper")')))).toEqual(BOTH);
  });
  it('a Kazakh partnership ("(LLP "X")") and a French company ("(SARL "X")") alike', () => {
    expect(sorted(primary('SUPPLY AGREEMENT', 'Almaty, 3 June 2037',
      'Limited Liability Partnership "Steppe Grain" (LLP "Steppe Grain"), hereinafter referred to as the "Supplier", represented by Director Nurlanov Askar, and Société à responsabilité limitée "Atlas Moulins" (SARL "Atlas Moulins"), hereinafter referred to as the "Buyer", represented by its Manager, Mr. Karim Bennani, have concluded this Agreement as follows:',
      '1. The Supplier delivers wheat to the Buyer.'))).toEqual(['ATLAS MOULINS Buyer', 'STEPPE GRAIN Supplier']);
  });
  it('near miss: a bracket of other words with quotes ("(trading as "Blue Deli")") is no short form: the slot reads as before', () => {
    const lines = ['SUPPLY AGREEMENT', 'This Agreement is made between Harbour Foods Ltd (trading as "Blue Deli") and Kestrel Farms Ltd (the "Supplier").', 'The Supplier delivers eggs.'];
    expect(primary(...lines)).not.toContain('HARBOUR FOODS Supplier');
    expect(primary(...lines)).toContain('KESTREL FARMS Supplier');
  });
});

describe('a sole trader: register brackets, "IE", and no second representative (h78f44p)', () => {
  const SLOT = (second: string) => [
    'CONTRACT No. 7/T',
    'Tula, 3 June 2037',
    `Limited Liability Company "Volga Trans", hereinafter referred to as the "Carrier", represented by Director Petrov Ivan Sergeevich, on the one hand, and ${second}, hereinafter referred to as the "Shipper", on the other hand, have concluded this Contract as follows:`,
    '1. The Carrier carries the Shipper\'s goods.',
  ];
  const BOTH = ['MOROZOV PAVEL OLEGOVICH Buyer', 'VOLGA TRANS Supplier'];
  it('"(OGRNIP …)" and "(INN …)" after the name: the person is the party', () => {
    expect(sorted(primary(...SLOT('Individual Entrepreneur Morozov Pavel Olegovich (OGRNIP 319774600012345)')))).toEqual(BOTH);
    expect(sorted(primary(...SLOT('Individual Entrepreneur Morozov Pavel Olegovich (INN 771234567890)')))).toEqual(BOTH);
  });
  it('"IE" before the name is the form, no part of the name; the carrier keeps its one representative', () => {
    const lines = SLOT('IE Morozov Pavel Olegovich');
    expect(sorted(primary(...lines))).toEqual(BOTH);
    expect(contactsOf(...lines)['VOLGA TRANS']).toEqual(['Petrov Ivan Sergeevich']);
  });
  it('"X, an individual entrepreneur" and "and Individual Entrepreneur X (IIN …)" without side words: a party, no representative', () => {
    expect(contactsOf(...SLOT('Morozov Pavel Olegovich, an individual entrepreneur'))['VOLGA TRANS']).toEqual(['Petrov Ivan Sergeevich']);
    const kz = ['SERVICES AGREEMENT', 'Almaty, 3 June 2037',
      'Limited Liability Partnership "Steppe Grain", hereinafter referred to as the "Customer", represented by Director Nurlanov Askar, and Individual Entrepreneur Serikova Aigul (IIN 850101400123), hereinafter referred to as the "Contractor", have concluded this Agreement as follows:',
      '1. The Contractor cleans the office.'];
    expect(sorted(primary(...kz))).toEqual(['SERIKOVA AIGUL Supplier', 'STEPPE GRAIN Buyer']);
    expect(contactsOf(...kz)['STEPPE GRAIN']).toEqual(['Nurlanov Askar']);
  });
  it('near miss: two officers joined by "and" are both contacts still', () => {
    const lines = ['SERVICES AGREEMENT', 'This Agreement is made between Harbour Foods Ltd, represented by its Director Mr. Alan Price and its Secretary Mr. Brian Cole (the "Client"), and Kestrel Consulting Ltd (the "Consultant").', 'The Consultant advises the Client.'];
    expect(contactsOf(...lines)['HARBOUR FOODS']).toEqual(['Alan Price', 'Brian Cole']);
  });
  it('near miss: "IE" beside English words is the name\'s own ("IE Business School")', () => {
    expect(partyKey('IE Business School')).toBe('IE BUSINESS SCHOOL');
    expect(partyKey('IE Morozov Pavel')).toBe('MOROZOV PAVEL');
  });
});

describe('a short form in capitals closing a name is no part of it (h78f44p)', () => {
  it('primary parties: "The National Water Office (NWO)", "Kumasi Sacks Limited (KSL)"', () => {
    expect(sorted(primary('MAINTENANCE CONTRACT', 'BETWEEN THE UNDERSIGNED:',
      'The National Water Office (NWO), a public administrative establishment, represented by its Director General, Mr. Ahmed Ali Hassan, hereinafter referred to as "the Client",',
      'of the one part,', 'AND',
      'CLIMA SERVICES SARL, a company registered in Djibouti, represented by its Manager, Mr. Omar Youssouf, hereinafter referred to as "the Contractor",',
      'of the other part.', '1. The Contractor maintains the units.'))).toEqual(['CLIMA SERVICES Supplier', 'NATIONAL WATER OFFICE Buyer']);
    expect(sorted(primary('SUPPLY AGREEMENT', 'This Agreement is made between Ghana Cocoa Board (COCOBOD) (the "Buyer") and Kumasi Sacks Limited (KSL) (the "Supplier").', 'The Supplier supplies sacks.')))
      .toEqual(['GHANA COCOA BOARD Buyer', 'KUMASI SACKS Supplier']);
  });
  it('the key drops it before the form ("Djibouti Telecom SA (DT)")', () => {
    expect(partyKey('Djibouti Telecom SA (DT)')).toBe('DJIBOUTI TELECOM');
    expect(partyKey('The Caisse Nationale de Sécurité Sociale (CNSS)')).toBe('CAISSE NATIONALE DE SÉCURITÉ SOCIALE');
  });
  it('near miss: a place or a bracket inside the name stay; a bracketed form goes as a form', () => {
    expect(partyKey('Acme Holdings (PVT)')).toBe('ACME HOLDINGS');
    expect(partyKey('Acme Holdings (UK)')).toBe('ACME HOLDINGS (UK)');
    expect(partyKey('Mokoena Property Holdings (PTY) LTD')).toBe('MOKOENA PROPERTY HOLDINGS');
    expect(partyKey('Kestrel Foods (Kenya)')).toBe('KESTREL FOODS (KENYA)');
  });
});

describe('"Polyclinic" and "Clinic" head a body in a party\'s field (h78f44p)', () => {
  const RENTAL = (second: string) => [
    'GENERATOR RENTAL CONTRACT',
    'This contract was concluded between:',
    'First Party: Al-Noor Power Company, represented by its Director, Mr. Salem Ali Omar, hereinafter called the First Party (the Lessor).',
    `Second Party: ${second}, hereinafter called the Second Party (the Lessee).`,
    'Article (1): The First Party rents a generator to the Second Party.',
  ];
  it('"Second Party: Al-Amal Polyclinic, …" and "… Eye Clinic" are the lessee with their signers', () => {
    const poly = RENTAL('Al-Amal Polyclinic, a private medical establishment in Benghazi, represented by its Medical Director, Dr. Huda Salem Bakr');
    expect(sorted(primary(...poly))).toEqual(['AL-AMAL POLYCLINIC Buyer', 'AL-NOOR POWER Supplier']);
    expect(contactsOf(...poly)['AL-AMAL POLYCLINIC']).toEqual(['Huda Salem Bakr']);
    expect(sorted(primary(...RENTAL('Sunrise Eye Clinic, represented by its Manager, Mr. Karim Nasser')))).toEqual(['AL-NOOR POWER Supplier', 'SUNRISE EYE CLINIC Buyer']);
  });
  it('near miss: "the Clinic" alone is no body', () => {
    expect(partyNames('SERVICES AGREEMENT', 'This Agreement is made between Harbour Medical Ltd (the "Provider") and Kestrel Foods Ltd (the "Client").',
      'The Provider runs the staff clinic at the Client\'s site. The Clinic opens on weekdays.')).not.toContain('CLINIC');
  });
});

describe('a bank\'s region after a dash, a company of its country (h78f44p)', () => {
  const names = (clause: string) => partyNames('RENTAL CONTRACT', 'This contract is made between Alpha Generators Ltd (the "Lessor") and Beta Traders Ltd (the "Lessee").', clause);
  it('"Banque … – Mer Rouge (BCIMR)", "Bank of Commerce and Industry – Red Sea (BCIRS)": the region is the name\'s', () => {
    expect(names('1. The Lessee pays into the Lessor\'s account at the Banque pour le Commerce et l\'Industrie – Mer Rouge (BCIMR).')).toContain('BANQUE POUR LE COMMERCE ET L\'INDUSTRIE – MER ROUGE');
    expect(names('1. The Lessee pays into account 123 at the Bank of Commerce and Industry – Red Sea (BCIRS), Djibouti.')).toContain('BANK OF COMMERCE AND INDUSTRY – RED SEA');
  });
  it('near miss: a branch after the dash, or a bracket that does not name the words, ends the name at the dash', () => {
    expect(names('1. The Lessee banks with Equity Bank – Head Office (EBHO).')).toContain('EQUITY BANK');
    expect(names('1. The Lessee pays at the Bank of Kigali – Musanze (BK).')).toContain('BANK OF KIGALI');
    expect(names('1. The Lessee pays at the Bank of Kigali – branch of Musanze.')).toContain('BANK OF KIGALI');
  });
  it('"General Electricity Company of Libya", "National Oil Corporation of Libya", "… Company of Kenya Limited"', () => {
    const found = names('1. The Lessee connects to the network of the General Electricity Company of Libya (GECOL), buys fuel from the National Oil Corporation of Libya and insures with Sanlam General Insurance Company of Kenya Limited.');
    expect(found).toEqual(expect.arrayContaining(['GENERAL ELECTRICITY COMPANY OF LIBYA', 'NATIONAL OIL CORPORATION OF LIBYA', 'SANLAM GENERAL INSURANCE COMPANY OF KENYA']));
    expect(found).not.toContain('KENYA');
  });
  it('near miss: an address, a town or "the group" after "of" is no part of the name', () => {
    expect(names('1. Notices go to Acme Trading Company of 12 Main Road, Lagos.')).toContain('ACME TRADING');
    expect(names('1. Notices go to Northgate Trading Company of Leeds.')).toContain('NORTHGATE TRADING');
    expect(names('1. Notices go to Hudson Trading Company of Ohio.')).toContain('HUDSON TRADING');
    expect(names('1. The Lessor may assign this contract to a company of the group.')).toEqual(['ALPHA GENERATORS', 'BETA TRADERS']);
  });
});
