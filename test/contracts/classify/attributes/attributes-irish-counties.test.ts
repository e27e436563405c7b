/**
 * An Irish town and its county after a preposition of place are one Location (C48), with the Eircode after them; a
 * county name that is also a given name or a common word needs "Co." or "County" (issue 18, h47s49). Sentences
 * written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

const places = (text: string) => attributesOf(text).filter((a) => a.startsWith('Location'));

describe('a town and its Irish county (h47s49)', () => {
  it('bare, after "Co." or "County", and with its Eircode', () => {
    expect(places('The breeder is Aoife Walsh of Cashel, Tipperary.')).toEqual(['Location:Cashel, Tipperary']);
    expect(places('The mare will stand at Clonmel, Co. Tipperary until the season ends.')).toEqual(['Location:Clonmel, Co. Tipperary']);
    expect(places('The office is at Ennis, County Clare.')).toEqual(['Location:Ennis, County Clare']);
    expect(places('The yard is at Ballymore, Co. Kildare, W91 K2P7.')).toEqual(['Location:Ballymore, Co. Kildare, W91 K2P7']);
  });

  it('a county that is also a name or a word, bare, is none', () => {
    expect(places('The consent of John Brown, Clare Adams and Kerry Lee is needed.')).toEqual([]);
    expect(places('The goods are held in Newry, Down the road from the port.')).not.toContain('Location:Newry, Down');
  });
});
