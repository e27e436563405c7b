/**
 * A fee named "commission" in French or in a translated contract is no commission that regulates (issue 18, hrev46;
 * own-language-bodies.ts COMMISSION_FEE): h59n52 read "Commission de/des/du …" as one Organization (C25), which took
 * "a Commission de Vente of 5 %" for a body. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('a French fee named "Commission de …" is no Organization (hrev46)', () => {
  it.each([
    ['The Agent is entitled to a Commission de Vente of 5 % of each sale.', ['Percentage:5 %']],
    ['The Manager receives a Commission de Gestion of 1.5% per year.', ['Percentage:1.5%']],
    ['The Commission des Ventes shall be invoiced monthly.', ['Duration:monthly']],
    ['No Commission de Surperformance is due for the first year.', []],
    ['The Investor pays a Commission de Souscription of 2%.', ['Percentage:2%']],
  ])('%s', (text, labels) => expect(attributesOf(text)).toEqual(labels));
  it('near misses: a regulator\'s commission is still one Organization', () => {
    expect(attributesOf('The Bank is supervised by the Commission de Surveillance du Secteur Financier.')).toEqual(['Organization:Commission de Surveillance du Secteur Financier']);
    expect(attributesOf('The Insurer is licensed by the Commission de Contrôle des Assurances.')).toEqual(['Organization:Commission de Contrôle des Assurances']);
    expect(attributesOf('A complaint may be made to the Commission des Sanctions.')).toEqual(['Organization:Commission des Sanctions']);
  });
});
