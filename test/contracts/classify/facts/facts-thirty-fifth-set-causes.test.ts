/**
 * Facts set 35's causes (issue 18, h59f35), each on short contracts written for these tests: a place of making with
 * letters outside A–Z, legal forms before and after a name, a body named in a party's description before its alias,
 * bank names, a hyphened word in a body's name, a signer's office after a comma, and the "SIGNED by … for and on
 * behalf of" line.
 */
import { describe, expect, it } from 'vitest';
import { effective } from '../facts-readers.js';

describe('a place of making with letters outside A–Z (cause 9)', () => {
  const made = (place: string) => effective(`This agreement is made in ${place} on 9 May 2033 between Harbour Crew Ltd (the "Agency") and Blue Yacht Ltd (the "Owner").`, 'The Owner shall pay the Agency EUR 100 per day.');
  it('dates the agreement whatever the place\'s letters', () => {
    expect(made('Ħamrun')).toEqual(['2033-05-09']);
    expect(made('Łódź, Poland,')).toEqual(['2033-05-09']);
    expect(made('Xgħajra')).toEqual(['2033-05-09']);
  });
  it('an ASCII place reads as before, and a payment made in a currency names no place', () => {
    expect(made('Sliema, Malta,')).toEqual(['2033-05-09']);
    expect(effective('This agreement is made on 9 May 2033 between Harbour Crew Ltd (the "Agency") and Blue Yacht Ltd (the "Owner").', 'Every payment is made in euros on the first day of each month.')).toEqual(['2033-05-09']);
  });
});
