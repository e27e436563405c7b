/**
 * A professional college named by the professionals it registers, its country or town included (C25; set 69's cause
 * 4, h91at): one Organization, no Location of its own; a faculty's subject is no body.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';
import { orgs } from '../found-names.js';

describe('professional colleges (h91at)', () => {
  it('"College of <professionals> of <place>" is one Organization', () => {
    expect(attributesOf('The surveyor must be registered with the College of Agricultural Engineers of Guatemala.'))
      .toEqual(['Organization:College of Agricultural Engineers of Guatemala']);
    expect(orgs('A member of the College of Civil, Mining and Geological Engineers of Peru signs the plans.'))
      .toEqual(['College of Civil, Mining and Geological Engineers of Peru']);
    expect(orgs('The deed is kept by the College of Notaries of Quito.')).toEqual(['College of Notaries of Quito']);
  });
  it('without a place, and with a qualifier before it', () => {
    expect(orgs('The vet must belong to the College of Veterinarians.')).toEqual(['College of Veterinarians']);
    expect(orgs('She is a fellow of the Royal College of Physicians.')).toEqual(['Royal College of Physicians']);
  });
  it('a college of a subject is none here', () => {
    expect(orgs('He teaches at the College of Arts.')).toEqual([]);
    expect(orgs('The College of Sciences runs the laboratory.')).toEqual([]);
  });
  it('a long list of qualifiers is read in linear time', () => {
    const text = `College of ${'Aa, '.repeat(20000)}Engineers`;
    const start = performance.now();
    orgs(text);
    expect(performance.now() - start).toBeLessThan(1000);
  });
});
