/**
 * The marks of the units of account ("UDI", "WIR", "UVR", three capitals as a code is) are raw marks as "UI" and "UF":
 * under a contract naming none of their countries nor the unit in words they name no currency and no amount
 * (docs/contracts.md's notations table; issue 18, h109fix: `RAW_MARKS` took every three-capital unit for an ISO code).
 * Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import { RAW_MARKS } from '../../../../src/contracts/classify/facts/local-currency.js';
import { CURRENCY_CODES } from '../../../../src/contracts/classify/numbers/recognizers.js';
import { amounts, distinctCurrencies } from '../facts-readers.js';

describe('the units of account\'s raw marks without their country', () => {
  it('"UDI", "WIR", "UVR" and "UI" alone: no currency, no amount', () => {
    expect(distinctCurrencies('LOAN', 'The Borrower pays UDI 120 per month to the Lender.')).toEqual([]);
    expect(distinctCurrencies('QUOTATION', 'The Client pays WIR 4,120.00 on delivery.')).toEqual([]);
    expect(amounts('MORTGAGE', 'The loan amount is UVR 150.000, repaid over 15 years.')).toEqual([]);
    expect(distinctCurrencies('LEASE', 'The Tenant pays UI 21.000 per month.')).toEqual([]);
  });
  it('near misses: their country named, their codes written, keep their currency', () => {
    expect(distinctCurrencies('LOAN', 'The Borrower pays UDI 120 per month to the Lender.', 'Made at Puebla, Mexico.')).toEqual(['MXV']);
    expect(distinctCurrencies('QUOTATION', 'The Client pays WIR 4,120.00 on delivery.', 'Both firms are Swiss.')).toEqual(['CHW']);
    expect(amounts('MORTGAGE', 'The loan amount is UVR 150.000, repaid over 15 years.', 'The flat is in Cali, Colombia.')).toEqual(['150000 COU']);
    expect(distinctCurrencies('QUOTATION', 'The Client pays CHW 4,120.00 on delivery.')).toEqual(['CHW']);
  });
  it('every raw mark is no ISO code and every shared mark\'s code is one', () => {
    for (const mark of ['UDI', 'WIR', 'UVR', 'UI', 'UF', 'kr', 'K', 'FCFA']) expect(RAW_MARKS.has(mark)).toBe(true);
    for (const code of ['USD', 'INR', 'CHF', 'BOB', 'AED', 'RON', 'GBP', 'JPY', 'CAD', 'BSD', 'MXN', 'SAR']) expect(RAW_MARKS.has(code)).toBe(false);
    for (const mark of RAW_MARKS) expect(CURRENCY_CODES.includes(mark)).toBe(false);
  });
});
