/**
 * What the eighteenth facts set left (h25f18b): a "Start date:" field, a payee's act counted from one payment of several,
 * a Balkan court named with its seat and no "in", and Portuguese and Spanish names joined by "e" / "e de" / "y de".
 * Each rule with sentences written for it (none from the set).
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { effective, facts } from '../facts-readers.js';

const others = (...items: string[]) => facts(...items).parties.filter((p) => p.importance === 'Unknown').map((p) => p.party);
const PREAMBLE = 'This Agreement is made between Aster Sp. z o.o. and Bor DOO.';

describe('a "Start date:" field dates the start (h25f18b)', () => {
  it('an offer letter\'s numbered field, a field with a word before "start", "Starting date:"', () => {
    expect(effective('Dear Ms Okafor,', 'We are pleased to offer you the post of site engineer.', '3. Start Date: 5 January 2026.', '4. Salary: USD 4,000 per month.')).toEqual(['2026-01-05']);
    expect(effective('1. Starting date: 2 February 2026.')).toEqual(['2026-02-02']);
    expect(effective('Position: Analyst', 'Placement start date: 9 March 2026.')).toEqual(['2026-03-09']);
  });
  it('a part\'s start date is no start of the agreement (review hrev18)', () => {
    expectReads(effective, [
      ['2. Warranty start date: on delivery, 10 May 2026.', []],
      ['Billing start date: 1 July 2026', []],
      ['Lease start date: 1 July 2026', ['2026-07-01']],
    ]);
  });
  it('a start date inside a sentence is no field: it dates nothing of the agreement', () => {
    expect(effective('The auditor shall confirm the start date of the audit by 3 March 2026.')).toEqual([]);
  });
});

describe('a payee\'s act counted from one payment of several is no payment term (h25f18b)', () => {
  it('"within ten (10) days of receiving the second payment" gives the payee time to act', () => {
    const r = facts('The Respondent shall pay DZD 1.000.000,00 in two payments.', 'Within ten (10) days of receiving the second payment, the Claimant shall discontinue the proceedings.');
    expect(r.payment_terms).toEqual([]);
    expect(r.contract_terms).toEqual([]);
    expect(facts('The Lessor shall hand over the keys within 3 days after receipt of the final instalment.').payment_terms).toEqual([]);
  });
  it('a time to pay counted from an invoice stays a payment term', () => {
    expect(facts('The Respondent shall pay the second instalment within ten (10) days of receiving the invoice.').payment_terms.map((t) => t.text_normalized)).toEqual(['10 days']);
  });
});

describe('a court named with its seat and no "in" (h25f18b)', () => {
  it('the seat, and a numbered court\'s number, are part of the name where the name ends the clause', () => {
    expect(others(PREAMBLE, 'Any dispute shall be settled by the Commercial Court Belgrade.')).toContain('COMMERCIAL COURT BELGRADE');
    expect(others(PREAMBLE, 'Disputes go to the Basic Court Skopje 2, which has jurisdiction.')).toContain('BASIC COURT SKOPJE 2');
  });
  it('a word of the court\'s own papers is no seat', () => {
    expect(others(PREAMBLE, 'Proceedings are governed by the High Court Rules.')).toContain('HIGH COURT');
    expect(others(PREAMBLE, 'Proceedings are governed by the High Court Rules.')).not.toContain('HIGH COURT RULES');
  });
  it('nor a judge\'s title, a court\'s kind or a day (review hrev18)', () => {
    expect(others(PREAMBLE, 'The parties submit to the Supreme Court Justice.')).not.toContain('SUPREME COURT JUSTICE');
    expect(others(PREAMBLE, 'The matter goes before the Crown Court Monday.')).not.toContain('CROWN COURT MONDAY');
    expect(others(PREAMBLE, 'The claim is heard by the County Court in May.')).not.toContain('COUNTY COURT MAY');
  });
});

describe('names joined by "e", "e de", "y de" (h25f18b)', () => {
  it('a Portuguese bank and insurer before their legal form', () => {
    expect(others(PREAMBLE, 'The Distributor shall keep its account with Banco Industrial e de Fomento, S.A. in Luanda.')).toContain('BANCO INDUSTRIAL E DE FOMENTO');
    expect(others(PREAMBLE, 'The goods are insured with Companhia de Seguros Atlântico e Pacífico, S.A.')).toContain('COMPANHIA DE SEGUROS ATLÂNTICO E PACÍFICO');
  });
});
