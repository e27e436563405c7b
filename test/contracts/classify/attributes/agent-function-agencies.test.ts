/**
 * An agency named by an agent's functions alone ("Register and Transfer Agency", "Paying Agency") is the office a
 * party holds, no body (issue 18, hrev46; institution-guards.ts AGENT_FUNCTIONS): h59n52's Left, a heading "4. Register
 * and Transfer Agency" read as an Organization. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('an agency named by its functions is no Organization (hrev46)', () => {
  it.each([
    ['4. Register and Transfer Agency', []],
    ['Paying Agency', []],
    ['Crown Registrars Ltd shall act as Registrar and Transfer Agency for the Shares.', ['Organization:Crown Registrars Ltd']],
    ['The Issuer may terminate the Calculation Agency on 30 days\' notice.', ['Duration:30 days']],
    ['The fees are set out in the Transfer Agency Agreement.', []],
  ])('%s', (text, labels) => expect(attributesOf(text)).toEqual(labels));
  it('near misses: a public agency, and one with its tail, stay bodies', () => {
    expect(attributesOf('The permit is issued by the Environment Agency.')).toEqual(['Organization:Environment Agency']);
    expect(attributesOf('The grant is paid by the National Security Agency.')).toEqual(['Organization:National Security Agency']);
    expect(attributesOf('The Paying Agency for Rural Development pays the subsidy.')).toEqual(['Organization:Paying Agency for Rural Development']);
  });
});
