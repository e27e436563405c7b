import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

// Issue 18, h77t60: the section sign after its number, as Nordic and Baltic contracts translated into English write it
// ("1 § Parties", "as set out in 4 §"), names the section as "§ 4" does (table 2.4: a part named by "§" is no Number;
// C29: a heading numbered without a dot keeps none). Every sentence is written here.
describe('a number before "§" (not-quantities.ts SECTION_SIGN_AFTER)', () => {
  it('a heading and references written "N §" take no Number', () => {
    expect(attributesOf('3 § Term of the tenancy')).toEqual([]);
    expect(attributesOf('The Tenant may end the tenancy only on the grounds listed in 12 §.')).toEqual([]);
    expect(attributesOf('The rules of 4–6 §§ apply to the extension as well.')).toEqual([]);
    expect(attributesOf('A notice under 7 and 8 §§ must be in writing.')).toEqual([]);
  });

  it('near misses: "§ 4" stays bare, a code title before "§" and counts stay Numbers', () => {
    expect(attributesOf('§ 4 Rent')).toEqual([]);
    expect(attributesOf('The broker is liable as 49 U.S.C. § 14706 provides.')).toEqual(['Number:49']);
    expect(attributesOf('The Tenant pays 3 instalments under 5 §.')).toEqual(['Number:3']);
    expect(attributesOf('The Tenant keeps 4 keys to the building.')).toEqual(['Number:4']);
  });
});

describe('a register code after "business ID of the <holder>" (not-quantities.ts REGISTER_LABEL_BEFORE)', () => {
  it('the holder between the label and the code leaves no Number (C29\'s identifier)', () => {
    expect(attributesOf('Seller: Kivi Oy (business ID of the company 2765431-8)')).toEqual(['Organization:Kivi Oy']);
    expect(attributesOf('the estate of the late owner, business ID of the estate 3011223-4')).toEqual([]);
  });

  it('near misses: a count after "of the" with no register label stays a Number', () => {
    expect(attributesOf('The lease covers 12 hectares of the estate.')).toEqual(['Number:12']);
  });
});
