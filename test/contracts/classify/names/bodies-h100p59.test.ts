/**
 * Facts set 59's causes 6 and 7 and set 58's cause 8 (issue 18, h100p59), on sentences written for them:
 * - an Icelandic or Finnish bank by its own word, fused ("Landsbankinn", "Íslandsbanki", "Osuuspankki": bank-names.ts
 *   ONE_WORD_BANK) or in small letters after its name ("Arion banki", "Aktia pankki": gazetteer.ts SMALL_LETTER_BANK_WORDS);
 * - a service named by a State's work alone after "the" or after its owner ("the Emergency Management Service":
 *   public-bodies-by-field.ts STATE_WORKS);
 * - a carrier named by its own words and a transport word, after "shipped by" or in a shipping row's bracket
 *   (bodies-named-by-trade.ts CARRIER_NAME).
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';

describe('an Icelandic or Finnish bank by its own word (h100p59)', () => {
  it.each([
    ['The balance is paid to the account of the Seller with Hvítbankinn within 3 days.', 'Hvítbankinn'],
    ['The deposit is transferred to the Lessor\'s account at Norðurbanki.', 'Norðurbanki'],
    ['The price is paid to the account with Keskuspankki, Tampere branch.', 'Keskuspankki'],
    ['The rent is paid by transfer to the account with Hekla banki.', 'Hekla banki'],
  ])('%s', (text, bank) => {
    expect(orgs(text)).toEqual([bank]);
  });
  it('near miss: no banking word near, or the word alone', () => {
    expect(orgs('The horse Norðurbanki won the race at Akureyri.')).toEqual([]);
    expect(orgs('The price is paid to the account with a pankki of the Buyer\'s choice.')).toEqual([]);
  });
});

describe('a service named by a State\'s work (h100p59)', () => {
  it.each([
    ['In an emergency the guide calls the Emergency Management Service in Kazbegi.', 'Emergency Management Service'],
    ['Accidents are reported to the Civil Protection Service at once.', 'Civil Protection Service'],
    ['The permits come from the Armenian Emergency Situations Service.', 'Armenian Emergency Situations Service'],
  ])('%s', (text, body) => {
    expect(orgs(text)).toEqual([body]);
  });
  it('near miss: a company\'s emergency service, and the words with no "the" or owner', () => {
    expect(orgs('Our 24-hour Emergency Service answers every call.')).toEqual([]);
    expect(orgs('Emergency Management Service contracts are excluded.')).toEqual([]);
  });
});

describe('a carrier named by a transport word (h100p59)', () => {
  it.each([
    ['Shipping (Hokuriku Transport, refrigerated): ¥1,300', 'Hokuriku Transport'],
    ['The rugs are shipped by Anatolia Logistics from Kayseri.', 'Anatolia Logistics'],
    ['Delivery (Tatra Express; two days): 250 Kč', 'Tatra Express'],
  ])('%s', (text, carrier) => {
    expect(orgs(text)).toEqual([carrier]);
  });
  it('near miss: common words alone, or a transport word with no carrier cue', () => {
    expect(orgs('The parcels are sent with Express Freight at the Buyer\'s cost.')).toEqual([]);
    expect(orgs('Hokuriku Transport is a word in the title of a poem.')).toEqual([]);
  });
});
