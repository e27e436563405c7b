/**
 * Money in every notation contracts use (issue 18): the Currency attributes, contract_amounts and
 * contract_currencies of sentences written in South African, Kenyan, French, Swiss, Indian, Malaysian and
 * Indonesian drafting, read by the conversation engine's currency grammar with its contract money notations on
 * (docs/contracts.md, "Money notations").
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { recognizeNumericFacts } from '../../../../src/contracts/classify/numbers/recognizers.js';
import { splitSentences } from '../../../../src/contracts/structure/sentences.js';
import { attributesOf, elements } from '../helpers.js';

const money = (text: string) =>
  recognizeNumericFacts(text).filter((f) => f.type === 'Currency').map((f) => `${text.slice(f.begin, f.end)}=${f.value} ${f.unit}`);
const amounts = (text: string) => classifyContract(elements(text)).contract_amounts.map((a) => a.text_normalized);
const currencies = (...texts: string[]) => classifyContract(elements(...texts)).contract_currencies.map((a) => a.text_normalized);

describe('the notations read, with the amount and currency each gives', () => {
  it.each([
    ['the amount of R2 500 000,00 (two million five hundred thousand rand)', ['R2 500 000,00=2500000 ZAR']],
    ['a raising fee of ZAR 25 000 on the Advance Date', ['ZAR 25 000=25000 ZAR']],
    ['a monthly fee of R38 per payslip, subject to a minimum fee of R9,500 per month', ['R38=38 ZAR', 'R9,500=9500 ZAR']],
    ['cover of at least R10 million per claim', ['R10 million=10000000 ZAR']],
    ['the Tariff of KES 14.20 per kWh', ['KES 14.20=14.2 KES']],
    ['a deposit of Kshs. 50,000 on signature', ['Kshs. 50,000=50000 KES']],
    ['a price of 12 500,00 EUR per tonne', ['12 500,00 EUR=12500 EUR']],
    ['a price of EUR 12.500,00 per tonne', ['EUR 12.500,00=12500 EUR']],
    ["an annual fee of CHF 1'250.00", ["CHF 1'250.00=1250 CHF"]],
    ['an annual fee of CHF 1\u2019250.00', ['CHF 1\u2019250.00=1250 CHF']],
    ['a fee of 1\u202f250\u202f000,50 XOF', ['1\u202f250\u202f000,50 XOF=1250000.5 XOF']],
    ['a monthly retainer of Rs. 1,25,000/- (Rupees One Lakh Twenty-Five Thousand only)', ['Rs. 1,25,000/-=125000 INR']],
    ['a security deposit of INR 15,00,000 to the Licensor', ['INR 15,00,000=1500000 INR']],
    ['a licence fee of ₹1,25,000 per month', ['₹1,25,000=125000 INR']],
    ['a rent of RM 5,000 per month', ['RM 5,000=5000 MYR']],
    ['a fee of Rp 10.000.000 per month', ['Rp 10.000.000=10000000 IDR']],
    ['a monthly rent of EUR 5.000,- payable in advance', ['EUR 5.000,-=5000 EUR']],
    ["a daily rate of CHF 1'000.-- per consultant", ["CHF 1'000.--=1000 CHF"]],
    ['a purchase price of USD 1.2 million', ['USD 1.2 million=1200000 USD']],
    ['a purchase price of EUR 2.5m', ['EUR 2.5m=2500000 EUR']],
    ['a purchase price of £3.5bn', ['£3.5bn=3500000000 GBP']],
    ['a signing fee of $10k', ['$10k=10000 USD']],
    ['a fee of AED 5,000 and of QAR 7,500', ['AED 5,000=5000 AED', 'QAR 7,500=7500 QAR']],
  ] as [string, string[]][])('%s', (text, expected) => {
    expect(money(text)).toEqual(expected);
  });
});

describe('words restating a figure are a Number, the figure the one amount', () => {
  it('written-out amount followed by its figure in brackets: one Currency, one Number, one contract amount', () => {
    const text = 'The Buyer shall pay one hundred thousand Kenya Shillings (KES 100,000) on signature.';
    expect(attributesOf(text)).toEqual(['Number:one hundred thousand', 'Currency:KES 100,000']);
    expect(amounts(text)).toEqual(['100000 KES']);
  });
  it('figure first, then the words in brackets ("Rupees … only", "… rand"): the words are a Number', () => {
    expect(attributesOf('The Company shall pay a retainer of Rs. 1,25,000/- (Rupees One Lakh Twenty-Five Thousand only).'))
      .toEqual(['Currency:Rs. 1,25,000/-', 'Number:One Lakh Twenty-Five Thousand']);
    expect(attributesOf('The Lender lends the amount of R2 500 000,00 (two million five hundred thousand rand).'))
      .toEqual(['Currency:R2 500 000,00', 'Number:two million five hundred thousand']);
  });
  it('money in words with no figure beside it is the amount itself: a Currency and a contract amount', () => {
    expect(attributesOf('The fee is Rupees Five Lakh Only.')).toEqual(['Currency:Rupees Five Lakh']);
    expect(amounts('The Licensee shall pay a licence fee of Rupees Five Lakh Only.')).toEqual(['500000 INR']);
    expect(amounts('The Client shall pay a fee of five thousand dollars per month.')).toEqual(['5000 USD']);
  });
  it('pounds of a substance are a weight, no money (review hrev4); pounds of the price are money', () => {
    expect(money('The Supplier shall deliver one pound of coffee each week.')).toEqual([]);
    expect(money('The Seller shall add two pounds of salt per batch.')).toEqual([]);
    expect(attributesOf('The Supplier shall deliver one pound of coffee each week.')).toEqual(['Number:one']);
    expect(money('The Buyer shall pay five thousand pounds of the Price on signature.')).toEqual(['five thousand pounds=5000 GBP']);
    expect(money('The Buyer shall pay five thousand pounds.')).toEqual(['five thousand pounds=5000 GBP']);
    expect(money('Ten thousand pounds of Deferred Consideration is payable.')).toEqual(['Ten thousand pounds=10000 GBP']);
    // In figures too (h18u: the rule is the currency grammar's, shared with a chat's @sys-currency).
    expect(money('The Supplier shall deliver 5 pounds of coffee each week.')).toEqual([]);
    expect(attributesOf('The Supplier shall deliver 5 pounds of coffee each week.')).toEqual(['Number:5']);
    expect(money('The Buyer shall pay 500 pounds of the Price on signature.')).toEqual(['500 pounds=500 GBP']);
  });
  it('words in brackets after the figure, or before a bracketed figure, restate it', () => {
    expect(attributesOf('The cap is £10,000,000 (ten million pounds sterling).')).toEqual(['Currency:£10,000,000', 'Number:ten million']);
    expect(attributesOf('A fee of two thousand rand (R2 000) is payable.')).toEqual(['Number:two thousand', 'Currency:R2 000']);
  });
});

describe('contract amounts and currencies in these notations', () => {
  it('amounts with their ISO unit', () => {
    expect(amounts('The Borrower shall pay the Lender a raising fee of ZAR 25 000 and a fee of R38 per payslip.')).toEqual(['25000 ZAR', '38 ZAR']);
    expect(amounts('The Licensee shall pay a monthly licence fee of Rs. 2,50,000 (Rupees Two Lakh Fifty Thousand only).')).toEqual(['250000 INR']);
    expect(amounts("The Customer shall pay an annual fee of CHF 1'250.00.")).toEqual(['1250 CHF']);
    expect(amounts('The Buyer shall pay for the Energy at the Tariff of KES 14.20 per kWh.')).toEqual(['14.2 KES']);
  });
  it('each currency once, by its ISO code', () => {
    expect(currencies('The fee is R38 per payslip.', 'The deposit is ZAR 25 000.', 'A price of KES 14.20 applies.')).toEqual(['ZAR', 'KES']);
  });
  it('a Canadian postcode "R3B 2B9" is no rand', () => {
    expect(currencies('Notices go to 45 Portage Avenue, Winnipeg, Manitoba R3B 2B9.')).toEqual([]);
  });
});

describe('"Rs." and "Kshs." before an amount end no sentence', () => {
  const split = (text: string): string[] => splitSentences(text, { start: 0, end: text.length }).map((r) => text.slice(r.start, r.end));
  it.each([
    ['The Company shall pay a retainer of Rs. 1,25,000/- per month. It is due monthly.', ['The Company shall pay a retainer of Rs. 1,25,000/- per month.', 'It is due monthly.']],
    ['The deposit is Kshs. 50,000 and is refundable.', ['The deposit is Kshs. 50,000 and is refundable.']],
  ] as [string, string[]][])('%s', (text, expected) => {
    expect(split(text)).toEqual(expected);
  });
});

/** How contracts write a figure; each takes an amount in cents and returns the figure, or null if it cannot write it. */
const group = (digits: string, size: number, mark: string): string => {
  const out: string[] = [];
  for (let end = digits.length; end > 0; end -= size) out.unshift(digits.slice(Math.max(0, end - size), end));
  return out.join(mark);
};
const indian = (digits: string): string => digits.length <= 3 ? digits : `${group(digits.slice(0, -3), 2, ',')},${digits.slice(-3)}`;
const NOTATIONS: Record<string, (whole: string, cents: string | null) => string> = {
  english: (w, c) => group(w, 3, ',') + (c ? `.${c}` : ''),
  indian: (w, c) => indian(w) + (c ? `.${c}` : ''),
  european: (w, c) => group(w, 3, '.') + `,${c ?? '00'}`,
  spaces: (w, c) => group(w, 3, ' ') + (c ? `,${c}` : ''),
  'no-break spaces': (w, c) => group(w, 3, '\u00a0') + (c ? `,${c}` : ''),
  'narrow no-break spaces': (w, c) => group(w, 3, '\u202f') + (c ? `,${c}` : ''),
  apostrophes: (w, c) => group(w, 3, "'") + (c ? `.${c}` : ''),
  'typographic apostrophes': (w, c) => group(w, 3, '\u2019') + (c ? `.${c}` : ''),
  'no paise': (w, c) => (c ? `${indian(w)}.${c}` : `${indian(w)}/-`),
  'no cents, German': (w, c) => group(w, 3, '.') + (c ? `,${c}` : ',-'),
  'no cents, Swiss': (w, c) => group(w, 3, "'") + (c ? `.${c}` : '.--'),
};
/** "/-" closes a figure whose mark stands before it ("Rs. 500/-"), as Indian drafting writes it. */
const markBefore = (notation: string, before: string) => notation !== 'no paise' || before !== '';
/** Currency marks, before or after the figure, with the ISO code each stands for. */
const MARKS: [string, string, string][] = [
  ['USD ', '', 'USD'], ['$', '', 'USD'], ['€', '', 'EUR'], ['£', '', 'GBP'], ['EUR ', '', 'EUR'], ['', ' EUR', 'EUR'], ['CHF ', '', 'CHF'],
  ['KES ', '', 'KES'], ['Kshs. ', '', 'KES'], ['R', '', 'ZAR'], ['ZAR ', '', 'ZAR'], ['', ' ZAR', 'ZAR'], ['Rs. ', '', 'INR'], ['INR ', '', 'INR'],
  ['₹', '', 'INR'], ['RM ', '', 'MYR'], ['AED ', '', 'AED'], ['', ' NGN', 'NGN'],
];

describe('property: for any amount, notation and currency mark, formatting then reading gives the same value and currency', () => {
  it('one Currency attribute and one contract amount of that value and ISO code', () => {
    const amount = fc.record({ whole: fc.integer({ min: 1, max: 999_999_999 }), cents: fc.option(fc.integer({ min: 0, max: 99 }), { nil: null }) });
    fc.assert(fc.property(amount, fc.constantFrom(...Object.keys(NOTATIONS)), fc.constantFrom(...MARKS), ({ whole, cents }, notation, [before, after, code]) => {
      fc.pre(markBefore(notation, before));
      const c = cents === null ? null : String(cents).padStart(2, '0');
      const figure = NOTATIONS[notation](String(whole), c);
      const text = `The Buyer shall pay a fee of ${before}${figure}${after} to the Seller.`;
      const value = c === null ? whole : Number(`${whole}.${c}`);
      const found = recognizeNumericFacts(text).filter((f) => f.type === 'Currency');
      expect(found.map((f) => [Number(f.value), f.unit])).toEqual([[value, code]]);
      expect(amounts(text)).toEqual([`${value} ${code}`]);
    }), { numRuns: 300 });
  });
});

describe('FCFA and francs CFA (issue 18, h18u, [GAP] decision in docs/contracts.md)', () => {
  it('the mark names XOF and XAF alike: a raw mark ("FCFA") the contract names by its one CFA country (h22f15); "francs CFA" the same raw mark (h77f43d)', () => {
    expect(money('The Buyer shall pay a fee of 5 000 000 FCFA to the Seller in Dakar, Senegal.')).toEqual(['5 000 000 FCFA=5000000 FCFA']);
    expect(amounts('The Buyer shall pay a fee of 5 000 000 FCFA to the Seller in Dakar, Senegal.')).toEqual(['5000000 XOF']);
    expect(currencies('The Buyer in Dakar, Senegal shall pay 5 000 000 FCFA.', 'The Seller is in Douala, Cameroon.')).toEqual([]);
    expect(money('The rent is 250,000 francs CFA per month.')).toEqual(['250,000 francs CFA=250000 FCFA']);
    expect(attributesOf('The rent is 250,000 francs CFA per month.')).toEqual(['Currency:250,000 francs CFA']);
    // Under no CFA country, no amount, as "FCFA"; under Senegal, XOF.
    expect(amounts('The rent is 250,000 francs CFA per month.')).toEqual([]);
    expect(amounts('The rent is 250,000 francs CFA per month for the flat in Dakar, Senegal.')).toEqual(['250000 XOF']);
  });
  it('the ISO codes and Swiss francs are read as before', () => {
    expect(money('The rent is XOF 250,000 per month.')).toEqual(['XOF 250,000=250000 XOF']);
    expect(money('a fee of 500 francs')).toEqual(['500 francs=500 CHF']);
  });
});

describe('the cheque notation and commas between groups of money in words (issue 18, h18v)', () => {
  it('"and No/100 Dollars" after an amount in words: the amount with its cents, a Number when a figure restates it', () => {
    expect(money('The Borrower shall pay Two Thousand and 50/100 Dollars on demand.')).toEqual(['Two Thousand and 50/100 Dollars=2000.5 USD']);
    expect(amounts('The Borrower promises to pay the principal sum of Eight Hundred Fifty Thousand and No/100 Dollars ($850,000.00).')).toEqual(['850000 USD']);
  });
  it('a comma between the groups of money in words', () => {
    expect(amounts('The Client shall pay a fee of Four Million, Five Hundred Thousand Naira per annum.')).toEqual(['4500000 NGN']);
  });
});

describe('a change of money is two amounts, not a range (issue 18, h18v)', () => {
  it('after a verb of change, each end of "from … to" is its own Currency; the new sum is the contract amount', () => {
    const text = 'The unit price of Part No. KC-220 is increased from $14.80 to $15.35 for all purchase orders.';
    expect(money(text)).toEqual(['$14.80=14.8 USD', '$15.35=15.35 USD']);
    expect(amounts(text)).toEqual(['15.35 USD']);
    expect(money('The monthly rent shall be reduced from USD 1,200 to USD 1,100.')).toEqual(['USD 1,200=1200 USD', 'USD 1,100=1100 USD']);
  });
  // (h55n51) Each sum written with its mark is its own Currency, as after "between" (sets 36 and 51 label each bound).
  it('a range with no change before it is two sums when each has its mark, one range valued by its lower end when not', () => {
    expect(money('Fees range from $5 to $7 per unit.')).toEqual(['$5=5 USD', '$7=7 USD']);
    expect(money('Prices range from 10 to 20 dollars.')).toEqual(['from 10 to 20 dollars=10 USD']);
  });
});

describe('a currency named with no amount (issue 18, h18v)', () => {
  it('"are/is … in" a name that says which currency: a Currency and a contract currency, never an amount', () => {
    const text = 'All amounts payable under this deed are in Australian dollars.';
    expect(recognizeNumericFacts(text).map((f) => `${f.type}:${text.slice(f.begin, f.end)}=${f.unit}`)).toEqual(['Currency:Australian dollars=AUD']);
    expect(currencies(text)).toEqual(['AUD']);
    expect(amounts(text)).toEqual([]);
    expect(currencies('The fees are payable in euros.')).toEqual(['EUR']);
    expect(currencies('Prices are stated in pounds sterling.')).toEqual(['GBP']);
  });
  it('"dollars" or "pounds" alone, or no statement "are/is … in" before the name: no currency named', () => {
    expect(currencies('The fees are payable in dollars.')).toEqual([]);
    expect(currencies('The weight is stated in pounds.')).toEqual([]);
    expect(currencies('Australian dollars are accepted.')).toEqual([]);
    expect(currencies('Payment is made in Naira at the exchange rate for any amount stated in US Dollars.')).toEqual([]);
  });
});
