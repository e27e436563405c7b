/**
 * Issue 18, h115n (set 89's bodies without a legal form; sentences written for this test, none of the sets'): India's
 * village governments and registered self-help groups, and a folk troupe, named by their heads with qualifiers or
 * an "of" tail (gazetteer.ts INSTITUTION_HEADS); alone, the head names none.
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

describe('a village government, a self-help group and a troupe', () => {
  it('are bodies with their place, trade or art', () => {
    expect(orgs('The kiln is shared with the Gram Panchayat of Kolhewadi.')).toEqual(['Gram Panchayat of Kolhewadi']);
    expect(orgs('The kiln is shared with the Gram Panchayat Unit of Lingdong.')).toEqual(['Gram Panchayat Unit of Lingdong']);
    expect(orgs('The kiln is run by the Lachung Ginger Growers Self-Help Group.')).toEqual(['Lachung Ginger Growers Self-Help Group']);
    expect(orgs('The costumes are ordered by the Bashkir State Folk Dance Ensemble.')).toEqual(['Bashkir State Folk Dance Ensemble']);
    expect(orgs('The costumes are ordered by the Mari El Folk Ensemble.')).toEqual(['Mari El Folk Ensemble']);
  });
  it('near misses: the head alone, or in small letters, names none', () => {
    expect(orgs('The Panchayat shares the kiln with the Group.')).toEqual([]);
    expect(orgs('The photographs name the Ensemble and the Dance Ensemble.')).toEqual([]);
    expect(orgs('3. Fee. Orchestra shall pay Artist a fee. 4. Fee. Ensemble shall pay Artist a fee.')).toEqual([]);
    expect(orgs('The Maker sews for a dance ensemble and a self-help group.')).toEqual([]);
  });
});

describe('hostile runs of the heads (h115n)', () => {
  itClassifiesRepeatedLinearly('Aa Bb Self-Help Group of ');
  itClassifiesRepeatedLinearly('the Gram Panchayat Unit of Aa ');
  itClassifiesRepeatedLinearly('Aa Song and Dance Ensemble ');
});
