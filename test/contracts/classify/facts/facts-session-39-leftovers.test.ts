/**
 * Session 39's name leftovers (issue 18, hrev63's list; h75left), on contracts of our own with their near misses:
 * - a Swahili cooperative society's "Chama cha" ("society of") opens its name ("Chama cha Ushirika wa …");
 * - a legal form written out ends a name as its abbreviation does (gazetteer.ts SPELLED_OUT_FORMS: the Polish "spółka z
 *   ograniczoną odpowiedzialnością" beside "Sp. z o.o.", and its siblings);
 * - "Für die <Company>" over "Name, Post" heads the company's signature block as "For the <Company>" does;
 * - decided, no change: a bank's seat after its name with no legal form ("Zagrebačka banka Rijeka") stays out of the name
 *   (a branch as often as a name); with the form after it, the town is the name's ("Privredna banka Zagreb d.d.").
 */
import { describe, expect, it } from 'vitest';
import { contactLists, partyNames } from '../facts-readers.js';

const clauses = ['1. The Supplier shall deliver the goods every Monday.', '2. The Buyer shall pay for each delivery within 14 days.'];

describe('"Chama cha" opens a Swahili society\'s name (hrev63, h75left)', () => {
  it('keeps the whole name', () => {
    expect(partyNames('SUPPLY AGREEMENT', 'This Agreement is made between Chama cha Ushirika wa Wakulima wa Chai Kericho (the "Supplier") and Kericho Tea Packers Limited (the "Buyer").', ...clauses))
      .toEqual(['CHAMA CHA USHIRIKA WA WAKULIMA WA CHAI KERICHO', 'KERICHO TEA PACKERS']);
  });
  it('near misses: the name without "Chama cha", and the words in small letters in running text, stay as they were', () => {
    expect(partyNames('SUPPLY AGREEMENT', 'This Agreement is made between Ushirika wa Wakulima Moshi (the "Supplier") and Moshi Coffee Curers Limited (the "Buyer").', ...clauses))
      .toEqual(['USHIRIKA WA WAKULIMA MOSHI', 'MOSHI COFFEE CURERS']);
    expect(partyNames('SUPPLY AGREEMENT', 'This Agreement is made between Moshi Growers Limited (the "Supplier") and Moshi Coffee Curers Limited (the "Buyer").', ...clauses, '3. The Supplier is a chama cha ushirika registered under the Co-operative Societies Act.'))
      .toEqual(['MOSHI GROWERS', 'MOSHI COFFEE CURERS']);
  });
});

describe('a legal form written out ends the name (SPELLED_OUT_FORMS, hrev63, h75left)', () => {
  it.each([
    ['Mlynex Spółka z ograniczoną odpowiedzialnością', 'Piekarnia Nowak spółka z ograniczoną odpowiedzialnością', ['MLYNEX', 'PIEKARNIA NOWAK']],
    ['Kranbau Schmidt Gesellschaft mit beschränkter Haftung', 'Logistik Weber Aktiengesellschaft', ['KRANBAU SCHMIDT', 'LOGISTIK WEBER']],
    ['Jadran Tours društvo s ograničenom odgovornošću', 'Strojírny Hranice akciová společnost', ['JADRAN TOURS', 'STROJÍRNY HRANICE']],
  ])('%s and %s', (supplier, buyer, names) => {
    expect(partyNames('SUPPLY AGREEMENT', `This Agreement is made on 5 May 2033 between ${supplier}, with its registered office in Poznań (the "Supplier"), and ${buyer}, with its registered office in Gniezno (the "Buyer").`, ...clauses))
      .toEqual(names);
  });
  it('near miss: the words in running text name no company', () => {
    expect(partyNames('SUPPLY AGREEMENT', 'This Agreement is made between Mlynex Sp. z o.o. (the "Supplier") and Piekarnia Nowak Sp. z o.o. (the "Buyer").', ...clauses, '3. Each party is a spółka z ograniczoną odpowiedzialnością under Polish law.'))
      .toEqual(['MLYNEX', 'PIEKARNIA NOWAK']);
  });
});

describe('"Für die <Company>" heads its signature block (hrev63, h75left)', () => {
  const opening = ['MAINTENANCE AGREEMENT', 'This Agreement is made between Kranbau Schmidt GmbH (the "Supplier") and Logistik Weber AG (the "Buyer").', ...clauses];
  it('gives "Name, Post" under it to the company', () => {
    expect(contactLists(...opening, 'Für die Kranbau Schmidt GmbH', 'Hans Schmidt, Geschäftsführer', 'Für die Logistik Weber AG', 'Petra Weber, Vorstand'))
      .toEqual([['KRANBAU SCHMIDT', ['Hans Schmidt']], ['LOGISTIK WEBER', ['Petra Weber']]]);
    expect(contactLists(...opening, 'Pour la Kranbau Schmidt GmbH', 'Hans Schmidt, Managing Director', 'Pour la Logistik Weber AG', 'Petra Weber, Director'))
      .toEqual([['KRANBAU SCHMIDT', ['Hans Schmidt']], ['LOGISTIK WEBER', ['Petra Weber']]]);
  });
  it('near miss: a heading with another word than the article names no block', () => {
    expect(contactLists(...opening, 'Für die Bank der Kranbau Schmidt GmbH', 'Hans Schmidt, Geschäftsführer'))
      .toEqual([['KRANBAU SCHMIDT', []], ['LOGISTIK WEBER', []]]);
  });
});

describe('a Slavic bank\'s seat with no legal form after it (decided: h75left)', () => {
  it('stays out of the name; with the form after it, the town is the name\'s', () => {
    expect(partyNames('LOAN AGREEMENT', 'This Loan Agreement is made between Zagrebačka banka Rijeka (the "Lender") and Jadran Tours d.o.o. (the "Borrower").', '1. The Lender shall lend the Borrower EUR 200,000.'))
      .toEqual(['ZAGREBAČKA BANKA', 'JADRAN TOURS']);
    expect(partyNames('LOAN AGREEMENT', 'This Loan Agreement is made between Privredna banka Zagreb d.d. (the "Lender") and Jadran Tours d.o.o. (the "Borrower").', '1. The Lender shall lend the Borrower EUR 200,000.'))
      .toEqual(['PRIVREDNA BANKA ZAGREB', 'JADRAN TOURS']);
  });
});
