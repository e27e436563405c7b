/**
 * Review of h59f35's facts rules on ordinary contracts (issue 18, hrev47): the false readings found near each rule's edge
 * on short contracts written for these tests, and the readings the rules were made for, kept.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, partiesByRole, partyNames } from '../facts-readers.js';

const PREAMBLE = 'This Agreement is made on 3 May 2033 between Harbour Tools Limited (the "Supplier") and Quay Works Limited (the "Customer").';
const PAY = 'The Customer shall pay the Supplier GBP 100.';
const bodies = (...sentences: string[]) => partyNames(PREAMBLE, ...sentences, PAY).slice(2);

describe('"Bank" then a word of a form or a means of paying names no bank', () => {
  it('a giro and a field written as one word are no bank', () => {
    expect(bodies('Payment is made by Bank Giro to the Supplier\'s account.')).toEqual([]);
    expect(bodies('Payment details: Bank Sortcode 30-00-00; Bank Accountholder: Harbour Tools Limited; account 12345678.')).toEqual([]);
  });
  it('a card scheme written with "Banco" fused is no bank', () => {
    expect(bodies('Payment is made by bank transfer or Bancontact to the Supplier\'s account.')).toEqual([]);
    expect(bodies('Payment is made by bank transfer to the Supplier\'s account with Bancolombia.')).toEqual(['BANCOLOMBIA']);
  });
  it('a bank\'s own word after "Bank" still names it', () => {
    expect(bodies('The Customer shall pay into the Supplier\'s account with Bank Mandiri.')).toEqual(['BANK MANDIRI']);
  });
});

describe('a word of two letters before a "…bank" word is no part of the bank', () => {
  it('"My Rabobank account" names Rabobank', () => {
    expect(bodies('My Rabobank account number is 12345678 and payment is made by transfer.')).toEqual(['RABOBANK']);
  });
  it('a group\'s name with an inner capital still joins it', () => {
    expect(bodies('Payment is made by transfer to the Supplier\'s account with UniCredit Bulbank.')).toEqual(['UNICREDIT BULBANK']);
  });
});

describe('an adjective hyphened to a body\'s name is no part of it', () => {
  it('"-compliant", "-grade", "-ready" end the name', () => {
    expect(bodies('The Supplier shall use Department of Transport-compliant vans and Ministry of Health-grade cleaning products.'))
      .toEqual(['DEPARTMENT OF TRANSPORT', 'MINISTRY OF HEALTH']);
    expect(bodies('The Supplier shall keep a Department for Education-ready record of each delivery.')).toEqual(['DEPARTMENT FOR EDUCATION']);
  });
  it('a part of the name in small letters stays whole', () => {
    expect(bodies('The Supplier is registered with the Department of Non-governmental Affairs.')).toEqual(['DEPARTMENT OF NON-GOVERNMENTAL AFFAIRS']);
  });
});

describe('a title where a "SIGNED by" line names its signer is no signer', () => {
  const signed = (...lines: string[]) => contactLists(
    'This Agreement is made on 3 May 2033 between Alder Timber Limited (the "Seller") and Birch Joinery Limited (the "Buyer").',
    'The Buyer shall pay the Seller GBP 12,000.',
    ...lines,
  );
  it('"the Director" and "Company Secretary" are no contact', () => {
    expect(signed(
      'SIGNED by the Director for and on behalf of ALDER TIMBER LIMITED',
      'SIGNED by Tom Brown and Company Secretary for and on behalf of BIRCH JOINERY LIMITED',
    )).toEqual([['ALDER TIMBER', []], ['BIRCH JOINERY', ['Tom Brown']]]);
  });
  it('two signers by name are read as before', () => {
    expect(signed('SIGNED by Anna Smith and Tom Brown for and on behalf of ALDER TIMBER LIMITED'))
      .toEqual([['ALDER TIMBER', ['Anna Smith', 'Tom Brown']], ['BIRCH JOINERY', []]]);
  });
});

describe('a form that is also a word, beside English words alone, is the name\'s own', () => {
  const pair = (first: string, second: string) => partyNames(
    `This Agreement is made on 3 May 2033 between ${first} (the "Designer") and ${second} (the "Client").`,
    'The Client shall pay the Designer GBP 500.',
  );
  it('keeps "AD", "UD" and "CV" in an English name', () => {
    expect(pair('SMART AD', 'PRIME BAKERY LTD')).toEqual(['SMART AD', 'PRIME BAKERY']);
    expect(pair('UD Trucks', 'CV SCIENCES')).toEqual(['UD TRUCKS', 'CV SCIENCES']);
  });
  it('drops them beside a word of the drafting that uses them', () => {
    expect(pair('SOFIA PRINT AD', 'CV MAJU JAYA')).toEqual(['SOFIA PRINT', 'MAJU JAYA']);
  });
});

describe('a guarantor named in a party\'s description keeps its own alias', () => {
  it('the alias "Guarantor" is the guarantor\'s: it stays a primary party', () => {
    expect(partiesByRole(
      'This Agreement is made on 3 May 2033 between NORTH WIND LIMITED, a company incorporated in Scotland, with its office at 4 Quay Street, Aberdeen, whose obligations are guaranteed by NORTH WIND HOLDINGS PLC (the "Guarantor"), and SEA FARM LIMITED (the "Customer").',
      'The Customer shall pay North Wind Limited GBP 10,000.',
    ).filter((p) => p.startsWith('NORTH WIND HOLDINGS')).map((p) => p.split(' ').pop())).toEqual(['Primary']);
  });
  it('a body that licenses the party leaves the alias to the party, as before', () => {
    expect(partiesByRole(
      'This Agreement is made on 3 May 2033 between SAFE LENDING LIMITED, a company incorporated in England, with its office at 3 King Street, Bristol, authorised and regulated by the Financial Conduct Authority (the "Lender"), and John Smith (the "Borrower").',
      'The Borrower shall repay the Lender GBP 5,000.',
    )).toEqual(['SAFE LENDING Supplier Primary', 'JOHN SMITH Buyer Primary', 'FINANCIAL CONDUCT AUTHORITY Unknown Unknown']);
  });
});
