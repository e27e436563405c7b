/**
 * Set 43's natures and party bindings (issue 18, h32n43), with sentences written for the test (not the set's): a role a
 * definition gives as "the Party that …" past an aside after "means", the lower-case role of a dispute, the domicilia
 * chosen, a hypothec held, "is not entitled to", and "submit to" inside a relative clause.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const after = (preamble: readonly string[], ...sentences: string[]) => typesOf(...preamble, ...sentences).slice(preamble.length);
const TRANSIT = ['This Transit Agreement is made between Harbour Net Ltd ("Harbour") and Ridge Telecom SA ("Ridge"), each a "Party".'];

describe('a role a definition gives as "the Party that …" is a party of its own (C53)', () => {
  it('an aside between "means" and "the Party" still defines the role', () => {
    expect(after(TRANSIT,
      '"Sending Party" means, for any message, the Party that hands the message over to the other.',
      '"Receiving Network" means, in respect of a call, the Party which receives the call.',
      'The Sending Party shall keep a record of each message for two years.',
      'The Receiving Network may refuse a message that carries no sender identity.',
      'The Sending Party shall not alter the sender identity of a message.'))
      .toEqual([['Definition/None'], ['Definition/None'], ['Obligation/Sending Party'], ['Right/Receiving Network'], ['Exclusion/Sending Party']]);
  });
  it('without the aside, as before', () => {
    expect(after(TRANSIT, '"Handling Party" means a Party that handles a route.', 'The Handling Party shall not reroute a call without notice.'))
      .toEqual([['Definition/None'], ['Exclusion/Handling Party']]);
  });
  it('near misses: a term defined as no party, an aside that runs past a stop, a role nobody defined', () => {
    expect(after(TRANSIT,
      '"Transit Carrier" means, for any call, a carrier other than a Party that carries the call.',
      'The Transit Carrier shall hand over the call.',
      '"Route Owner" means, for the purposes of this clause. The Party that owns the route.',
      'The Route Owner shall publish the route.'))
      .toEqual([['Definition/None'], [], ['Definition/None'], []]);
  });
});

describe('a lower-case role in an event is whichever party it befalls (table 2.2: "a party")', () => {
  it('"the disputing Party", "the objecting party" → Multiple Parties', () => {
    expect(after(TRANSIT,
      'The disputing Party shall pay the amount not in dispute by its due date.',
      'The objecting party must give its reasons in writing within ten days.'))
      .toEqual([['Obligation/Multiple Parties'], ['Obligation/Multiple Parties']]);
  });
});

describe('domicilia chosen (table 2.1: "chooses its domicile")', () => {
  it('the Latin plural and "their respective domicile" → Obligation of the parties', () => {
    expect(after(TRANSIT,
      'The Parties choose as their domicilia citandi et executandi the addresses in Schedule 2.',
      'The parties elect their respective domicile at the addresses below.',
      'Each party chooses its domicile at the address below.'))
      .toEqual([['Obligation/Multiple Parties'], ['Obligation/Multiple Parties'], ['Obligation/Multiple Parties']]);
  });
  it('near miss: domicilia only named bind no one', () => {
    expect(after(TRANSIT, 'The domicilia of the Parties are set out in Schedule 2.')).toEqual([[]]);
  });
});

describe('a hypothec held is the holder\'s Right, as a lien is (C35)', () => {
  it('"shall have a hypothec over", "has a tacit hypothec on"', () => {
    expect(after(TRANSIT,
      'Harbour shall have a hypothec over the movables brought onto the site by Ridge.',
      'Harbour has a tacit hypothec on the equipment in the yard.'))
      .toEqual([['Right/Harbour'], ['Right/Harbour']]);
  });
  it('near miss: "shall register a hypothec" is a duty', () => {
    expect(after(TRANSIT, 'Ridge shall register a hypothec over its equipment in favour of Harbour.')).toEqual([['Obligation/Ridge']]);
  });
});

describe('"is not entitled to" bars the party (C52)', () => {
  it('money or an act, with or without a modal → Exclusion', () => {
    expect(after(TRANSIT,
      'Ridge is not entitled to any fee for a message that Harbour rejects.',
      'Harbour will not be entitled to any further payment for the waiting time.',
      'Ridge is not entitled to resell the capacity.'))
      .toEqual([['Exclusion/Ridge'], ['Exclusion/Harbour'], ['Exclusion/Ridge']]);
  });
  it('near miss: "is entitled to" stays the Right', () => {
    expect(after(TRANSIT, 'Ridge is entitled to a credit for each lost message.')).toEqual([['Right/Ridge']]);
  });
});

describe('"submit to" promises a submission only to a forum (table 2.1)', () => {
  it('a thing submitted in a relative clause binds no one', () => {
    expect(after(TRANSIT, 'Harbour will process the messages that Ridge submits to it and pay Ridge their value within two days.'))
      .toEqual([['Obligation/Harbour']]);
    expect(typesOf(
      'These terms are between Tessla Pay Limited ("Tessla", "we", "us" or "our") and the merchant named in the application ("you").',
      'We will settle the card payments that you submit to us within two days.').slice(1))
      .toEqual([['Obligation/Tessla']]);
  });
  it('a submission to courts, a jurisdiction, tribunals or arbitration stays a promise', () => {
    expect(after(TRANSIT,
      'This Agreement is governed by English law, and the Parties submit to the exclusive jurisdiction of the English courts.',
      'Each Party submits to the state and federal courts located in Denver.',
      'The Parties submit to the Courts and Tribunals of Valencia.',
      'Each Party submits to arbitration in London.',
      'The Parties attorn to the courts of Ontario.'))
      .toEqual([['Obligation/Multiple Parties'], ['Obligation/Multiple Parties'], ['Obligation/Multiple Parties'], ['Obligation/Multiple Parties'], ['Obligation/Multiple Parties']]);
  });
});
