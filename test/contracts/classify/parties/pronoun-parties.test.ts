import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { typesOf } from '../helpers.js';

const TERMS = 'These Terms of Service are an agreement between you and Lumen Cartography, Inc. ("Lumen", "we", "us" or "our").';

describe('pronoun parties: "you", and "we"/"us" as the preamble defines them', () => {
  it('"you" is the party You in any case, after a leading phrase too', () => {
    expect(typesOf(TERMS, 'By creating an account, you agree to these Terms.', 'After cancellation, you must delete all exported maps.', 'You may cancel at any time.')
      .slice(1)).toEqual([['Obligation/You'], ['Obligation/You'], ['Right/You']]);
  });

  it('"we" and "WE" stand for the alias given beside them in the preamble', () => {
    expect(typesOf(TERMS, 'We may suspend your account for misuse.', 'WE DO NOT WARRANT THAT THE MAPS ARE ACCURATE.', 'We are under no obligation to store your data.').slice(1))
      .toEqual([['Right/Lumen'], ['Disclaimer/Lumen'], ['Disclaimer/Lumen']]);
  });

  it('"we grant you a licence" is the grantee\'s right; "we retain all rights" the grantor\'s', () => {
    expect(typesOf(TERMS, 'We grant you a personal, revocable licence to view the maps.', 'We retain all rights in the map data.').slice(1))
      .toEqual([['Right/You'], ['Right/Lumen']]);
  });

  it('"you" aliased to a named role stands for that role', () => {
    expect(typesOf('This licence is between Fernhill Audio Ltd ("Licensor") and the person installing the software ("Licensee", "you").', 'you shall not copy the software.')[1])
      .toEqual(['Exclusion/Licensee']);
  });

  it('without a preamble that defines it, "we" binds no one; "US" in capitals is a country, not "us"', () => {
    expect(typesOf('We shall review the request.')[0]).toEqual([]);
    expect(typesOf(TERMS, 'US export laws shall apply to the maps.')[1]).toEqual([]);
  });

  it('the pronoun-aliased name is still a party of the contract', () => {
    const parties = classifyContract([{ text: TERMS, kind: 'sentence' }]).parties.map((p) => `${p.party}/${p.importance}`);
    expect(parties).toEqual(['LUMEN CARTOGRAPHY/Primary']);
  });
});

describe('parties a preamble names with an alias that is no common role word (h18g)', () => {
  const PREAMBLE = 'This Agreement (the "Agreement") is made on 2 June 2025 between Harbor Lights Events Ltd ("Promoter") and Jane Doe ("Artist") for the concert series (the "Tour").';

  it('an alias in a party slot after "between" is a party, a person\'s too; the document\'s own terms are not', () => {
    expect(typesOf(PREAMBLE, 'The Artist shall perform for ninety minutes.', 'The Promoter may cancel a show.', 'The Agreement shall be signed in two copies.', 'The Tour shall start in May.').slice(1))
      .toEqual([['Obligation/Artist'], ['Right/Promoter'], [], []]);
    expect(classifyContract([{ text: PREAMBLE, kind: 'sentence' }]).parties.map((p) => `${p.party}/${p.importance}`))
      .toEqual(['HARBOR LIGHTS EVENTS/Primary', 'JANE DOE/Primary']);
  });

  it('"the Indemnified Parties" is the role Indemnified Party; "Third Parties" is no group of the contract\'s parties', () => {
    expect(typesOf('The Indemnified Parties shall give reasonable assistance.', 'Third Parties shall not be invited.', 'The Parties shall meet monthly.'))
      .toEqual([['Obligation/Indemnified Party'], [], ['Obligation/Multiple Parties']]);
  });
});

describe('"the other party" (h18g)', () => {
  it('lower case it is one of the parties, Multiple Parties; a defined "Other Party" is a role; after a preposition or a condition it is no subject', () => {
    expect(typesOf('Each party acknowledges that the other party is entitled to seek an injunction.', 'The Other Party shall pay the costs.', 'Either party may terminate if the other party becomes insolvent.'))
      .toEqual([['Right/Multiple Parties'], ['Obligation/Other Party'], ['Right/Multiple Parties']]);
  });
});
