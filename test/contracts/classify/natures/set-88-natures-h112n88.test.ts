/**
 * Set 88's nature causes 1–6 (issue 18, h112n88; bench/log.md "An eighty-eighth, blind set"): a present-tense duty under
 * a heading of the terms before numbered clauses, each verb of a compound predicate, rows of a fare lead-in not shaped
 * "<route>: <sum>", a permit granted and rights taken over, "You tell … that they must …", and the two false positives
 * (money kept after a right; a data subject's consent). Sentences written for this test, in documents of their own.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const title = (text: string) => ({ text, kind: 'title' as const });
const PREAMBLE = 'This agreement is made in Leeds on 3 May 2040 between Tom Hale ("the Hall") and Harlow Shops Ltd ("the Client").';
const COUPLE = 'This agreement is made in Leeds on 3 May 2040 between Tom Hale ("the Hall") and Ann and Ben Lee (together "the Clients").';
const last = (types: string[][]) => types[types.length - 1];

describe('cause 1: a heading of the terms after the preamble opens the operative part', () => {
  it('a present-tense duty under an unnumbered heading before numbered conditions binds', () => {
    const types = typesOf(title('BOOKING ANNEX'), PREAMBLE, title('Part B – Prices and payment'), "The Client pays the balance in cash at the Hall's office.",
      title('Part C – Conditions'), '1. The Client may bring its own cake.');
    expect(types[3]).toEqual(['Obligation/Client']);
    expect(types[5]).toEqual(['Right/Client']);
  });
  it('near miss: under a "Background" heading the present tense states the background', () => {
    const types = typesOf(title('SUPPLY AGREEMENT'), PREAMBLE, title('Background'), 'The Client sells cakes to hotels.', title('Terms'), '1. The Hall may sell cakes.');
    expect(types[3]).toEqual([]);
  });
  it('near miss: a "Parties" heading opens nothing', () => {
    const types = typesOf(title('SUPPLY AGREEMENT'), 'Dated 3 May 2040.', title('Parties'), 'The Client runs a hotel in Leeds.', '1. The Hall may sell cakes.');
    expect(types[3]).toEqual([]);
  });
});

describe('cause 2: each verb of a compound predicate gives its own label', () => {
  it('a sum kept and the rest refunded', () => {
    expect(last(typesOf(PREAMBLE, '1. If the Client cancels later, the Hall keeps 10% of the price and refunds the rest within ten days.'))).toEqual(['Right/Hall', 'Obligation/Hall']);
  });
  it('a duty and a disclaimer after an opening condition', () => {
    expect(last(typesOf(PREAMBLE, '1. If the Hall cannot hold the banquet because of a power cut, a fire or an order of the authorities, it refunds everything paid and owes nothing more.')))
      .toEqual(['Disclaimer/Hall', 'Obligation/Hall']);
  });
  it('"still" before the verb, a sum after a plural party', () => {
    expect(last(typesOf(COUPLE, '1. If fewer guests come, the Clients still pay for 200 guests.'))).toEqual(['Obligation/Clients']);
    expect(last(typesOf(COUPLE, '1. If more guests come, the Clients pay TMT 180 for each extra guest.'))).toEqual(['Obligation/Clients']);
  });
  it('"remains bound" is a liability kept', () => {
    expect(last(typesOf(PREAMBLE, '1. It covers the deliveries made during that year, and the Client remains bound for them until they are paid.'))).toEqual(['Obligation/Client']);
  });
  it('near miss: "remains bound by this contract" is a state, no duty', () => {
    expect(last(typesOf(PREAMBLE, '1. If the Client sells the shop, it remains bound by this contract.'))).toEqual([]);
  });
  it('near misses: a list of nouns after "keeps", money kept alone (KEEPS_OWN: no duty beside the Right)', () => {
    expect(last(typesOf(PREAMBLE, '1. The Hall keeps the takings and tips of the night.'))).toEqual(['Right/Hall']);
    expect(last(typesOf(PREAMBLE, '1. The Hall keeps the tips.'))).toEqual(['Right/Hall']);
  });
});

describe('cause 3: rows of a colon lead-in inherit its label', () => {
  it('two routes joined by "or", a price waived', () => {
    const types = typesOf(PREAMBLE, 'The fares are fixed by the Hall and are as follows:', 'Leeds – York, full route: GBP 45', 'Leeds – Selby, or York – Tadcaster: GBP 25',
      "Children under five travelling on an adult's lap: free");
    expect(types.slice(1)).toEqual([['Obligation/Hall'], ['Obligation/Hall'], ['Obligation/Hall'], ['Obligation/Hall']]);
  });
  it('near miss: a row of words under no lead-in stays bare', () => {
    expect(last(typesOf(PREAMBLE, 'The Hall is open all year.', "Children under five travelling on an adult's lap: free"))).toEqual([]);
  });
});

describe('cause 4: a permit granted, rights taken over', () => {
  it("a permit or an authorisation granted is the grantee's Right", () => {
    expect(last(typesOf(PREAMBLE, '1. The Hall grants the Client a permit to sell ice cream on the pier.'))).toEqual(['Right/Client']);
    expect(last(typesOf(PREAMBLE, '1. The Hall grants the Client a fishing authorisation for the lake.'))).toEqual(['Right/Client']);
  });
  it("rights taken over are the subject's, past a relative clause on it", () => {
    expect(last(typesOf(PREAMBLE, "1. The Client who pays the Hall takes over the Hall's rights against the bank for the sum paid."))).toEqual(['Right/Client']);
  });
  it('near misses: a permit named in a warranty, rights taken over with obligations', () => {
    expect(last(typesOf(PREAMBLE, '1. The Hall grants the Client a warranty that all permits are valid.'))).not.toContain('Right/Client');
    expect(last(typesOf(PREAMBLE, "1. The Client takes over the Hall's rights and obligations under the lease."))).not.toContain('Right/Client');
  });
});

describe('cause 5: what a party tells others they must do', () => {
  it('"You tell … that they must …" is your duty', () => {
    const letter = 'This letter is between Blue Diving SARL ("we" or "us") and Sables Hotel SA ("you").';
    expect(last(typesOf(letter, '1. You tell your guests before they book that they must be able to swim.'))).toEqual(['Obligation/You']);
  });
  it('near miss: a relative clause with its own modal still ends the clause', () => {
    expect(last(typesOf(PREAMBLE, '1. The Hall keeps a list of the guests that must be kept private.'))).toEqual(['Obligation/Hall']);
  });
});

describe('cause 6: the two false positives', () => {
  it('money kept after a right is the Right alone', () => {
    const letter = 'This letter is between Blue Diving SARL ("we" or "us") and Sables Hotel SA ("you").';
    expect(last(typesOf(letter, '1. You may sell the trips to your guests at any price you choose, and you keep the difference.'))).toEqual(['Right/You']);
  });
  it("a data subject's consent to processing grants no right; a consent to works does", () => {
    expect(last(typesOf(PREAMBLE, '1. The Client consents to the Hall processing his personal data and health data for his treatment.'))).toEqual([]);
    expect(last(typesOf(PREAMBLE, '1. The Client consents to the Hall carrying out the works.'))).toEqual(['Right/Hall']);
  });
});
