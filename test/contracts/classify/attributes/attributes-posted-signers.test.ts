/**
 * Signers whose posts stand before their names (issue 18, h48attr; posted-signers.ts): a signing row "For the X: the
 * Mayor, Aa Bb, and the Town Clerk, Cc Dd", "For Party B: sales director Ee Ff", a dash row "The Lessor – the Chairman,
 * Gg Hh" or "The Manager – Ii Jj", and an execution "by its directors Kk Ll and Mm Nn". Sentences written for the rule,
 * none from the sets.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('a signing row that writes the post before each signer', () => {
  it('"For the Council: the Mayor, Aa Bb, and the Town Clerk, Cc Dd": both names, no post', () => {
    expect(attributesOf('For the Council: the Mayor, Anna Perkins, and the Town Clerk, Ben Hollis'))
      .toEqual(['Person:Anna Perkins', 'Person:Ben Hollis']);
  });
  it('a post in small letters after "For Party B:", in capitals or not', () => {
    expect(attributesOf('For Party B: sales director Jonas Lind')).toEqual(['Person:Jonas Lind']);
    expect(attributesOf('FOR PARTY A: director Mira Kask')).toEqual(['Person:Mira Kask']);
  });
  it('a dash row: the role, then the post and the name, or the role a post and the name alone', () => {
    expect(attributesOf('The Lessor – the Chairman, Anna Perkins')).toEqual(['Person:Anna Perkins']);
    expect(attributesOf('The Manager – Ben Hollis')).toEqual(['Person:Ben Hollis']);
  });
  it('"by its directors Aa Bb and Cc Dd": each director a Person, the company an Organization', () => {
    expect(attributesOf('Executed by Alder Pty Ltd by its directors Anna Perkins and Ben Hollis.'))
      .toEqual(['Organization:Alder Pty Ltd', 'Person:Anna Perkins', 'Person:Ben Hollis']);
  });
});

describe('what a post before words does not make a signer', () => {
  it('a unit or a field of common words after the post is no person', () => {
    expect(attributesOf('For the Buyer: the Purchasing Manager, Human Resources')).toEqual([]);
    expect(attributesOf('The Treasurer – Payment Terms')).toEqual([]);
  });
  it('a dash row whose role is no post, then a sentence, names no signer; nor a post in a sentence\'s middle', () => {
    expect(attributesOf('Delivery – the Supplier, John Smith shall deliver')).not.toContain('Person:John Smith');
    expect(attributesOf('The Supplier shall report to the Buyer\'s manager every month.')).toEqual([]);
  });
});
