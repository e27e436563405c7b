/**
 * Set 82's persons left (issue 18, h105p82): two signers of one side on one row set apart by a wide gap ("Sellers: Aa Bb
 * <gap> Cc Dd", person-parties.ts `fieldPersons`), and a row opening on a name before its post in small letters ("Aa Bb,
 * public purchase witness, Town, date", posted-signers.ts `NAME_THEN_SMALL_POST`). Sentences written for the rules,
 * none from the sets.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { aliasFields, fieldPersons } from '../../../../src/contracts/classify/parties/person-parties.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { attributesOf } from '../helpers.js';

const slices = (text: string): string[] => fieldPersons(text).map((p) => text.slice(p.begin, p.end));

describe('two signers on one field row, set apart by a tab or three blanks or more', () => {
  it('a role field: each name a Person, none across the gap', () => {
    expect(slices('Landlord: Peter Hale    Joan Hale')).toEqual(['Peter Hale', 'Joan Hale']);
    expect(slices('Tenant: Ruth Moss\tOwen Moss')).toEqual(['Ruth Moss', 'Owen Moss']);
    expect(slices('Landlord: Peter Hale     Joan Hale     Lily Hale')).toEqual(['Peter Hale', 'Joan Hale', 'Lily Hale']);
  });
  it('a contract\'s own plural alias as the field ("Donors:", aliasFields)', () => {
    const text = 'Donors: Per-Olof Strand    Eva-Lena Strand';
    expect(fieldPersons(text, aliasFields(['Donors'])).map((p) => text.slice(p.begin, p.end))).toEqual(['Per-Olof Strand', 'Eva-Lena Strand']);
  });
  it('a cell beside the name that is no name ("Signature") is no part of the Person', () => {
    expect(slices('Tenant: Ruth Moss    Signature')).toEqual(['Ruth Moss']);
  });
  it('near misses: one blank or two between the words keep one name; a single name stays whole', () => {
    expect(slices('Landlord: Peter  Hale')).toEqual(['Peter  Hale']);
    expect(slices('Landlord: Peter Hale')).toEqual(['Peter Hale']);
    expect(slices('Landlord: Peter Hale, of 4 Mill Lane')).toEqual(['Peter Hale']);
  });
  // (issue 18, h106near) A gap inside a Person only where the layout spaced out one name ("Buyer: Karl   Sund": no part a
  // name alone); two names across a gap are never one Person, and no Person opens or closes on a gap.
  it('every Person\'s offsets slice back to one name: no two names across a gap (fast-check)', () => {
    const word = fc.constantFrom('Peter', 'Joan', 'Hale', 'Moss', 'Ruth', 'Owen', 'Signature', 'Lind');
    const gap = fc.constantFrom(' ', '  ', '   ', '\t', '     ', ' \t ');
    fc.assert(fc.property(fc.array(fc.tuple(word, gap), { minLength: 1, maxLength: 6 }), (cells) => {
      const text = `Tenant: ${cells.map(([w, g]) => w + g).join('')}`.trimEnd();
      for (const p of fieldPersons(text)) {
        const s = text.slice(p.begin, p.end);
        expect(s).toBe(s.trim());
        const parts = s.split(/[ ]{0,8}\t[ \t]{0,8}|[ ]{3,}/);
        if (parts.length > 1) expect(parts.every((x) => !/\s/.test(x) && x !== 'Signature')).toBe(true);
      }
    }));
  });
  it('reads a long run of blanks and names linearly', () => {
    expect(readsLinearly((n) => {
      const text = `Tenant: ${'Ruth Moss  \t  '.repeat(n / 12)}`;
      return () => fieldPersons(text).length;
    })).toBeGreaterThanOrEqual(0);
  });
});

describe('a row opening on a name before its post in small letters', () => {
  it('a certificate row "Name, post, place, date" and a bare "Name, post"', () => {
    expect(attributesOf('Ingrid Sund, public purchase witness, Vaasa, 3 March 2041')).toContain('Person:Ingrid Sund');
    expect(attributesOf('Oskar Nyberg, notary public, Turku, 3 June 2041')).toContain('Person:Oskar Nyberg');
    expect(attributesOf('Anna Berg, managing director')).toEqual(['Person:Anna Berg']);
  });
  it('near misses: a place or a field before words in small letters that end on no post; a name mid-sentence', () => {
    expect(attributesOf('North Field, public footpath, Kent')).not.toContain('Person:North Field');
    expect(attributesOf('Payment Terms, monthly invoice')).not.toContain('Person:Payment Terms');
    expect(attributesOf('The Buyer pays Anna Berg, the seller, the price.')).not.toContain('Person:Anna Berg, the seller');
  });
  it('every attribute of such rows slices back to its text (fast-check)', () => {
    const name = fc.constantFrom('Ingrid Sund', 'Oskar Nyberg', 'North Field', 'Payment Terms', 'Anna Berg');
    const post = fc.constantFrom('public purchase witness', 'notary public', 'managing director', 'public footpath', 'witness', 'town clerk');
    const tail = fc.constantFrom('', ', Vaasa', ', Turku, 3 June 2041', ' of the town');
    fc.assert(fc.property(name, post, tail, (n, p, t) => {
      const text = `${n}, ${p}${t}`;
      for (const a of attributesOf(text)) {
        const [type, ...rest] = a.split(':');
        expect(text).toContain(rest.join(':'));
        if (type === 'Person') expect(['Ingrid Sund', 'Oskar Nyberg', 'Anna Berg']).toContain(rest.join(':'));
      }
    }), { numRuns: 60 });
  });
});
