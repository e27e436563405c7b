/**
 * Natures set 25 showed wrong (issue 18, h23s25), each rule with sentences written for it (none from the set): "and not
 * to" after a promise is its negated half (an item opening with "not" under a lead-in stays the lead-in's Obligation);
 * a share received "as its commission" is a right; a duty after a right the party holds ("has the right … and shall
 * pay") is read; an elliptical "where it can" grants nothing.
 */
import { describe, expect, it } from 'vitest';
import { PREAMBLE, typesOf } from '../helpers.js';

const item = (text: string) => ({ text, kind: 'listItem' as const });

describe('an item opening with "not" under a duty lead-in', () => {
  it('keeps the lead-in\'s Obligation, as the real service labels such items (tried as an Exclusion and dropped: see docs)', () => {
    const types = typesOf(PREAMBLE, 'The Supplier undertakes to:', item('a. visit each site once a week;'), item('b. not offer the same staff to a competitor of the Customer;'), 'The Customer shall:', item('(a) not move the equipment without consent.'));
    expect(types.slice(1)).toEqual([['Obligation/Supplier'], ['Obligation/Supplier'], ['Obligation/Supplier'], ['Obligation/Customer'], ['Obligation/Customer']]);
  });
});

describe('"and not to" after a promise', () => {
  it('adds the subject\'s Exclusion, with or without an insert after "and"', () => {
    expect(typesOf(PREAMBLE, 'The Supplier agrees to keep the price list confidential and not to disclose it to anyone.')[1]).toEqual(['Obligation/Supplier', 'Exclusion/Supplier']);
    expect(typesOf(PREAMBLE, 'The Supplier undertakes to replace a faulty meter within two days and, until then, not to bill the Customer for it.')[1]).toEqual(['Obligation/Supplier', 'Exclusion/Supplier']);
  });
  it('"whether or not to" is a choice and "and not to the Supplier" an object: no Exclusion', () => {
    expect(typesOf(PREAMBLE, 'The Customer may decide whether or not to renew the order.')[1]).toEqual(['Right/Customer']);
    expect(typesOf(PREAMBLE, 'The Customer shall send the forms to the auditor and not to the Supplier.')[1]).toEqual(['Obligation/Customer']);
  });
});

describe('a share of money received', () => {
  it('a percentage, or a sum "as its commission", received is a Right', () => {
    expect(typesOf(PREAMBLE, 'The Supplier will also receive 12% of the gross takings as its commission.')[1]).toEqual(['Right/Supplier']);
    expect(typesOf(PREAMBLE, 'The Supplier shall receive 5 per cent of the price of each sale.')[1]).toEqual(['Right/Supplier']);
    expect(typesOf(PREAMBLE, 'The Supplier will receive half of the door takings as its fee.')[1]).toEqual(['Right/Supplier']);
  });
  it('receiving goods stays a duty', () => {
    expect(typesOf(PREAMBLE, 'The Supplier will receive the returned units at its depot.')[1]).toEqual(['Obligation/Supplier']);
  });
});

describe('a duty after a right the party holds', () => {
  it('"has the sole right to … and shall pay" gives both', () => {
    expect(typesOf(PREAMBLE, 'The Supplier has the sole right to sell the catalogue at the event and shall pay the Customer a fee for each copy sold.')[1]).toEqual(['Right/Supplier', 'Obligation/Supplier']);
  });
  it('"may … and shall" keeps the right alone (as before)', () => {
    expect(typesOf(PREAMBLE, 'The Customer may withhold taxes and shall remit them to the authority.')[1]).toEqual(['Right/Customer']);
  });
});

describe('an elliptical "can" or "may"', () => {
  it('"where it reasonably can." and "as soon as it can," grant nothing', () => {
    expect(typesOf(PREAMBLE, 'The Supplier will answer calls at weekends where it reasonably can.')[1]).toEqual(['Obligation/Supplier']);
    expect(typesOf(PREAMBLE, 'The Supplier must report a fault as soon as it can, and shall then fix it.')[1]).toEqual(['Obligation/Supplier']);
  });
  it('"may," before an insert is still a right, and so is "may, but is not obliged to,"', () => {
    expect(typesOf(PREAMBLE, 'The Customer may, on notice, inspect the site.')[1]).toEqual(['Right/Customer']);
    expect(typesOf(PREAMBLE, 'The Customer may, but is not obliged to, inspect the site.')[1]).toEqual(['Right/Customer', 'Disclaimer/Customer']);
  });
});
