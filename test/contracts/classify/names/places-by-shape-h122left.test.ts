/**
 * Issue 18, h122left: the last re-read's leftovers on C314 (h121revA #1, #2, #6, #11). A town after "kept at", "stays
 * at" is read by its shape (not after "payable at", "payable in", "paid in" since h122mendL, review82 #6, #7) (the verbs no longer bar it: the sets label "paid at
 * Funchal", "payable in Hong Kong", "kept together in Gibraltar" Location, and no bank, shop or hotel of one word after
 * them); a currency's name is no town ("payable in Naira"); a word of a party's name of a person's form is no town though
 * no Person was read there, and a Person's word in capitals is the same word. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf, typesAndAttributesOf } from '../helpers.js';
import { placeShaped, placesAfterPreposition } from '../../../../src/contracts/classify/names/places-after-preposition.js';
import { personPartyNames } from '../../../../src/contracts/classify/parties/party-not-place.js';
import { readsLinearly } from '../../../security/linear-time.js';

const places = (text: string) => attributesOf(text).filter((a) => a.startsWith('Location:'));
const shaped = (text: string) => placesAfterPreposition(text, false).map((s) => text.slice(s.begin, s.end));
const locations = (...texts: string[]) => typesAndAttributesOf(...texts).map((e) => e.attributes.filter((a) => a.startsWith('Location:')));

describe('a town after "kept", "stays" (h121revA #1, #2)', () => {
  it.each([
    ['The boat is kept at Leava during the winter.', ['Location:Leava']],
    ['The crew stays at Leava during the season.', ['Location:Leava']],
    ['The keeper keeps the nets at Tevai and the boats at Leava.', ['Location:Tevai', 'Location:Leava']],
  ])('%s', (text, want) => {
    expect(places(text)).toEqual(want);
  });
  it('near misses: a currency after "paid" or "payable", a payer\'s form, an account, a bank or a shop stay no town', () => {
    for (const text of [
      // "paid/payable in" and "payable at" bar an unlisted word again (h122mendL, review82 #6, #7): a coin or a bank as often.
      'The fee is payable at Leava on the first day of each month.',
      'The fee is payable in Hadibo.',
      'The rent is paid in Hadibo, in cash.',
      'The fee is payable in Naira.',
      'The rent is paid in Cedis or in Dirhams.',
      'The Buyer pays in Monero.',
      'The Supplier keeps its account at Revolut.',
      'The Tenant may pay the rent at Barclays.',
      'The Driver buys spare parts at Halfords.',
      'The Agency keeps the files at Hetzner.',
      'The Owner keeps the booking records in Xero.',
      'The Hirer may stay at the Hilton.',
    ]) expect(shaped(text), text).toEqual([]);
  });
  it('a currency\'s name has no place\'s shape; a town\'s has', () => {
    expect(['Naira', 'Cedis', 'Ringgit', 'Rupiah', 'Dirhams'].filter(placeShaped)).toEqual([]);
    expect(['Leava', 'Hadibo', 'Tevai'].every(placeShaped)).toBe(true);
  });
});

describe('a party\'s or a person\'s word is no town (h121revA #6, #11)', () => {
  it('a party of a person\'s form no Person reader took: its words after "returns … to" or "from … to"', () => {
    const got = locations(
      'AGREEMENT between OKONKWO, Chidi (the "Keeper") and MENSAH, Ama (the "Owner").',
      'The Keeper returns the keys to Okonkwo at the end of the season.',
      'The goats go from Okonkwo to Mensah each spring.',
      'The goats go from Leava to Hadibo each autumn.',
    );
    expect(got.slice(1)).toEqual([[], [], ['Location:Leava', 'Location:Hadibo']]);
  });
  it('a Person read in capitals: the same word in ordinary letters is the person', () => {
    const got = locations(
      'THIS AGREEMENT is made between CHIDI OKONKWO of Enugu (the "Keeper") and AMA MENSAH of Kumasi (the "Owner").',
      'The Keeper returns the keys to Okonkwo at the end of the season.',
      'The goats go from Okonkwo to Mensah each spring.',
    );
    expect(got).toEqual([['Location:Enugu', 'Location:Kumasi'], [], []]);
  });
  it('near misses: a listed town of a person party\'s name stays a place; a company\'s name is no person\'s', () => {
    const got = locations(
      'AGREEMENT between KUMASI, Chidi (the "Keeper") and MENSAH, Ama (the "Owner").',
      'The Keeper drives the goats to Kumasi each spring.',
    );
    expect(got[1]).toEqual(['Location:Kumasi']);
    expect(personPartyNames(['OKONKWO, Chidi', 'Ama Mensah', 'Leava Fishing Cooperative Ltd', 'Okonkwo'])).toEqual(['OKONKWO, Chidi', 'Ama Mensah']);
    // A company's short name of a person's form, inside an Organization read in the document (sets 57, 59).
    expect(personPartyNames(['Sloga Kraljevo', 'Ama Mensah'], ['FK Sloga Kraljevo d.o.o.'])).toEqual(['Ama Mensah']);
  });
  it('left: a lone surname with no party, Person or list behind it keeps a town\'s shape', () => {
    // No surname list: "from Okonkwo to Mensah" alone has the shape of "from Leava to Hadibo" (bench/log.md, h122left).
    expect(places('The goats go from Okonkwo to Mensah each spring.')).toEqual(['Location:Okonkwo', 'Location:Mensah']);
  });
});

describe('reads linearly', () => {
  it('many parties of a person\'s form beside many Organizations: no product of the two', () => {
    readsLinearly((n) => {
      const k = Math.ceil(n / 12);
      const names = Array.from({ length: k }, (_, i) => `Aa${String.fromCharCode(97 + (i % 26))} Bb${String.fromCharCode(97 + ((i / 26) % 26))}`);
      const orgs = Array.from({ length: k }, (_, i) => `Cc${String.fromCharCode(97 + (i % 26))} Aa Bb Ltd`);
      return () => personPartyNames(names, orgs);
    });
  });
  it('on long hostile runs after "payable in" and "kept at"', () => {
    readsLinearly((n) => {
      const text = `payable${' in Aa or'.repeat(Math.ceil(n / 9))} in Bb`;
      return () => placesAfterPreposition(text, false);
    });
    readsLinearly((n) => {
      const text = `kept${' at Aa,'.repeat(Math.ceil(n / 7))} at Bb`;
      return () => placesAfterPreposition(text, false);
    });
  });
});
