/**
 * A company's legal form written before its quoted name is part of the Organization, as the labelling guide's row reads
 * "a company name with its legal form" (set 69's cause 1, h91at): the post-Soviet forms written out or as initials,
 * straight, curly quotes or guillemets. The party's name still leaves the form and the quotes out (partyKey).
 */
import { describe, expect, it } from 'vitest';
import { partyKey } from '../../../../src/contracts/classify/parties/party-key.js';
import { attributesOf, elements } from '../helpers.js';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { orgs } from '../found-names.js';

describe('a legal form before a quoted name (h91at)', () => {
  it('the form written out or as initials, and the quoted name, are one Organization', () => {
    expect(orgs('Limited Liability Company "Oxus Bakery", registered in Termez, agrees as follows.')).toEqual(['Limited Liability Company "Oxus Bakery"']);
    expect(orgs('Carrier: JSC "Tien Shan Haulage", 4 Abai Street, Bishkek')).toEqual(['JSC "Tien Shan Haulage"']);
    expect(orgs('The seed is cleaned by OAO "Kuban Zerno" at its own plant.')).toEqual(['OAO "Kuban Zerno"']);
    expect(orgs('The insurer, AO "Steppe Re", pays within ten days.')).toEqual(['AO "Steppe Re"']);
  });
  it('curly quotes and guillemets alike (the classifier folds them); the town after stays a place', () => {
    expect(attributesOf('Limited Liability Company “Oxus Bakery”, registered in Tashkent, agrees as follows.'))
      .toEqual(['Organization:Limited Liability Company “Oxus Bakery”', 'Location:Tashkent']);
    expect(attributesOf('The buyer is TOO «Irtysh Feed», a partnership of Kazakhstan.'))
      .toEqual(['Organization:TOO «Irtysh Feed»', 'Location:Kazakhstan']);
  });
  it('the party keeps the quoted name alone, whichever form opens it', () => {
    expect(partyKey('LLC "Oxus Bakery"')).toBe('OXUS BAKERY');
    expect(partyKey('Limited Liability Company "Oxus Bakery"')).toBe('OXUS BAKERY');
    expect(partyKey('TOO "Irtysh Feed"')).toBe('IRTYSH FEED');
    const parties = classifyContract(elements(
      'SUPPLY CONTRACT',
      'Limited Liability Company "Oxus Bakery", represented by Director Timur Rashidov, hereinafter referred to as the "Seller", and',
      'TOO «Irtysh Feed», represented by Director Aigerim Nurova, hereinafter referred to as the "Buyer".',
      '1. The Seller shall deliver flour.',
    )).parties.map((p) => `${p.party} ${p.role}`);
    expect(parties).toEqual(['OXUS BAKERY Supplier', 'IRTYSH FEED Buyer']);
  });
  it('a form before a work\'s title, or "TOO" as a word, names no company', () => {
    expect(orgs('The Licensee may use its LLC "Ledger" software.')).toEqual([]);
    expect(orgs('THE GOODS ARE SOLD "AS IS" TOO.')).toEqual([]);
  });
});
