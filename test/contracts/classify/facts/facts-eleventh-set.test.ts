/**
 * The eleventh blind contract-level set's drafting (h18f11, bench/data/contracts-facts-11.json): legal forms of other
 * countries, titles, role words and slot layouts, each rule with sentences written for it (none from the set).
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements } from '../helpers.js';
import { contactLists as contacts, partiesByRole as all, primary } from '../facts-readers.js';

describe('legal forms of other countries are no part of a name (h18f11)', () => {
  it('Thai "Public Company Limited" and the "Joint Stock Company" of Vietnamese drafting', () => {
    expect(primary('This Agreement is made between Chao Phraya Cement Public Company Limited (the "Buyer") and Mekong Steel Joint Stock Company (the "Seller").'))
      .toEqual(['CHAO PHRAYA CEMENT Buyer', 'MEKONG STEEL Supplier']);
  });
  it('Hungarian "Kft." and "Zrt.", Icelandic "ehf." and "hf."', () => {
    expect(primary('This Contract is made between Balaton Csomagolás Kft. (the "Buyer") and Pannon Acél Zrt. (the "Seller").'))
      .toEqual(['BALATON CSOMAGOLÁS Buyer', 'PANNON ACÉL Supplier']);
    expect(primary('This Lease is made between Jökull Fasteignir ehf. (the "Landlord") and Sjávarborg hf. (the "Tenant").'))
      .toEqual(['JÖKULL FASTEIGNIR Supplier', 'SJÁVARBORG Buyer']);
  });
  it('Egyptian "Company S.A.E.", a "S.A.S." written with periods and Pakistani "(Private) Limited"', () => {
    expect(primary('This Agreement is made between Delta Textile Company S.A.E. (the "Client") and Cauca Software S.A.S. (the "Consultant").'))
      .toEqual(['DELTA TEXTILE Buyer', 'CAUCA SOFTWARE Supplier']);
    expect(primary('This Agreement is made between Margalla Packaging (Private) Limited (the "Supplier") and Ravi Chemicals Ltd (the "Buyer").'))
      .toEqual(['MARGALLA PACKAGING Supplier', 'RAVI CHEMICALS Buyer']);
  });
});

describe('"Eng." is a title, not a name (h18f11)', () => {
  it('a representative styled "Eng." is no party', () => {
    expect(all('This Contract is made between Al-Noor Trading Company (the "Buyer"), represented by Eng. Tariq Mansour, and Sahara Pumps Ltd (the "Seller").').filter((p) => /ENG\b/.test(p)))
      .toEqual([]);
  });
});

describe('a grower sells its crop: in a grower\'s contract the processor buys (h18f11)', () => {
  it('"Grower" is the Supplier, "Processor" the Buyer of a grower agreement', () => {
    expect(primary('PEACH GROWER AGREEMENT', 'This Agreement is made between Sunridge Canning Co. ("Processor") and Alder Creek Orchards, LLC ("Grower").'))
      .toEqual(['SUNRIDGE CANNING Buyer', 'ALDER CREEK ORCHARDS Supplier']);
  });
  it('a data processing agreement\'s processor still provides', () => {
    expect(primary('DATA PROCESSING AGREEMENT', 'This Agreement is made between Harbour Retail Ltd ("Controller") and Cloudline Hosting Ltd ("Processor").'))
      .toEqual(['HARBOUR RETAIL Buyer', 'CLOUDLINE HOSTING Supplier']);
  });
});

describe('slots and fields of other drafting (h18f11)', () => {
  it('a role field in capitals gives its role ("THE CLIENT: <NAME> JOINT STOCK COMPANY")', () => {
    expect(primary('THE BUYER: MEKONG RICE JOINT STOCK COMPANY', 'Address: 8 Le Loi Street, Can Tho', 'THE SELLER: DONG NAI MILLING COMPANY LIMITED'))
      .toEqual(['MEKONG RICE Buyer', 'DONG NAI MILLING Supplier']);
  });
  it('"which expression shall include its successors" inside the alias bracket', () => {
    expect(primary('This Agreement is made between Karakoram Paper Mills Ltd (hereinafter referred to as the "Seller", which expression shall include its successors and assigns) and Sindh Print House Ltd (hereinafter referred to as the "Buyer", which expression shall, unless repugnant to the context, include its successors).'))
      .toEqual(['KARAKORAM PAPER MILLS Supplier', 'SINDH PRINT HOUSE Buyer']);
  });
  it('a person named after the organisation of the same slot acts for it: no party of his own', () => {
    expect(all('Second Party: Najd Catering Company, a limited liability company, P.O. Box 112, Riyadh, represented by Mr. Salem Al-Dosari, its manager, hereinafter referred to as "the Contractor".'))
      .toEqual(['NAJD CATERING Supplier Primary']);
    // After a slot word the person is a party of his own.
    expect(primary('This Agreement is made between Najd Catering Company (the "Client") and Salem Al-Dosari ("Consultant").'))
      .toEqual(['NAJD CATERING Buyer', 'SALEM AL-DOSARI Supplier']);
  });
  it('a role word the slot says the party "will be called", in capitals and without quotes', () => {
    expect(primary('Between the undersigned, on one side, CAFETALES DEL HUILA S.A.S., domiciled in Neiva, represented by Diego Alejandro Perdomo, who for all purposes will be called THE SELLER, and on the other side, TOSTADORA ANDINA S.A., domiciled in Cali, who will be called THE BUYER, the following contract is agreed.'))
      .toEqual(['CAFETALES DEL HUILA Supplier', 'TOSTADORA ANDINA Buyer']);
    // Any other word after "called" is no alias.
    expect(primary('Between the undersigned, on one side, CAFETALES DEL HUILA S.A.S., which will be called THE COMPANY OF HUILA for short.'))
      .toEqual(['CAFETALES DEL HUILA Unknown']);
  });
  it('"BY AND BETWEEN" alone on its line names nobody', () => {
    expect(all('BY AND BETWEEN', 'Harappa Foods Ltd (the "Seller")', 'AND', 'Multan Grocers Ltd (the "Buyer")').filter((p) => /BETWEEN/.test(p))).toEqual([]);
  });
});

describe('signers of other drafting (h18f11)', () => {
  const preamble = 'This Agreement is made between Lotus Pond Trading Company Limited (the "Client") and Red River Software Joint Stock Company (the "Developer").';
  it('"REPRESENTATIVE OF THE CLIENT" heads the client\'s signature', () => {
    expect(contacts(preamble, 'REPRESENTATIVE OF THE CLIENT', 'Pham Minh Chau', 'General Director', 'REPRESENTATIVE OF THE DEVELOPER', 'Le Van Hung', 'Director'))
      .toEqual([['LOTUS POND TRADING', ['Pham Minh Chau']], ['RED RIVER SOFTWARE', ['Le Van Hung']]]);
  });
  it('a signer\'s name after "Eng." under "Signed for and on behalf of"', () => {
    expect(contacts(preamble, 'Signed for and on behalf of Lotus Pond Trading Company Limited', 'Eng. Karim Nabil Hassan', 'Managing Director'))
      .toEqual([['LOTUS POND TRADING', ['Karim Nabil Hassan']], ['RED RIVER SOFTWARE', []]]);
  });
});

describe('dates of other drafting (h18f11)', () => {
  const dates = (...items: string[]) => {
    const input = elements(...items);
    const r = classifyContract(input);
    return r.effective_dates.map((d) => [input[d.span.element].text.slice(d.span.begin, d.span.end), d.text_normalized, d.confidence_level]);
  };
  it('a term "counted from" a date starts there', () => {
    expect(dates('SECOND. Term: This agreement is granted for a term of two (2) years counted from 3 March 2026.'))
      .toEqual([['3 March 2026', '2026-03-03', 'High']]);
  });
  it('a contract "concluded on" a day (its weekday part of the date) is signed then (Low)', () => {
    expect(dates('This contract was concluded on Tuesday 4 March 2025 between the parties below.'))
      .toEqual([['Tuesday 4 March 2025', '2025-03-04', 'Low']]);
  });
});
