/**
 * A company name whose words after the first are in small letters before a legal form of the drafting that writes names
 * so (facts set 38's cause 3, issue 18, h70names): "Zlata čebela d.o.o.", "Pekárna u mostu s.r.o." are parties as
 * "Zlata Čebela d.o.o." is; a sentence before a form ("the supplier d.o.o.", "The company we use d.o.o.") names none.
 * Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists } from '../facts-readers.js';
import { orgs } from '../found-names.js';

const lease = (lessee: string) => [
  'APIARY SITE LEASE AGREEMENT',
  'concluded between:',
  '1. Janez Kovač, farmer, Vrbje 4, Žalec (hereinafter: the Lessor)',
  'and',
  `2. ${lessee}, Tržaška cesta 2, Maribor, represented by director Ana Horvat (hereinafter: the Lessee)`,
  '1. The Lessor leases to the Lessee a site for 40 bee colonies.',
  '2. The Lessee shall pay the Lessor a rent of EUR 12 per colony per year.',
];

describe('a name in small letters after its first word, before its legal form (h70names)', () => {
  it.each([
    ['Zlata čebela d.o.o.', 'ZLATA ČEBELA'],
    ['Medena pot d.o.o.', 'MEDENA POT'],
    ['Pekárna u mostu s.r.o.', 'PEKÁRNA U MOSTU'],
    ['Zlata Čebela d.o.o.', 'ZLATA ČEBELA'],
  ])('"%s" is the lessee %s with its director', (written, party) => {
    expect(contactLists(...lease(written))).toEqual([['JANEZ KOVAČ', []], [party, ['Ana Horvat']]]);
  });
  it('Croatian, Polish and Italian names so written are organisations', () => {
    expect(orgs('The goods are bought from Vinarija dolina d.o.o. in Zagreb.')).toEqual(['Vinarija dolina d.o.o.']);
    expect(orgs('The Seller is Piekarnia pod lipą sp. z o.o. of Kraków.')).toEqual(['Piekarnia pod lipą sp. z o.o.']);
    expect(orgs('The wine is bottled by Cantina del sole S.r.l. at Asti.')).toEqual(['Cantina del sole S.r.l.']);
  });
  it('near misses: a sentence before a form names no company, nor swallows its article', () => {
    expect(orgs('Payments to the supplier d.o.o. are made monthly.')).toEqual([]);
    expect(orgs('The company we use d.o.o. is named in the annex.')).toEqual([]);
    expect(orgs('Invoices from local suppliers d.o.o. are paid in 30 days.')).toEqual([]);
    expect(orgs('Any notice goes to Acme Holdings d.o.o. in Ljubljana.')).toEqual(['Acme Holdings d.o.o.']);
  });
});
