/**
 * Issue 18, h102a79 (set 79's people, bodies and streets; sentences and names written for this test): an Albanian
 * boulevard before its town (C48), a listed town and its state after a comma, a person named after "the late" and a calling
 * (C120) and again later, a chiefly title kept out of the Person (the Person row's "without the title"), a city's
 * "Development Committee" as a body (C25), and a name opening on a place called "The …" keeps its "The"; a sole trader's
 * business name between commas after "trading as" stays unlabelled (sets 30, 34 and 50 label none).
 */
import { describe, expect, it } from 'vitest';
import { attributesOf, typesAndAttributesOf } from '../helpers.js';

describe('streets and states around a listed town', () => {
  it('reads an Albanian boulevard or square and its town as one place (C48)', () => {
    expect(attributesOf('The shop is on Bulevardi Gjergj Fishta, Durrës.')).toEqual(['Location:Bulevardi Gjergj Fishta, Durrës']);
    expect(attributesOf('The gallery is at Sheshi Skënderbej, Elbasan.')).toEqual(['Location:Sheshi Skënderbej, Elbasan']);
  });
  it('reads a listed town and its state after a comma as one place, not a "State" of the parties', () => {
    expect(attributesOf('This lease is made at Taunggyi, Shan State, on 3 May 2040.')).toEqual(['Location:Taunggyi, Shan State', 'DateTime:3 May 2040']);
    expect(attributesOf('Paris, Member State of the Union, hosts the audit.').filter((a) => a.startsWith('Location'))).toEqual(['Location:Paris']);
  });
});

describe('people and titles', () => {
  it('reads a person after "the late" and a calling, and again where the contract names them later (C120)', () => {
    const got = typesAndAttributesOf(
      'This licence is made between Vesa Gashi, the son of the late weaver Ilir Gashi, of Peja ("the Licensor") and Lumi Press SH.P.K. ("the Publisher").',
      'The Publisher shows the carpets that Ilir Gashi wove in Peja.',
    ).map((e) => e.attributes.filter((a) => a.startsWith('Person')));
    expect(got).toEqual([['Person:Vesa Gashi', 'Person:Ilir Gashi'], ['Person:Ilir Gashi']]);
  });
  it('keeps "the late" before a fee\'s words no person', () => {
    expect(attributesOf('The Buyer pays the late payment Interest Charge.').filter((a) => a.startsWith('Person'))).toEqual([]);
  });
  it('keeps a chiefly or royal title out of the Person', () => {
    expect(attributesOf('Signed for the Owner: Ratu Epeli Nailatikau, Chairman')).toEqual(['Person:Epeli Nailatikau']);
    expect(attributesOf('The shares are held by Tunku Imran Ismail.')).toEqual(['Person:Imran Ismail']);
  });
});

describe('bodies and business names', () => {
  it('reads a city\'s or a township\'s Development Committee as a body (C25), not one the parties set up', () => {
    expect(attributesOf('The Lessee pays the fee that the Mandalay City Development Committee sets.')).toEqual(['Organization:Mandalay City Development Committee']);
    expect(attributesOf('The Joint Development Committee meets each month.').filter((a) => a.startsWith('Organization'))).toEqual([]);
  });
  it('keeps the "The" of a place called "The Valley" at a name\'s start', () => {
    expect(attributesOf('The Valley Seed Bank Inc., Wallblake Road, The Valley.')).toEqual(['Organization:The Valley Seed Bank Inc.', 'Location:Wallblake Road, The Valley']);
    expect(attributesOf('The Harbour Seed Bank Inc. lends seeds.')).toEqual(['Organization:Harbour Seed Bank Inc.']);
  });
  it('leaves a sole trader\'s business name between commas after "trading as" unlabelled, as the sets do', () => {
    const got = typesAndAttributesOf(
      'This Subcontract is made between:',
      '(1) HARBOUR BUILD LIMITED, a company of Suva (the "Contractor"); and',
      '(2) SEMI TALAKAI, trading as Talakai Glass & Frames, of Vaitupu (the "Subcontractor").',
    );
    expect(got[2].attributes).toEqual(['Person:SEMI TALAKAI', 'Location:Vaitupu']);
  });
});
