/**
 * The drafting of the twenty-second blind contract-level set's countries and kinds (h29f22): money marks of Bermuda,
 * Bosnia and Herzegovina, Lesotho, the Gambia, Burundi, Iraq and the Solomon Islands. Each rule with sentences written
 * for it (none from the set).
 */
import { describe, expect, it } from 'vitest';
import { recognizeNumeric } from '../../../../src/nlu/sysent/number/index.js';
import { amounts, contactRoles, distinctCurrencies as currencies, effective, partyNames, paymentTerms, primary, terms } from '../facts-readers.js';
const chatMoney = (text: string) => recognizeNumeric(text, { numbers: false, percentages: false, currencies: true, newSystemEntities: true }).filter((m) => m.entity === 'sys-currency').map((m) => `${m.value} ${m.unit}`);

describe('money marks of contracts (h29f22)', () => {
  it('ISO codes in capitals: BMD, LSL, GMD, BIF, IQD, SBD', () => {
    expect(amounts('The Client shall pay BMD 7,250.00 per month.')).toEqual(['7250 BMD']);
    expect(amounts('The rent is LSL 9 800.00 per month.')).toEqual(['9800 LSL']);
    expect(amounts('The price is GMD 310,000.00.')).toEqual(['310000 GMD']);
    expect(amounts('The Hotel shall pay BIF 2.400.000 each month.')).toEqual(['2400000 BIF']);
    expect(amounts('The Employer shall pay IQD 55,000,000 on completion.')).toEqual(['55000000 IQD']);
    expect(amounts('The charter hire is SBD 12,600 per day.')).toEqual(['12600 SBD']);
  });
  it('"BD$" and "SI$" glued to the sign; "BD" apart stays Bahrain\'s dinar', () => {
    expect(amounts('The Company shall pay BD$ 4,300.00 per quarter.')).toEqual(['4300 BMD']);
    expect(amounts('The Customer shall pay SI$ 2,150.50 per drum.')).toEqual(['2150.5 SBD']);
    expect(amounts('The Tenant shall pay BD 1,250.500 per month.')).toEqual(['1250.5 BHD']);
    expect(chatMoney('it cost us $5 at the BD shop')).toEqual(['5 USD']);
  });
  it('contract marks before a figure in money\'s form: KM and BAM (Bosnia), FBu (Burundi)', () => {
    expect(amounts('The Buyer shall pay KM 3.120,00 per month.')).toEqual(['3120 BAM']);
    expect(amounts('The fee is BAM 640,50 for each visit.')).toEqual(['640.5 BAM']);
    expect(amounts('The Client shall pay FBu 6.300.000 per month.')).toEqual(['6300000 BIF']);
    // No money: a kilometre post, the English word in capitals.
    expect(currencies('The works run from KM 12 to KM 18 of the road.')).toEqual([]);
    expect(currencies('THE CONTRACTOR SHALL BAM 1,200 PANELS.')).toEqual([]);
  });
  it('names: maloti, dalasis, convertible marks; the francs, dinars and dollars with their country', () => {
    expect(amounts('The deposit is 18 000 maloti.')).toEqual(['18000 LSL']);
    expect(amounts('The price is 975,000 dalasis.')).toEqual(['975000 GMD']);
    expect(amounts('The fee is 4.500 convertible marks.')).toEqual(['4500 BAM']);
    expect(amounts('The price is 9,000,000 Burundian francs.')).toEqual(['9000000 BIF']);
    expect(amounts('The Employer shall pay 60,000,000 Iraqi dinars.')).toEqual(['60000000 IQD']);
    expect(amounts('The fee is 22,000 Bermuda dollars.')).toEqual(['22000 BMD']);
    expect(amounts('The price is 48,000 Solomon Islands dollars.')).toEqual(['48000 SBD']);
  });
  it('"M" is Lesotho\'s loti and "D" the Gambian dalasi under a contract naming the country, and no money otherwise', () => {
    expect(currencies('This lease is made at Maseru, Lesotho.', 'The Tenant shall pay a rent of M 7 400.00 per month.')).toEqual(['LSL']);
    expect(currencies('The Tenant shall pay a rent of M 7 400.00 per month.')).toEqual([]);
    expect(currencies('This contract is made at Banjul.', 'The Buyer shall pay D 12,000.00 per tonne.')).toEqual(['GMD']);
    expect(currencies('The Buyer shall pay D 12,000.00 per tonne.')).toEqual([]);
    expect(amounts(
      'This lease is made at Maseru.',
      '| Period | Rent (M) |',
      '| First year | 8 250.00 |',
    )).toEqual(['8250 LSL']);
  });
  it('a table header\'s dollar sign with its country\'s letters ("Price (SI$)") names that dollar', () => {
    expect(amounts(
      'SUPPLY AGREEMENT',
      '| Item | Price (SI$) |',
      '| Cement, 40 kg bag | 168.00 |',
    )).toEqual(['168 SBD']);
    expect(amounts(
      'SUPPLY AGREEMENT',
      '| Item | Price ($) |',
      '| Cement, 40 kg bag | 168.00 |',
    )).toEqual(['168 USD']);
  });
});

describe('dates and legal forms of the twenty-second set\'s drafting (h29f22)', () => {
  it('a date left in German, French, Spanish or Portuguese: day, month\'s name, year', () => {
    expect(effective('SERVICES AGREEMENT', 'This agreement takes effect on 1. März 2026.')).toEqual(['2026-03-01']);
    expect(effective('SERVICES AGREEMENT', 'This agreement takes effect on 3 mars 2026.')).toEqual(['2026-03-03']);
    expect(effective('SERVICES AGREEMENT', 'This agreement takes effect on 5 de marzo de 2026.')).toEqual(['2026-03-05']);
    expect(effective('SERVICES AGREEMENT', 'This agreement takes effect on 2 de fevereiro de 2026.')).toEqual(['2026-02-02']);
    // A day the month has not, or a month's name with no day and year, is no date.
    expect(effective('SERVICES AGREEMENT', 'This agreement takes effect on 30. Februar 2026.')).toEqual([]);
    expect(effective('SERVICES AGREEMENT', 'This agreement takes effect in Mai.')).toEqual([]);
  });
  it('"Anstalt", "SURL", "SPRL" and ", Unipessoal, Lda." end a company\'s name as legal forms', () => {
    expect(primary(
      'ADMINISTRATION AGREEMENT',
      'This agreement is made between RHEINTAL TREUHAND ANSTALT (the "Administrator") and Bergkristall Holding AG (the "Client").',
      'The Client shall pay the Administrator an annual fee.',
    )).toEqual(['RHEINTAL TREUHAND Supplier', 'BERGKRISTALL HOLDING Buyer']);
    expect(partyNames(
      'CLEANING CONTRACT',
      'This contract is made between KIRUNDO PROPRE SURL (the "Service Provider") and HOTEL RUSIZI SA (the "Client").',
      'The Client shall pay the Service Provider a monthly price.',
    )).toEqual(['KIRUNDO PROPRE', 'HOTEL RUSIZI']);
    expect(partyNames(
      'CONSULTANCY AGREEMENT',
      'This agreement is made between Lafaek Surveys, Unipessoal, Lda. (the "Consultant") and Ainaro Water, E.P. (the "Client").',
      'The Client shall pay the Consultant a fee.',
    )).toEqual(['LAFAEK SURVEYS', 'AINARO WATER']);
  });
});

describe('a letter agreement\'s "we" and "you": who pays decides the sides (h29f22)', () => {
  it('the addressee that pays the writer is the Buyer, the writer the Supplier', () => {
    expect(primary(
      'CORAL BAY SURVEYORS LTD.',
      'Hamilton',
      'Kestrel Marine Insurance Ltd.',
      'Dear Mr. Wade,',
      'Re: Letter Agreement – Hull Surveys',
      'This letter sets out the terms on which we, Coral Bay Surveyors Ltd. ("Coral Bay"), will survey vessels for you, Kestrel Marine Insurance Ltd. ("Kestrel").',
      'You shall pay us a fee of BMD 1,200 for each survey.',
      'Yours faithfully,',
      'For Coral Bay Surveyors Ltd.',
      'Agreed for Kestrel Marine Insurance Ltd.',
    )).toEqual(['CORAL BAY SURVEYORS Supplier', 'KESTREL MARINE INSURANCE Buyer']);
  });
  it('the writer that pays the addressee ("you") for its services is the Buyer', () => {
    expect(primary(
      'MORNE HOTEL INC.',
      'Castries',
      'Ms. Ann Lewis',
      'Anse Linen Services Ltd.',
      'Dear Ms. Lewis,',
      'Re: Letter Agreement – Linen Services',
      'We confirm that Anse Linen Services Ltd. ("you") will wash the linen of Morne Hotel Inc. ("we" or "the Hotel").',
      'We will pay you EC$ 3.10 per kilogram, and you will invoice us monthly.',
      'Yours faithfully,',
      'Morne Hotel Inc.',
      'Agreed and accepted for Anse Linen Services Ltd.',
    )).toEqual(['MORNE HOTEL Buyer', 'ANSE LINEN SERVICES Supplier']);
  });
  it('a role word among the aliases keeps its side; a letter where both pay keeps the aliases\' reading', () => {
    expect(primary(
      'SUPPLY AGREEMENT',
      'This agreement is made between Lagoon Foods Ltd. ("we" or "the Supplier") and Reef Hotels Ltd. ("you").',
      'We will pay you a rebate of 2% and you will pay us the price of the goods.',
    )).toEqual(['LAGOON FOODS Supplier', 'REEF HOTELS Buyer']);
  });
});

describe('a role heading on its own line over a party\'s entry (h29f22)', () => {
  it('"SUPPLIER" / "<company>, …" and "The Customer:" / "<company>" name the parties and their sides', () => {
    expect(primary(
      'GAS SUPPLY AGREEMENT',
      'Date: 2026-02-01',
      'SUPPLIER',
      'Malaita Gas Limited (company number 1-0099), Auki',
      'The Customer:',
      'Honiara Bakeries Limited, Point Cruz',
      '1. The Supplier shall deliver gas cylinders and the Customer shall pay for them.',
    )).toEqual(['MALAITA GAS Supplier', 'HONIARA BAKERIES Buyer']);
  });
  it('a heading that is no role word, or a line that is more than the heading, names no side', () => {
    expect(primary(
      'GAS SUPPLY AGREEMENT',
      'PARTY ONE',
      'Malaita Gas Limited, Auki',
      'PARTY TWO',
      'Honiara Bakeries Limited, Point Cruz',
    )).toEqual([]);
    expect(primary(
      'GAS SUPPLY AGREEMENT',
      'Notes for the Supplier',
      'Malaita Gas Limited, Auki',
    )).toEqual([]);
  });
});

const CLEANING = [
  'CLEANING CONTRACT',
  'BETWEEN: The company KIRUNDO PROPRE SURL, represented by its Manager Mr. Éric NDIKUMANA, hereinafter referred to as "the Service Provider";',
  'AND: The company HOTEL RUSIZI SA, represented by its Director Mrs. Claudine IRAKOZE, hereinafter referred to as "the Client";',
  'Article 1: The Service Provider shall clean the hotel and the Client shall pay a monthly price.',
];

describe('signature blocks of the twenty-second set\'s drafting (h29f22)', () => {
  it('"For <party>" / "The <title>" / "<Name SURNAME>": the name under the title under the party\'s heading signs', () => {
    expect(contactRoles(...CLEANING,
      'For the Service Provider',
      'The Manager',
      'Éric NDIKUMANA',
      'For the Client',
      'The Director',
      'Claudine IRAKOZE',
    )).toEqual(['KIRUNDO PROPRE: Éric NDIKUMANA (Manager)', 'HOTEL RUSIZI: Claudine IRAKOZE (Director)']);
  });
  it('a line that is no title between the heading and the name binds nobody', () => {
    expect(contactRoles(...CLEANING,
      'For the Service Provider',
      'Bujumbura office',
      'Éric NDIKUMANA',
    )).toEqual(['KIRUNDO PROPRE: Éric NDIKUMANA (Manager)', 'HOTEL RUSIZI: Claudine IRAKOZE (Director)']); // the preamble's representatives (h39a)
  });
  it('initials before a capitalised title resolve to the full name of the party\'s slot, a surname with its particle too', () => {
    expect(contactRoles(
      'CONSULTANCY AGREEMENT',
      'This agreement is made between AINARO WATER, E.P., represented by its Director, Ms. Maria Rosa dos Santos (the "Client"), and LAFAEK SURVEYS, UNIPESSOAL, LDA., represented by its manager, Mr. Jacinto Belo (the "Consultant").',
      'The Consultant shall survey the pipelines and the Client shall pay a fee.',
      'For the Client:',
      'M. R. dos Santos, Diretora',
      'For the Consultant:',
      'J. Belo, Gerente',
    )).toEqual(['AINARO WATER: Maria Rosa dos Santos (Diretora)', 'LAFAEK SURVEYS: Jacinto Belo (Gerente)']);
  });
  it('initials before a capitalised word the contract names nobody by are no signer ("A. Main Street, Leeds")', () => {
    expect(contactRoles(...CLEANING,
      'For the Client:',
      'A. Kestrel, Leeds',
    )).toEqual(['KIRUNDO PROPRE: Éric NDIKUMANA (Manager)', 'HOTEL RUSIZI: Claudine IRAKOZE (Director)']); // the preamble's representatives (h39a)
  });
});

describe('terms and payment terms of the twenty-second set\'s drafting (h29f22)', () => {
  it('"The lease is for <duration>" is the lease\'s term; "The fee is for <duration>" names no agreement', () => {
    expect(terms('LEASE AGREEMENT', 'The lease is for five (5) years commencing on 1 June 2026.')).toEqual(['1825 days']);
    expect(terms('SERVICES AGREEMENT', 'This agreement shall be made for two (2) years.')).toEqual(['730 days']);
    expect(terms('SERVICES AGREEMENT', 'The fee is for three years of service.')).toEqual([]);
  });
  it('"The services shall be completed within <duration> from the signing date" is the contract\'s time; a task\'s deadline is not', () => {
    expect(terms('DESIGN CONTRACT', 'The services shall be completed within six (6) months from the signing date.')).toEqual(['180 days']);
    expect(terms('DESIGN CONTRACT', 'The pump shall be repaired within 30 days from the signing date.')).toEqual([]);
  });
  it('a party that reimburses charges within days of a statement pays in that time', () => {
    expect(paymentTerms('LEASE AGREEMENT', 'The Tenant shall reimburse the electricity charges within ten (10) days of the Landlord\'s statement.')).toEqual(['10 days']);
  });
});
