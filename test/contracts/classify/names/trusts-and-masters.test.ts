/**
 * A trust a preamble describes as one after a comma is a body ("Harbour Heritage Trust, a charitable trust"), and the
 * Master of a southern African High Court, who registers trusts, is an office of its own, not the court (C25;
 * company-names.ts DESCRIBED_FORM, headed-institutions.ts MASTER_OF_COURT_BEFORE; issue 18, h77t60b).
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';

describe('a trust described as one (h77t60b)', () => {
  it.each([
    ['(1) the Okavango Wetland Trust, a trust registered in Botswana, of Maun (the "Trust");', 'Okavango Wetland Trust'],
    ['Harbour Heritage Trust, a charitable trust established under the laws of Scotland, agrees as follows.', 'Harbour Heritage Trust'],
    ['This lease is made with Lindqvist Family Holdings, a family trust.', 'Lindqvist Family Holdings'],
  ])('%s', (text, name) => expect(orgs(text)).toContain(name));

  it('what a trust has or does, or a trustee, is no description of a party', () => {
    expect(orgs('Payments go to Peter Okafor, a trust officer at the bank.')).toEqual([]);
    expect(orgs('The deposit is held by Amina Yusuf, a trustee of the fund.')).toEqual([]);
    expect(orgs('The rent is paid into Moss Lettings, a trust account held for the Landlord.')).toEqual([]);
  });
});

describe('the Master of the High Court (h77t60b)', () => {
  it.each([
    ['the Kalahari Lion Trust, a trust registered with the Master of the High Court of Botswana, of Ghanzi', 'Master of the High Court of Botswana'],
    ['The estate is administered under the supervision of the Master of the High Court.', 'Master of the High Court'],
  ])('%s', (text, name) => {
    expect(orgs(text)).toContain(name);
    expect(orgs(text)).not.toContain(name.replace('Master of the ', ''));
  });

  it('a court alone, or a master who is no office, is read as before', () => {
    expect(orgs('Disputes are decided by the High Court of Botswana.')).toEqual(['High Court of Botswana']);
    expect(orgs('The Master of the vessel shall notify the High Court of Kenya.')).toEqual(['High Court of Kenya']);
  });
});
