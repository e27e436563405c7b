/**
 * Facts set 74's cause 7 (issue 18, h117w), on titles written for the rule, none from the set: a kind named by the act
 * agreed ("AGREEMENT TO BUILD A HOUSE", "CONTRACT TO SELL A BOAT") and an order named by its object after "for" ("ORDER
 * FOR A HEADSTONE") are the contract's type (document/contract-types.ts TITLE, ACT_OR_ORDER_FOR). Near misses: a line
 * not written as a title, "to be", a word before "order for", an order with no number or object.
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../facts-readers.js';

const BODY = ['Made at Neiafu on 3 May 2046', 'Between: Sione Lavaka, carpenter, of Neiafu (the Builder)', 'The Builder builds the house for the Owner.'];
/** Each type's name: its normalized name, or the words its span covers. */
const typeNames = (...lines: string[]) => facts(...lines).contract_types.map((t) => t.text_normalized ?? lines[t.span.element].slice(t.span.begin, t.span.end));

describe('a kind named by its act or an order by its object', () => {
  it.each([
    ['AGREEMENT TO BUILD A HOUSE', 'AGREEMENT TO BUILD A HOUSE'],
    ['CONTRACT TO SELL A BOAT', 'CONTRACT TO SELL A BOAT'],
    ['Agreement to Build a Timber House', 'Agreement to Build a Timber House'],
    ['ORDER FOR A HEADSTONE', 'Order for a Headstone'],
    ['ORDER FOR THE SUPPLY OF FISH', 'Order for the Supply of Fish'],
  ])('%s', (line, name) => {
    expect(typeNames(line, ...BODY)).toEqual([name]);
  });
  it('the earlier titles stay', () => {
    expect(typeNames('AGREEMENT TO LEASE', ...BODY)).toEqual(['AGREEMENT TO LEASE']);
    expect(typeNames('Agreement to lease', ...BODY)).toEqual(['Agreement to lease']);
    expect(typeNames('PURCHASE ORDER FOR OFFICE SUPPLIES', ...BODY)).toEqual(['Purchase Order for Office Supplies']);
    expect(typeNames('CONTRACT FOR THE HIRE OF A BOAT', ...BODY)).toEqual(['Contract for the Hire of a Boat']);
  });
  it('near misses: a sentence, "to be", a word before "order for", an order alone', () => {
    expect(typeNames('Agreement to build the shed first', ...BODY)).toEqual([]);
    expect(typeNames('AGREEMENT TO BE SIGNED', ...BODY)).toEqual([]);
    expect(typeNames('COURT ORDER FOR COSTS', ...BODY)).toEqual([]);
    expect(typeNames('HEADSTONE ORDER', ...BODY)).toEqual([]);
  });
});
