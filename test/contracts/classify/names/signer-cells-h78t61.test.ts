/** Issue 18, h78t61: a signature row of "name, post" cells names each signer, a bracketed note after the post or not. */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

const persons = (text: string) => attributesOf(text).filter((a) => a.startsWith('Person'));

describe('"Aa Bb, Managing Director | Cc Dd, Director General"', () => {
  it('each cell\'s name before its post is a Person; a note in brackets after the post is no part of it', () => {
    expect(persons('Mamadou Diallo, Managing Director | Fatou Binta Sarr, Director General')).toEqual(['Person:Mamadou Diallo', 'Person:Fatou Binta Sarr']);
    expect(persons('Somchai Keomany, General Manager (signature and seal) | Noy Phommachan, Director (signature and seal)')).toEqual(['Person:Somchai Keomany', 'Person:Noy Phommachan']);
    expect(persons('Grace Tembo, Chief Executive Officer')).toEqual(['Person:Grace Tembo']);
  });

  it('near misses: a heading row, words all common English, a post without a name, a long table row', () => {
    expect(persons('Payment Terms, Project Manager | Delivery Dates, Site Manager')).toEqual([]);
    expect(persons('Route A, Morning Shift | Route B, Evening Shift')).toEqual([]);
    expect(persons('Managing Director | Director General')).toEqual([]);
    expect(persons('Aa | Bb | Cc | Dd | Mamadou Diallo, Managing Director')).toEqual([]);
  });
});
