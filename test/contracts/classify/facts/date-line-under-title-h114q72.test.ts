/**
 * Facts set 72's cause 5 (issue 18, h114q72), on contracts written for it: a date alone on its line right under the title,
 * perhaps with the contract's number after it, the place on a line of its own above or below it, is the day the contract
 * was made (date-line-under-title.ts; facts.ts reads it as the place-and-date line under the title); and a date alone
 * over a form's blocks that open with the party's role in brackets ("(Employer) Business name: …") is the signing date
 * (bare-date-over-signers.ts BRACKETED_ROLE_LINE). Near misses: a date with other words on its line, a date alone far
 * below the title, a bracketed role opening a clause.
 */
import { describe, expect, it } from 'vitest';
import { effective } from '../facts-readers.js';
import { isDateAloneLine, isPlaceAloneLine } from '../../../../src/contracts/classify/facts/date-line-under-title.js';

const PARTIES = 'LLC "Samegrelo Nuts", hereinafter the Buyer, and Gela Kvaratskhelia, hereinafter the Seller, conclude this contract.';
const PRICE = '1. The price is GEL 9.20 per kilogram of kernel.';

describe('a date alone under the title (cause 5)', () => {
  it('the date with the contract\'s number over a place line, under a bracketed subtitle', () => {
    expect(effective('CONTRACT FOR THE STORAGE OF A BOAT TRAILER', '(translated from Latvian)', '2047-03-05 No. GL-7', 'Liepāja', PARTIES, PRICE)).toEqual(['2047-03-05']);
  });
  it('a place line with its settlement\'s "c." over the date', () => {
    expect(effective('CONTRACT No. 4 OF SALE OF WALNUTS', '(translated from Georgian)', 'c. Zugdidi', '14 October 2047', PARTIES, PRICE)).toEqual(['2047-10-14']);
  });
  it('the date alone right under the title, and "c." before a town on a place-and-date line', () => {
    expect(effective('CONTRACT OF SALE OF WALNUTS', '14 October 2047', PARTIES, PRICE)).toEqual(['2047-10-14']);
    expect(effective('CONTRACT OF SALE OF WALNUTS', 'c. Zugdidi, 14 October 2047', PARTIES, PRICE)).toEqual(['2047-10-14']);
  });
  it('near misses: other words after the date, the date alone far below the title', () => {
    expect(effective('CONTRACT OF SALE OF WALNUTS', '14 October 2047 Draft for comment', PARTIES, PRICE)).toEqual([]);
    expect(effective('CONTRACT OF SALE OF WALNUTS', PARTIES, PRICE, '2. The Seller delivers the nuts in sacks.', '14 October 2047')).toEqual([]);
  });
  it('the line readers: a number after the date, a place alone', () => {
    expect(isDateAloneLine('2047-03-05 No. ŽS-118', 0, 10)).toBe(true);
    expect(isDateAloneLine('2047-03-05.', 0, 10)).toBe(true);
    expect(isDateAloneLine('2047-03-05 Version 2', 0, 10)).toBe(false);
    expect(isDateAloneLine('Signed 2047-03-05', 7, 17)).toBe(false);
    expect(isPlaceAloneLine('c. Ozurgeti')).toBe(true);
    expect(isPlaceAloneLine('Jakar, Bumthang')).toBe(true);
    expect(isPlaceAloneLine('The parties agree as follows.')).toBe(false);
  });
});

const FORM = [
  'STANDARD LABOUR CONTRACT',
  'Boram Farm (hereinafter "Employer") and Tran Thi Lan (hereinafter "Employee") conclude the following labour contract.',
  '1. Contract period: 2047. 3. 1. ~ 2047. 11. 30.',
  '2. Place of work: the greenhouses of Boram Farm, Sangju, and the packing shed next to them, with the rest room.',
  '3. Work: picking, sorting and packing strawberries and tomatoes, and cleaning the greenhouses after each harvest.',
];

describe('a date alone over blocks that open with the role in brackets (cause 5)', () => {
  it('a dotted date and a written one over "(Employer) Business name: …"', () => {
    expect(effective(...FORM, '2047. 2. 14.', '(Employer) Business name: Boram Farm (Tel: 054-531-2200)', 'Representative: Kim Dong-hyun (signature)', '(Employee) Address: Sangju-si', 'Name: Tran Thi Lan (signature)')).toEqual(['2047-03-01', '2047-02-14']);
    expect(effective(...FORM, '14 February 2047', '(Employer) Name: Boram Farm', '(Employee) Name: Tran Thi Lan')).toEqual(['2047-03-01', '2047-02-14']);
  });
  it('near misses: a bracketed role opening a clause, a bracket of no role', () => {
    expect(effective(...FORM, '14 February 2047', '(Employer) The Employer pays the fare home.')).toEqual(['2047-03-01']);
    expect(effective(...FORM, '14 February 2047', '(Annex) Name: Boram Farm')).toEqual(['2047-03-01']);
  });
});
