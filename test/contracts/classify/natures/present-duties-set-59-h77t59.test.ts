/**
 * Issue 18, h77t59: C34's present-tense duties where set 59 lost them, and the parties' plural alias "Contracting
 * Parties" (group-aliases.ts TOGETHER_AS_PARTIES). Sentences written for these tests, in other trades' wording.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const HIRE = 'This crane hire contract is made between Vysoká Zdvih a.s. (the "Owner") and Stavby Morava s.r.o. (the "Hirer").';

describe('C34 after a condition', () => {
  it('reads the duty after a condition that holds a decimal figure', () => {
    expect(typesOf(HIRE, 'If the crane lifts more than 12.5 tonnes in one lift, the Hirer pays a surcharge of EUR 300.')[1]).toEqual(['Obligation/Hirer']);
  });
  it('reads the duty after a long condition with a relative clause of its own', () => {
    expect(typesOf(HIRE, 'If the crane stands idle for more than two working days because of a fault for which the Owner is responsible under Article 4, the Owner supplies another crane.')[1])
      .toEqual(['Obligation/Owner']);
  });
  it('near miss: a party inside the condition alone is bound by nothing', () => {
    expect(typesOf(HIRE, 'If the Hirer moves the crane to another site, the insurance lapses.')[1]).toEqual([]);
  });
});

describe('C34: the second present duty beside a present promise', () => {
  it('reads both parties of "X invoices …, and Y pays …"', () => {
    expect(typesOf(HIRE, 'The Owner invoices the hire monthly in arrears, and the Hirer pays each invoice within 14 days.')[1]).toEqual(['Obligation/Hirer', 'Obligation/Owner']);
  });
  it('near miss: beside a modal the present clause is read by the modal rules only', () => {
    expect(typesOf(HIRE, 'The Hirer shall pay the hire, and the Owner keeps the deposit.')[1]).toEqual(['Obligation/Hirer']);
  });
});

describe('the parties\' plural alias "… Parties"', () => {
  const preamble = [
    'This contract is concluded between the following parties:',
    '1. Vysoká Zdvih a.s., registered office: Ostrava (hereinafter only the "Owner")',
    '2. Stavby Morava s.r.o., registered office: Zlín (hereinafter only the "Hirer")',
    '(the Owner and the Hirer together hereinafter only the "Contracting Parties")',
  ];
  it('reads "Either Contracting Party may" as either of them', () => {
    expect(typesOf(...preamble, 'Either Contracting Party may terminate this contract by written notice of one month.')[4]).toEqual(['Right/Multiple Parties']);
  });
  it('near miss: an alias "… Parties" not given to the parties together is no group of them', () => {
    const read = typesOf('This contract is made between Alfa a.s. (the "Owner") and Beta s.r.o. (the "Hirer"); their lenders (the "Financing Parties") are bound by nothing here.', 'Either Financing Party may inspect the crane.');
    expect(read[1]).not.toContain('Right/Multiple Parties');
  });
});
