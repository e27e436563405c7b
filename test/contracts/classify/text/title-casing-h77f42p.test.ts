/**
 * One title-casing (text/capitalized-words.ts) for a party's key written back as the body writes the name, and for a
 * signature block's role label (signature-roles.ts): the two copies they had (`\b[a-z]`, and a first letter kept) broke
 * at accented letters, "SOCIÉTÉ" → "SociéTé", "ÉTABLISSEMENTS" → "éTablissements" (h77f42p). Sentences written for the
 * rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { capitalizedWords } from '../../../../src/contracts/classify/text/capitalized-words.js';
import { signatureRoles } from '../../../../src/contracts/classify/signatures/signature-roles.js';

describe('one title-casing for accented names (h77f42p)', () => {
  it('accented capitals are written as a name is', () => {
    expect(capitalizedWords('ÉTABLISSEMENTS MUSHAGALUSA')).toBe('Établissements Mushagalusa');
    expect(capitalizedWords('ÖSTERREICHISCHE BUNDESFORSTE')).toBe('Österreichische Bundesforste');
    expect(capitalizedWords('SOCIÉTÉ ÉLECTRIQUE')).toBe('Société Électrique');
  });
  it('a party named in capitals with accents is bound where the body writes its name in title case', () => {
    const types = typesOf(
      'SUPPLY AGREEMENT',
      'This agreement is made between ÉTABLISSEMENTS DUPONT ("the Supplier") and Öko Garten GmbH ("the Buyer").',
      'Établissements Dupont shall deliver the pumps to the Buyer by 1 May 2031.',
    );
    expect(types[2]).toEqual(['Obligation/Supplier']);
  });
  it('a signature label with an accent is the role the body writes', () => {
    const texts = ['This agreement is made between Alder Farms Ltd and Birch Mills Ltd.', 'The Éleveur shall deliver the calves.', 'ÉLEVEUR: ALDER FARMS LTD'];
    const roles = signatureRoles(texts, [{ element: 0, begin: 31, end: 47, text: 'Alder Farms Ltd' }, { element: 2, begin: 9, end: 24, text: 'ALDER FARMS LTD' }], (o) => o.text.toUpperCase(), (o) => o.element === 0);
    expect(roles.get('ALDER FARMS LTD')).toBe('Éleveur');
  });
  it('near miss: a label the body never writes as a word is no role', () => {
    const texts = ['This agreement is made between Alder Farms Ltd and Birch Mills Ltd.', 'The breeder shall deliver the calves.', 'ÉLEVEUR: ALDER FARMS LTD'];
    const roles = signatureRoles(texts, [{ element: 0, begin: 31, end: 47, text: 'Alder Farms Ltd' }, { element: 2, begin: 9, end: 24, text: 'ALDER FARMS LTD' }], (o) => o.text.toUpperCase(), (o) => o.element === 0);
    expect(roles.size).toBe(0);
  });
});
