/**
 * Issue 18, h100t76 (set 76's bodies and signers; sentences written for these tests): a listed territory's government
 * and a Channel Island's States in capitals are bodies, not persons (names/governments-in-capitals.ts); "SIGNED as a
 * DEED by <NAME>" names its signer (signatory-names.ts SIGNED); a post with its department before a colon names the
 * person after it (POST_COLON_NAME).
 */
import { describe, expect, it } from 'vitest';
import { orgs, persons } from '../found-names.js';

describe('governments and legislatures in capitals', () => {
  it('reads a listed territory\'s government in a party\'s line and an execution block', () => {
    expect(orgs('(2) THE FALKLAND ISLANDS GOVERNMENT, of the Secretariat, Stanley (the "Grantee").')).toEqual(['FALKLAND ISLANDS GOVERNMENT']);
    expect(persons('(2) THE FALKLAND ISLANDS GOVERNMENT, of the Secretariat, Stanley (the "Grantee").')).toEqual([]);
    expect(orgs('EXECUTED as a DEED by THE ST HELENA GOVERNMENT acting by its Chief Secretary')).toEqual(['ST HELENA GOVERNMENT']);
    expect(orgs('BETWEEN THE MONTSERRAT ADMINISTRATION AND ROCKFALL QUARRIES LIMITED')).toContain('MONTSERRAT ADMINISTRATION');
  });
  it('reads the States of a Channel Island in capitals, not before a committee\'s name', () => {
    expect(orgs('(1) THE STATES OF JERSEY (the "Buyer"); and')).toEqual(['STATES OF JERSEY']);
    expect(persons('(1) THE STATES OF JERSEY (the "Buyer"); and')).toEqual([]);
    expect(orgs('THE STATES OF JERSEY COMMITTEE FOR HARBOURS')).not.toContain('STATES OF JERSEY');
  });
  it('reads no government of words that are no listed place', () => {
    expect(orgs('THE PROJECT GOVERNMENT SHALL MEET MONTHLY')).toEqual([]);
    expect(orgs('LOCAL ADMINISTRATION FEES APPLY')).toEqual([]);
  });
});

describe('a deed\'s signers and a post with its department', () => {
  it('reads the signer after "SIGNED as a DEED by"', () => {
    expect(persons('SIGNED as a DEED by ROSEMARY ANNE CLIFTON in the presence of:')).toEqual(['ROSEMARY ANNE CLIFTON']);
    expect(persons('Signed as a deed by Harold Finch in the presence of:')).toEqual(['Harold Finch']);
  });
  it('reads the person after "<post> of <department>:"', () => {
    expect(persons('Director of Public Works: Owen Jaffray')).toEqual(['Owen Jaffray']);
    expect(persons('Secretary for Health and Social Services: Mary Kenny')).toEqual(['Mary Kenny']);
  });
});
