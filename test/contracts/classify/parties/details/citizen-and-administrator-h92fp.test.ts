/**
 * Mexican drafting's "C." (ciudadano) before an individual's whole name is no part of it (lexicon/courtesy-titles.ts);
 * a company's "Sole Administrator" signs for it as a director does (details/line-shapes.ts JOB_TITLE); a degree after a
 * "By:" label ("By: Lic. …") is no part of the signer's name (SIGNER_LINE). Facts set 53's cause 9, issue 18, h92fp.
 * Documents written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactRoles, primary } from '../../facts-readers.js';
import { COURTESY_BEFORE_NAME } from '../../../../../src/contracts/classify/lexicon/courtesy-titles.js';

const LEAD = new RegExp(`^${COURTESY_BEFORE_NAME}`, 'u');
const withoutTitle = (name: string) => name.replace(LEAD, '');

const SUPPLY = (buyerBlock: string[]) => [
  'AVOCADO SUPPLY CONTRACT entered into, on the one part, by FRUTAS FINAS DEL BAJÍO, S.A. DE C.V., hereinafter "THE BUYER", represented by its sole administrator, Lic. Gabriela Soto Méndez, and, on the other part, by C. Rogelio Ayala Cortés, hereinafter "THE GROWER", by his own right.',
  'FIRST. THE GROWER sells to THE BUYER 20 tonnes of Hass avocado at $28.00 M.N. per kilogram.',
  'SECOND. THE BUYER pays each delivery within fifteen (15) days after it is received.',
  'THE BUYER',
  ...buyerBlock,
  'THE GROWER',
  'C. Rogelio Ayala Cortés',
];

describe('"C." before a whole name (courtesy-titles.ts)', () => {
  it('is a title before a given name and two family names, as written or in capitals', () => {
    expect(withoutTitle('C. Rogelio Ayala Cortés')).toBe('Rogelio Ayala Cortés');
    expect(withoutTitle('C. MARÍA GUADALUPE TORRES')).toBe('MARÍA GUADALUPE TORRES');
  });
  it('near misses: an initial before two words of a name, or before a joining word, stays part of the name', () => {
    expect(withoutTitle('C. Everett Koop')).toBe('C. Everett Koop');
    expect(withoutTitle('C. Everett Koop and Partners')).toBe('C. Everett Koop and Partners');
  });
  it('the grower signed in by "C." is the party without it', () => {
    expect(primary(...SUPPLY(['FRUTAS FINAS DEL BAJÍO, S.A. DE C.V.', 'Lic. Gabriela Soto Méndez', 'Sole Administrator'])))
      .toEqual(['FRUTAS FINAS DEL BAJÍO Buyer', 'ROGELIO AYALA CORTÉS Supplier']);
  });
});

describe('a sole administrator signs for the company (line-shapes.ts)', () => {
  it('the name under the company\'s line with "Sole Administrator" below is its contact, without "Lic."', () => {
    expect(contactRoles(...SUPPLY(['FRUTAS FINAS DEL BAJÍO, S.A. DE C.V.', 'Lic. Gabriela Soto Méndez', 'Sole Administrator'])))
      .toEqual(['FRUTAS FINAS DEL BAJÍO: Gabriela Soto Méndez (Sole Administrator)', 'ROGELIO AYALA CORTÉS: ']);
  });
  it('a "By:" line with a degree before the name gives the name alone', () => {
    expect(contactRoles(...SUPPLY(['FRUTAS FINAS DEL BAJÍO, S.A. DE C.V.', 'By: Lic. Gabriela Soto Méndez', 'Title: Sole Administrator'])))
      .toEqual(['FRUTAS FINAS DEL BAJÍO: Gabriela Soto Méndez (Sole Administrator)', 'ROGELIO AYALA CORTÉS: ']);
  });
  it('near miss: an address under the company\'s line signs nothing (the preamble\'s representative stays its contact)', () => {
    expect(contactRoles(...SUPPLY(['FRUTAS FINAS DEL BAJÍO, S.A. DE C.V.', 'Av. Juárez 12, León, Guanajuato'])))
      .toEqual(['FRUTAS FINAS DEL BAJÍO: Gabriela Soto Méndez (sole administrator)', 'ROGELIO AYALA CORTÉS: ']);
  });
});
