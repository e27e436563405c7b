import { describe, expect, it } from 'vitest';
import { recognize } from './helpers.js';

const money = (text: string) =>
  recognize(text).filter((e) => e.entity === 'sys-currency').map((e) => `${e.value} ${e.interpretation?.unit}`);

describe('@sys-currency: documented examples (system-entities.md §2)', () => {
  it('twenty dollars → value "20", location [0,14], unit USD', () => {
    expect(recognize('twenty dollars')).toEqual([
      { entity: 'sys-currency', location: [0, 14], value: '20', confidence: 1, interpretation: { numeric_value: 20, subtype: 'integer', unit: 'USD' } },
    ]);
  });

  it('$1,234.56 → value "1234.56", location [0,9], unit USD', () => {
    expect(recognize('$1,234.56')).toEqual([
      { entity: 'sys-currency', location: [0, 9], value: '1234.56', confidence: 1, interpretation: { numeric_value: 1234.56, subtype: 'rational', unit: 'USD' } },
    ]);
  });

  it('the documented formats 20 cents, Five dollars, $10', () => {
    expect(money('20 cents')).toEqual(['0.2 USD']);
    expect(money('Five dollars')).toEqual(['5 USD']);
    expect(money('$10')).toEqual(['10 USD']);
  });

  it('legacy: metadata {numeric_value, unit} in that order, and the amount is also a sys-number', () => {
    const entities = recognize('$6.55', { version: '2020-04-01', newSystemEntities: false });
    expect(JSON.stringify(entities)).toBe(
      '[{"entity":"sys-currency","location":[0,5],"value":"6.55","confidence":1,"metadata":{"numeric_value":6.55,"unit":"USD"}},' +
        '{"entity":"sys-number","location":[1,5],"value":"6.55","confidence":1,"metadata":{"numeric_value":6.55}}]',
    );
  });

  it('new system entities before 2021-06-14: both metadata and interpretation', () => {
    expect(recognize('$5', { version: '2021-01-01' })).toEqual([
      {
        entity: 'sys-currency', location: [0, 2], value: '5', confidence: 1,
        metadata: { numeric_value: 5, unit: 'USD' }, interpretation: { numeric_value: 5, subtype: 'integer', unit: 'USD' },
      },
    ]);
  });

  it.each([
    ['$ 5', '5 USD'], ['usd 5', '5 USD'], ['CA$ 5', '5 CAD'], ['A$5', '5 AUD'], ['£5', '5 GBP'], ['gbp 5', '5 GBP'],
    ['5 quid', '5 GBP'], ['₹5', '5 INR'], ['inr 5', '5 INR'], ['rs 5', '5 INR'], ['rs. 5', '5 INR'], ['€5', '5 EUR'],
    ['eur 5', '5 EUR'], ['¥5', '5 JPY'], ['mxn 5', '5 MXN'], ['chf 5', '5 CHF'],
  ])('the en-us currency list (sys-currency-details.md): %s → %s', (text, expected) => {
    expect(money(text)).toEqual([expected]);
  });
});

describe('@sys-currency: forms', () => {
  it.each([
    ['20 dollars and 50 cents', '20.5 USD'],
    ['thirteen dollars forty-five cents', '13.45 USD'],
    ['it costs only 15 dollars 50.', '15.5 USD'],
    ['$ 1.45 billion', '1450000000 USD'],
    ['c $ 16.4 million', '16400000 CAD'],
    ['hk $ 10.05 billion', '10050000000 HKD'],
    ['us $ 150 million', '150000000 USD'],
    ['USD115', '115 USD'],
    ['115.5USD', '115.5 USD'],
    ['75 USD million', '75000000 USD'],
    ['30 MUSD', '30000000 USD'],
    ['323 million euros', '323000000 EUR'],
    ['10,000 swiss francs', '10000 CHF'],
    ['35 lakh rupees', '3500000 INR'],
    ['a 12-cent dividend', '0.12 USD'],
    ['its one-yen bid', '1 JPY'],
    ['half million usd', '500000 USD'],
    ['10 bucks', '10 USD'],
    ['100元', '100 CNY'],
  ])('%s → %s', (text, expected) => {
    expect(money(text)).toEqual([expected]);
  });

  it('several amounts: 10 $ 30 $, $ 20,000.00 $ 37,305.97, 3 USD50', () => {
    expect(money('10 $ 30 $')).toEqual(['10 USD', '30 USD']);
    expect(money('$ 20,000.00 $ 37,305.97')).toEqual(['20000 USD', '37305.97 USD']);
    expect(money('we are giving away 3 USD50 Cards')).toEqual(['50 USD']);
  });

  it('no cents after a decimal amount, nor 100 or more: $4.25 and 32, three thousand dollars two hundred times', () => {
    expect(money('the cost is $4.25 and 32 is the quantity')).toEqual(['4.25 USD']);
    expect(money('pay three thousand dollars two hundred times')).toEqual(['3000 USD']);
  });

  it('a bare number after an amount is cents only where it ends the amount: 15 USD 50 more, not 5 dollars 3 times', () => {
    expect(money('if they had just 15 USD 50 more')).toEqual(['15.5 USD']);
    expect(money('I paid 5 dollars 3 times')).toEqual(['5 USD']);
    expect(money('5 dollars and 3 apples')).toEqual(['5 USD']);
    expect(money('one dollar and one and one point')).toEqual(['1.01 USD']);
  });

  it('codes that are English words count only in capitals; ALL, GEL and MAD never', () => {
    expect(money('I will try 5 times')).toEqual([]);
    expect(money('TRY 5')).toEqual(['5 TRY']);
    expect(money('All 70 of us')).toEqual([]);
    expect(money('Silica gel 5')).toEqual([]);
    expect(money('I counted the dollars thousand of times.')).toEqual([]);
  });

  it('new system entities: the amount of a currency is not also a sys-number', () => {
    expect(recognize('I want to earn $10000 in 3 years').map((e) => `${e.entity}:${e.value}`)).toEqual([
      'sys-currency:10000', 'sys-number:3',
    ]);
  });
});

describe('@sys-currency: pounds of a substance are a weight (issue 18, h18u)', () => {
  const numbers = (text: string) => recognize(text).map((e) => `${e.entity}:${e.value}`);
  it('"pound(s) of" then a bare lower-case noun is no money: the figure stays a number', () => {
    expect(numbers('I need 5 pounds of coffee')).toEqual(['sys-number:5']);
    expect(numbers('add one pound of salt')).toEqual(['sys-number:1']);
    expect(money('ship 2.5 pounds of flour and 3 pounds of sugar')).toEqual([]);
  });
  it('pounds of something determined or named, pounds sterling and bare pounds stay money', () => {
    expect(money('transfer 500 pounds of the deposit')).toEqual(['500 GBP']);
    expect(money('five thousand pounds of Deferred Consideration')).toEqual(['5000 GBP']);
    expect(money('100 pounds sterling of coffee')).toEqual(['100 GBP']);
    expect(money('it costs 5 pounds')).toEqual(['5 GBP']);
    expect(money('5 pounds, of course')).toEqual(['5 GBP']);
    expect(money('£5 of coffee')).toEqual(['5 GBP']);
  });
  it('pounds of a noun that is money itself (rent, credit, debt, cash, change, savings) stay money (hrev5)', () => {
    expect(money('I owe 200 pounds of rent')).toEqual(['200 GBP']);
    expect(money('I have 50 pounds of credit left')).toEqual(['50 GBP']);
    expect(money('that is 100 pounds of debt')).toEqual(['100 GBP']);
    expect(money('I spent 30 pounds of cash')).toEqual(['30 GBP']);
    expect(money('give me 10 pounds of change')).toEqual(['10 GBP']);
    expect(money('I paid 20 pounds of my savings')).toEqual(['20 GBP']);
    expect(money('I used 20 pounds of savings')).toEqual(['20 GBP']);
    expect(money('5 pounds for the coffee')).toEqual(['5 GBP']);
  });
});

describe('@sys-currency: francs CFA name two currencies (issue 18, h18u)', () => {
  it('"francs CFA" is no Swiss franc and no money; "francs" alone still is', () => {
    expect(money('I owe 250 francs CFA')).toEqual([]);
    expect(money('I owe 250 francs')).toEqual(['250 CHF']);
  });
});

describe('@sys-currency: the cheque notation of cents (issue 18, h18v)', () => {
  it('"and No/100" and "and 50/100" before the currency name are the cents of the amount in words', () => {
    expect(money('Eight Hundred Fifty Thousand and No/100 Dollars')).toEqual(['850000 USD']);
    expect(money('Two Thousand and 50/100 Dollars')).toEqual(['2000.5 USD']);
    expect(money('a hundred and 5/100 dollars')).toEqual(['100.05 USD']);
    expect(recognize('Two Thousand and 50/100 Dollars').map((e) => `${e.entity}:${e.location.join('-')}`)).toEqual(['sys-currency:0-31']);
  });
  it('no cheque notation without the "/100" or the currency name: as before', () => {
    expect(money('Two Thousand and 50/10 Dollars')).toEqual(['10 USD']);
    expect(money('two thousand and 50 / 100 dollars')).toEqual(['100 USD']);
    expect(money('one thousand and 50/100')).toEqual([]);
    expect(money('one thousand and 150/100 dollars')).toEqual(['100 USD']);
  });
});

describe('@sys-number: a comma between the groups of a number in words (issue 18, h18v)', () => {
  const numbers = (text: string) => recognize(text).map((e) => `${e.entity}:${e.value}`);
  it('after a scale word, before a smaller group holding a hundred or a smaller scale word, the comma joins', () => {
    expect(money('Four Million, Five Hundred Thousand Naira')).toEqual(['4500000 NGN']);
    expect(numbers('one million, two hundred')).toEqual(['sys-number:1000200']);
    expect(numbers('one million, twenty-five thousand')).toEqual(['sys-number:1025000']);
  });
  it('a list stays apart: no smaller group, a bare small number, digits, or a space before the comma', () => {
    expect(numbers('one million, two million')).toEqual(['sys-number:1000000', 'sys-number:2000000']);
    expect(numbers('two thousand, three of them')).toEqual(['sys-number:2000', 'sys-number:3']);
    expect(numbers('one hundred, two hundred')).toEqual(['sys-number:100', 'sys-number:200']);
    expect(numbers('5 million, two hundred')).toEqual(['sys-number:5000000', 'sys-number:200']);
    expect(numbers('one million , two hundred')).toEqual(['sys-number:1000000', 'sys-number:200']);
  });
});

describe('@sys-currency: the pronoun "us" before "$" (issue 18, h48facts)', () => {
  it('apart and in small letters it is the pronoun: the amount starts at the "$"', () => {
    expect(recognize('send us $50 today').filter((e) => e.entity === 'sys-currency').map((e) => e.location)).toEqual([[8, 11]]);
    expect(money('send us $50 today')).toEqual(['50 USD']);
  });
  it('in capitals, or glued to the "$", it is the US mark', () => {
    expect(recognize('it is US $50').filter((e) => e.entity === 'sys-currency').map((e) => e.location)).toEqual([[6, 12]]);
    expect(recognize('it is us$50').filter((e) => e.entity === 'sys-currency').map((e) => e.location)).toEqual([[6, 11]]);
  });
});
