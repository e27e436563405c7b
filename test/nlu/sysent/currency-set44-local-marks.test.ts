/**
 * Facts set 44's money in local spellings (issue 18, h78f44d): the Djiboutian franc ("FDJ"; "FD", a raw mark named by
 * the contract's country, local-currency.ts; "Djibouti francs"), the Libyan dinar ("LD", "L.D.", a raw mark of three
 * decimals) and the ruble's kopecks as a minor unit. Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import { currencySpans } from './helpers.js';

const contract = (text: string) => currencySpans(text, true);
const chat = (text: string) => currencySpans(text, false);

describe('the Djiboutian franc (h78f44d, cause 10)', () => {
  it('"FDJ" is DJF, "FD" the raw mark, before or after a figure in money\'s form', () => {
    expect(contract('The fee is 12,000 FDJ per visit.')).toEqual(['12,000 FDJ=12000 DJF']);
    expect(contract('The fee is FDJ 12 000 per visit.')).toEqual(['FDJ 12 000=12000 DJF']);
    expect(contract('The fee is 15 000 FD per unit.')).toEqual(['15 000 FD=15000 FD']);
    expect(contract('The fee is FD 15 000 per unit.')).toEqual(['FD 15 000=15000 FD']);
    expect(contract('The rent is FD 18.500 a month.')).toEqual(['FD 18.500=18500 FD']);
  });
  it('"Djibouti francs" after a figure or after its words in brackets', () => {
    expect(contract('The deposit is 9 000 Djibouti francs.')).toEqual(['9 000 Djibouti francs=9000 DJF']);
    expect(contract('The deposit is 9 000 (nine thousand) Djibouti francs.')).toEqual(['9 000 (nine thousand) Djibouti francs=9000 DJF']);
  });
  it('near misses: a bare count, a floppy disk, a fire department\'s hoses, another word in capitals', () => {
    expect(contract('Station FD 12 covers the port.')).toEqual([]);
    expect(contract('The kit holds 12 FD units.')).toEqual([]);
    expect(contract('The Contractor tests 1,000 FD hoses a year.')).toEqual([]);
    expect(contract('SPRINGFIELD FD 2,500 GALLONS')).toEqual([]);
  });
  it('a chat reads none of the marks', () => {
    expect(chat('I paid 15 000 FD for it')).toEqual([]);
    expect(chat('I paid 12,000 FDJ for it')).toEqual([]);
  });
});

describe('the Libyan dinar (h78f44d, cause 11)', () => {
  it('"LD" and "L.D." before the figure, "LD" after it, three decimals kept as fils', () => {
    expect(contract('The monthly rent is LD 4,800.000 payable in advance.')).toEqual(['LD 4,800.000=4800 LD']);
    expect(contract('The lump sum is 1,500.000 LD.')).toEqual(['1,500.000 LD=1500 LD']);
    expect(contract('The deposit is L.D. 5,000.000 in all.')).toEqual(['L.D. 5,000.000=5000 LD']);
    expect(contract('A visit is charged LD 1.250 per hour.')).toEqual(['LD 1.250=1.25 LD']);
  });
  it('near misses: an LD cable, LD50, a bare count, liquidated damages before a measure', () => {
    expect(contract('Install 1,200.000 LD cable on each floor.')).toEqual([]);
    expect(contract('The LD50 of the product is 250 mg per kg.')).toEqual([]);
    expect(contract('Lot LD 12 is reserved.')).toEqual([]);
    expect(contract('THE LD 1,000 HOURS TEST')).toEqual([]);
  });
});

describe('the ruble\'s kopecks (h78f44d, cause 9)', () => {
  it('"rubles" then "kopecks" is one sum to the kopeck, in figures or after the words in brackets', () => {
    expect(contract('The price of one copy is 148 rubles 50 kopecks.')).toEqual(['148 rubles 50 kopecks=148.5 RUB']);
    expect(contract('The total is 445 500 (four hundred forty-five thousand five hundred) rubles 00 kopecks.')).toEqual(['445 500 (four hundred forty-five thousand five hundred) rubles 00 kopecks=445500 RUB']);
    expect(chat('it was 12 rubles 40 kopeks')).toEqual(['12 rubles 40 kopeks=12.4 RUB']);
  });
  it('near misses: kopecks alone (the ruble\'s, the hryvnia\'s), a count after the rubles', () => {
    expect(contract('A sheet costs 90 kopecks.')).toEqual([]);
    // (h80left) "hryvnias" is a currency's name now, so its words in brackets are a sum of their own here (the contract
    // reader keeps them a Number restating the figure: numbers/hryvnia-restated-h80left.test.ts); kopecks alone still none.
    expect(contract('The fee is UAH 96,000.00 (ninety-six thousand hryvnias 00 kopecks) per month.')).toEqual(['UAH 96,000.00=96000 UAH', 'ninety-six thousand hryvnias 00 kopecks=96000 UAH']);
    expect(contract('The fee is UAH 96,000.00; the stamp costs 50 kopecks.')).toEqual(['UAH 96,000.00=96000 UAH']);
    expect(contract('The fee is 148 rubles for 50 copies.')).toEqual(['148 rubles=148 RUB']);
  });
});
