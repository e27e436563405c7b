/**
 * Issue 18, h88pa (set 66's natures). "never" bars as "do not" does; a second verb joined by "or" after "do not" is
 * barred when the first binds no one; "start", "begin" and "confirm" with a thing as object are acts; a relative clause
 * after a comma keeps its modal from the main clause; a grant to a party "and to her children" is the party's Right;
 * "shall have free access" is a Right. Sentences written for the test.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const SHOP = 'Brightfix Ltd ("Brightfix", "we" or "us") repairs laptops and printers on these terms.';
const shop = (...sentences: string[]) => typesOf(SHOP, ...sentences).slice(1);

describe('"never" and joined bars in the present tense', () => {
  it('"we never" and "never" with a verb in -s bar the party', () => {
    expect(shop('We never open the casing of a printer under warranty.', 'Our engineers test the printer, and we never keep a copy of your documents.'))
      .toEqual([['Exclusion/Brightfix'], ['Exclusion/Brightfix']]);
    expect(typesOf('This Agreement is made between Alder Ltd ("Customer") and Birch Ltd ("Supplier").', 'The Supplier never subcontracts the cleaning of the kitchens.').slice(1))
      .toEqual([['Exclusion/Supplier']]);
  });
  it('near misses: "never" with a verb that binds no one, or a past tense', () => {
    expect(shop('We never accept cheques.', 'We never charged for a second opinion.')).toEqual([[], []]);
  });
  it('"do not X or Y" bars the verb that binds: the second when the first is a state', () => {
    expect(shop('We do not see or store your bank details.', 'We do not need or want your passwords.')).toEqual([['Exclusion/Brightfix'], []]);
  });
  it('a bar joined after a duty by ", and" is read beside it', () => {
    expect(shop('We send you an estimate, and we do not begin any work until you approve it.')).toEqual([['Obligation/Brightfix', 'Exclusion/Brightfix']]);
  });
});

describe('starting, beginning and confirming a thing', () => {
  it('are acts with a thing as object', () => {
    expect(shop('Paper prices may rise during the year, and we confirm the final price on your invoice.', 'We start each repair within two days of your approval.'))
      .toEqual([['Obligation/Brightfix'], ['Obligation/Brightfix']]);
  });
  it('near misses: confirming a fact, or what something is of', () => {
    expect(shop('We confirm that the printer is safe to use.', 'We confirm the accuracy of the meter reading.')).toEqual([[], []]);
  });
});

describe('a modal in a relative clause after a comma', () => {
  it('leaves the main clause\'s present duty to be read', () => {
    expect(shop('If a toner must be imported, we give you the delivery date, which may be up to a month away.')).toEqual([['Obligation/Brightfix']]);
  });
});

const DEED = 'This Deed is made between Jo Bell ("Donor") and Northgate Museum Trust ("Trustees").';
const deed = (...sentences: string[]) => typesOf(DEED, ...sentences).slice(1);

describe('a grant to a party and to persons who are no party', () => {
  it('is the party\'s Right', () => {
    expect(deed(
      '1. The Trustees hereby grant to the Donor and to his grandchildren a licence to copy the maps.',
      '2. The Trustees grant the Donor and her heirs a right to borrow the albums.',
    )).toEqual([['Right/Donor'], ['Right/Donor']]);
  });
  it('near miss: a grant to no party is none', () => {
    expect(deed('3. The Trustees grant to the city and to its schools a licence to show the maps.')).toEqual([[]]);
  });
});

describe('access granted without bounds', () => {
  it('"shall have free access" is a Right', () => {
    expect(deed('4. The Donor shall have free access to the archive on any weekday.', '5. The Donor shall have full and unrestricted access to the reading room.'))
      .toEqual([['Right/Donor'], ['Right/Donor']]);
  });
  it('near miss: a bare "will have access from …" stays as it was read', () => {
    expect(deed('6. The Donor will have access to the hall from 2 p.m. and must leave by 6 p.m.')).toEqual([['Obligation/Donor']]);
  });
});
