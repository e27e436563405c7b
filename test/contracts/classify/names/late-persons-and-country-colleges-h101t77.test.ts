/**
 * Issue 18, h101t77 (set 77's attributes; sentences and names written for this test): C120 — a person named after "the
 * late", capitalised or in capitals, is a Person (signatory-names.ts LATE_NAME), and a defined term after "the late" is
 * none; a college named by its country is one Organization, its country no Location (professional-colleges.ts
 * COLLEGE_OF_COUNTRY), while a faculty's subject names no body.
 */
import { describe, expect, it } from 'vitest';
import { orgs, persons, places } from '../found-names.js';

describe('a person after "the late" (C120)', () => {
  it('reads the name capitalised and in capitals', () => {
    expect(persons('The estate of the late Marisol Ortega Vance, singer, of Kingstown.')).toEqual(['Marisol Ortega Vance']);
    expect(persons('the executors of the will of the late ELROY BASIL JOSEPH, fisherman')).toEqual(['ELROY BASIL JOSEPH']);
    expect(persons('(A) The late Elroy Joseph wrote the songs listed in the Schedule.')).toEqual(['Elroy Joseph']);
  });
  it('reads no person in a defined term or a fee after "the late"', () => {
    expect(persons('The late Delivery Charge is payable with the next invoice.')).toEqual([]);
    expect(persons('THE LATE PAYMENT FEE IS DUE ON DEMAND.')).toEqual([]);
  });
});

describe('a college named by its country (C120)', () => {
  it('is one Organization, its country no Location', () => {
    expect(orgs('The study is led by the College of the Marshall Islands.')).toEqual(['College of the Marshall Islands']);
    expect(places('The study is led by the College of the Marshall Islands.')).toEqual([]);
    expect(orgs('Tuition is paid to the Community College of the Bahamas.')).toEqual(['Community College of the Bahamas']);
  });
  it('leaves a faculty\'s subject and a country alone', () => {
    expect(orgs('The lecture is given at the College of Arts.')).toEqual([]);
    expect(places('The lecture is given in the Marshall Islands.')).toEqual(['Marshall Islands']);
  });
});
