/**
 * The twelfth blind contract-level set's drafting (h19f12, bench/data/contracts-facts-12.json) and the money notations
 * set 11 left: marks of other countries, a mark the contract's country decides, money of a budget, a total or a rate,
 * legal forms of other countries and written before a quoted name. Each rule with sentences written for it (none from
 * the set).
 */
import { describe, expect, it } from 'vitest';
import { classifyContract, type ElementInput } from '../../../src/contracts/classify/index.js';
import { elements } from './helpers.js';

const facts = (...items: (string | ElementInput)[]) => classifyContract(elements(...items));
const amounts = (...items: (string | ElementInput)[]) => facts(...items).contract_amounts.map((a) => a.text_normalized);
const currencies = (...items: (string | ElementInput)[]) => facts(...items).contract_currencies.map((a) => a.text_normalized);
const primary = (...items: (string | ElementInput)[]) =>
  facts(...items).parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party} ${p.role}`);
const all = (...items: (string | ElementInput)[]) => facts(...items).parties.map((p) => `${p.party} ${p.role} ${p.importance}`);

describe('money marks of other countries (h19f12)', () => {
  it('Bangladeshi taka "Tk." in lakh groups, Qatari "QR", "Baht" before the figure, Romanian "lei" after it', () => {
    expect(amounts('The Owner shall pay the Builder Tk. 1,20,50,000/- on handover.')).toEqual(['12050000 BDT']);
    expect(amounts('The monthly fee payable to the Operator is QR 45,500.')).toEqual(['45500 QAR']);
    expect(amounts('A setup fee of Baht 640,000 is payable on signature.')).toEqual(['640000 THB']);
    expect(amounts('The price of the machine is 212.450,00 lei, VAT excluded.')).toEqual(['212450 RON']);
  });
  it('the cedi sign after "GH" and a peso "$" after its ISO code', () => {
    expect(amounts('The Tenant shall pay a rent of GH₵ 18,000.00 per quarter.')).toEqual(['18000 GHS']);
    expect(amounts('The Licensee shall pay a fee of COP $12.500.000 each year.')).toEqual(['12500000 COP']);
    expect(amounts('The Buyer shall pay CLP $ 4.750.000 on delivery.')).toEqual(['4750000 CLP']);
  });
  it('"QR" and "Tk" before no figure are no money', () => {
    expect(amounts('Payment is made by scanning the QR code on the invoice.')).toEqual([]);
    expect(currencies('Payment is made by scanning the QR code on the invoice.')).toEqual([]);
  });
});

describe('a mark of several countries is the currency of the one the contract names (h19f12)', () => {
  it('"Rs." under a contract made in Pakistan or Sri Lanka; India\'s when it names India or none', () => {
    expect(amounts('This Agreement is executed at Karachi.', 'The Dealer shall pay a deposit of Rs. 250,000/-.')).toEqual(['250000 PKR']);
    expect(amounts('This Agreement is made in Colombo, Sri Lanka.', 'The Tenant shall pay a rent of Rs. 95,000 per month.')).toEqual(['95000 LKR']);
    expect(amounts('The Tenant shall pay a rent of Rs. 95,000 per month.')).toEqual(['95000 INR']);
    // Two rupee countries named: the recognizer's reading stays.
    expect(amounts('The goods are shipped from Lahore, Pakistan to Mumbai, India.', 'The Buyer shall pay Rs. 10,000 per tonne.')).toEqual(['10000 INR']);
  });
  it('"kr." is the krona or krone of the one Nordic country named, and none when none is', () => {
    expect(amounts('This lease concerns premises in Reykjavík, Iceland.', 'The Tenant shall pay a rent of kr. 420.000 per month.')).toEqual(['420000 ISK']);
    expect(currencies('The Client is based in Oslo, Norway.', 'The fee is kr 95 000 and is payable on invoice.')).toEqual(['NOK']);
    expect(amounts('The Tenant shall pay a rent of kr. 420.000 per month.')).toEqual([]);
    expect(amounts('Offices in Stockholm, Sweden and Copenhagen, Denmark.', 'The Client shall pay kr. 50.000.')).toEqual([]);
  });
});

describe('money a budget, a total or a rate names (h19f12)', () => {
  it('a project budget and its shares', () => {
    expect(amounts('The total budget of the action is EUR 2.300.000,00, of which the Coordinator bears EUR 900.000,00.')).toEqual(['2300000 EUR', '900000 EUR']);
  });
  it('an order line with a rate per unit and its total', () => {
    expect(amounts('3. Galvanised steel mesh: 120 rolls at EUR 84.00 per roll, total EUR 10,080.00')).toEqual(['84 EUR', '10080 EUR']);
  });
  it('a sum in a sentence about something else is still no amount', () => {
    expect(amounts('The Insurer has insured the warehouse for EUR 4,000,000.')).toEqual([]);
  });
});

describe('legal forms of other countries are no part of a name (h19f12)', () => {
  it('Chilean "Limitada", Qatari "W.L.L.", Luxembourg "S.à r.l." and Estonian "OÜ"', () => {
    expect(primary('This Agreement is made between FRUTAS DEL MAULE LIMITADA (the "Seller") and Desert Palm Trading W.L.L. (the "Buyer").'))
      .toEqual(['FRUTAS DEL MAULE Supplier', 'DESERT PALM TRADING Buyer']);
    expect(primary('This Agreement is made between Kirchberg Analytics S.à r.l. (the "Consultant") and Pärnu Puit OÜ (the "Client").'))
      .toEqual(['KIRCHBERG ANALYTICS Supplier', 'PÄRNU PUIT Buyer']);
  });
  it('a form written out before a quoted name ("Limited Liability Company "…"", "LLC "…"")', () => {
    expect(primary('Limited Liability Company "Karpaty Timber", hereinafter referred to as the "Buyer", on the one part, and Joint-Stock Company "Lviv Sawmill", hereinafter referred to as the "Seller", on the other part.'))
      .toEqual(['KARPATY TIMBER Buyer', 'LVIV SAWMILL Supplier']);
    expect(all('LLC "Karpaty Timber" (the "Buyer")').filter((p) => /LIABILITY|LLC/.test(p))).toEqual([]);
  });
  it('a sole trader styled "Private Entrepreneur" is a party under the person\'s name', () => {
    expect(primary('This Contract is made between Private Entrepreneur Taras Melnyk (the "Contractor") and Rivne Dairy Ltd (the "Customer").'))
      .toEqual(['TARAS MELNYK Supplier', 'RIVNE DAIRY Buyer']);
  });
});
