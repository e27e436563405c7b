import { describe, expect, it } from 'vitest';
import { brief, recognize } from './helpers.js';

const numbers = (text: string) => recognize(text, { enabled: ['sys-number'] }).map((e) => e.value);

describe('@sys-number: documented examples (system-entities.md §2)', () => {
  it('twenty → value "20", location [0,6], interpretation numeric_value 20 integer', () => {
    expect(recognize('twenty')).toEqual([
      { entity: 'sys-number', location: [0, 6], value: '20', confidence: 1, interpretation: { numeric_value: 20, subtype: 'integer' } },
    ]);
  });

  it('1,234.56 → value "1234.56", location [0,8], subtype rational', () => {
    expect(recognize('1,234.56')).toEqual([
      { entity: 'sys-number', location: [0, 8], value: '1234.56', confidence: 1, interpretation: { numeric_value: 1234.56, subtype: 'rational' } },
    ]);
  });

  it('the documented formats 21, twenty one, 3.13', () => {
    expect(numbers('21')).toEqual(['21']);
    expect(numbers('twenty one')).toEqual(['21']);
    expect(numbers('3.13')).toEqual(['3.13']);
  });

  it('legacy capture: input "10" at version 2020-04-01 without new system entities', () => {
    expect(recognize('10', { newSystemEntities: false, version: '2020-04-01' })).toEqual([
      { entity: 'sys-number', location: [0, 2], value: '10', confidence: 1, metadata: { numeric_value: 10 } },
    ]);
    expect(JSON.stringify(recognize('10', { newSystemEntities: false, version: '2020-04-01' })[0])).toBe(
      '{"entity":"sys-number","location":[0,2],"value":"10","confidence":1,"metadata":{"numeric_value":10}}',
    );
  });

  it('zero is a number (the documented falsy gotcha)', () => {
    expect(recognize('0')).toEqual([
      { entity: 'sys-number', location: [0, 1], value: '0', confidence: 1, interpretation: { numeric_value: 0, subtype: 'integer' } },
    ]);
  });
});

describe('@sys-number: numerals', () => {
  it.each([
    ['1,234,567.89', '1234567.89'],
    ['12,34,567.89', '1234567.89'],
    ['1.111,11', '1111.11'],
    ['1 234 567', '1234567'],
    ['.08', '0.08'],
    ['4.800', '4.8'],
    ['5,00', '5'],
    ['-5', '-5'],
    [' -9.2321312', '-9.2321312'],
    ['123456789101231', '123456789101231'],
    ['1e10', '10000000000'],
    ['1e21', '1000000000000000000000'],
    ['-127.32e13', '-1273200000000000'],
    ['6.23x10^-4', '0.000623'],
    ['2.5^-1', '0.4'],
    ['10k', '10000'],
    ['2.33 k', '2330'],
    ['10M', '10000000'],
    ['1.2b', '1200000000'],
    ['10 bln', '10000000000'],
    ['3/4', '0.75'],
    ['2  1/4', '2.25'],
    ['-4/5', '-0.8'],
    ['½', '0.5'],
  ])('%s → %s', (text, value) => {
    expect(numbers(text)).toEqual([value]);
  });

  it('an invalid grouping is several numbers: 192.168.1.2, 22,24,26', () => {
    expect(numbers('192.168.1.2')).toEqual(['192', '168', '1', '2']);
    expect(numbers('nrs. 22,24,26,31.')).toEqual(['22', '24', '26', '31']);
    expect(numbers('1, 234, 567')).toEqual(['1', '234', '567']);
  });

  it('numerals glued to letters are not numbers (units, ordinals, codes)', () => {
    expect(numbers('the 180ml liquid')).toEqual([]);
    expect(numbers('29km road')).toEqual([]);
    expect(numbers('the May 4th')).toEqual([]);
    expect(numbers('1m is a metre')).toEqual([]);
    expect(numbers('covid19')).toEqual([]);
  });

  it('a hyphen after a letter or a number is not a sign: SCP-173, 5-7 phone chains', () => {
    expect(numbers('SCP-173')).toEqual(['173']);
    expect(numbers('+1-222-2222/2222')).toEqual(['1', '222', '2222', '2222']);
    expect(numbers('5/17/2018')).toEqual(['5', '17', '2018']);
  });

  it('clock times are not numbers: 15:00, 3:30:20', () => {
    expect(numbers('at 15:00 or 3:30:20, 2 people')).toEqual(['2']);
  });

  it('bare half is 0.5: more than half people came', () => {
    expect(numbers('more than half people came here.')).toEqual(['0.5']);
  });

  it('locations are UTF-16 offsets, end exclusive', () => {
    expect(recognize('😀 costs 25', { enabled: ['sys-number'] })[0].location).toEqual([9, 11]);
  });
});

describe('@sys-number: words', () => {
  it.each([
    ['twenty-one', '21'],
    ['fifty - two', '52'],
    ['a hundred and five', '105'],
    ['one hundred and sixty-one', '161'],
    ['two hundred and two thousand', '202000'],
    ['two thousand and two hundred', '2200'],
    ['twenty-one trillion and three hundred', '21000000000300'],
    ['4 thousand 3 hundred and 21', '4321'],
    ['322 hundred', '32200'],
    ['1.5 million', '1500000'],
    ['3 thousand', '3000'],
    ['a dozen', '12'],
    ['three hundred and two dozens', '324'],
    ['half a dozen', '6'],
    ['13 lakh', '1300000'],
    ['three lakh crore', '3000000000000'],
    ['two hundred point zero three', '200.03'],
    ['two hundred point seventy-one', '200.71'],
    ['nought point nought three', '0.03'],
    ['two point five million', '2500000'],
    ['minus 5', '-5'],
    ['negative one', '-1'],
    ['minus five point five', '-5.5'],
  ])('%s → %s', (text, value) => {
    expect(numbers(text)).toEqual([value]);
  });

  it.each([
    ['three quarters', '0.75'],
    ['a half', '0.5'],
    ['one and a half', '1.5'],
    ['five eighths', '0.625'],
    ['twenty and three fifths', '20.6'],
    ['one hundred and three quarters', '100.75'],
    ['one hundred and thirty fifths', '26'],
    ['one hundred thirty fifths', '2.85714285714286'],
    ['twenty twenty fifths', '0.8'],
    ['a trillionth', '0.000000000001'],
    ['two thirds of a million', '666666.666666667'],
    ['five and a half million', '5500000'],
    ['one billion and three quarters million', '1000750000'],
    ['3 million and a half', '3500000'],
    ['quarter million', '250000'],
    ['one over three', '0.333333333333333'],
    ['2000 over 3', '666.666666666667'],
    ['one out of three', '0.333333333333333'],
    ['1 in twenty-one', '0.0476190476190476'],
  ])('fraction %s → %s', (text, value) => {
    expect(numbers(text)).toEqual([value]);
  });

  it('fractions in words have subtype rational', () => {
    expect(recognize('three quarters')[0].interpretation).toEqual({ numeric_value: 0.75, subtype: 'rational' });
  });

  it('splits what cannot join: 3 hundred and 2 hundred, 4000 3 hundred, three-nought-four', () => {
    expect(numbers('3 hundred and 2 hundred')).toEqual(['300', '200']);
    expect(numbers('4000 3 hundred and 21')).toEqual(['4000', '321']);
    expect(numbers('three-nought-four')).toEqual(['3', '0', '4']);
    expect(numbers('4 thousand 3 hundred and 0')).toEqual(['4300', '0']);
  });

  it('out of / in join only as ratios: 12 out of 10 and 8 in 5 stay two numbers', () => {
    expect(numbers('there are 12 out of 10')).toEqual(['12', '10']);
    expect(numbers('The result is 8 in 5')).toEqual(['8', '5']);
  });

  it('a lone "one" after a determiner is a pronoun; "a"/"an" alone are not numbers', () => {
    expect(numbers('The one you mentioned')).toEqual([]);
    expect(numbers('Which one do you prefer?')).toEqual([]);
    expect(numbers('no one knows')).toEqual([]);
    expect(numbers("Let's try one last time")).toEqual(['1']);
    expect(numbers('a an')).toEqual([]);
  });

  it('ordinals are not numbers: third, twenty-first, a first class seat, 21st', () => {
    expect(numbers('the third time')).toEqual([]);
    expect(numbers('the twenty-first of May')).toEqual([]);
    expect(numbers('Book a first class seat')).toEqual([]);
    expect(numbers('the 21st')).toEqual([]);
    expect(numbers('two millionth')).toEqual(['2']);
  });

  it('nothing in a text without digits or number words', () => {
    expect(brief('I was a current student last semester')).toEqual([]);
    expect(brief('')).toEqual([]);
  });
});
