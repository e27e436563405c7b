/**
 * What the seventeenth blind facts set left (h24f17b): signers by initials under the party's name line, and the other
 * drafting habits its contracts showed. Each rule with sentences written for it (none from the set).
 */
import { describe, expect, it } from 'vitest';
import { classifyContract, type ElementInput } from '../../../src/contracts/classify/index.js';
import { elements } from './helpers.js';

const facts = (...items: (string | ElementInput)[]) => classifyContract(elements(...items));
const contacts = (...items: (string | ElementInput)[]) => facts(...items).parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party}: ${(p.contacts ?? []).map((c) => `${c.name} (${c.role})`).join(', ')}`);

describe('a signer by initials under the party\'s name line (h24f17b)', () => {
  const preamble = '"Issyk-Kul Textiles" Limited Liability Company, represented by its Director Bakyt Asanov acting on the basis of the Charter (the "Seller"), and "Naryn Trade" Limited Liability Company, represented by its General Director Aigul Toktogulova (the "Buyer"), have concluded this Agreement as follows:';
  it('"Seller:" / the party\'s name / "Director ______ B. Asanov": the full name the preamble gives', () => {
    expect(contacts(
      preamble,
      '1. The Seller shall deliver the cloth.',
      'Seller:',
      '"Issyk-Kul Textiles" LLC',
      'Director ____________ B. Asanov',
      'Buyer:',
      '"Naryn Trade" LLC',
      'General Director ____________ A. Toktogulova',
    )).toEqual(['ISSYK-KUL TEXTILES: Bakyt Asanov (Director)', 'NARYN TRADE: Aigul Toktogulova (General Director)']);
  });
  it('initials no full name matches give no contact', () => {
    expect(contacts(
      preamble,
      '1. The Seller shall deliver the cloth.',
      'Seller:',
      '"Issyk-Kul Textiles" LLC',
      'Director ____________ T. Osmonov',
    )).toEqual(['ISSYK-KUL TEXTILES: ', 'NARYN TRADE: ']);
  });
});
