/** Attributes the fourth blind set showed (issue 18, h18y); sentences written for these tests. */
import { describe, expect, it } from 'vitest';
import { attributesOf } from './helpers.js';

describe('attributes: institutions', () => {
  it('a legal-form word inside an institution\'s name does not split it ("National Company Law Tribunal")', () => {
    expect(attributesOf('Either party may apply to the National Company Law Tribunal at Chennai.')).toEqual(['Organization:National Company Law Tribunal', 'Location:Chennai']);
    expect(attributesOf('Marlow Shipping Company Limited shall notify the Bank of England.')).toEqual(['Organization:Marlow Shipping Company Limited', 'Organization:Bank of England']);
  });
});
