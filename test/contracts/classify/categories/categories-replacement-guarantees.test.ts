/**
 * Goods rejected or defective replaced, and a recruiter's replacement of a hire who leaves, are Warranties
 * (categories/cues/category-cues-warranties.ts; issue 18, h55c51). Sentences written for these tests, not from a set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf as categoriesOfElement } from '../../../../src/contracts/classify/categories/categories.js';
import { cueOf } from '../helpers.js';

const one = (text: string) => categoriesOfElement(text, undefined, false);

describe('Replacement as a warranty', () => {
  it('reads rejected, defective or faulty goods replaced as Warranties', () => {
    expect(one('The Grower shall replace rejected Punnets within two days at its own cost.')).toContain('Warranties');
    expect(one('The Printer shall replace defective Copies free of charge.')).toContain('Warranties');
  });
  it('reads a placement replaced when the hire leaves as Warranties', () => {
    expect(one('If the placed nurse leaves within three months, the Agency will run one replacement search at no further fee.')).toContain('Warranties');
    expect(cueOf('Warranties', 'The Agency need not replace a candidate who resigns because of a change of role.')).toBeTruthy();
    expect(cueOf('Warranties', 'The Agency offers a free replacement within ninety days.')).toBeTruthy();
  });
  it('reads no warranty in a thing replaced that failed nothing', () => {
    expect(cueOf('Warranties', 'The Tenant shall replace the light bulbs in the Premises.')).toBeFalsy();
    expect(cueOf('Warranties', 'The Club may appoint a replacement coach.')).toBeFalsy();
  });
});
