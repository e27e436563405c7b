/**
 * Party bindings set 24 showed wrong (issue 18, h22s24p), each rule with sentences written for it (none from the set):
 * "is to" with an adverb between ("is also to pay") and a pronoun after an opening phrase of a day ("On a public
 * holiday it shall …") that takes the party of the element before; "the innocent party" as "the non-defaulting party".
 */
import { describe, expect, it } from 'vitest';
import { PREAMBLE, typesOf } from '../helpers.js';

describe('"is to" with an adverb between', () => {
  it('"is also to", "is then to", "are further to" bind the subject as "is to" does', () => {
    expect(typesOf(PREAMBLE, 'The Customer is also to pay the cost of any travel the work needs.')[1]).toEqual(['Obligation/Customer']);
    expect(typesOf(PREAMBLE, 'The Supplier is then to repair the fault at its own cost.')[1]).toEqual(['Obligation/Supplier']);
    expect(typesOf(PREAMBLE, 'The Supplier is to repair the fault.')[1]).toEqual(['Obligation/Supplier']);
  });
  it('"is also to be" with a thing as subject binds no party', () => {
    expect(typesOf(PREAMBLE, 'The fee is also to be reviewed each year.')[1]).toEqual([]);
  });
});

describe('a pronoun after an opening phrase of a day', () => {
  it('"On a public holiday it shall …" takes the one party the element before bound', () => {
    expect(typesOf(PREAMBLE, 'The Supplier shall collect the waste every weekday.', 'On a public holiday it shall collect at noon.')[2]).toEqual(['Obligation/Supplier']);
    expect(typesOf(PREAMBLE, 'The Supplier shall clean the offices each evening.', 'At weekends it will clean only the lobby.')[2]).toEqual(['Obligation/Supplier']);
  });
  it('a title between ends the antecedent; an opening noun that is not a time gives none', () => {
    expect(typesOf(PREAMBLE, 'The Supplier shall collect the waste every weekday.', { text: 'Holidays', kind: 'title' }, 'On a public holiday it shall collect at noon.')[3]).toEqual([]);
    expect(typesOf(PREAMBLE, 'The Supplier shall collect the waste every weekday.', 'On the loading dock it shall be stored in bins.')[2]).toEqual([]);
  });
});

describe('a party named by its part in a breach', () => {
  it('"the innocent party" and "the wronged party" are whichever party the breach befalls', () => {
    expect(typesOf(PREAMBLE, 'If either party breaches this Agreement, the innocent party may terminate it at once.')[1]).toEqual(['Right/Multiple Parties']);
    expect(typesOf(PREAMBLE, 'The wronged party may claim its reasonable costs.')[1]).toEqual(['Right/Multiple Parties']);
  });
});

describe('a modal in a relative clause after a preposition and "which"', () => {
  it('a restrictive clause ("any period during which it cannot …") describes a noun: no label of its own', () => {
    expect(typesOf(PREAMBLE, 'The Customer will give the Supplier notice of any period during which it cannot accept deliveries.')[1]).toEqual(['Obligation/Customer']);
    expect(typesOf(PREAMBLE, 'The Customer will list the days on which the Supplier may not deliver.')[1]).toEqual(['Obligation/Customer']);
  });
  it('after a comma the clause is the sentence\'s own and its bar is read', () => {
    expect(typesOf(PREAMBLE, 'The first month is a trial period, during which the Customer may not terminate.')[1]).toEqual(['Exclusion/Customer']);
  });
});
