/**
 * Facts set 45's causes 13–23 (issue 18, h80f45d), each decided on sentences written for it, near misses kept:
 * - 17: "£", "FK£" and the bare "pounds" of the territory the contract names (local-currency.ts);
 */
import { describe, expect, it } from 'vitest';
import { amounts, distinctCurrencies } from '../facts-readers.js';

describe('the pound of the territory the contract names (h80f45d, cause 17)', () => {
  it('the Falklands, Gibraltar and Saint Helena write their own pound with "£"', () => {
    const fk = ['GRAZING LICENCE', 'This licence is made between Goose Green Holdings Limited of Stanley, Falkland Islands, and Peter Clifton.', 'The Licensee shall pay £2.50 per cow per week, that is £310.00 per week, and a late fee of FK£40.00.'];
    expect(amounts(...fk)).toEqual(['2.5 FKP', '310 FKP', '40 FKP']);
    expect(distinctCurrencies(...fk)).toEqual(['FKP']);
    const gi = ['STORAGE AGREEMENT', 'Between Rock Storage Limited, Main Street, Gibraltar, and Anna Ferrary.', 'The fee is £120.00 per month and the deposit is 300 pounds.'];
    expect(amounts(...gi)).toEqual(['120 GIP', '300 GIP']);
    const sh = ['MOORING AGREEMENT', 'Between Jamestown Marine Limited, St Helena Island, and John Leo.', 'The fee is £75.00 per month.'];
    expect(amounts(...sh)).toEqual(['75 SHP']);
  });
  it('the territory\'s pound named in words', () => {
    expect(amounts('STORAGE AGREEMENT', 'The fee is 120 Gibraltar pounds per month and the deposit is 200 Falkland Islands pounds.')).toEqual(['120 GIP', '200 FKP']);
  });
  it('near misses: Guernsey\'s pound, sterling written out, two territories, none', () => {
    expect(amounts('CAR HIRE AGREEMENT', 'Between Island Cars Limited, St Peter Port, Guernsey, and John Leo.', 'The fee is £75.00 per day.')).toEqual(['75 GBP']);
    expect(amounts('OFFICE LEASE', 'Between Harbour Estates Limited, Line Wall Road, Gibraltar, and Brightline Limited.', 'The rent is £1,500.00 per month, payable in pounds sterling.')).toEqual(['1500 GBP']);
    expect(amounts('OFFICE LEASE', 'Between Harbour Estates Limited, Gibraltar, and Brightline Limited.', 'The rent is GBP 1,500.00 per month and the deposit is £3,000.00.')).toEqual(['1500 GBP', '3000 GBP']);
    expect(amounts('SUPPLY AGREEMENT', 'Between Harbour Foods Limited of London and Stanley Supplies Limited.', 'The price is £900.00 per delivery to Gibraltar and the Falkland Islands.')).toEqual(['900 GBP']);
    expect(amounts('SUPPLY AGREEMENT', 'Between Harbour Foods Limited of London and Stanley Supplies Limited.', 'The price is £900.00 per delivery.')).toEqual(['900 GBP']);
  });
});
