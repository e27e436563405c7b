/**
 * Facts set 35's causes (issue 18, h59f35), each on short contracts written for these tests: a place of making with
 * letters outside A–Z, legal forms before and after a name, a body named in a party's description before its alias,
 * bank names, a hyphened word in a body's name, a signer's office after a comma, and the "SIGNED by … for and on
 * behalf of" line.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, contactRoles, effective, partyNames, primary } from '../facts-readers.js';

describe('a place of making with letters outside A–Z (cause 9)', () => {
  const made = (place: string) => effective(`This agreement is made in ${place} on 9 May 2033 between Harbour Crew Ltd (the "Agency") and Blue Yacht Ltd (the "Owner").`, 'The Owner shall pay the Agency EUR 100 per day.');
  it('dates the agreement whatever the place\'s letters', () => {
    expect(made('Ħamrun')).toEqual(['2033-05-09']);
    expect(made('Łódź, Poland,')).toEqual(['2033-05-09']);
    expect(made('Xgħajra')).toEqual(['2033-05-09']);
  });
  it('an ASCII place reads as before, and a payment made in a currency names no place', () => {
    expect(made('Sliema, Malta,')).toEqual(['2033-05-09']);
    expect(effective('This agreement is made on 9 May 2033 between Harbour Crew Ltd (the "Agency") and Blue Yacht Ltd (the "Owner").', 'Every payment is made in euros on the first day of each month.')).toEqual(['2033-05-09']);
  });
});

describe('a legal form after an unquoted name, or written before it (cause 2)', () => {
  it('drops a Bulgarian form after a name in capitals, as after a quoted one', () => {
    expect(contactLists(
      'This agreement is made on 3 May 2033 between DANUBE APIARIES EOOD, represented by its manager Georgi Ivanov (the "Supplier"), and PLOVDIV GROCERS AD, represented by its executive director Maria Dimitrova (the "Buyer").',
      'The Buyer shall pay the Supplier EUR 9 per kilogram.',
    )).toEqual([['DANUBE APIARIES', ['Georgi Ivanov']], ['PLOVDIV GROCERS', ['Maria Dimitrova']]]);
  });
  it('drops an Indonesian "CV" or "UD" before the name, as it drops "PT"', () => {
    expect(primary(
      'This agreement is made on 3 May 2033 between:',
      '1. PT SAWIT HIJAU LESTARI, represented by Mr. Budi Santoso, President Director (the "Company"); and',
      '2. CV ANGKUTAN MAJU, represented by Mrs. Sri Wahyuni, Managing Partner (the "Transporter").',
      'The Company shall pay the Transporter Rp 150 per kilogram.',
    )).toEqual(['SAWIT HIJAU LESTARI Buyer', 'ANGKUTAN MAJU Supplier']);
    expect(partyNames(
      'This agreement is made on 3 May 2033 between UD SUMBER REJEKI (the "Seller") and PT PANGAN SEHAT (the "Buyer").',
      'The Buyer shall pay the Seller Rp 9.000 per sack.',
    )).toEqual(['SUMBER REJEKI', 'PANGAN SEHAT']);
  });
  it('keeps the words when they are a name\'s own: "CV Library Ltd", a name in small letters ending "Ad"', () => {
    expect(partyNames(
      'This agreement is made on 3 May 2033 between CV Library Ltd (the "Supplier") and Bright Ad Ltd (the "Client").',
      'The Client shall pay the Supplier GBP 900.',
    )).toEqual(['CV LIBRARY', 'BRIGHT AD']);
  });
});

describe('a hyphen then a small letter inside a body\'s name (cause 6)', () => {
  const bodies = (sentence: string) => partyNames(
    'This agreement is made on 3 May 2033 between Hill Farms Ltd (the "Seller") and Valley Mills Ltd (the "Buyer").',
    sentence,
    'The Buyer shall pay the Seller USD 500.',
  ).slice(2);
  it('keeps the hyphened word whole ("Co-operatives", "Agri-business")', () => {
    expect(bodies('The Seller is registered with the Department of Co-operatives and with the Ministry of Agri-business and Fisheries.'))
      .toEqual(['DEPARTMENT OF CO-OPERATIVES', 'MINISTRY OF AGRI-BUSINESS AND FISHERIES']);
  });
  it('ends the name before a participle or a compound\'s adjective hyphened to it', () => {
    expect(bodies('The Seller holds a Ministry of Health-approved certificate under a Department of State-run scheme.'))
      .toEqual(['DEPARTMENT OF STATE', 'MINISTRY OF HEALTH']);
  });
});

describe('"SIGNED by … for and on behalf of" with a bracketed title or two signers joined by "and" (cause 8)', () => {
  const signed = (...lines: string[]) => contactRoles(
    'This agreement is made on 3 May 2033 between NORTHERN MAIZE GROWERS LIMITED (the "Seller") and ASHANTI FEEDS LIMITED (the "Buyer").',
    'The Buyer shall pay the Seller GHS 500 per tonne.',
    ...lines,
  );
  it('reads each signer and the title in brackets', () => {
    expect(signed(
      'SIGNED by ABENA OWUSU (President) and KWAME ADDO (Secretary) for and on behalf of NORTHERN MAIZE GROWERS LIMITED',
      'SIGNED by Yaa Mensimah (Director) for and on behalf of ASHANTI FEEDS LIMITED',
    )).toEqual(['NORTHERN MAIZE GROWERS: ABENA OWUSU (President), KWAME ADDO (Secretary)', 'ASHANTI FEEDS: Yaa Mensimah (Director)']);
  });
  it('reads two signers with no title', () => {
    expect(signed('SIGNED by ABENA OWUSU and KWAME ADDO for and on behalf of NORTHERN MAIZE GROWERS LIMITED'))
      .toEqual(['NORTHERN MAIZE GROWERS: ABENA OWUSU (signatory), KWAME ADDO (signatory)', 'ASHANTI FEEDS: ']);
  });
  it('the comma title and the lone signer read as before', () => {
    expect(signed('SIGNED by Yaa Mensimah, Director, for and on behalf of ASHANTI FEEDS LIMITED', 'SIGNED by KWAME ADDO for and on behalf of NORTHERN MAIZE GROWERS LIMITED'))
      .toEqual(['NORTHERN MAIZE GROWERS: KWAME ADDO (signatory)', 'ASHANTI FEEDS: Yaa Mensimah (Director)']);
  });
});

describe('a signer\'s office after a comma, then the board it sits on (cause 7)', () => {
  const lease = (...lines: string[]) => partyNames(
    'This lease is made on 3 May 2033 between Grace Community Church, Inc. (the "Landlord") and Little Acorns Preschool LLC (the "Tenant").',
    'The Tenant shall pay the Landlord $2,000 per month.',
    ...lines,
    'GRACE COMMUNITY CHURCH, INC.',
    'By: Thomas K. Bell, Chair, Board of Trustees',
    'By: Mary Lou Ames, Treasurer, Board of Directors',
  );
  it('the board is the signing party\'s own, no party of its own', () => {
    expect(lease()).toEqual(['GRACE COMMUNITY CHURCH', 'LITTLE ACORNS PRESCHOOL']);
  });
  it('a board named with its own body stays a body', () => {
    expect(lease('The Tenant shall comply with the rules adopted by the Board of Trustees of the Ohio Valley Conference.'))
      .toEqual(['GRACE COMMUNITY CHURCH', 'LITTLE ACORNS PRESCHOOL', 'BOARD OF TRUSTEES OF THE OHIO VALLEY CONFERENCE']);
  });
});

describe('bank names of three shapes (cause 4)', () => {
  const banks = (sentence: string) => partyNames(
    'This agreement is made on 3 May 2033 between Orchard Roofing LLC (the "Contractor") and Hillside Bakery Inc. (the "Customer").',
    sentence,
  ).slice(2);
  it('reads "Bank" then its own word, "Banco" fused to its word, and an inner capital before a "…bank" word', () => {
    expect(banks('The Customer shall pay by transfer to the Contractor\'s account with Bank Mandiri.')).toEqual(['BANK MANDIRI']);
    expect(banks('The Customer shall pay by transfer to the Contractor\'s account with Bancolombia.')).toEqual(['BANCOLOMBIA']);
    expect(banks('The Customer shall pay by transfer to the Contractor\'s account with UniCredit Bulbank.')).toEqual(['UNICREDIT BULBANK']);
  });
  it('"Bank" before a common word, and a bank named before "Bank", read as before', () => {
    expect(banks('No payment is due on a Bank Holiday, and the Bank Account is named in Schedule 1.')).toEqual([]);
    expect(banks('The Customer shall pay by transfer to an account with Barclays Bank Plc.')).toEqual(['BARCLAYS BANK']);
  });
});

describe('a body named at the end of a party\'s description that runs past commas (cause 3)', () => {
  const crew = (description: string, body: string) => primary(
    `This agreement is made on 3 May 2033 between SEABREEZE CREW LIMITED, ${description} ${body} (the "Agency"), and HARBOUR YACHTS LTD, represented by its director Mr. John Borg (the "Owner").`,
    'The Owner shall pay the Agency EUR 190 per crew member per day.',
    'For the Agency: Ann Zammit, Director',
  );
  it('the alias is the party\'s the description opened with, not the licensing body\'s', () => {
    expect(crew('a company registered in Malta with its office at 12 Triq il-Kbira, Mosta, holding a recruitment licence issued by', 'the Maritime Labour Authority'))
      .toEqual(['SEABREEZE CREW Supplier', 'HARBOUR YACHTS Buyer']);
    expect(crew('a company registered in Malta with its office at 12 Triq il-Kbira, Mosta, holding a recruitment licence issued by', 'Cityworks'))
      .toEqual(['SEABREEZE CREW Supplier', 'HARBOUR YACHTS Buyer']);
    expect(crew('a company registered in Malta, licensed by', 'the Department of Labour')).toEqual(['SEABREEZE CREW Supplier', 'HARBOUR YACHTS Buyer']);
  });
  it('a party acting for the body named after it leaves the alias to the body, as before', () => {
    expect(primary(
      'This agreement is made on 3 May 2033 between GREEN AGENCIES LTD, a company registered in Malta, acting on behalf of RED SHIPPING S.A. (the "Principal"), and BLUE PORTS LTD (the "Operator").',
      'The Principal shall pay the Operator EUR 900.',
    )).toEqual(['RED SHIPPING Buyer', 'BLUE PORTS Supplier']);
  });
});
