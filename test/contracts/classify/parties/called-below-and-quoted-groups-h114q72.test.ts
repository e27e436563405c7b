/**
 * Facts set 72's cause 4 (issue 18, h114q72), on preambles written for it: "called below" / "referred to below as"
 * before a quoted alias open it as "hereinafter" does (alias-forms.ts BELOW_OPENING); a body named in quotes after its
 * kind's noun is that body (`the football club "Etoile Rouge"`, quoted-group-names.ts); a body in the slot's description
 * after a participle ("approved by the Ministry of Youth and Sports", its own "and" in its name) takes no alias
 * (alias-forms.ts IN_DESCRIPTION, preamble-names.ts). Near misses: "described below" opens no alias, a role word in the
 * quotes names no body, a body's noun in capitals before the quote.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, partiesByImportance } from '../facts-readers.js';
import { findNames } from '../../../../src/contracts/classify/names/names.js';

const TITLE = 'CONTRACT FOR THE SEWING OF FOOTBALL JERSEYS';
const SEAMSTRESS = 'And Ms. Nadège Joseph, seamstress, living at Torbeck, called below "the Seamstress".';
const WORK = '1. The Seamstress sews sixty jerseys for the Club. The price is HTG 30,000, paid within ten (10) days after delivery.';
const club = (lead: string, alias: string) => `${lead}, with its seat at 4 Rue Geffrard, Les Cayes, represented by its treasurer, Mr. Jean-Robert Pierre, ${alias} "the Club";`;
const organisations = (text: string) => findNames(text).filter((n) => n.type === 'Organization').map((n) => text.slice(n.begin, n.end));

describe('"called below" and a group named in quotes (cause 4)', () => {
  it('a quoted group "called below", the ministry recognising it no party of the slot, the treasurer its contact', () => {
    const lines = [TITLE, 'Between the undersigned:', club('The football club "Etoile Rouge", approved by the Ministry of Youth and Sports', 'called below'), SEAMSTRESS, WORK];
    expect(partiesByImportance(...lines)).toEqual(['ETOILE ROUGE Primary Unknown', 'NADÈGE JOSEPH Primary Unknown', 'MINISTRY OF YOUTH AND SPORTS Unknown Unknown']);
    expect(contactLists(...lines)).toEqual([['ETOILE ROUGE', ['Jean-Robert Pierre']], ['NADÈGE JOSEPH', []]]);
  });
  it('"referred to below as" with an unquoted name, and a bracket\'s "called below"', () => {
    expect(partiesByImportance(TITLE, 'Between the undersigned:', club('Etoile Rouge Football Club', 'referred to below as'), SEAMSTRESS.replace('called below', 'referred to below as'), WORK))
      .toEqual(['ETOILE ROUGE FOOTBALL CLUB Primary Unknown', 'NADÈGE JOSEPH Primary Unknown']);
    expect(partiesByImportance('This Agreement is made between Etoile Rouge Football Club (called below "the Buyer") and Nadège Joseph of Torbeck (called below "the Seller").', 'The Seller sews sixty jerseys for the Buyer.'))
      .toEqual(['ETOILE ROUGE FOOTBALL CLUB Primary Buyer', 'NADÈGE JOSEPH OF TORBECK Primary Supplier']);
  });
  it('a body whose name holds "and" after "approved by" in an English slot takes no alias', () => {
    expect(partiesByImportance('This Agreement is made between Lakeside Holidays Pvt. Ltd., a travel agency approved by the Ministry of Culture and Tourism (the "Agent"), and Everest Lodge Ltd (the "Hotel").', '1. The Agent sends guests to the Hotel.'))
      .toEqual(['LAKESIDE HOLIDAYS Primary Unknown', 'EVEREST LODGE Primary Unknown', 'MINISTRY OF CULTURE AND TOURISM Unknown Unknown']);
  });
  it('the quoted names read, and near misses', () => {
    expect(organisations('The carnival group "Bann Mas Kokoye", with its seat at Jacmel.')).toEqual(['Bann Mas Kokoye']);
    expect(organisations('Its women\'s cooperative "Tèt Ansanm" sells the flour.')).toEqual(['Tèt Ansanm']);
    expect(organisations('The company "Supplier" means the seller.')).toEqual([]);
    expect(organisations('The group "the Members" means them.')).toEqual([]);
    // A name of common words is a name; a document's title opening on its kind is none (session 76's merge).
    expect(organisations('The fishing club "Blue Reef" hires the boat.')).toEqual(['Blue Reef']);
    expect(organisations('The committee "Terms of Reference" are read at each meeting.')).toEqual([]);
    expect(organisations('Each member of the society "Rules of Membership" receives a copy.')).toEqual([]);
  });
  it('near miss: "described below" opens no alias', () => {
    expect(partiesByImportance('This Agreement is made between Etoile Rouge Football Club and Nadège Joseph of Torbeck for the jerseys described below "the Order".', 'The jerseys are blue.').some((p) => p.includes('Order'))).toBe(false);
  });
});
