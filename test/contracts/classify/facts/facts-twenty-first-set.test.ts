/**
 * The drafting of the twenty-first blind contract-level set's countries and kinds (h28f21): money marks of Cape Verde
 * (the cifrão between escudos and centavos), the Eastern Caribbean, Eswatini, Samoa, Aruba, Tajikistan, Macao, Vanuatu,
 * Sierra Leone, Haiti and the Cayman Islands. Each rule with sentences written for it (none from the set).
 */
import { describe, expect, it } from 'vitest';
import { recognizeNumeric } from '../../../../src/nlu/sysent/number/index.js';
import { amounts, contactNames as contacts, dates, distinctCurrencies as currencies, facts } from '../facts-readers.js';
const chatMoney = (text: string) => recognizeNumeric(text, { numbers: false, percentages: false, currencies: true, newSystemEntities: true }).filter((m) => m.entity === 'sys-currency').map((m) => `${m.value} ${m.unit}`);

describe('money marks of contracts (h28f21)', () => {
  it('the cifrão between escudos and centavos is Cape Verde\'s escudo, its dots groups', () => {
    expect(amounts('The Buyer shall pay a monthly fee of 240.000$00 for the service.')).toEqual(['240000 CVE']);
    expect(amounts('The price of the vessel is CVE 61.300.000$50.')).toEqual(['61300000.5 CVE']);
    expect(amounts('The rent is 7.500$00 (seven thousand five hundred escudos) a month.')).toEqual(['7500 CVE']);
    // A "$" before the figure, or after it with no two digits glued, is the dollar as before.
    expect(amounts('The Client shall pay $5.00 per unit.')).toEqual(['5 USD']);
    expect(amounts('The Client shall pay 1.500$ in total.')).toEqual(['1.5 USD']);
  });
  it('ISO codes in capitals: XCD, SZL, WST, TJS, VUV, SLE, HTG, KYD', () => {
    expect(amounts('The Hotel shall pay XCD 12,400.00 per month.')).toEqual(['12400 XCD']);
    expect(amounts('The rent is SZL 18 000,00 per month.')).toEqual(['18000 SZL']);
    expect(amounts('The fee is WST 3,250 a month.')).toEqual(['3250 WST']);
    expect(amounts('The Borrower pays a fee of TJS 42 000.')).toEqual(['42000 TJS']);
    expect(amounts('The price is VUV 2,300,000.')).toEqual(['2300000 VUV']);
    expect(amounts('The Company shall pay SLE 9,800.00 a month.')).toEqual(['9800 SLE']);
    expect(amounts('The price is HTG 415 000,00.')).toEqual(['415000 HTG']);
    expect(amounts('The annual fee is KYD 8,000.')).toEqual(['8000 KYD']);
  });
  it('contract marks before a figure in money\'s form: CVE, MOP, AWG, Afl., VT, Le', () => {
    expect(amounts('The deposit is CVE 1.200.000,00.')).toEqual(['1200000 CVE']);
    expect(amounts('The Distributor shall pay MOP 85,000.00 per quarter.')).toEqual(['85000 MOP']);
    expect(amounts('The fee is AWG 3,150.00 a month.')).toEqual(['3150 AWG']);
    expect(amounts('The Client shall pay Afl. 4.800,00 each month.')).toEqual(['4800 AWG']);
    expect(amounts('The contract price is VT 6,400,000.')).toEqual(['6400000 VUV']);
    expect(amounts('The Company shall pay Le 3,200.00 per month.')).toEqual(['3200 SLE']);
    // No money: a vulnerability's number, a wire's gauge, a postcode, an English word in capitals.
    expect(currencies('The Supplier shall patch CVE 2024 3094 within five days.')).toEqual([]);
    expect(currencies('The installer shall use 12 AWG copper wire and AWG 10 for the feeders.')).toEqual([]);
    expect(currencies('The office is at 12 Main Street, Burlington, VT 05401.')).toEqual([]);
    expect(currencies('THE CLEANER SHALL MOP 3,000 SQUARE METRES.')).toEqual([]);
  });
  it('"EC$", "WS$", "SAT$", "MOP$" and "CI$" glued to the sign; "mop $5" in a chat is no pataca', () => {
    expect(amounts('The Resort shall pay EC$ 2,750.00 per month.')).toEqual(['2750 XCD']);
    expect(amounts('The Client shall pay WS$ 5,600 per month.')).toEqual(['5600 WST']);
    expect(amounts('The Client shall pay SAT$ 900 for the report.')).toEqual(['900 WST']);
    expect(amounts('The Distributor shall pay MOP$ 25,000 each year.')).toEqual(['25000 MOP']);
    expect(amounts('The Tenant shall pay CI$ 4,200 per month.')).toEqual(['4200 KYD']);
    expect(chatMoney('I bought a mop $5 cheaper')).toEqual(['5 USD']);
  });
  it('names: escudos, emalangeni, somoni, patacas, vatu, leones, gourdes, tala; florins and Caribbean dollars with their country', () => {
    expect(amounts('The price is 3.400.000 escudos.')).toEqual(['3400000 CVE']);
    expect(amounts('The rent is 9 500 emalangeni per month.')).toEqual(['9500 SZL']);
    expect(amounts('The fee is 64 000 somoni.')).toEqual(['64000 TJS']);
    expect(amounts('The fee is 410,000 patacas.')).toEqual(['410000 MOP']);
    expect(amounts('The price is 980,000 vatu.')).toEqual(['980000 VUV']);
    expect(amounts('The fee is 12,000 new Leones.')).toEqual(['12000 SLE']);
    expect(amounts('The price is 62,000 gourdes.')).toEqual(['62000 HTG']);
    expect(amounts('The fee is 4,000 tala per month.')).toEqual(['4000 WST']);
    expect(amounts('The fee is 31,500 Aruban florins.')).toEqual(['31500 AWG']);
    expect(amounts('The fee is 6,000 Eastern Caribbean dollars.')).toEqual(['6000 XCD']);
  });
  it('"E" is Eswatini\'s lilangeni under a contract naming Eswatini, and no money otherwise', () => {
    expect(currencies('This lease is made at Mbabane, Eswatini.', 'The Tenant shall pay a rent of E 14 500,00 per month.')).toEqual(['SZL']);
    expect(currencies('The Tenant shall pay a rent of E 14 500,00 per month.')).toEqual([]);
    expect(amounts(
      'This agreement is made at Manzini.',
      'Item | Charge (E)',
      'Crane with operator | 41 200,00',
    )).toEqual(['41200 SZL']);
  });
  it('a glued mark whose figure runs on after a stroke is a registration number, not money', () => {
    expect(currencies('Lessor | Bongani Holdings (Pty) Ltd | R9/20417 | Johannesburg')).toEqual([]);
    expect(amounts('The deposit is R25 000,00/- payable on signing.')).toEqual(['25000 ZAR']);
  });
});


const HIRE = [
  'PLANT HIRE AGREEMENT',
  'This agreement is made between Kestrel Cranes (Pty) Ltd ("the Owner") and Marula Civils (Pty) Ltd ("the Hirer").',
  '1. The Owner hires a crawler crane to the Hirer, and the Hirer shall pay the hire charges.',
];

describe('signature lines with the title before the name (h28f21)', () => {
  it('"<Title>: <name>" and "<Title> – <name>" lines under a party\'s heading, one or several', () => {
    expect(contacts(...HIRE,
      'SIGNED at Polokwane for KESTREL CRANES (PTY) LTD by',
      'Managing Director: Lindiwe Mahlangu',
      'Witness: P. Nkosi',
      'SIGNED for MARULA CIVILS (PTY) LTD by',
      'Operations Director: Johan Pretorius',
      'Finance Manager: Ayanda Zulu',
    )).toEqual(['KESTREL CRANES: Lindiwe Mahlangu', 'MARULA CIVILS: Johan Pretorius, Ayanda Zulu']);
    expect(contacts(...HIRE,
      'for KESTREL CRANES (PTY) LTD',
      'Chief Executive Officer – Lindiwe Mahlangu',
      'for MARULA CIVILS (PTY) LTD',
      'Director – Johan Pretorius',
    )).toEqual(['KESTREL CRANES: Lindiwe Mahlangu', 'MARULA CIVILS: Johan Pretorius']);
  });
  it('a party block\'s field further down is no signer, nor a witness', () => {
    expect(contacts(
      'SERVICE CONTRACT',
      'Party A: Kestrel Cranes (Pty) Ltd',
      'Address: 4 Dorp Street, Polokwane',
      'Legal Representative: Lindiwe Mahlangu',
      'Party B: Marula Civils (Pty) Ltd',
      '1. Party B shall hire a crane to Party A, and Party A shall pay the hire charges.',
    )).toEqual(['KESTREL CRANES: ', 'MARULA CIVILS: ']);
  });
  it('"Signed for <party> by its <title>, <name>, and its <title>, <name>."', () => {
    expect(contacts(...HIRE,
      'Signed for the Owner by its Chairman, Lindiwe Mahlangu, and its Secretary, Themba Dube.',
      'Signed for the Hirer by its Managing Director, Johan Pretorius.',
    )).toEqual(['KESTREL CRANES: Lindiwe Mahlangu, Themba Dube', 'MARULA CIVILS: Johan Pretorius']);
  });
  it('"Signed by <name>, <title>, and <name>, <title>, for and on behalf of <party>"', () => {
    expect(contacts(...HIRE,
      'Signed by Lindiwe Mahlangu, Director, and Themba Dube, Secretary, for and on behalf of KESTREL CRANES (PTY) LTD',
      'Signed by Johan Pretorius, Director, for and on behalf of MARULA CIVILS (PTY) LTD',
    )).toEqual(['KESTREL CRANES: Lindiwe Mahlangu, Themba Dube', 'MARULA CIVILS: Johan Pretorius']);
  });
  it('a second "<name>, <title>" line right under a "For <party>: <name>, <title>" line signs for the same party', () => {
    expect(contacts(...HIRE,
      'For the Owner: Lindiwe Mahlangu, Managing Director',
      'Themba Dube, Financial Director',
      'For the Hirer: Johan Pretorius, Director',
    )).toEqual(['KESTREL CRANES: Lindiwe Mahlangu, Themba Dube', 'MARULA CIVILS: Johan Pretorius']);
  });
  it('initials under a party resolve to the full name of its slot: one given name, or the surname first with a patronymic', () => {
    expect(contacts(
      'SERVICE CONTRACT',
      'The undersigned:',
      '1. the limited liability company KOELKAST SERVICE N.V., represented by its director Mr. Marco Geerman, hereinafter: "the Contractor";',
      '2. the company with limited liability PALM STRAND V.B.A., represented by its director Ms. Yvette Tromp, hereinafter: "the Client";',
      'The Contractor shall service the cold rooms and the Client shall pay the fees.',
      'Koelkast Service N.V.',
      'M.A. Geerman, director',
      'Palm Strand V.B.A.',
      'Y. Tromp, director',
    )).toEqual(['KOELKAST SERVICE: Marco Geerman', 'PALM STRAND: Yvette Tromp']);
    expect(contacts(
      'SUPPLY AGREEMENT No. 4',
      'Limited Liability Company «Zarafshon Textile» (hereinafter the «Supplier»), represented by Director Karimov Bakhtiyor Odilovich, on the one part, and Limited Liability Company «Hisor Mebel» (hereinafter the «Buyer»), represented by Director Saidova Nigina Rustamovna, on the other part, have concluded this Agreement:',
      '1. The Supplier shall deliver cotton fabric and the Buyer shall pay for it.',
      'SUPPLIER:',
      'Director ____________ B.O. Karimov',
      'BUYER:',
      'Director ____________ N.R. Saidova',
    )).toEqual(['ZARAFSHON TEXTILE: Karimov Bakhtiyor Odilovich', 'HISOR MEBEL: Saidova Nigina Rustamovna']);
  });
});

describe('dates of the twenty-first set\'s drafting (h28f21)', () => {
  it('"on the <ordinal> day of the month of <Month> of the year <words>" (Portuguese and Spanish order) dates the making', () => {
    expect(dates(
      'LEASE AGREEMENT',
      'In the city of Mindelo, island of São Vicente, on the ninth day of the month of June of the year two thousand and twenty-five, the following parties appear:',
      'The Lessor lets the shop to the Lessee.',
    ).effective).toEqual(['2025-06-09']);
    expect(dates(
      'SALE AGREEMENT',
      'In the city of Santa Ana, on the third day of the month of May of the year two thousand twenty-six, appear the undersigned:',
    ).effective).toEqual(['2026-05-03']);
  });
  it('a day in guillemets, straight or angled, on a place-and-date line and after "until"', () => {
    expect(dates(
      'SUPPLY CONTRACT No. 12/26',
      'Khujand «3» April 2026',
      '2. TERM. This Contract is valid until «31» December 2026.',
    )).toEqual({ effective: ['2026-04-03'], termination: ['2026-12-31'] });
    expect(dates('SUPPLY CONTRACT No. 12/26', 'Khujand "3" April 2026').effective).toEqual(['2026-04-03']);
  });
  it('a period heading in capitals; not one joining two matters', () => {
    expect(dates('LOAN AGREEMENT', '3. TERM. The loan is granted from 1 May 2026 until 30 April 2027.').termination).toEqual(['2027-04-30']);
    expect(dates(
      'SUPPLY AGREEMENT',
      'DELIVERY AND DURATION',
      'Deliveries are made monthly starting on 2 June 2026.',
    ).effective).toEqual([]);
  });
  it('"Done in two originals at <place>, this <day in words>" dates the making', () => {
    expect(dates(
      'SUPPLY CONTRACT',
      'The Seller shall deliver bottles to the Buyer.',
      'Done in two originals at Jacmel, this fourteenth day of March, two thousand twenty-six.',
    ).effective).toEqual(['2026-03-14']);
    expect(dates(
      'SUPPLY CONTRACT',
      'The Seller shall deliver bottles to the Buyer.',
      'Done in duplicate at Les Cayes on 2 April 2026.',
    ).effective).toEqual(['2026-04-02']);
  });
});

describe('a "Director General" under its party, and notices parted by ", and, for" (h28f21)', () => {
  it('a title ending in "General" reads as a job title under the signer\'s name', () => {
    expect(contacts(...HIRE,
      'For the Owner',
      'Marie-Claire Étienne',
      'Director General',
      'For the Hirer',
      'Johan Pretorius',
      'Managing Director',
    )).toEqual(['KESTREL CRANES: Marie-Claire Étienne', 'MARULA CIVILS: Johan Pretorius']);
  });
  it('a notices sentence whose second entry opens ", and, for the <party>, to <person>"', () => {
    expect(contacts(...HIRE,
      '7. Notices go, for the Owner, to Ms. Zanele Khumalo, Fleet Manager, zanele@kestrel.example, and, for the Hirer, to Mr. Pieter Botha, pieter@marula.example.',
    )).toEqual(['KESTREL CRANES: Zanele Khumalo', 'MARULA CIVILS: Pieter Botha']);
  });
});

describe('a defects liability or warranty period is no time to pay (h28f21)', () => {
  it('named before the duration in a payment sentence', () => {
    const terms = (...items: string[]) => { const r = facts(...items); return { contract: r.contract_terms.map((t) => t.interpretation?.numeric_value), payment: r.payment_terms.map((t) => t.interpretation?.numeric_value) }; };
    expect(terms('Ten per cent of each payment is retained until the end of the defects liability period of twelve (12) months.')).toEqual({ contract: [], payment: [] });
    expect(terms('The balance of the payment is held back for the warranty period of 90 days.')).toEqual({ contract: [], payment: [] });
    // A time to pay in the same drafting stays one.
    expect(terms('Each payment is due within fourteen (14) days after the engineer certifies the stage.').payment).toEqual([14]);
  });
});
