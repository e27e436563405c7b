/**
 * A numbered row "<n>. <name>, <post>, of <town>" whose name ends on a street word no surname is (addresses.ts
 * STREET_WORDS_NO_SURNAME) names a street, no person (issue 18, h109fix; the re-read's finding 9: "4. Mombasa Road,
 * Advocate, of Nairobi" read a Person "Mombasa Road"). Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

const persons = (text: string): string[] => attributesOf(text).filter((a) => a.startsWith('Person'));

describe('a numbered row whose name is a street', () => {
  it.each([
    '4. Mombasa Road, Advocate, of Nairobi',
    '2. Kenyatta Avenue, Notary, of Nakuru',
    '(3) Marine Crescent, Advocate, Kisumu',
  ])('no person: %s', (row) => {
    expect(persons(row)).toEqual([]);
  });
  it('near misses: a person\'s name, one ending on a street word that is a surname too', () => {
    expect(persons('2. Asif Mahmood, Advocate, of Lahore')).toEqual(['Person:Asif Mahmood']);
    expect(persons('2. Wanjiru Lane, Advocate, of Nairobi')).toEqual(['Person:Wanjiru Lane']);
  });
});
