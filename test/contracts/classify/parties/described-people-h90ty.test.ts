/**
 * Issue 18, h90ty (set 68's cause 1, sentences written for this test): the opening of standard terms may give an alias
 * to people it describes instead of naming ("a household whose adult members (the "Household")", "the parent or guardian
 * of each swimmer (the "Parent")"); the alias then binds them in the clauses as a named party's does. Not a thing the
 * sentence defines, not a party's own people ("its members", "the Customer's members"), not children, and not where the
 * sentence names no other party.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { describedPeopleAliases } from '../../../../src/contracts/classify/parties/described-people.js';

const noTitle = () => false;

describe('people described and aliased in the opening', () => {
  it('after a relative "whose": the alias binds them', () => {
    expect(typesOf(
      'These conditions apply to a plot at the Elm Road allotments let by Harwick Parish Council (the "Council") to a household whose adult members (the "Household") have signed the plot form.',
      'The Household must keep the plot free of weeds.',
      'The Household may keep hens on the plot.',
      'The Household must not light fires on the plot.',
      'The Council may inspect the plot twice a year.',
    ).slice(1)).toEqual([['Obligation/Household'], ['Right/Household'], ['Exclusion/Household'], ['Right/Council']]);
  });
  it('after "and", described with "of": the alias binds them', () => {
    expect(typesOf(
      'These terms are between Stoneleigh Swimming Club (the "Club") and the parent or guardian of each swimmer (the "Parent").',
      'The Parent must bring the swimmer to the pool ten minutes before the lesson.',
      'The Club must provide a qualified teacher for every lesson.',
    ).slice(1)).toEqual([['Obligation/Parent'], ['Obligation/Club']]);
  });
  it('a possessor in small letters is no party: "the pupil\'s carers"', () => {
    expect([...describedPeopleAliases(['The school trip is run by Ferncombe Academy (the "Academy") for the pupil\'s carers (the "Carers") who sign below.'], noTitle)])
      .toEqual([['Carers', 'Carers']]);
  });
});

describe('near misses', () => {
  it('a thing aliased after people, and children, are no party', () => {
    expect(typesOf(
      'These terms apply to lessons run by Stoneleigh Swimming Club (the "Club") for the parents of the swimmers who use the pool at Mill Lane (the "Pool") on Saturdays.',
      'The Pool must be kept clean.',
    ).slice(1)).toEqual([[]]);
    expect([...describedPeopleAliases(['These terms are between Stoneleigh Swimming Club (the "Club") and the parents, for the lessons of their children (the "Swimmers").'], noTitle)]).toEqual([]);
  });
  it('a party\'s own people are none: "its members", "the Customer\'s members"', () => {
    expect(typesOf(
      'This Agreement is made between Alder Ltd ("Supplier") and Birch Ltd ("Customer") for the use of the portal by its members (the "Users").',
      'The Users must keep their passwords secret.',
    ).slice(1)).toEqual([[]]);
    expect([...describedPeopleAliases(['This Agreement is made between Alder Ltd ("Supplier") and Birch Ltd ("Customer") for the use of the portal by the Customer\'s members (the "Users").'], noTitle)]).toEqual([]);
  });
  it('no other party named in the sentence, or past the opening: no alias read', () => {
    expect([...describedPeopleAliases(['These terms apply to the parents of a child at the nursery (the "Parents").'], noTitle)]).toEqual([]);
    const late = [...Array.from({ length: 12 }, (_, i) => `${i + 1}. The Club opens at nine.`), 'The Club (the "Club") offers lessons to the parents of each swimmer (the "Parents").'];
    expect([...describedPeopleAliases(late, noTitle)]).toEqual([]);
  });
  it('property: an owning pronoun before the people\'s noun never makes a party', () => {
    fc.assert(fc.property(
      fc.constantFrom('its', 'their', 'our', 'your', 'his', 'her'),
      fc.constantFrom('members', 'tenants', 'customers', 'guests', 'parents'),
      fc.constantFrom('Members', 'Tenants', 'Guests', 'Family'),
      (owner, noun, alias) => describedPeopleAliases([`These terms are between Alder Ltd ("Supplier") and Birch Ltd ("Customer") for the benefit of all ${owner} ${noun} (the "${alias}").`], noTitle).size === 0,
    ));
  });
});
