/**
 * The twelfth blind contract-level set's drafting (h19f12, bench/data/contracts-facts-12.json) and the money notations
 * set 11 left: marks of other countries, a mark the contract's country decides, money of a budget, a total or a rate,
 * legal forms of other countries and written before a quoted name. Each rule with sentences written for it (none from
 * the set).
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { amounts, contactLists as contacts, currencies, effective, partiesByRole as all, primary, types } from '../facts-readers.js';

describe('money marks of other countries (h19f12)', () => {
  it('Bangladeshi taka "Tk." in lakh groups, Qatari "QR", "Baht" before the figure, Romanian "lei" after it', () => {
    expectReads(amounts, [
      ['The Owner shall pay the Builder Tk. 1,20,50,000/- on handover.', ['12050000 BDT']],
      ['The monthly fee payable to the Operator is QR 45,500.', ['45500 QAR']],
      ['A setup fee of Baht 640,000 is payable on signature.', ['640000 THB']],
      ['The price of the machine is 212.450,00 lei, VAT excluded.', ['212450 RON']],
    ]);
  });
  it('the cedi sign after "GH" and a peso "$" after its ISO code', () => {
    expectReads(amounts, [
      ['The Tenant shall pay a rent of GH₵ 18,000.00 per quarter.', ['18000 GHS']],
      ['The Licensee shall pay a fee of COP $12.500.000 each year.', ['12500000 COP']],
      ['The Buyer shall pay CLP $ 4.750.000 on delivery.', ['4750000 CLP']],
    ]);
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
  it('"PE" or "LLC" before a name that ends in its own legal form is a word of the name (hrev11)', () => {
    expect(primary('This Agreement is made between PE Capital Partners Ltd (the "Investor") and Acme Widgets Ltd (the "Company").'))
      .toEqual(['PE CAPITAL PARTNERS Unknown', 'ACME WIDGETS Unknown']);
  });
  it('a sole trader styled "Private Entrepreneur" is a party under the person\'s name', () => {
    expect(primary('This Contract is made between Private Entrepreneur Taras Melnyk (the "Contractor") and Rivne Dairy Ltd (the "Customer").'))
      .toEqual(['TARAS MELNYK Supplier', 'RIVNE DAIRY Buyer']);
  });
});

describe('dates of making in other drafting (h19f12)', () => {
  it('"In <place>, <country>, on <date>, there appear:" opens the parties\' appearance', () => {
    expect(effective('LEASE CONTRACT', 'In Valparaíso, Chile, on 2 June 2025, there appear:', 'On the one side, Inmobiliaria Costa Azul SpA, hereinafter "the Lessor".'))
      .toEqual(['2025-06-02']);
    // Any other sentence opened so dates nothing.
    expect(effective('LEASE CONTRACT', 'In Valparaíso, on 2 June 2025, the Lessor repainted the premises.')).toEqual([]);
  });
  it('"Made in <place> on <date> by and among:" opens the parties\' list', () => {
    expect(effective('COOPERATION AGREEMENT', 'Made in Coimbra on 14 October 2025 by and among:')).toEqual(['2025-10-14']);
  });
  it('a place-and-date line right under the title, or under its number line', () => {
    expect(effective('SUPPLY CONTRACT No. 88/2025', 'Lviv, 3 April 2025', 'The Seller shall deliver the goods.')).toEqual(['2025-04-03']);
    expect(effective('MAINTENANCE CONTRACT', 'Contract No. KT/77-2025', 'Tartu, 9 May 2025')).toEqual(['2025-05-09']);
    // Under a letterhead it is a letter's date line: no date of the contract.
    expect(effective('Harbour Paints Ltd', 'Lviv, 3 April 2025', 'Dear Sirs,')).toEqual([]);
  });
  it('a supplier\'s dated acceptance line of an order', () => {
    expect(effective('PURCHASE ORDER No. 4471', 'Accepted by the Seller on 11 March 2025', 'Name: Ana Popescu')).toEqual(['2025-03-11']);
    expect(effective('SUPPLY AGREEMENT', 'The Buyer shall inspect the goods accepted on 11 March 2025 within 5 days.')).toEqual([]);
  });
});

describe('titles of orders and letters (h19f12)', () => {
  it('an order under a letterhead, a call-off order under its framework, a numbered contract with a slash', () => {
    expect(types('Vestra Mobila S.R.L.', 'Str. Morii 4, Sibiu', 'PURCHASE ORDER No. 2025-118', 'Date: 2 May 2025')).toEqual(['PURCHASE ORDER']);
    expect(types('CALL-OFF ORDER No. 3 under Framework Agreement No. FA-2025/02', 'Tartu, 9 May 2025')).toEqual(['CALL-OFF ORDER']);
    expect(types('SUPPLY CONTRACT No. 88/2025', 'Lviv, 3 April 2025')).toEqual(['SUPPLY CONTRACT']);
  });
  it('a letter\'s subject line whose kind comes last', () => {
    expect(types('Corrib Logistics DAC', '4 June 2025', 'Dear Siobhán,', 'Re: Cleaning of the Galway depot – letter agreement', 'We write to confirm the terms.'))
      .toEqual(['letter agreement']);
  });
});

describe('sides and names of other documents (h19f12)', () => {
  it('a contracting authority buys', () => {
    expect(primary('ORDER No. 12', 'Contracting Authority: Narva Vesi AS, registry code 10123456', 'Contractor: Ida Torustik OÜ, registry code 12345678'))
      .toEqual(['NARVA VESI Buyer', 'IDA TORUSTIK Supplier']);
  });
  it('an assignment\'s assignor sells and its assignee pays; not an assignment by way of security', () => {
    expect(primary('DEED OF ASSIGNMENT', 'This Deed is made between Ashanti Holdings Limited (the "Assignor") and Cape Coast Foods Limited (the "Assignee").'))
      .toEqual(['ASHANTI HOLDINGS Supplier', 'CAPE COAST FOODS Buyer']);
    expect(primary('SECURITY ASSIGNMENT', 'This Deed is made between Ashanti Holdings Limited (the "Assignor") and Gold Coast Bank Limited (the "Assignee").'))
      .toEqual(['ASHANTI HOLDINGS Unknown', 'GOLD COAST BANK Unknown']);
  });
  it('a novation\'s incoming party takes the side of the one it replaces', () => {
    expect(primary('NOVATION AGREEMENT', 'This agreement is made between Alzette Cleaning S.A. (the "Outgoing Contractor"), Sûre Facility S.A. (the "Incoming Contractor") and Banque Kayl S.A. (the "Client").'))
      .toEqual(['ALZETTE CLEANING Unknown', 'SÛRE FACILITY Supplier', 'BANQUE KAYL Buyer']);
  });
  it('"The Common Seal of <company>" names the company, not a seal', () => {
    expect(all('DEED OF LEASE', 'This Deed is made between Ashanti Holdings Limited (the "Lessor") and Cape Coast Foods Limited (the "Lessee").', 'The Common Seal of ASHANTI HOLDINGS LIMITED was affixed in the presence of:').filter((p) => /SEAL/.test(p)))
      .toEqual([]);
  });
});

describe('signers of other drafting (h19f12)', () => {
  const preamble = 'This Deed is made between Ashanti Holdings Limited (the "Lessor") and Cape Coast Foods Limited (the "Lessee").';
  it('the officers attesting a company\'s common seal', () => {
    expect(contacts(preamble, 'The Common Seal of ASHANTI HOLDINGS LIMITED was affixed in the presence of:', 'Director: Kofi Boateng', 'Secretary: Ama Darko'))
      .toEqual([['ASHANTI HOLDINGS', ['Kofi Boateng', 'Ama Darko']], ['CAPE COAST FOODS', []]]);
  });
  it('a party\'s name, a dash, then its signers with their titles; "For <party>:" and several signers', () => {
    expect(contacts(preamble, 'Ashanti Holdings Limited — Kofi Boateng, Managing Director', 'For Cape Coast Foods Limited: Esi Quaye, Director; Kojo Antwi, Secretary'))
      .toEqual([['ASHANTI HOLDINGS', ['Kofi Boateng']], ['CAPE COAST FOODS', ['Esi Quaye', 'Kojo Antwi']]]);
  });
  it('a role field over a signature stays a heading: the signer is the one below', () => {
    expect(contacts(preamble, 'LESSOR: ASHANTI HOLDINGS LIMITED', 'By: Kofi Boateng', 'Its: Director'))
      .toEqual([['ASHANTI HOLDINGS', ['Kofi Boateng']], ['CAPE COAST FOODS', []]]);
  });
});

describe('a purchase order\'s parties: its letterhead issuer and its addressee (h19f12)', () => {
  it('the letterhead organisation is the Buyer when a "Supplier:" field names the other side', () => {
    expect(primary('Balaton Bútor Kft.', 'H-8200 Veszprém, Házgyári út 3.', 'PURCHASE ORDER', 'Date: 5 May 2025', 'Supplier: Mátra Faipari Zrt., H-3200 Gyöngyös, Ipari út 9.'))
      .toEqual(['BALATON BÚTOR Buyer', 'MÁTRA FAIPARI Supplier']);
  });
  it('the addressee of "To:" is the Supplier', () => {
    expect(primary('Vestra Mobila S.R.L.', 'Str. Morii 4, Sibiu', 'PURCHASE ORDER No. 2025-118', 'To: ARDEAL PANEL S.A., Str. Fabricii 9, Cluj-Napoca', 'Please supply the following goods.'))
      .toEqual(['VESTRA MOBILA Buyer', 'ARDEAL PANEL Supplier']);
  });
  it('a letterhead over any other document names no party', () => {
    expect(primary('Vestra Mobila S.R.L.', 'Str. Morii 4, Sibiu', 'FRAMEWORK NOTICE', 'To: ARDEAL PANEL S.A., Str. Fabricii 9, Cluj-Napoca')).toEqual([]);
  });
});
