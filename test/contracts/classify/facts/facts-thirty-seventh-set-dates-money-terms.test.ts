/**
 * Dates, currencies and payment terms of the thirty-seventh blind facts set's causes 10–18 (issue 18, h67dates), each
 * rule with sentences written for it (none from the set) and the near misses that must not change.
 */
import { describe, expect, it } from 'vitest';
import { recognizeNumericFacts } from '../../../../src/contracts/classify/numbers/recognizers.js';
import { amounts, distinctCurrencies as currencies, effective, paymentTerms, termination } from '../facts-readers.js';

const dates = (text: string) => recognizeNumericFacts(text).filter((f) => f.type === 'DateTime').map((f) => `${f.value} ${text.slice(f.begin, f.end)}`);

describe('dates written year first, as Hungarian writes them (cause 10)', () => {
  it('figures with a stop and a space after each part, and the Hungarian months by name', () => {
    expect(dates('Szeged, 2031. 05. 16.')).toEqual(['2031-05-16 2031. 05. 16']);
    expect(dates('made on 2031. november 4. between')).toEqual(['2031-11-04 2031. november 4']);
    expect(dates('on 2031. május 31.')).toEqual(['2031-05-31 2031. május 31']);
    expect(dates('Budapest, 2031. március 16.')).toEqual(['2031-03-16 2031. március 16']);
    expect(dates('Linz, 2031.05.18.')).toEqual(['2031-05-18 2031.05.18']);
  });
  it('a made-on line of figures is the effective date', () => {
    expect(effective('This agreement was made on 2031. 05. 14. between Dunamenti Malom Kft. (the "Seller") and Alpenkorn GmbH (the "Buyer").')).toEqual(['2031-05-14']);
  });
  it('near misses: a version, an item number, an impossible day are no dates', () => {
    expect(dates('version 2031. 5. and item 2031. 05. 123')).toEqual([]);
    expect(dates('on 2031. február 30.')).toEqual([]);
    expect(dates('in 2031. 12 tonnes')).toEqual([]);
  });
});

describe('currency signs of one currency each in ISO 4217 (cause 16)', () => {
  it('the guaraní, tenge and taka signs', () => {
    expect(amounts('The Buyer shall pay ₲ 250 per kilogram of freight.')).toEqual(['250 PYG']);
    expect(amounts('The Buyer shall pay ₲250 per kilogram.')).toEqual(['250 PYG']);
    expect(amounts('The fee is ₸ 4,000 per wagon.')).toEqual(['4000 KZT']);
    expect(amounts('The Buyer shall pay ৳ 12,500 per month.')).toEqual(['12500 BDT']);
  });
  it('near miss: the rupee sign of five countries names no one currency', () => {
    expect(currencies('The Buyer shall pay ₨ 5,000 per month.')).toEqual([]);
  });
});

describe('"DT" after a figure: the Tunisian dinar (cause 14)', () => {
  it('after a figure with groups or three decimals', () => {
    expect(amounts('The Grower shall pay the Packer a washing charge of 8.250 DT per tonne and a crate charge of 1,500 DT per pallet.')).toEqual(['8.25 TND', '1500 TND']);
    expect(amounts('The price is 45.000 DT.')).toEqual(['45 TND']);
    expect(amounts('The Packer shall pay 60,000.000 DT in total.')).toEqual(['60000 TND']);
  });
  it('near misses: "DT" as an English abbreviation, before a figure, or after a bare count', () => {
    expect(currencies('The DT shall inspect the goods.')).toEqual([]);
    expect(currencies('The DT 1,200 sensor is installed by the Supplier.')).toEqual([]);
    expect(currencies('The Packer shall hand over 45 DT units.')).toEqual([]);
  });
});

describe('one dot group after the mark of a currency with no minor unit in use (cause 15)', () => {
  it('"Gs. 14.500" is 14,500 guaraníes, as "PYG 2.000" and "Gs. 2.500.000" are read', () => {
    expect(amounts('The Buyer shall pay the Seller Gs. 14.500 per kilogram.')).toEqual(['14500 PYG']);
    expect(amounts('The Buyer shall pay Gs 2.350 per kilogram.')).toEqual(['2350 PYG']);
    expect(amounts('The price is PYG 2.000 per kilogram.')).toEqual(['2000 PYG']);
  });
  it('near misses: a bare figure after the mark, and one dot group after a currency of cents', () => {
    // A bare figure alone; before "per" it is a rate, money whatever its form (issue 18, h86d: "Gs. 12 per unit" read
    // none before, changed on purpose).
    expect(currencies('The Buyer collects Gs. 12 on delivery.')).toEqual([]);
    // Changed on purpose (issue 18, h111n88; set 88's cause 17): a verb of paying right before the mark names the sum, as
    // a sum's noun does ("the Clients pay TMT 180"), so "pays Gs. 12" is 12 guaraníes; it was none.
    expect(currencies('The Buyer pays Gs. 12 on delivery.')).toEqual(['PYG']);
    expect(currencies('The Buyer pays GEL 1.500 per unit.')).toEqual([]);
    // Changed on purpose (issue 18, h110d70; facts set 70's cause 9): Bolivia groups its thousands with dots and writes
    // its cents after a comma, so "Bs. 1.500" is 1,500 bolivianos (DOT_THOUSANDS_CURRENCIES); it was none.
    expect(amounts('The Buyer pays Bs. 1.500 per unit.')).toEqual(['1500 BOB']);
  });
});

describe('a place-and-date line over a signature block of the party without its legal form (cause 11)', () => {
  const parties = ['STORAGE AGREEMENT', 'between Harbourside Stores Limited (the "Warehouse") and Kettle Farms Limited (the "Depositor").', '1. The Depositor shall pay the Warehouse GBP 4 per pallet per week within 14 days of invoice.'];
  it('over "for the <party>" in small letters, and over the party\'s name as the parties\' clause wrote it', () => {
    expect(effective(...parties, 'Hull, 3 May 2032', 'for the Warehouse', 'Leeds, 5 May 2032', 'for the Depositor')).toEqual(['2032-05-03', '2032-05-05']);
    expect(effective(...parties, 'Hull, 3 May 2032', 'Harbourside Stores', 'Leeds, 5 May 2032', 'Kettle Farms')).toEqual(['2032-05-03', '2032-05-05']);
    expect(effective('GROUP BOOKING AGREEMENT', 'which was concluded between Napfény Szálló Kft., hereinafter: the Hotel, and Alpenreisen GmbH, hereinafter: the Tour Operator.', '1. The Tour Operator shall pay the Hotel EUR 80 per room per night.', 'Hévíz, 2033. 10. 21.', 'for the Hotel', 'Vienna, 28 October 2033', 'for the Tour Operator')).toEqual(['2033-10-21', '2033-10-28']);
  });
  it('near misses: over a heading the parties\' clause never wrote, or over a clause that opens with "for"', () => {
    expect(effective(...parties, 'Hull, 3 May 2032', 'Schedule of Rates', 'Leeds, 5 May 2032', 'Price List')).toEqual([]);
    expect(effective(...parties, 'Hull, 3 May 2032', 'for the Depositor the Warehouse shall keep records')).toEqual([]);
  });
});

describe('a notary\'s commission expiry (cause 13)', () => {
  const lease = ['LEASE', 'This lease is made on 1 March 2032 between John Smith ("Lessor") and Green Acre Farms LLC ("Lessee").', 'Lessee shall pay Lessor $150.00 per acre within 30 days.'];
  it('dates the notary\'s office, no end of the agreement', () => {
    expect(termination(...lease, 'Notary Public', 'My commission expires: 09/30/2036')).toEqual([]);
    expect(termination(...lease, 'Notary Public', 'My commission expiration date 09/30/2036')).toEqual([]);
  });
  it('near miss: the lease\'s own expiry stays its termination date', () => {
    expect(termination(...lease, 'This lease expires on 28 February 2033.', 'Notary Public', 'My commission expires: 09/30/2036')).toEqual(['2033-02-28']);
  });
});

describe('the end month of a window of months (cause 12)', () => {
  const parties = ['SUPPLY AGREEMENT', 'between Harbourside Stores Limited (the "Buyer") and Kettle Farms Limited (the "Seller") dated 2 March 2032.'];
  it('"from September to November 2032" is no effective date', () => {
    expect(effective(...parties, '1. The Seller supplies the apples of the harvest running from September to November 2032.')).toEqual(['2032-03-02']);
    expect(effective(...parties, '1. The Seller supplies the honey of the season from October until December 2032.')).toEqual(['2032-03-02']);
  });
  it('near misses: a month and year alone, and days of a window, keep their reading', () => {
    expect(effective('SUPPLY AGREEMENT', 'between Harbourside Stores Limited (the "Buyer") and Kettle Farms Limited (the "Seller").', 'This Agreement starts in March 2032.')).toEqual(['2032-03-01']);
  });
});

describe('a clause whose verb is "is due" states a payment term (cause 18)', () => {
  const lease = ['LEASE', 'between John Smith ("Lessor") and Green Acre Farms LLC ("Lessee").'];
  it('"the balance within N days after …" beside "the rent is due"', () => {
    expect(paymentTerms(...lease, '1. One half of the rent is due on or before April 1, 2033, and the balance within thirty (30) days after the hay is sold.')).toEqual(['30 days']);
    expect(paymentTerms(...lease, '2. The price is due within ten (10) days of delivery.')).toEqual(['10 days']);
  });
  it('near misses: a notice or a report "due" is no payment', () => {
    expect(paymentTerms(...lease, '3. The report is due within ten (10) days of the harvest.')).toEqual([]);
    expect(paymentTerms(...lease, '4. Notice is due within thirty (30) days of the event.')).toEqual([]);
    expect(paymentTerms(...lease, '5. Half of the rental fee is due on signing and the balance is due no later than thirty (30) days before the show.')).toEqual([]);
  });
});
