import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements } from '../helpers.js';

/** The party of each type label of the last element. */
const typesOfLast = (...texts: string[]) => classifyContract(elements(...texts)).elements[texts.length - 1].types.map((t) => `${t.label.nature}/${t.label.party}`);
/** The attributes of the first element as `Type:text`. */
const attributesOfFirst = (...texts: string[]) => {
  const got = classifyContract(elements(...texts)).elements[0];
  return got.attributes.map((a) => `${a.type}:${texts[0].slice(a.begin, a.end)}`);
};

describe('a fund that is itself a company is a party (issue 18, h59n52)', () => {
  const preamble = 'This Administration Agreement is made between Oakfield Growth SICAV (the "Fund") and Banque Nord S.A. (the "Administrator").';
  it('"Oakfield Growth SICAV (the "Fund")": the SICAV form names a company, and "The Fund shall pay" binds it', () => {
    expect(typesOfLast(preamble, 'The Fund shall pay the fees within 30 days.')).toEqual(['Obligation/Fund']);
    expect(attributesOfFirst(preamble)).toContain('Organization:Oakfield Growth SICAV');
  });
  it('SICAF and ICAV are such forms too', () => {
    expect(typesOfLast('This Agreement is made between Rhone Patrimoine SICAF (the "Fund") and Banque Nord S.A. (the "Depositary").', 'The Fund shall pay the fees.')).toEqual(['Obligation/Fund']);
    expect(typesOfLast('This Agreement is made between Liffey Global Equity ICAV (the "Fund") and Banque Nord S.A. (the "Depositary").', 'The Fund shall pay the fees.')).toEqual(['Obligation/Fund']);
  });
  it('a fund of money the parties set up is no party: a sinking fund named after the parties binds no one', () => {
    expect(typesOfLast('This Agreement is made between Oakfield Trustees Limited (the "Trustee") and Banque Nord S.A. (the "Bank") in respect of the Oakfield Sinking Fund (the "Fund").', 'The Fund shall be applied to the repayment of the Bonds.')).toEqual([]);
  });
});
