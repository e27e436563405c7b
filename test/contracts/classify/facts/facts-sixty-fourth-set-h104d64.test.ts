/**
 * Facts set 64's causes 8–15 (issue 18, h104d64), each decided on sentences written for it, near misses kept:
 * - 8: an owner's active "charters / lets / hires … to <party> … from <date> to <date>" (handovers.ts LETS_FROM_DATE);
 * - 9: a supplier's first-person offer "I can guide your group from … to …" (facts.ts OFFERED_FROM);
 * - 10: "shall be completed by <date>" after a start in the same element ends the work (date-kinds.ts completedBy);
 * - 11: a dated acceptance formula written on the offer (acceptance-lines.ts acceptanceFormulaLine);
 * - 12: dot-leader rows, a decimal in a row's words (fee-rows.ts, sentences.ts);
 * - 13: "(Rs.)" / "(Rs. per kg)" in a table's header and lakh-grouped cells (table-money.ts);
 * - 14: a subsidy released to a party and a party's share (amount-cues.ts);
 * - 15: the fullwidth "￥", and "¥" under a contract naming China (currency-units.ts, local-currency.ts).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isFeeRow } from '../../../../src/contracts/classify/facts/fee-rows.js';
import { speaksOfMoney } from '../../../../src/contracts/classify/facts/amount-cues.js';
import { letFrom } from '../../../../src/contracts/classify/facts/handovers.js';
import { completedBy } from '../../../../src/contracts/classify/facts/date-kinds.js';
import { acceptanceFormulaLine } from '../../../../src/contracts/classify/facts/acceptance-lines.js';
import { bareFigure } from '../../../../src/contracts/classify/facts/table-money.js';
import { contractLocalCurrencies } from '../../../../src/contracts/classify/facts/local-currency.js';
import { splitSentences } from '../../../../src/contracts/structure/sentences.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { amounts, dates, distinctCurrencies, effective } from '../facts-readers.js';

const split = (text: string): string[] => splitSentences(text, { start: 0, end: text.length }).map((r) => text.slice(r.start, r.end));

describe('an owner letting, chartering or hiring out a thing "from <date> to <date>" in the active voice (cause 8)', () => {
  it('the range is the relation\'s span', () => {
    expect(dates('BOAT HIRE AGREEMENT', 'The OWNER charters to the LODGE his outrigger boat "Bituin" with its pilot, for the snorkelling trips of the LODGE\'s guests, from June 1, 2041 to October 31, 2041.')).toEqual({
      effective: ['2041-06-01'], termination: ['2041-10-31'],
    });
    expect(dates('VAN HIRE AGREEMENT', 'The Owner hires his van to the Hirer from 10 May 2040 to 20 May 2040.')).toEqual({ effective: ['2040-05-10'], termination: ['2040-05-20'] });
    expect(dates('BOAT HIRE AGREEMENT', 'The Lodge charters from the Owner the boat "Bituin" from 1 June 2041 until 31 October 2041.')).toEqual({ effective: ['2041-06-01'], termination: ['2041-10-31'] });
    expect(letFrom('The Owner lets to the Tenant her flat at 4 Mill Lane from Monday 2 March 2043 to 30 April 2043.')).toBe(true);
  });
  it('near misses: "from" a party, an hour, no letting verb', () => {
    expect(letFrom('The Tenant rents the shop from the Landlord.')).toBe(false);
    expect(letFrom('The Owner lets the hall to the Club from 9.30 am each Saturday.')).toBe(false);
    expect(letFrom('The Seller delivers the goods from 1 May 2043 to 5 May 2043.')).toBe(false);
    expect(dates('SALE AGREEMENT', 'The Seller delivers the goods from 1 May 2043 to 5 May 2043.')).toEqual({ effective: [], termination: [] });
  });
});

describe('a supplier offering its service in the first person "from … to …" (cause 9)', () => {
  it('the range is the engagement\'s span', () => {
    expect(dates('Dear Sam,', 'I can lead your group of six from Tuesday 4 August to Friday 7 August 2040 (four days).').termination).toEqual(['2040-08-07']);
    expect(dates('Dear Ms Lee,', 'We can host you from 2 May 2040 until 9 May 2040 in the garden cottage.')).toEqual({ effective: ['2040-05-02'], termination: ['2040-05-09'] });
  });
  it('near misses: a delivery window, a payment, no offer to the reader', () => {
    expect(dates('Dear Sam,', 'We can deliver your order from 4 August 2040 to 7 August 2040.')).toEqual({ effective: [], termination: [] });
    expect(dates('Dear Sam,', 'I can pay you from 4 August 2040 to 7 August 2040.')).toEqual({ effective: [], termination: [] });
    expect(dates('Dear Sam,', 'The museum is closed from 4 August 2040 to 7 August 2040.')).toEqual({ effective: [], termination: [] });
  });
});

describe('"completed by <date>" after the start (cause 10)', () => {
  it('the completion date ends the work the sentence starts', () => {
    expect(dates('AGREEMENT FOR REPAIR OF A BARN', 'The work shall begin on 15.02.2040 and shall be completed by 30.04.2040.')).toEqual({ effective: ['2040-02-15'], termination: ['2040-04-30'] });
    expect(dates('CONSTRUCTION AGREEMENT', 'The works shall start on 3 May 2040 and the Builder shall complete them no later than 30 June 2040.')).toEqual({ effective: ['2040-05-03'], termination: ['2040-06-30'] });
    expect(completedBy(' and shall be finished on ')).toBe(true);
  });
  it('near misses: a completion deadline alone, a completion certificate dated, a payment by a date', () => {
    expect(dates('AGREEMENT FOR REPAIR OF A BARN', 'The work shall be completed by 30.04.2040.')).toEqual({ effective: [], termination: [] });
    expect(completedBy(' and the completion certificate is issued on ')).toBe(false);
    expect(dates('CONSTRUCTION AGREEMENT', 'The works start on 3 May 2040 and the Owner shall pay the deposit by 10 May 2040.').termination).toEqual([]);
  });
});

describe('a dated acceptance formula on the offer (cause 11)', () => {
  it('dates the accepting party\'s signing (Low)', () => {
    expect(effective('Quotation', 'Water heater: 150 000 XPF', '"Good for agreement", Noumea, 9 May 2040', 'Jean Tui')).toEqual(['2040-05-09']);
    expect(effective('Quotation', 'Water heater: 150 000 XPF', 'Offer accepted on 9 May 2040', 'Jean Tui')).toEqual(['2040-05-09']);
    expect(acceptanceFormulaLine('Quotation accepted, good for works, Hihifo, 4 May 2040')).toBe(true);
    expect(acceptanceFormulaLine('Read and approved, Noumea, 4 May 2040')).toBe(true);
  });
  it('near misses: "accepted" opening a sentence, a long clause, a goods acceptance', () => {
    expect(acceptanceFormulaLine('Accepted goods are paid within 30 days of 4 May 2040.')).toBe(false);
    expect(acceptanceFormulaLine(`Quotation accepted, ${'and the works are done as the Client asks '.repeat(4)}4 May 2040`)).toBe(false);
    expect(acceptanceFormulaLine('The Buyer has accepted the goods on 4 May 2040.')).toBe(false);
  });
});

describe('dot-leader rows (cause 12)', () => {
  it('a run of dots between a row\'s words and its sum parts them as a colon does', () => {
    expect(amounts('QUOTATION', 'Posts and rails .......... 84 000 F CFP', 'Labour ... 40 000 XPF', 'Total …… 124 000 XPF')).toEqual(['84000 XPF', '40000 XPF', '124000 XPF']);
    expect(amounts('QUOTATION', 'Treated pine boards, 1.20 m, with nails .......... 96 500 F CFP')).toEqual(['96500 XPF']);
    expect(amounts('QUOTATION', 'Cable 2.5 mm², 50 m: $40.00')).toEqual(['40 USD']);
  });
  it('the leader ends no sentence before the sum, and still does before a word or an item\'s number', () => {
    expect(split('Posts and rails .......... 84 000 F CFP')).toEqual(['Posts and rails .......... 84 000 F CFP']);
    expect(split('The goods are stored... The rest is sold.')).toEqual(['The goods are stored...', 'The rest is sold.']);
    expect(split('See the list ... 2. Delivery is free.')).toHaveLength(2);
  });
  it('near misses: a clause number keeps its list marker, two dots are no leader, a sentence', () => {
    const row = (line: string) => isFeeRow(line, line.lastIndexOf('$'), line.length);
    expect(row('4.2 Repairs: $500')).toBe(false);
    expect(row('Posts and rails .. $500')).toBe(false);
    expect(row('The Buyer pays ... $500')).toBe(true);
    expect(row('The Buyer pays the rest. Then ... $500')).toBe(false);
  });
  it('reads a long run of dots in linear time', () => {
    const found = readsLinearly((n) => {
      const text = `Item ${'.'.repeat(n)} 5 USD`;
      return () => split(text).length + (isFeeRow(text, text.length - 5, text.length) ? 1 : 0);
    });
    expect(found).toBeGreaterThan(0);
  });
});

describe('"(Rs.)" in a table\'s header and lakh-grouped cells (cause 13)', () => {
  it('the header names the column\'s rupee, which the contract\'s country decides', () => {
    expect(amounts('CONTRACT FOR THE SALE OF WALNUTS', 'The Buyer has its office in Islamabad.', 'Item | Quantity | Rate (Rs. per kg) | Amount (Rs.)', 'Walnuts | 1,000 kg | 900 | 9,00,000', 'Total | | | 9,00,000')).toEqual(['900 PKR', '900000 PKR', '900000 PKR']);
    expect(amounts('SUPPLY CONTRACT', 'Item | Price (euros per kg)', 'Olives | 4,50')).toEqual(['4.5 EUR']);
  });
  it('lakh groups are read whole; a broken group is no figure', () => {
    expect(bareFigure('28,75,000')).toBe('2875000');
    expect(bareFigure('1,48,000.50')).toBe('148000.5');
    expect(bareFigure('9,78,750/-')).toBe('978750');
    expect(bareFigure('28,7,5000')).toBeUndefined();
    expect(bareFigure('2,875,000')).toBe('2875000');
  });
  it('fast-check: a lakh-grouped figure reads as the number it writes', () => {
    fc.assert(fc.property(fc.integer({ min: 100_000, max: 99_99_99_999 }), (n) => {
      const s = String(n);
      const last = s.slice(-3);
      let head = s.slice(0, -3);
      const groups: string[] = [];
      while (head.length > 2) {
        groups.unshift(head.slice(-2));
        head = head.slice(0, -2);
      }
      const written = [head, ...groups, last].join(',');
      return bareFigure(written) === s;
    }));
  });
  it('near misses: a header naming no currency', () => {
    expect(amounts('DELIVERY NOTE', 'Item | Quantity (kg per bag)', 'Walnuts | 9,00,000')).toEqual([]);
  });
});

describe('a subsidy released to a party and a party\'s share (cause 14)', () => {
  it('both are money paid for the work', () => {
    expect(amounts('AGREEMENT FOR A TUBE WELL', 'The subsidy of ₹ 1,44,000 is released by the District Office to the Driller after its inspection.')).toEqual(['144000 INR']);
    expect(amounts('AGREEMENT FOR A TUBE WELL', 'The Farmer\'s share is ₹ 96,000.')).toEqual(['96000 INR']);
    expect(speaksOfMoney('Her share of the cost comes to Rs. 12,000.')).toBe(true);
    expect(speaksOfMoney('The grant of EUR 5,000 will be released to the Club in June.')).toBe(true);
  });
  it('near misses: a share in per cent, share capital, a thing released', () => {
    expect(speaksOfMoney('The Partner\'s share is 40% of the profit.')).toBe(false);
    expect(amounts('ARTICLES', 'The company\'s share capital is USD 10,000.')).toEqual([]);
    expect(speaksOfMoney('The goods are released from customs at the port.')).toBe(false);
  });
});

describe('the yen sign under a Chinese contract (cause 15)', () => {
  it('"￥" is read, and "¥" / "￥" under a contract naming China is the yuan', () => {
    expect(distinctCurrencies('HOUSING LEASE CONTRACT', 'This contract is made under the Civil Code of the People\'s Republic of China.', 'The rent is ￥9,000 for the term.')).toEqual(['CNY']);
    expect(amounts('LEASE', 'The rent is RMB 3,000 a month and the deposit is ¥3,000.')).toEqual(['3000 CNY', '3000 CNY']);
    expect(contractLocalCurrencies(['Lessor: Li Wei, Haikou, PRC', 'Rent: ¥3,000']).get('JPY')).toBe('CNY');
  });
  it('near misses: a Japanese contract, one naming both countries, one naming neither', () => {
    expect(amounts('SUPPLY CONTRACT', 'The Supplier has its office in Osaka, Japan.', 'The price is ¥300,000.')).toEqual(['300000 JPY']);
    expect(contractLocalCurrencies(['Seller: Kobe Trading K.K., Japan', 'Origin: China', 'Price: ¥300,000']).get('JPY')).toBeUndefined();
    expect(amounts('SALE', 'The price is ￥5,000.')).toEqual(['5000 JPY']);
  });
});
