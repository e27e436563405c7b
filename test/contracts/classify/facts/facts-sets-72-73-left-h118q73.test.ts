/**
 * Three causes facts sets 72 and 73 left (issue 18, h118q73), each decided on sentences written for it, near misses kept
 * (none is a set's own sentence):
 * - set 73's cause 18: a dotted currency mark's stop ("2,35 kr. per kWh") or a figure's point ("kr. 4.800,-", "$12.50")
 *   between "paid" and "within" ended the clause, so the payment period was lost (facts.ts PAYMENT, stop-in-a-sum.ts);
 * - set 72's cause 13: a signature block whose party's role stands in brackets before its first field ("(Employer)
 *   Business name: …" / "Address: …" / "Representative: … (signature)") opened no block, so the representative was no
 *   contact (block-openers.ts readBracketedRoleField, block-fields.ts readTitleColonName);
 * - set 73's cause 4 (its date): a place-and-date line over a row of the parties' headings a bar parts ("The School |
 *   The Parent") was no signing date (signing-role-heading.ts roleHeadingBelow).
 */
import { describe, expect, it } from 'vitest';
import { PAYMENT } from '../../../../src/contracts/classify/facts/facts.js';
import { contactLists, effective } from '../facts-readers.js';

describe('a dotted currency mark or a figure\'s point between "paid" and "within" ends no clause (set 73, cause 18)', () => {
  it('reads the period over "kr." after or before its figure, "Nu." and a decimal point', () => {
    expect(PAYMENT.test('Water is metered and paid at 4,10 kr. per cubic metre within 10 days of the invoice.')).toBe(true);
    expect(PAYMENT.test('The hire is paid in kr. 3.200,- a month within 5 days of the statement.')).toBe(true);
    expect(PAYMENT.test('The fee is paid at Nu. 1,500 a day within seven (7) days of the bill.')).toBe(true);
    expect(PAYMENT.test('The work is paid at $12.50 per hour within 14 days of the timesheet.')).toBe(true);
  });
  it('near misses: a stop after the mark with no figure, a title\'s stop, a stop ending the sentence, stay a clause\'s end', () => {
    expect(PAYMENT.test('The rent is paid in kr. The Lessee repairs the roof within 5 days.')).toBe(false);
    expect(PAYMENT.test('The fee is paid to Fr. Jones within 5 days.')).toBe(false);
    expect(PAYMENT.test('The deposit is paid. Kr. 500 is kept within the office.')).toBe(false);
    expect(PAYMENT.test('The rent is paid 5. Then within 5 days the Lessee inspects it.')).toBe(false);
  });
});

describe('a signature block whose party\'s role stands in brackets before its first field (set 72, cause 13)', () => {
  const form = (employerBlock: string[]) => [
    'FIXED-TERM LABOUR CONTRACT',
    'Sinbi Fisheries (hereinafter "Employer") and Tran Thi Mai (hereinafter "Employee") conclude this labour contract.',
    '1. Contract period: 2047. 3. 1. ~ 2047. 8. 31.',
    '2. Wage: the Employer pays a monthly wage of KRW 2,300,000 on the 10th of every month.',
    '2047. 2. 20.',
    ...employerBlock,
    '(Employee) Address: 12 Haean-ro, Jumunjin-eup',
    'Contact: 010-1234-5678',
    'Name: Tran Thi Mai (signature)',
  ];
  it('the representative under the bracketed role, over the address field, signs for the employer; the employee no contact', () => {
    expect(contactLists(...form(['(Employer) Business name: Sinbi Fisheries (Tel: 033-661-2000)', 'Address: 8 Hangu-gil, Jumunjin-eup', 'Representative: Kim Dong-hyun (signature)'])))
      .toEqual([['SINBI FISHERIES', ['Kim Dong-hyun']], ['TRAN THI MAI', []]]);
    expect(contactLists(...form(['(Employer) Business name: Sinbi Fisheries', 'Representative: Kim Dong-hyun (signature)'])))
      .toEqual([['SINBI FISHERIES', ['Kim Dong-hyun']], ['TRAN THI MAI', []]]);
  });
  it('near misses: no mark of where to sign under the address field, a bracket naming no party, open no signer', () => {
    expect(contactLists(...form(['(Employer) Business name: Sinbi Fisheries', 'Address: 8 Hangu-gil, Jumunjin-eup', 'Representative: Kim Dong-hyun'])))
      .toEqual([['SINBI FISHERIES', []], ['TRAN THI MAI', []]]);
    expect(contactLists(...form(['(Office) Business name: Sinbi Fisheries', 'Address: 8 Hangu-gil, Jumunjin-eup', 'Representative: Kim Dong-hyun (signature)'])))
      .toEqual([['SINBI FISHERIES', []], ['TRAN THI MAI', []]]);
  });
});

describe('a place-and-date line over a row of the parties\' headings a bar parts (set 73, cause 4\'s date)', () => {
  const form = (row: string) => [
    'SWIMMING LESSONS CONTRACT',
    'Between Aqua Mindelo, Lda., hereinafter the School, and the parent identified below, hereinafter the Parent.',
    'PARENT',
    'Name: Rosa Lopes Tavares',
    'The Parent pays the School a fee of 2.000$00 per month.',
    'Mindelo, 03/09/2047',
    row,
    'Joana Silva | Rosa Lopes Tavares',
  ];
  it('"The School | The Parent" under the line: its date is the signing date', () => {
    expect(effective(...form('The School | The Parent'))).toEqual(['2047-09-03']);
    expect(effective(...form('SCHOOL | PARENT'))).toEqual(['2047-09-03']);
  });
  it('near misses: a row of form columns, or one cell no side, is no row of headings', () => {
    expect(effective(...form('Name | Signature | Date'))).toEqual([]);
    expect(effective(...form('The School | Witness'))).toEqual([]);
  });
});
