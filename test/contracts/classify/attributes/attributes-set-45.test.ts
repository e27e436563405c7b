/**
 * Attribute defects of set 45 (issue 18, h36n45), with sentences written for these tests (none of the set's): a box of
 * a form's particulars names the box (C57, as C40's "Item N"), a statute's slashed number is an identifier
 * (C28), a signing line's second "for <roles> by" names its signer, and bodies without a legal form (C25): a British
 * Secretary of State for a field, a Spanish or French federation.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('"Box N" of a form\'s particulars (C57)', () => {
  it('leaves a box\'s number bare, in its row and where a clause cites it', () => {
    expect(attributesOf('Box 9 Loading rate: 1,200 tonnes per hour.')).toEqual(['Number:1,200']);
    expect(attributesOf('Charterers shall pay despatch at the rate stated in Box 11.')).toEqual([]);
    expect(attributesOf('BOX 3 Discharge port: two safe berths.')).toEqual(['Number:two']);
  });
  it('still counts boxes and keeps a figure that is no box\'s name', () => {
    expect(attributesOf('The Supplier shall deliver 12 boxes of gloves.')).toEqual(['Number:12']);
    expect(attributesOf('The Owner shall provide 3 lockers in each room.')).toEqual(['Number:3']);
  });
});

describe('a statute\'s slashed number (C28)', () => {
  it('reads the number and year after a statute\'s word as an identifier', () => {
    expect(attributesOf('The Processor shall comply with Organic Law 7/2021 on data protection.')).not.toContain('Number:7/2021');
    expect(attributesOf('The Contractor shall observe Decree 12/2019 and Act 45/2015.')).toEqual([]);
  });
  it('keeps a share or a fraction that no statute names', () => {
    expect(attributesOf('The parties share the net profit on a 60/40 basis.')).toContain('Number:60/40');
  });
});

describe('a signing line\'s second signer for a role in the plural', () => {
  it('reads both names', () => {
    expect(attributesOf('Signed for Sellers by Ingrid Dahl, Sales Manager, and for Buyers by Tomas Vik, Director.'))
      .toEqual(['Person:Ingrid Dahl', 'Person:Tomas Vik']);
  });
});

describe('bodies without a legal form (C25)', () => {
  it('reads a Secretary of State for a field as a body', () => {
    expect(attributesOf('This Agreement is made between the Secretary of State for Transport (the "Department") and Harrow Rail Services Limited (the "Operator").'))
      .toEqual(['Organization:Secretary of State for Transport', 'Organization:Harrow Rail Services Limited']);
  });
  it('reads no body in the office alone or in an American office "of" a state', () => {
    expect(attributesOf('The Secretary of State may vary the grant by notice.')).toEqual([]);
    expect(attributesOf('The certificate was filed with the Secretary of State of Ohio.')).not.toContain('Organization:Secretary of State of Ohio');
  });
  it('reads a national federation named in Spanish or French', () => {
    expect(attributesOf('The Coach holds a licence from the Real Federación Española de Baloncesto.'))
      .toEqual(['Organization:Real Federación Española de Baloncesto']);
    expect(attributesOf('The Club is affiliated to the Fédération Française de Rugby.')).toEqual(['Organization:Fédération Française de Rugby']);
  });
  it('reads no body in the head alone', () => {
    expect(attributesOf('The Federación shall decide the appeal.')).toEqual([]);
  });
});
