/**
 * An individual party signs for himself, with no contact (sets 44–55), also when his signature line writes a middle name
 * as its initial ("Landowner: Margaret Ellen Doucette" signs "Margaret E. Doucette"): details/signer-names.ts
 * withoutOwnSignature and sameSigner. Facts set 56's cause 4, issue 18, h97fp. Documents written for the rule.
 */
import { describe, expect, it } from 'vitest';
import { contactLists } from '../../facts-readers.js';
import { sameSigner, withoutOwnSignature } from '../../../../../src/contracts/classify/parties/details/signer-names.js';

const LICENCE = (ownerSigns: string) => [
  'FIREWOOD CUTTING LICENCE',
  'Licensor: Margaret Ellen Doucette, 412 Shore Road, Cheticamp, Nova Scotia',
  'Licensee: Acadian Hearth Fuels Ltd., 9 Main Street, Margaree Forks, Nova Scotia',
  'Fee: $12.00 per cord cut, paid within 30 days after the end of each month.',
  'The Licensee may cut dead and fallen hardwood on the Licensor\'s lot from 1 November 2039 to 31 March 2040.',
  'Signed at Cheticamp on October 28, 2039.',
  'Licensor: ______________________',
  ownerSigns,
  'Acadian Hearth Fuels Ltd.',
  'Per: ______________________',
  'Name: Roland Pierre LeBlanc',
  'Title: General Manager',
];

describe('an individual\'s signature with a middle initial (signer-names.ts)', () => {
  it('is no contact of his own, whether the initial or the full name is signed; the company keeps its signer', () => {
    for (const signs of ['Margaret E. Doucette', 'Margaret Ellen Doucette']) {
      expect(contactLists(...LICENCE(signs))).toEqual([
        ['MARGARET ELLEN DOUCETTE', []],
        ['ACADIAN HEARTH FUELS', ['Roland Pierre LeBlanc']],
      ]);
    }
  });
  it('reads an initial for a middle word only: the first and last words the same, three words or more', () => {
    expect(sameSigner('Margaret E. Doucette', 'Margaret Ellen Doucette')).toBe(true);
    expect(sameSigner('MARGARET ELLEN DOUCETTE', 'Margaret E. Doucette')).toBe(true);
    expect(sameSigner('Margaret F. Doucette', 'Margaret Ellen Doucette')).toBe(false);
    expect(sameSigner('Marie E. Doucette', 'Margaret Ellen Doucette')).toBe(false);
    expect(sameSigner('Margaret E. Doucet', 'Margaret Ellen Doucette')).toBe(false);
  });
  it('drops only the party\'s own name from its contacts: a namesake of another first or middle name stays', () => {
    const contacts = [{ name: 'Margaret E. Doucette' }, { name: 'Paul E. Doucette' }, { name: 'Margaret J. Doucette' }, { name: 'Ms. Margaret E. Doucette' }];
    expect(withoutOwnSignature('MARGARET ELLEN DOUCETTE', contacts).map((c) => c.name)).toEqual(['Paul E. Doucette', 'Margaret J. Doucette']);
    expect(withoutOwnSignature('ACADIAN HEARTH FUELS', contacts)).toEqual(contacts);
  });
});
