/**
 * Issue 18, h121loc (C314): places no list holds, named by their shape — a town after a preposition of place or of
 * movement (places-after-preposition.ts), an island or a harbour by its kind's word (place-names.ts PLACE_BY_KIND), a
 * wadi by its kind first and a village, a harbour, mountains or a plateau by a kind in small letters
 * (places-by-kind-word.ts). Sentences written for these tests, none from the sets.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf, typesAndAttributesOf } from '../helpers.js';
import { placesAfterPreposition } from '../../../../src/contracts/classify/names/places-after-preposition.js';
import { readsLinearly } from '../../../security/linear-time.js';

const places = (text: string) => attributesOf(text).filter((a) => a.startsWith('Location:'));

describe('a town by its shape after a preposition (C314)', () => {
  it.each([
    ['The crates are loaded onto the barge at Vaitape.', ['Location:Vaitape']],
    ['The buyer pays the balance in cash in Tofol on the day of delivery.', ['Location:Tofol']],
    ['The carrier takes the goats from Kolonia to Lelu and back.', ['Location:Kolonia', 'Location:Lelu']],
    ['The hearing is held at the magistrates in Utu-Ava, if the elders fail.', ['Location:Utu-Ava']],
  ])('%s', (text, want) => {
    expect(places(text)).toEqual(want);
  });
  it('near misses: roles, languages, adjectives, numbered parts, longer names, headings', () => {
    expect(places('The Supplier sends the invoice to Licensor within 10 days.')).toEqual([]);
    expect(places('This contract is made in two copies, in Tetunu and in French.')).toEqual([]);
    expect(places('The rules are read aloud in Kriolu before signing.')).toEqual([]);
    expect(places('The price is paid in Fiji dollars.')).toEqual([]);
    expect(places('The grant is paid to Tokelauans who study abroad.')).toEqual([]);
    expect(places('The site is shown on the plan in Annexure 2.')).toEqual([]);
    expect(places('Notices go to Mrs Aroha at the office.')).toEqual([]);
    expect(places('We had a letter from Jordan and a call from Chad.')).toEqual([]);
    expect(placesAfterPreposition('Collections from Jln. Gadong, Mondays.', false)).toEqual([]);
    // A body's seat is its name's (C25): this reader leaves it to the body readers.
    expect(placesAfterPreposition('The works follow the conditions of the Heritage Department in Vaitape.', false)).toEqual([]);
    expect(placesAfterPreposition('Meeting at Vaitape', true)).toEqual([]);
  });
  it("a party's short name after \"to\" is the party, no town", () => {
    // h121rr #3: the sentence after the preamble is classified, the preamble alone tested nothing of party-not-place.ts.
    const got = typesAndAttributesOf(
      'This Agreement is made between Korvalo Trading Ltd ("Seller") and Birch Ltd ("Buyer").',
      'The Buyer sends the order to Korvalo by e-mail.',
      'The Seller ships the goods from the depot to Korvalo by road.',
    );
    expect(got[0].attributes).toContain('Organization:Korvalo Trading Ltd');
    expect(got[1].attributes.filter((a) => a.startsWith('Location:'))).toEqual([]);
    expect(got[2].attributes.filter((a) => a.startsWith('Location:'))).toEqual([]);
  });
  it('reads linearly', () => {
    readsLinearly((n) => {
      const text = 'in Aa '.repeat(Math.ceil(n / 6));
      return () => placesAfterPreposition(text, false);
    });
    readsLinearly((n) => {
      const text = `in ${'Aa-'.repeat(Math.ceil(n / 3))}`;
      return () => placesAfterPreposition(text, false);
    });
  });
});

describe('islands, harbours, wadis, villages and plateaus by their kind (C314)', () => {
  it.each([
    ['The researchers camp on Tavake Island for the season.', ['Location:Tavake Island']],
    ['The boat is moored at Tevai Harbour overnight.', ['Location:Tevai Harbour']],
    ['Do not swim in the pools of Wadi Qalansiyah after rain.', ['Location:Wadi Qalansiyah']],
    ['The walk goes over the Homhil plateau and down to the Erher village.', ['Location:Homhil', 'Location:Erher']],
  ])('%s', (text, want) => {
    expect(places(text)).toEqual(want);
  });
  it('near misses: a possessive, a common word, islands joined by "and" to a name', () => {
    expect(places("Report every injury to the Principal's village office.")).toEqual([]);
    expect(places('The walkers rest in the Middle village before noon.')).toEqual([]);
    expect(places('The firm is incorporated in the Kavera and Tolua Islands.')).toEqual([]);
  });
});
