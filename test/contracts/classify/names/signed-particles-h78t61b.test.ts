/** Issue 18, h78t61b: a surname's particles inside a signing label's name ("Name: Pieter van der Linden"). */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

const people = (text: string) => attributesOf(text).filter((a) => a.startsWith('Person'));

describe('a name with particles after a signing label', () => {
  it('Dutch, German, Malay and Spanish particles stay inside the name', () => {
    expect(people('Name: Nino Beridze | Name: Pieter van der Linden')).toEqual(['Person:Nino Beridze', 'Person:Pieter van der Linden']);
    expect(people('Name: Maria von Trapp')).toEqual(['Person:Maria von Trapp']);
    expect(people('Signed by Ahmad bin Yusof')).toEqual(['Person:Ahmad bin Yusof']);
    expect(people('Name: Ana de la Cruz')).toEqual(['Person:Ana de la Cruz']);
  });

  it('near misses: a particle with no surname after it, a lone given name', () => {
    expect(people('Name: John Smith de')).toEqual(['Person:John Smith']);
    expect(people('Name: Pieter van der')).toEqual([]);
  });
});
