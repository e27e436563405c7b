/**
 * Issue 18, h93at: a body's initials after the rule book it makes ("the rules of FIBA") are a body's name
 * (names/bodies-by-agent.ts). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';

describe('initials after a rule book', () => {
  it('reads the initials as a body', () => {
    expect(orgs('The Rider shall keep to the anti-doping rules of UCI and of the national federation.')).toEqual(['UCI']);
    expect(orgs('The stadium meets the safety regulations of UEFA.')).toEqual(['UEFA']);
    expect(orgs('The club follows the statutes of the IAAF.')).toEqual(['IAAF']);
  });
  it('reads no English word in capitals, nor initials a name goes on after', () => {
    expect(orgs('The parties follow the rules of LAW and custom.')).toEqual([]);
    expect(orgs('The Buyer keeps to the rules of ABC Trading Ltd.')).toEqual(['ABC Trading Ltd.']);
    expect(orgs('The driver keeps to the traffic regulations of the Lao PDR.')).toEqual([]);
  });
});
