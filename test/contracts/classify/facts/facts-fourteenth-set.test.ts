/**
 * The drafting of the fourteenth blind contract-level set's countries and kinds (h21f14): money marks of Oman, Peru,
 * Jordan, East Africa, Botswana, Fiji, Jamaica and Mauritius; a sum quoted per unit or each; titles of charter parties,
 * letters of intent and deeds naming their object. Each rule with sentences written for it (none from the set).
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { amounts, currencies, facts, partiesByImportance as parties, types as typeOf } from '../facts-readers.js';

describe('money marks of contracts (h21f14)', () => {
  it('"R.O." is the Omani rial, with three decimals of baisa; "S/" and "S/." the Peruvian sol', () => {
    expectReads(amounts, [
      ['The Contractor shall be paid a monthly fee of R.O. 2,250.500 for the cleaning.', ['2250.5 OMR']],
      ['The Lessee shall pay a rent of S/ 12,800.00 per month.', ['12800 PEN']],
      ['The Buyer shall pay a price of S/. 4,500 on delivery.', ['4500 PEN']],
    ]);
  });
  it('a dotted mark before a bare small number is no money (a label)', () => {
    expect(amounts('The Buyer shall pay the fee set out in schedule S/ 12.')).toEqual([]);
  });
  it('"JD" before a figure written as money is the Jordanian dinar; before a year it is no money', () => {
    expect(amounts('The Client shall pay a fee of JD 18,000 in two instalments.')).toEqual(['18000 JOD']);
    expect(amounts('The fee is payable to the consultant, who holds a JD 2019 from Yale.')).toEqual([]);
  });
  it('"Shs." is the shilling of the one East African country the contract names', () => {
    expect(amounts('Made at Entebbe, Uganda.', 'The Buyer shall pay a price of Shs. 48,000,000 on delivery.')).toEqual(['48000000 UGX']);
    expect(amounts('Made at Mombasa, Kenya.', 'The Buyer shall pay a price of Shs 9,500.00 per tonne.')).toEqual(['9500 KES']);
    expect(currencies('The Buyer shall pay a price of Shs. 48,000,000 on delivery.')).toEqual([]);
  });
  it('"P" is the pula in Botswana and the peso in the Philippines; a label elsewhere or before a bare number', () => {
    expect(amounts('Signed at Francistown, Botswana.', 'The Tenant shall pay a rent of P 8,750.00 per month.')).toEqual(['8750 BWP']);
    expect(amounts('Signed in Makati City, Philippines.', 'The Client shall pay a fee of P250,000 per month.')).toEqual(['250000 PHP']);
    expect(amounts('The Tenant shall pay a rent of P 8,750.00 per month.')).toEqual([]);
    expect(amounts('Signed at Francistown, Botswana.', 'The rent for Plot P 12 is payable monthly.')).toEqual([]);
  });
  it('"FJ$", "F$" and "J$" are the Fijian and Jamaican dollars; "$" under a contract naming Fiji or Jamaica is theirs', () => {
    expect(amounts('The Hirer shall pay a charge of FJ$1,200 per day and a deposit of F$5,000.')).toEqual(['1200 FJD', '5000 FJD']);
    expect(amounts('The purchase price is J$14,500,000.')).toEqual(['14500000 JMD']);
    expect(amounts('Governed by the laws of Jamaica.', 'The Tenant shall pay a rent of $180,000 per month.')).toEqual(['180000 JMD']);
    expect(amounts('Signed at Suva, Fiji.', 'The Buyer shall pay $ 7,400.00 for the goods.')).toEqual(['7400 FJD']);
    expect(currencies('The price is FJD 3,300 and JMD 450,000.')).toEqual(['FJD', 'JMD']);
  });
  it('"Rs" under a Mauritian contract is the Mauritian rupee; a currency named with its country after the figure is that one', () => {
    expect(amounts('Made in Port Louis.', 'The Licensee shall pay a fee of Rs 64,000 per quarter.')).toEqual(['64000 MUR']);
    expect(amounts('The Buyer shall pay 2,300,000 Uganda shillings and 15,000 Jordanian dinars.')).toEqual(['2300000 UGX', '15000 JOD']);
  });
});

describe('a sum quoted per unit or each is an amount without a price word (h21f14)', () => {
  it('"<money> per <unit>" and "<money> each"', () => {
    expect(amounts('Transport is charged at cost.', 'Haulage will be EUR 14.20 per tonne from the quarry.')).toEqual(['14.2 EUR']);
    expect(amounts('Line 2: valves, 40 units at USD 85.00 each: USD 3,400.00')).toEqual(['85 USD', '3400 USD']);
  });
  it('a value, a rate, freight, demurrage, an allowance, a price paid for land and minimum sales', () => {
    expectReads(amounts, [
      ['The stock held on consignment has a value of EUR 92,000.', ['92000 EUR']],
      ['Demurrage accrues at USD 9,500 a day.', ['9500 USD']],
      ['The land was bought for GBP 1,250,000 in 2019.', ['1250000 GBP']],
      ['The Distributor shall make minimum sales of EUR 400,000 each year.', ['400000 EUR']],
    ]);
  });
  it('a figure with a currency and no such word stays no amount; an insurance limit per occurrence and an insured value are none', () => {
    expectReads(amounts, [
      ['The Insurer holds a rating from the EUR 5 billion bond market.', []],
      ['The Contractor shall carry liability insurance with limits of $5,000,000 per occurrence.', []],
      ['The Contractor shall maintain public liability insurance of £10,000,000 each and every occurrence.', []],
      ['Employer\'s liability cover of GBP 5,000,000 each and every claim shall be kept in force.', []],
      ['The Lessee shall insure the Vessel for a hull value of not less than EUR 2,000,000.', []],
    ]);
  });
  it('three capitals before a figure are a currency only when the lexicon knows the code: "ISO 9001 per" is a standard', () => {
    expectReads(amounts, [
      ['Welding follows ISO 9001 per clause 4 and the firm has a turnover above EUR 2,000,000.', []],
      ['Sorting is charged at MAD 120 per pallet.', ['120 MAD']],
      ['Storage: NIS 40 per day.', ['40 ILS']],
    ]);
  });
});

describe('titles of charter parties, letters of intent and deeds naming their object (h21f14)', () => {
  it('is the contract\'s type', () => {
    expect(typeOf('BAREBOAT CHARTER PARTY', 'Limassol, 3 May 2024')).toEqual(['BAREBOAT CHARTER PARTY']);
    expect(typeOf('Time Charterparty', 'It is agreed between the Owners and the Charterers.')).toEqual(['Time Charterparty']);
    expect(typeOf('LETTER OF INTENT', 'Nairobi, 4 April 2024')).toEqual(['LETTER OF INTENT']);
    expect(typeOf('DEED OF ASSIGNMENT OF ROYALTIES', 'THIS DEED is made on 2 May 2024')).toEqual(['DEED OF ASSIGNMENT OF ROYALTIES']);
    expect(typeOf('CONTRACT OF SALE OF GOODS', 'Made between the Seller and the Buyer.')).toEqual(['CONTRACT OF SALE OF GOODS']);
  });
});

describe('legal forms of Peru, Jordan, Oman and Uganda (h21f14)', () => {
  it('are no part of the name', () => {
    expect(parties('This Supply Agreement is made between ANDES CARGO S.A.C. (the "Supplier") and MINERA SUR S.A.A. (the "Buyer").'))
      .toEqual(['ANDES CARGO Primary Supplier', 'MINERA SUR Primary Buyer']);
    expect(parties('This Services Agreement is made between Amman Glass Works P.S.C. (the "Client") and Dhofar Foods S.A.O.G. (the "Contractor").'))
      .toEqual(['AMMAN GLASS WORKS Primary Buyer', 'DHOFAR FOODS Primary Supplier']);
    expect(parties('This Lease is made between KIGEZI HONEY SMC LIMITED (the "Landlord") and Sur Fisheries S.A.O.C. (the "Tenant").'))
      .toEqual(['KIGEZI HONEY Primary Supplier', 'SUR FISHERIES Primary Buyer']);
  });
});

describe('a consignment\'s consignor supplies and its consignee pays (h21f14)', () => {
  it('by the document\'s kind', () => {
    expect(parties('CONSIGNMENT AGREEMENT', 'This Consignment Agreement is made between Lakeside Ceramics Ltd (the "Consignor") and Harbour Gift Shops Ltd (the "Consignee").'))
      .toEqual(['LAKESIDE CERAMICS Primary Supplier', 'HARBOUR GIFT SHOPS Primary Buyer']);
  });
});

describe('of two parties named by short names, the one a sentence makes pay is the Buyer (h21f14)', () => {
  const preamble = 'This Memorandum of Understanding is made between Nordlys Kraft AB ("Nordlys") and Vestfjord Fiske AS ("Vestfjord").';
  it('"<short name> will pay" / "shall promptly pay"', () => {
    expect(parties(preamble, '1. Nordlys will install the heat pumps at the plant.', '2. Vestfjord will pay a fee of EUR 40,000 on completion.'))
      .toEqual(['NORDLYS KRAFT Primary Supplier', 'VESTFJORD FISKE Primary Buyer']);
    expect(parties(preamble, 'Nordlys shall promptly pay the invoices of the installer.'))
      .toEqual(['NORDLYS KRAFT Primary Buyer', 'VESTFJORD FISKE Primary Supplier']);
  });
  it('gives no side when both pay, or none does', () => {
    expect(parties(preamble, 'Nordlys will pay its own costs.', 'Vestfjord will pay its own costs.'))
      .toEqual(['NORDLYS KRAFT Primary Unknown', 'VESTFJORD FISKE Primary Unknown']);
    expect(parties(preamble, 'Each party bears its own costs.'))
      .toEqual(['NORDLYS KRAFT Primary Unknown', 'VESTFJORD FISKE Primary Unknown']);
  });
  it('a party that shall not or will never pay is no payer (hrev13)', () => {
    expect(parties(preamble, 'Nordlys shall not pay any fee to Vestfjord for the survey.'))
      .toEqual(['NORDLYS KRAFT Primary Unknown', 'VESTFJORD FISKE Primary Unknown']);
    expect(parties(preamble, 'Vestfjord will never pay for the feasibility study.', 'Nordlys agrees to pay the installer.'))
      .toEqual(['NORDLYS KRAFT Primary Buyer', 'VESTFJORD FISKE Primary Supplier']);
  });
  it('leaves a role word\'s side as it is', () => {
    expect(parties('This Agreement is made between Nordlys Kraft AB (the "Supplier") and Vestfjord Fiske AS (the "Customer").', 'The Supplier will pay the costs of delivery.'))
      .toEqual(['NORDLYS KRAFT Primary Supplier', 'VESTFJORD FISKE Primary Buyer']);
  });
});

describe('"$" of a peso country with a dot group (h21f14)', () => {
  it('is thousands of pesos, not dollars and cents', () => {
    expect(amounts('Montevideo, Uruguay.', 'Line 1: pallets, 200 units at $ 1.450 each: $ 290.000')).toEqual(['1450 UYU', '290000 UYU']);
    expect(amounts('Santiago, Chile.', 'The Buyer shall pay a price of $ 385.000 per month.')).toEqual(['385000 CLP']);
  });
  it('a "$" of the United States keeps its three decimals', () => {
    expect(amounts('Austin, Texas.', 'Fuel is charged at $3.459 per gallon.')).toEqual(['3.459 USD']);
  });
});

describe('a period counted from a payment received is no payment term (h21f14)', () => {
  const payment = (...items: string[]) => facts(...items).payment_terms.map((t) => t.text_normalized);
  it('the payee\'s time to act once paid', () => {
    expectReads(payment, [
      ['The Claimant shall withdraw its claim within 10 days of receiving the payment.', []],
      ['The Seller shall release the goods within 3 days after receipt of full payment.', []],
      ['The Agent shall hand over the keys within 5 days of being paid.', []],
    ]);
  });
  it('a time to pay after a payment request, application or invoice stays', () => {
    expect(payment('The Employer shall pay within 14 days after receipt of the payment application.')).toEqual(['14 days']);
    expect(payment('The Buyer shall pay the Supplier within 30 days of receiving the invoice.')).toEqual(['30 days']);
  });
});
