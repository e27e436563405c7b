/**
 * Issue 18, h107n84 (set 84's cause 1; preambles written for this test): the words that give one alias to the people of
 * an entry together ("together", "jointly", "jointly and severally", "collectively") read after "hereinafter" in any
 * order and with commas, `(hereinafter, together, "the Tenants")`, as `(together, the "Tenants")` is (table 2.2, C33).
 */
import { describe, expect, it } from 'vitest';
import { opensJointAlias } from '../../../../src/contracts/classify/parties/alias-forms.js';
import { typesOf } from '../helpers.js';
import { readsLinearly } from '../../../security/linear-time.js';

const ONE = 'On the one part, Ms Clara Bosch, of legal age, residing at Vic, acting in her own name (hereinafter, "the Landlord").';
const two = (bracket: string) => `On the other part, Mr Pere Soler and Ms Núria Vidal, spouses, of legal age, residing at Manresa, acting jointly ${bracket}.`;

describe('joint words after "hereinafter" in an alias bracket', () => {
  it('reads "(hereinafter, together, …)" and its variants as the people\'s one alias', () => {
    for (const bracket of [
      '(hereinafter, together, "the Tenants")',
      '(hereinafter, jointly and severally, "the Tenants")',
      '(hereinafter together, "the Tenants")',
      '(hereinafter, collectively, referred to as "the Tenants")',
      '(together, hereinafter called "the Tenants")',
      '(jointly, hereinafter, "the Tenants")',
    ]) {
      expect(typesOf(ONE, two(bracket), 'The Tenants shall paint the barn.', 'The Tenants paint the barn.', 'The Landlord shall pay the tax.').slice(2), bracket)
        .toEqual([['Obligation/Tenants'], ['Obligation/Tenants'], ['Obligation/Landlord']]);
    }
  });

  it('reads it in one preamble sentence', () => {
    const one = 'This lease is made between Clara Bosch (hereinafter, "the Landlord") and Pere Soler and Núria Vidal (hereinafter, together, "the Growers").';
    expect(typesOf(one, 'The Growers shall paint the barn.').slice(1)).toEqual([['Obligation/Growers']]);
  });

  it('tells a joint opening from a single one', () => {
    expect(opensJointAlias('(hereinafter, together, "the Tenants")')).toBe(true);
    expect(opensJointAlias('(together, hereinafter called "the Tenants")')).toBe(true);
    expect(opensJointAlias('hereinafter jointly called "the Sellers"')).toBe(true);
    expect(opensJointAlias('(hereinafter collectively "the Sellers")')).toBe(true);
    // Near misses: no joint word, or one only inside the alias's own words or after it.
    expect(opensJointAlias('(hereinafter, "the Tenant")')).toBe(false);
    expect(opensJointAlias('(hereinafter, each, "a Tenant")')).toBe(false);
    expect(opensJointAlias('(the "Tenant"), together with')).toBe(false);
    expect(opensJointAlias('(hereinafter "the Together Trust")')).toBe(false);
  });

  it('near miss: a word that is no joint word between "hereinafter" and the alias names nothing', () => {
    expect(typesOf(ONE, two('(hereinafter, finally, "the Tenants")'), 'The Tenants shall paint the barn.').slice(2)).toEqual([[]]);
  });

  it('reads a long run of joint words and blanks in linear time', () => {
    readsLinearly((n) => {
      const row = two(`(hereinafter${', together  and jointly'.repeat(n / 22)} "x`);
      return () => typesOf(ONE, row);
    });
  });
});
