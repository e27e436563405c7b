/**
 * What the thirtieth blind contract-level set left (h41f30's causes, fixed by h42f30). Each rule with a short contract
 * written for it (none from the set).
 */
import { describe, expect, it } from 'vitest';
import { amounts, contactLists, distinctCurrencies, effective, primary } from '../facts-readers.js';

describe('clause headings in words end the list under "Between:" (h42f30)', () => {
  const contract = (heading: (n: string, subject: string) => string) => [
    'OLIVE PRESSING CONTRACT',
    'Between:',
    'FIRST CONTRACTING PARTY: Lagar Azul, Lda., legal person no. 501 234 567, with registered office at Rua do Lagar 4, 7000-501 Évora, represented by its manager Mr. Rui Matos, hereinafter the "Mill";',
    'and',
    'SECOND CONTRACTING PARTY: Herdade Clara, Unipessoal Lda., legal person no. 509 876 543, represented by its manager Ms. Inês Sousa, hereinafter the "Grower";',
    'the parties freely enter into this contract, which shall be governed by the following clauses:',
    `${heading('First', 'Object')} The Mill shall press the olives delivered by the Grower and return the oil in sealed drums.`,
    `${heading('Second', 'Price')} The Grower shall pay the Mill €80.00 per tonne of olives pressed.`,
    `${heading('Third', 'Duration')} This contract runs from 1 October 2032 to 31 December 2032.`,
    'The Mill: Rui Matos',
    'The Grower: Inês Sousa',
  ];
  const both = [['LAGAR AZUL', ['Rui Matos']], ['HERDADE CLARA', ['Inês Sousa']]];
  it('"First Clause (Object)." is no party', () => {
    expect(contactLists(...contract((n, s) => `${n} Clause (${s}).`))).toEqual(both);
  });
  it('nor "Clause 1 (Object)" or "Article II (Object)"', () => {
    const numbers: Record<string, string> = { First: '1', Second: '2', Third: '3' };
    const romans: Record<string, string> = { First: 'I', Second: 'II', Third: 'III' };
    expect(contactLists(...contract((n, s) => `Clause ${numbers[n]} (${s}).`))).toEqual(both);
    expect(contactLists(...contract((n, s) => `ARTICLE ${romans[n]} (${s.toUpperCase()})`))).toEqual(both);
  });
  it('an entry under "Between:" still reads: a company whose name holds "Article" is no heading', () => {
    const lines = [
      'PRINTING CONTRACT',
      'Between:',
      'Article Press Limited, of 4 Mill Lane, Leeds LS1 4AB (the "Printer");',
      'and',
      'Harbour Books Limited, of 9 Quay Street, Hull HU1 1AA (the "Publisher").',
      '1. The Printer shall print the Publisher\'s catalogue.',
      '2. The Publisher shall pay the Printer £2,000.',
    ];
    expect(primary(...lines)).toEqual(['ARTICLE PRESS Supplier', 'HARBOUR BOOKS Buyer']);
  });
});

describe('"PARTY A (THE BUYER): <NAME>" headers and their "Represented by:" fields (h42f30)', () => {
  const contract = (a: string, b: string) => [
    'PRINTING CONTRACT',
    'We, the undersigned, are:',
    `${a}: BLUE HERON TRAVEL PTY LTD`,
    'Address: 12 King Street, Sydney NSW 2000, Australia',
    'Represented by: Mr. Liam Walsh          Position: Director',
    `${b}: SONG HAN PRINTING COMPANY LIMITED`,
    'Address: 45 Bach Dang Street, Da Nang City, Vietnam',
    'Represented by: Ms. Le Thi Hoa          Position: Director',
    'The two parties agree as follows:',
    'Article 1. Party B shall print 5,000 travel brochures for Party A.',
    'Article 2. Party A shall pay Party B USD 2,000 within ten (10) days of delivery.',
  ];
  it('the role in the bracket, with its article, names the party; the field below gives its contact', () => {
    const both = [['BLUE HERON TRAVEL', ['Liam Walsh']], ['SONG HAN PRINTING', ['Le Thi Hoa']]];
    expect(primary(...contract('PARTY A (THE CLIENT)', 'PARTY B (THE CONTRACTOR)'))).toEqual(['BLUE HERON TRAVEL Buyer', 'SONG HAN PRINTING Supplier']);
    expect(contactLists(...contract('PARTY A (THE CLIENT)', 'PARTY B (THE CONTRACTOR)'))).toEqual(both);
    expect(contactLists(...contract('Party A (Client)', 'Party B (Contractor)'))).toEqual(both);
  });
  it('a "represented by" inside a sentence still reads up to its comma', () => {
    const lines = [
      'SUPPLY CONTRACT',
      'This contract is made between Lagar Azul, Lda., represented by its manager, Mr. Rui Matos, hereinafter the "Supplier", and Herdade Clara, Lda., represented by Ms. Inês Sousa, hereinafter the "Buyer".',
      'The Buyer shall pay the Supplier €500.00.',
    ];
    expect(contactLists(...lines)).toEqual([['LAGAR AZUL', ['Rui Matos']], ['HERDADE CLARA', ['Inês Sousa']]]);
  });
});

describe('an entry whose registers and representative fill one long bracket before "hereinafter" (h42f30)', () => {
  const contract = (bracket: string) => [
    'CLEANING SERVICES AGREEMENT',
    'This Agreement was concluded in Debrecen on 5 May 2032 between',
    `Fényes Takarító Kft. (${bracket}represented by: Tóth Márta, managing director), hereinafter the "Contractor", and`,
    'Alföld Logisztika Zrt. (registered office: 4031 Debrecen, Szoboszlói út 7.; company registration number: 09-10-654321; tax number: 87654321-2-09; represented by: Kiss Ádám, chief executive officer), hereinafter the "Customer".',
    '1. Services. The Contractor shall clean the Customer\'s warehouse offices every working day.',
    '2. Fees. The Customer shall pay the Contractor HUF 450 000 per month.',
  ];
  it('both companies are primary parties with their representatives, however long the bracket', () => {
    const want = [['FÉNYES TAKARÍTÓ', ['Tóth Márta']], ['ALFÖLD LOGISZTIKA', ['Kiss Ádám']]];
    expect(contactLists(...contract('registered office: 4025 Debrecen, Piac utca 12.; company registration number: 09-09-123456; tax number: 12345678-2-09; '))).toEqual(want);
    expect(contactLists(...contract(''))).toEqual(want);
    expect(primary(...contract(''))).toEqual(['FÉNYES TAKARÍTÓ Supplier', 'ALFÖLD LOGISZTIKA Buyer']);
  });
});

describe('a postal code before a town named like a currency is no money (h42f30)', () => {
  const contract = (address: string, price: string) => [
    'OLIVE PRESSING CONTRACT',
    `This contract is made between Lagar Azul, Lda., with registered office at Rua do Lagar 4, ${address}, hereinafter the "Mill", and Herdade Clara, Lda., hereinafter the "Grower".`,
    `The Grower shall pay the Mill ${price}.`,
  ];
  it('"5050-200 Peso da Régua" gives no Mexican peso; a price in pesos still does', () => {
    expect(distinctCurrencies(...contract('5050-200 Peso da Régua', '€80.00 per tonne'))).toEqual(['EUR']);
    expect(amounts(...contract('5050-200 Peso da Régua', '€80.00 per tonne'))).toEqual(['80 EUR']);
    expect(distinctCurrencies(...contract('7000-501 Évora', '5,000 pesos per tonne'))).toEqual(['MXN']);
    expect(distinctCurrencies(...contract('7000-501 Évora', '1000-2000 Pesos per tonne'))).toEqual(['MXN']);
  });
});

describe('two representatives joined by "and" in an entry are contacts, not a party (h42f30)', () => {
  const contract = (representatives: string) => [
    'CLEANING SERVICES AGREEMENT',
    'This Agreement was concluded in Debrecen on 5 May 2032 between',
    'Fényes Takarító Kft. (registered office: 4025 Debrecen, Piac utca 12.; represented by: Tóth Márta, managing director), hereinafter the "Contractor", and',
    `Alföld Logisztika Zrt. (registered office: 4031 Debrecen, Szoboszlói út 7.; represented by: ${representatives}), hereinafter the "Customer".`,
    '1. Services. The Contractor shall clean the Customer\'s warehouse offices every working day.',
    '2. Fees. The Customer shall pay the Contractor HUF 450 000 per month.',
    'For the Customer: Kiss Ádám, chief executive officer          Varga Lili, finance director',
  ];
  it('the second representative is the customer\'s contact, and no primary party', () => {
    expect(contactLists(...contract('Kiss Ádám, chief executive officer, and Varga Lili, finance director'))).toEqual([
      ['FÉNYES TAKARÍTÓ', ['Tóth Márta']], ['ALFÖLD LOGISZTIKA', ['Kiss Ádám', 'Varga Lili']],
    ]);
  });
  it('one representative stays one contact', () => {
    expect(contactLists(...contract('Kiss Ádám, chief executive officer'))[1]).toEqual(['ALFÖLD LOGISZTIKA', ['Kiss Ádám']]);
  });
});

describe('an insurance cover\'s limit is no contract amount; its premium is (h42f30)', () => {
  const contract = (sentence: string) => [
    'SELF STORAGE LICENCE AGREEMENT',
    'This Licence is made between Glen Store Limited ("we") and Ann Bell ("you").',
    'You shall pay us a licence fee of £30.00 per week.',
    sentence,
  ];
  it('"cover of up to £1,000 for £1.50 per week" gives the premium only', () => {
    expect(amounts(...contract('We can arrange cover of up to £1,000 for £1.50 per week.'))).toEqual(['30 GBP', '1.5 GBP']);
    expect(amounts(...contract('Insurance coverage of £2,000 costs you £2.00 per week.'))).toEqual(['30 GBP', '2 GBP']);
  });
  it('a fee after "cover" in another sense still counts', () => {
    expect(amounts(...contract('To cover our costs, you shall pay a deposit of £60.00.'))).toEqual(['30 GBP', '60 GBP']);
  });
});

describe('"Done in <place>, on <date>" with a particle in the place (h42f30)', () => {
  const contract = (place: string) => [
    'OLIVE PRESSING CONTRACT',
    'This contract is made between Lagar Azul, Lda., hereinafter the "Mill", and Herdade Clara, Lda., hereinafter the "Grower".',
    'The Grower shall pay the Mill €80.00 per tonne of olives pressed.',
    `Done in ${place}, on 15 September 2032, in two copies.`,
  ];
  it('the signing date is read whatever the place\'s particle', () => {
    for (const place of ['Évora', 'Vila Real', 'Santa Maria da Feira', 'Peso da Régua']) expect(effective(...contract(place))).toEqual(['2032-09-15']);
  });
});
