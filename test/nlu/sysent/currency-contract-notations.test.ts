/**
 * Money in the notations contracts use (issue 18). Two layers, each with its table:
 * - the currency lexicon every workspace gets: the ISO codes of the currencies contracts name, in capitals, and the
 *   names written after an amount ("rand", "Kenya Shillings");
 * - the money notations only the contract labeller turns on (`moneyNotations`): marks a chat would not read as money
 *   ("R2 500 000,00", "Kshs. 50,000", "RM 5,000"), a decimal comma after space groups, apostrophe groups, "/-" after
 *   the figure, "m" for millions after a currency. A chat keeps its reading of them (the service's is unknown, and
 *   "R2" is a row, "RM 5" a room).
 */
import { describe, expect, it } from 'vitest';
import { within } from '../../security/guard.js';
import { brief, numericSpans as read } from './helpers.js';

const chat = (text: string) => read(text, false);
const contract = (text: string) => read(text, true);

/** ISO codes of ~60 currencies contracts are written in; each must read before and after a figure. */
const CONTRACT_CODES = [
  'USD', 'EUR', 'GBP', 'JPY', 'CNY', 'INR', 'AUD', 'NZD', 'CAD', 'CHF', 'MXN', 'HKD', 'SGD', 'SEK', 'DKK', 'NOK',
  'ZAR', 'KRW', 'BRL', 'PLN', 'CZK', 'HUF', 'THB', 'IDR', 'MYR', 'VND', 'NGN', 'EGP', 'AED', 'SAR', 'TRY', 'RUB',
  'PHP', 'ILS', 'ARS', 'CLP', 'COP', 'PEN', 'UAH', 'KES', 'TZS', 'UGX', 'RWF', 'ETB', 'GHS', 'XOF', 'XAF', 'ZMW',
  'BWP', 'NAD', 'MUR', 'QAR', 'KWD', 'BHD', 'OMR', 'JOD', 'PKR', 'BDT', 'LKR', 'NPR', 'TWD', 'RON', 'BGN', 'ISK',
  'RSD', 'KZT', 'UYU', 'FJD', 'JMD', 'MZN', 'KGS', 'MDL', 'MKD', 'LBP', 'MWK', 'BBD', 'MVR', 'DZD',
];

describe('the currency lexicon: ISO codes contracts use (every workspace)', () => {
  it.each(CONTRACT_CODES)('%s 14.20 and 1,250 %s are money in that currency', (code) => {
    expect(chat(`${code} 14.20`)).toEqual([`currency:${code} 14.20=14.2 ${code}`]);
    expect(chat(`1,250 ${code}`)).toEqual([`currency:1,250 ${code}=1250 ${code}`]);
  });
  it('the codes added for contracts read in capitals only: "kes 14" in a chat is no money', () => {
    expect(chat('kes 14')).toEqual(['number:14=14']);
    expect(chat('qar 5')).toEqual(['number:5=5']);
    expect(brief('KES 14.20')).toEqual(['currency:14.2']);
  });
  it('currency names after an amount: rand, Kenya Shillings, ringgit, rupiah, naira, baht, dirhams, riyals, cedis', () => {
    expect(chat('two million rand')).toEqual(['currency:two million rand=2000000 ZAR']);
    expect(chat('one hundred thousand Kenya Shillings')).toEqual(['currency:one hundred thousand Kenya Shillings=100000 KES']);
    expect(chat('500 Kenyan shillings')).toEqual(['currency:500 Kenyan shillings=500 KES']);
    expect(chat('5,000 ringgit')).toEqual(['currency:5,000 ringgit=5000 MYR']);
    expect(chat('10,000 rupiah')).toEqual(['currency:10,000 rupiah=10000 IDR']);
    expect(chat('20,000 naira')).toEqual(['currency:20,000 naira=20000 NGN']);
    expect(chat('300 baht')).toEqual(['currency:300 baht=300 THB']);
    expect(chat('750 UAE dirhams')).toEqual(['currency:750 UAE dirhams=750 AED']);
    expect(chat('40 riyals')).toEqual(['currency:40 riyals=40 SAR']);
    expect(chat('90 Qatari riyals')).toEqual(['currency:90 Qatari riyals=90 QAR']);
    expect(chat('12 cedis')).toEqual(['currency:12 cedis=12 GHS']);
  });
  it('the dollars of Fiji and Jamaica as their contracts write them read in a chat too; single letters only glued', () => {
    expect(chat('FJ$76,500')).toEqual(['currency:FJ$76,500=76500 FJD']);
    expect(chat('F$3,200')).toEqual(['currency:F$3,200=3200 FJD']);
    expect(chat('J$96,000')).toEqual(['currency:J$96,000=96000 JMD']);
    expect(chat('JMD $250')).toEqual(['currency:JMD $250=250 JMD']);
    // Apart, a single letter is a word of its own and "$" keeps its own reading.
    expect(chat('plan J $20')).toEqual(['currency:$20=20 USD']);
  });
  it('the dollars of Trinidad and Tobago, Taiwan and Namibia (h22f15) read in a chat too; single letters only glued (hrev14)', () => {
    expect(chat('TT$1,485')).toEqual(['currency:TT$1,485=1485 TTD']);
    expect(chat('NT$2,350')).toEqual(['currency:NT$2,350=2350 TWD']);
    expect(chat('N$450')).toEqual(['currency:N$450=450 NAD']);
    expect(chat('plan N $20')).toEqual(['currency:$20=20 USD']);
  });

  it('the codes, glued dollars and names of the twenty-first facts set (h28f21) read in a chat too; word-like marks only glued', () => {
    expect(chat('XCD 3,600')).toEqual(['currency:XCD 3,600=3600 XCD']);
    expect(chat('EC$ 250')).toEqual(['currency:EC$ 250=250 XCD']);
    expect(chat('WS$7,200')).toEqual(['currency:WS$7,200=7200 WST']);
    expect(chat('MOP$60,000')).toEqual(['currency:MOP$60,000=60000 MOP']);
    expect(chat('500 gourdes')).toEqual(['currency:500 gourdes=500 HTG']);
    expect(chat('a mop $5')).toEqual(['currency:$5=5 USD']);
  });
});

describe('contract money notations are off in a chat: its reading stays as it was', () => {
  it.each([
    ['R2 500 000,00', []],
    ['R38 per payslip', []],
    ['Kshs. 50,000', ['number:50,000=50000']],
    ['Tshs. 250,000', ['number:250,000=250000']],
    ['RM 5,000', ['number:5,000=5000']],
    ["CHF 1'250.00", ['currency:CHF 1=1 CHF', 'number:250.00=250']],
    ['Rs. 15,000/-', ['currency:Rs. 15,000=15000 INR']],
    ['EUR 2.5m', []],
    ['a fence 2.5m high', []],
    ['EUR 5.000,-', ['currency:EUR 5.000=5 EUR']],
  ] as [string, string[]][])('%s', (text, expected) => {
    expect(chat(text)).toEqual(expected);
  });
});

describe('space groups with a decimal comma are one figure in a chat too (issue 18, h18g)', () => {
  it.each([
    ['12 500,00 EUR', ['currency:12 500,00 EUR=12500 EUR']],
    ['le loyer est de 1 250,50 €', ['currency:1 250,50 €=1250.5 EUR']],
    ['I need 2 500 dollars', ['currency:2 500 dollars=2500 USD']],
    ['I need 2 500,75 dollars', ['currency:2 500,75 dollars=2500.75 USD']],
    // "R" is no currency mark in a chat ("R 2" a row): the figure is still one number.
    ['R 12 500,00', ['number:12 500,00=12500']],
  ] as [string, string[]][])('%s', (text, expected) => {
    expect(chat(text)).toEqual(expected);
  });
  it.each([
    // Two numbers a space apart are one number when the second is a group of exactly three digits (as before).
    ['give me 3 500 ml bottles', ['number:3 500=3500']],
    // Not a decimal comma: three digits after it (a grouping left unread, as before), or a comma then a space (a list).
    ['EUR 12 500,000', ['currency:EUR 12=12 EUR', 'number:500,000=500000']],
    ['rooms 1 200, 3 and 4', ['number:1 200=1200', 'number:3=3', 'number:4=4']],
    ['pick 12 50,00', ['number:12=12', 'number:50,00=50']],
  ] as [string, string[]][])('%s stays as it was', (text, expected) => {
    expect(chat(text)).toEqual(expected);
  });
});

describe('a rand mark written apart from its figure (issue 18, h18g)', () => {
  it.each([
    ['a deposit of R 12 500,00 is due', ['currency:R 12 500,00=12500 ZAR']],
    ['R 1 500 per month', ['currency:R 1 500=1500 ZAR']],
    ['a fee of R 250,00', ['currency:R 250,00=250 ZAR']],
    ['R 99.95 each', ['currency:R 99.95=99.95 ZAR']],
    // Comma groups are money's form too (issue 18, h63n53).
    ['a minimum fee of R 45,000 per flock', ['currency:R 45,000=45000 ZAR']],
    ['R 1,250,000.00 on signature', ['currency:R 1,250,000.00=1250000 ZAR']],
  ] as [string, string[]][])('%s', (text, expected) => {
    expect(contract(text)).toEqual(expected);
  });
  // A label's number has no groups or cents: the mark written apart stays a label.
  it.each([
    ['Section R 2 applies', ['number:2=2']],
    ['the R 102 road', ['number:102=102']],
    ['Grade R 5 learners', ['number:5=5']],
    ['Annex R 2.1', ['number:2.1=2.1']],
    ['Route R 2025 is closed', ['number:2025=2025']],
    // A label word before a mark written apart holds for a figure in comma groups too (review hrev51).
    ['Schedule R 1,000 units', ['number:1,000=1000']],
  ] as [string, string[]][])('%s is no money', (text, expected) => {
    expect(contract(text)).toEqual(expected);
  });
});

describe('contract money notations (moneyNotations: the contract labeller only)', () => {
  it.each([
    // thousands with spaces (also no-break and thin spaces), decimals with a comma: South African, French drafting
    ['R2 500 000,00', ['currency:R2 500 000,00=2500000 ZAR']],
    ['ZAR 25 000', ['currency:ZAR 25 000=25000 ZAR']],
    ['12 500,00 EUR', ['currency:12 500,00 EUR=12500 EUR']],
    ['EUR 12\u00a0500,50', ['currency:EUR 12\u00a0500,50=12500.5 EUR']],
    ['€ 1\u202f250\u202f000,5', ['currency:€ 1\u202f250\u202f000,5=1250000.5 EUR']],
    ['XOF 1\u2009000\u2009000', ['currency:XOF 1\u2009000\u2009000=1000000 XOF']],
    // thousands with apostrophes: Swiss drafting
    ["CHF 1'250.00", ["currency:CHF 1'250.00=1250 CHF"]],
    ['CHF 2\u2019500\u2019000', ['currency:CHF 2\u2019500\u2019000=2500000 CHF']],
    // thousands with dots, decimals with a comma (read in a chat too)
    ['EUR 12.500,00', ['currency:EUR 12.500,00=12500 EUR']],
    ['Rp 10.000.000', ['currency:Rp 10.000.000=10000000 IDR']],
    // Indian grouping, "Rs." and the "/-" of "no paise"
    ['Rs. 1,25,000/-', ['currency:Rs. 1,25,000/-=125000 INR']],
    ['INR 15,00,000', ['currency:INR 15,00,000=1500000 INR']],
    ['Rupees 50,000/-', ['currency:Rupees 50,000/-=50000 INR']],
    // ",-" and ".--" for no cents (German, Swiss): the dots before ",-" group thousands
    ['EUR 5.000,-', ['currency:EUR 5.000,-=5000 EUR']],
    ['12.500,-- EUR', ['currency:12.500,-- EUR=12500 EUR']],
    ['EUR 1.250.000,-', ['currency:EUR 1.250.000,-=1250000 EUR']],
    ["CHF 1'000.--", ["currency:CHF 1'000.--=1000 CHF"]],
    ['CHF 1000.-', ['currency:CHF 1000.-=1000 CHF']],
    // marks of their own: rand glued, shillings, ringgit
    ['R38 per payslip', ['currency:R38=38 ZAR']],
    ['R9,500 per month', ['currency:R9,500=9500 ZAR']],
    ['R10 million', ['currency:R10 million=10000000 ZAR']],
    ['Kshs. 50,000', ['currency:Kshs. 50,000=50000 KES']],
    ['KSh 1,000', ['currency:KSh 1,000=1000 KES']],
    // Tanzania's and Uganda's shillings abbreviated as Kenya's are (issue 18, h87d)
    ['Tshs. 250,000', ['currency:Tshs. 250,000=250000 TZS']],
    ['TSh 4,500', ['currency:TSh 4,500=4500 TZS']],
    ['UShs 1,200,000', ['currency:UShs 1,200,000=1200000 UGX']],
    ['RM 5,000', ['currency:RM 5,000=5000 MYR']],
    // scale words and suffixes
    ['USD 1.2 million', ['currency:USD 1.2 million=1200000 USD']],
    ['EUR 2.5m', ['currency:EUR 2.5m=2500000 EUR']],
    ['USD 3mn', ['currency:USD 3mn=3000000 USD']],
    ['£3.5bn', ['currency:£3.5bn=3500000000 GBP']],
    ['$10k', ['currency:$10k=10000 USD']],
    ['R3m', ['currency:R3m=3000000 ZAR']],
  ] as [string, string[]][])('%s', (text, expected) => {
    expect(contract(text)).toEqual(expected);
  });

  it('a glued R before a figure ending in a capital is a code, not rand: the Canadian postcode "R3B 2B9"', () => {
    expect(contract('Winnipeg, Manitoba R3B 2B9').filter((m) => m.startsWith('currency'))).toEqual([]);
  });
  it('"m" glued after a figure without a currency before it stays unread (metres)', () => {
    expect(contract('a fence 2.5m high')).toEqual([]);
  });
  it('a comma before exactly three digits after space groups is no decimal comma', () => {
    expect(contract('EUR 12 500,000')).not.toContain('currency:EUR 12 500,000=12500 EUR');
  });
  it('a written-out amount followed by its figure in brackets: two mentions, each with its currency', () => {
    expect(contract('one hundred thousand Kenya Shillings (KES 100,000)')).toEqual([
      'currency:one hundred thousand Kenya Shillings=100000 KES', 'currency:KES 100,000=100000 KES',
    ]);
  });
});

describe('contract money notations on hostile input', () => {
  it.each([
    ['space groups after a glued rand mark', `R1${' 000'.repeat(25_000)}`],
    ['space groups with a decimal comma after a rand mark written apart', `R 1${' 000'.repeat(25_000)},00`],
    ['rand marks written apart in a run', 'R 1 000,00 R 2 R 99.95 R '.repeat(4_000)],
    ['space groups then a comma before three digits', `EUR 1${' 000'.repeat(25_000)},000`],
    ['apostrophe groups', `CHF 1${"'000".repeat(25_000)}`],
    ['typographic apostrophes and dots', `CHF 1${'\u2019000.'.repeat(20_000)}`],
    ['marks and "/-" in a run', 'Rs. 1/- Kshs. 2.5m RM 3mn R4m '.repeat(3_000)],
    ['dot groups that never reach ",-"', `EUR 1${'.000'.repeat(25_000)},5`],
    ['",-" and ".--" closers in a run', 'EUR 5.000,- 12.500,-- EUR 1.-- '.repeat(3_000)],
    ['label words, marks, floors and leading zeros in a run (review hrev4)', 'Section R1 road RM 12, 3/F Kshs 0722 '.repeat(2_700)],
  ])('%s: 100,000 characters read in linear time', (_what, text) => {
    const found = within(2000, () => contract(text));
    expect(Array.isArray(found)).toBe(true);
  });
});

describe('a mark that also abbreviates a label (review hrev4)', () => {
  // "R" also heads road, row and requirement numbers ("the R102 road", "Section R2"), "RM" a room in a Hong Kong
  // address ("RM 1203, 12/F"): before a bare whole figure with a label word before it, or a road word or a floor
  // after it, they are the label, not rand or ringgit.
  it.each([
    ['Section R2 of Schedule 3 applies', 'R2'],
    ['the R102 road runs past the site', 'R102'],
    ['Row R2 and Row R3 of the table', 'R2'],
    ['as set out in Requirement R14', 'R14'],
    ['Notices go to RM 1203, 12/F, Tower 1, Admiralty', 'RM 1203'],
    ['Room RM 5 on the ground floor', 'RM 5'],
    // A route by its number after a preposition of travel and "the", or after "on the" with a heading (h18u).
    ['The site lies on the R2 towards the coast', 'R2'],
    ['Deliveries travel along the R62 to Oudtshoorn', 'R62'],
    ['the depot just off the R102 at Verulam', 'R102'],
    ['trucks join via the R300 northbound', 'R300'],
    ['on the R300 northbound', 'R300'],
    ['the farm lies off the R62, near Calitzdorp', 'R62'],
    ['via the R102 and the N2', 'R102'],
    ['along the R62.', 'R62'],
  ])('%s: "%s" is a label, no money', (text) => {
    expect(contract(text).filter((m) => m.startsWith('currency'))).toEqual([]);
  });
  it.each([
    ['a monthly fee of R38 per payslip', 'currency:R38=38 ZAR'],
    ['Section 4: a penalty of R500 per day', 'currency:R500=500 ZAR'],
    ['Section R2 fee: R2 500 000,00', 'currency:R2 500 000,00=2500000 ZAR'],
    ['a rent of RM 5,000 per month', 'currency:RM 5,000=5000 MYR'],
    ['Room hire of RM 500 per day', 'currency:RM 500=500 MYR'],
    ['Item 3: R10 million', 'currency:R10 million=10000000 ZAR'],
    ['interest on the R500 deposit', 'currency:R500=500 ZAR'],
    ['a contribution of R500 towards the costs', 'currency:R500=500 ZAR'],
    ['interest on the R5000 towards the deposit', 'currency:R5000=5000 ZAR'],
    ['along the R2 500 000,00 budget line', 'currency:R2 500 000,00=2500000 ZAR'],
    // A noun after the figure is what the sum is of, not a route (hrev5).
    ['a discount of R50 off the R500 fee', 'currency:R500=500 ZAR'],
    ['paid via the R200 account', 'currency:R200=200 ZAR'],
    ['a credit of R20 applied off the R300 invoice', 'currency:R300=300 ZAR'],
    ['a further R100 onto the R900 balance', 'currency:R900=900 ZAR'],
  ])('%s: money as before', (text, expected) => {
    expect(contract(text)).toContain(expected);
  });
});

describe('a figure with a leading zero after a contract mark (review hrev4)', () => {
  // A whole number written with a leading zero is a telephone number or a code, never an amount: "Kshs 0722 …" is
  // a mark followed by a phone number; "Kshs. 0.50" and "R0,50"-style cents are no bare whole figures.
  it.each(['M-Pesa Kshs 0722 555 123', 'RM 0123 456 789', 'R021 555 1234'])('%s: no money', (text) => {
    expect(contract(text).filter((m) => m.startsWith('currency'))).toEqual([]);
  });
  it('a figure of zero and decimals stays money', () => {
    expect(contract('Kshs. 0.50 per unit')).toContain('currency:Kshs. 0.50=0.5 KES');
  });
});
