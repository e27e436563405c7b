/**
 * What the twenty-ninth blind facts set left in its parties (h39f29's causes 1-4, fixed by h40f29). Each rule on a
 * contract written for it (none from the set). The sentence boundaries of "Ma." / "Mag." / "SDN. BHD." are
 * test/contracts/structure/sentences.test.ts'; here each element is given whole, as the service splits it now.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, primary } from '../facts-readers.js';

describe('an individual\'s own entry under a line ending "between" (h40f29)', () => {
  const contract = (person: string, alias = 'Instructor') => [
    'FREELANCE INSTRUCTOR AGREEMENT',
    'This agreement is made on 12 October 2029 between',
    'Kletterschule Tirol GmbH, Hauptstraße 10, 6020 Innsbruck, Austria, represented by its managing director Mag. Lena Huber (hereinafter the "School"),',
    'and',
    `${person} (hereinafter the "${alias}").`,
    `§ 1 Services. The ${alias} teaches climbing courses for the School.`,
    `§ 2 Fees. The School pays the ${alias} EUR 190 for each course day.`,
  ];
  it('the person is a party with or without "born <date>"; an instructor provides, the school pays', () => {
    expect(primary(...contract('Ms Anna Steiner, born 9 September 1995, Marktgasse 7, 6020 Innsbruck, Austria'))).toEqual(['KLETTERSCHULE TIROL Buyer', 'ANNA STEINER Supplier']);
    expect(primary(...contract('Ms Anna Steiner, Marktgasse 7, 6020 Innsbruck, Austria'))).toEqual(['KLETTERSCHULE TIROL Buyer', 'ANNA STEINER Supplier']);
  });
  it('"Mag." before the representative is a title: the school keeps the alias and its contact', () => {
    expect(contactLists(...contract('Ms Anna Steiner, Marktgasse 7, 6020 Innsbruck, Austria'), 'Kletterschule Tirol GmbH', 'Mag. Lena Huber, Managing Director'))
      .toEqual([['KLETTERSCHULE TIROL', ['Lena Huber']], ['ANNA STEINER', []]]);
  });
  it('a trainer and a tutor provide too', () => {
    expect(primary(...contract('Ms Anna Steiner, Marktgasse 7, 6020 Innsbruck, Austria', 'Trainer'))).toEqual(['KLETTERSCHULE TIROL Buyer', 'ANNA STEINER Supplier']);
  });
});

describe('an individual in capitals with "(NRIC No. …) of No. 3, …" and "SDN. BHD." second (h40f29)', () => {
  const contract = (landlord: string) => [
    'TENANCY AGREEMENT',
    `THIS TENANCY AGREEMENT is made on 1 August 2029 BETWEEN ${landlord} (the "Landlord") of the one part AND KENANGA SOFTWORKS SDN. BHD. (Company No. 201501012345) of Level 5, Menara Kenanga, 50450 Kuala Lumpur (the "Tenant") of the other part.`,
    '1. The Landlord lets the Premises to the Tenant for a term of two (2) years.',
    '2. The Tenant shall pay a monthly rental of RM 3,500.00 on or before the 7th day of each month.',
  ];
  it('the landlord is the person, the tenant the company', () => {
    expect(primary(...contract('TAN AH KOW (NRIC No. 700101-07-5151) of No. 3, Jalan Bunga Raya, 10450 Penang'))).toEqual(['TAN AH KOW Supplier', 'KENANGA SOFTWORKS Buyer']);
    expect(primary(...contract('TAN AH KOW of No. 3, Jalan Bunga Raya, 10450 Penang'))).toEqual(['TAN AH KOW Supplier', 'KENANGA SOFTWORKS Buyer']);
  });
  it('"of" before a name\'s own words stays in the name', () => {
    expect(primary(...contract('BANK OF PENANG BERHAD (Company No. 12345-X) of No. 3, Jalan Bunga Raya, 10450 Penang'))).toEqual(['BANK OF PENANG Supplier', 'KENANGA SOFTWORKS Buyer']);
  });
});

describe('a registration number with the old number in its own bracket (h40f29)', () => {
  it('"SDN. BHD. (Registration No. … (…-K)), a company …" keeps its alias', () => {
    const entry = (name: string, no: string, alias: string) => `${name} SDN. BHD. (Registration No. ${no}), a company incorporated in Malaysia with its registered address at Level 3, Jalan Ampang, 50450 Kuala Lumpur (hereinafter referred to as "the ${alias}")`;
    expect(primary('CLEANING SERVICES AGREEMENT', 'THIS AGREEMENT is made on 2 June 2029', 'BETWEEN', `${entry('BUNGA RAYA PROPERTIES', '201601011111 (1181111-A)', 'Client')};`, 'AND', `${entry('KILAT CLEANING', '201901022222 (1322222-D)', 'Contractor')}.`, '1. The Contractor shall clean the Client\'s offices.'))
      .toEqual(['BUNGA RAYA PROPERTIES Buyer', 'KILAT CLEANING Supplier']);
  });
});

describe('an individual party signing without the title of her entry (h40f29)', () => {
  it('"The Instructor: Anna Steiner" under "Ms Anna Steiner, …" is no contact of hers', () => {
    const contract = [
      'FREELANCE INSTRUCTOR AGREEMENT',
      'This agreement is made on 12 October 2029 between',
      'Kletterschule Tirol GmbH, Hauptstraße 10, 6020 Innsbruck, Austria, represented by its managing director Mag. Lena Huber (hereinafter the "School"),',
      'and',
      'Ms Anna Steiner, Marktgasse 7, 6020 Innsbruck, Austria (hereinafter the "Instructor").',
      '§ 1 Services. The Instructor teaches climbing courses for the School.',
      'For Kletterschule Tirol GmbH: Mag. Lena Huber, Managing Director',
      'The Instructor: Anna Steiner',
    ];
    expect(contactLists(...contract)).toEqual([['KLETTERSCHULE TIROL', ['Lena Huber']], ['ANNA STEINER', []]]);
  });
});
