/**
 * A directorate or a ministry named in capitals is a body as it is in mixed case ("the DIRECTORATE GENERAL OF CIVIL
 * AVIATION"; names/public-bodies-in-capitals.ts, hrev42's leftover, h57names).
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements } from '../helpers.js';
import { orgs } from '../found-names.js';

describe('a public body named in capitals (h57names)', () => {
  it.each([
    ['The Operator shall hold a permit of the DIRECTORATE GENERAL OF CIVIL AVIATION.', 'DIRECTORATE GENERAL OF CIVIL AVIATION'],
    ['THE DIRECTORATE-GENERAL FOR FISHERIES SHALL APPROVE EACH LANDING.', 'DIRECTORATE-GENERAL FOR FISHERIES'],
    ['Signed for the GENERAL DIRECTORATE OF CUSTOMS by Arben Hoxha, Director', 'GENERAL DIRECTORATE OF CUSTOMS'],
    ['The MINISTRY OF AGRICULTURE AND FISHERIES AND THE SUPPLIER agree as follows.', 'MINISTRY OF AGRICULTURE AND FISHERIES'],
    ['The licence of the DIRECTORATE OF THE PORT OF MOMBASA applies.', 'DIRECTORATE OF THE PORT OF MOMBASA'],
  ])('%s', (text, name) => expect(orgs(text)).toContain(name));

  it('the body in capitals is a party of the preamble', () => {
    const parties = classifyContract(elements(
      'AIRPORT GROUND HANDLING AGREEMENT',
      'This Agreement is made between the DIRECTORATE GENERAL OF CIVIL AVIATION (the "Authority") and Skyline Ground Services Limited (the "Handler").',
      'The Handler shall pay the Authority USD 12,000 per month for the use of the apron.',
    )).parties.filter((p) => p.importance === 'Primary').map((p) => p.party);
    expect(parties).toContain('DIRECTORATE GENERAL OF CIVIL AVIATION');
  });

  it.each([
    'THE DIRECTORATE GENERAL SHALL BE INFORMED.',
    'AUTHORITY OF THE AGENT',
    'MINISTRY OF THE BUYER',
    'THE MINISTRY SHALL ISSUE THE PERMIT.',
  ])('%s: a head without a tail, or a heading\'s head, names no body', (text) => expect(orgs(text)).toEqual([]));
});

describe('a body in capitals before what it gives is a heading\'s modifier, no body (hrev44)', () => {
  it.each([
    'MINISTRY OF HEALTH APPROVALS',
    'ARTICLE 3 – MINISTRY OF FINANCE CONSENT',
    '3. MINISTRY OF FINANCE CONSENT AND PERMITS',
    'SCHEDULE 2 – DIRECTORATE OF PUBLIC WORKS REQUIREMENTS',
    'THE SUPPLIER SHALL OBTAIN ALL MINISTRY OF HEALTH LICENCES BEFORE DELIVERY.',
    'MINISTRY OF EDUCATION TENDER NO. 45/2023',
    'MINISTRY OF HEALTH GUIDELINES APPLY.',
  ])('%s', (text) => expect(orgs(text)).toEqual([]));

  it.each([
    ['MINISTRY OF DEFENCE', 'MINISTRY OF DEFENCE'],
    ['Signed for MINISTRY OF HEALTH AND SOCIAL CARE by its Director.', 'MINISTRY OF HEALTH AND SOCIAL CARE'],
    ['GENERAL DIRECTORATE OF LAND REGISTRATION AND CADASTRE', 'GENERAL DIRECTORATE OF LAND REGISTRATION AND CADASTRE'],
  ])('near miss, still a body: %s', (text, name) => expect(orgs(text)).toContain(name));

  it('a heading naming a ministry\'s consent adds no party', () => {
    const parties = classifyContract(elements(
      'SUPPLY AGREEMENT',
      'This Agreement is made between Alder Ltd (the "Buyer") and Birch Ltd (the "Supplier").',
      'ARTICLE 3 – MINISTRY OF FINANCE CONSENT',
      'The Supplier shall obtain every consent needed before delivery.',
    )).parties.map((p) => p.party);
    expect(parties.sort()).toEqual(['ALDER', 'BIRCH']);
  });
});

describe('an authority named in capitals by its field and its place (h66names)', () => {
  it.each([
    ['THE TOURISM AUTHORITY OF ST. KITTS SHALL SIGN THE PERMIT.', 'TOURISM AUTHORITY OF ST. KITTS'],
    ['THE PORT AUTHORITY OF JAMAICA SHALL BE NOTIFIED.', 'PORT AUTHORITY OF JAMAICA'],
    ['NOTICE SHALL BE GIVEN TO THE CIVIL AVIATION AUTHORITY OF FIJI.', 'CIVIL AVIATION AUTHORITY OF FIJI'],
  ])('%s', (text, body) => {
    expect(orgs(text)).toEqual([body]);
  });
  it.each([
    'THE AUTHORITY OF THE AGENT SHALL END ON TERMINATION.',
    'THE AGENT HAS FULL AUTHORITY OF DIRECTORS.',
    'THE LIMITED AUTHORITY OF AGENTS IS SET OUT BELOW.',
    '5. SCOPE OF AUTHORITY OF AGENT',
    'THE SIGNING AUTHORITY OF EACH DIRECTOR IS LIMITED.',
    "THE BUYER'S AUTHORITY OF APPROVAL IS FINAL.",
    'THE HARBOUR AUTHORITY OF ST. LUCIA APPROVAL IS NEEDED.',
  ])('%s: no Organization', (text) => {
    expect(orgs(text)).toEqual([]);
  });
});
