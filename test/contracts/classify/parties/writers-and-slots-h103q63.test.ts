/**
 * Facts set 63's causes 1, 2, 4 and 5 (issue 18, h103q63): two writers of one first-person deed, "I, <name>, son of …
 * (hereinafter the Seller), and I, <name>, … (hereinafter the Buyer)" (preamble-names.ts NEXT_WRITER, the municipality
 * they live in no party: RESIDENCE_BEFORE); a person's slot in a paragraph of its own opening "and:" under a slot
 * ending on a semicolon (SLOT_LINE_GOES_ON, NEXT_SLOT_LINE); a letterhead company signing "For <its name>, the Manager"
 * without its legal form (letterhead-signer.ts FOR_NAME_LINE); a text-message export's two sides (chat-parties.ts
 * SMS_HEADER, SMS_LINE, ownerOfExport). Names and sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, partiesByImportance, primary } from '../facts-readers.js';

const DEED = (slots: string) => [
  'DEED OF SALE OF A SCOOTER',
  '(translated from Nepali)',
  slots,
  '1. The Seller sells to the Buyer the scooter, registration No. Lu 3 Pa 221, for Rs. 95,000/-, paid in cash today.',
  '2. Any dispute shall be settled by the Lalitpur District Court.',
];

describe('two first-person writers of one deed (cause 1)', () => {
  it('"I, <name>, son of …, resident of <X> Municipality … (hereinafter the Seller), and I, <name>, daughter of …": both persons, no municipality', () => {
    const facts = DEED('I, Bikash Raj Maharjan, son of Ratna Maharjan, aged 45, permanent resident of Godawari Municipality, Ward No. 9, Lalitpur District, holder of citizenship certificate No. 27-01-1234 (hereinafter the Seller), and I, Anjali Kumari Pradhan, daughter of Suresh Pradhan, aged 29, resident of Mahalaxmi Municipality, Ward No. 3, Lalitpur District (hereinafter the Buyer), of our own free will execute this deed:');
    expect(partiesByImportance(...facts)).toEqual(['BIKASH RAJ MAHARJAN Primary Supplier', 'ANJALI KUMARI PRADHAN Primary Buyer', 'LALITPUR DISTRICT COURT Unknown Unknown']);
  });
  it('the names and aliases alone, and "the undersigned" after the second "I,"', () => {
    expect(primary(...DEED('I, Bikash Maharjan (hereinafter the Seller), and I, the undersigned, Anjali Pradhan (hereinafter the Buyer), execute this deed:'))).toEqual(['BIKASH MAHARJAN Supplier', 'ANJALI PRADHAN Buyer']);
  });
  it('near miss: a company bought from in the writer\'s own slot keeps its bracket ("I, <name>, buy from <company> (the "Seller")")', () => {
    const facts = DEED('I, Anjali Pradhan, of Lalitpur, buy from Himal Motors Pvt. Ltd. (the "Seller"), and I sign this deed:');
    expect(primary(...facts)).toEqual(['HIMAL MOTORS Supplier']);
  });
});

const JINGLE = (second: string) => [
  'LOGO ANIMATION AGREEMENT',
  'Bari, 21.05.2044',
  'Between: PASTICCERIA LOIACONO S.R.L., with registered office at Via Sparano 40, Bari, represented by its director Mrs Teresa Loiacono (hereinafter the “Client”);',
  second,
  '1. Object. The Animator shall animate the Client\'s logo in a clip of ten seconds, for € 800,00 plus VAT.',
];

describe('an individual\'s slot in a paragraph of its own opening "and:" (cause 2)', () => {
  it('"and: Mr <name>, animator, born in …, tax code … (hereinafter the “Animator”);" names him, the supplier', () => {
    const facts = JINGLE('and: Mr Vito Colapietro, animator, born in Molfetta on 02.02.2001, tax code CLPVTI01B02F284X, resident at Via Roma 9, Molfetta (hereinafter the “Animator”);');
    expect(primary(...facts)).toEqual(['PASTICCERIA LOIACONO Buyer', 'VITO COLAPIETRO Supplier']);
  });
  it('"and Mr <name>" without the colon, and a short slot', () => {
    expect(primary(...JINGLE('and Vito Colapietro, of Molfetta (hereinafter the “Animator”).'))).toEqual(['PASTICCERIA LOIACONO Buyer', 'VITO COLAPIETRO Supplier']);
  });
});

const ORDER = (signing: readonly string[]) => [
  'BOULANGERIE LE FLAMBOYANT SARL',
  'Rue de la Victoire, Libreville, Gabon – RCCM GA-LBV-2040-B-0099',
  'ORDER FORM No. 2044/52 – BREAD FOR A WEDDING',
  'Client: Mr Ulrich Mba Obame, Quartier Louis, Libreville',
  'Ten baguettes and two brioches a day, 9 000 FCFA, delivered from 5 to 7 June 2044.',
  'The Client',
  'Read and approved – U. Mba Obame',
  ...signing,
];

describe('a letterhead company signing "For <its name>, the Manager" without its legal form (cause 4)', () => {
  it('the company is the other side, the name under the line its contact; the line no contact of the client', () => {
    const facts = ORDER(['For Boulangerie Le Flamboyant, the Manager', 'Gaëlle Nzé Ondo']);
    expect(primary(...facts)).toEqual(['BOULANGERIE LE FLAMBOYANT Supplier', 'ULRICH MBA OBAME Buyer']);
    expect(contactLists(...facts)).toEqual([['BOULANGERIE LE FLAMBOYANT', ['Gaëlle Nzé Ondo']], ['ULRICH MBA OBAME', []]]);
  });
  it('near miss: a signing line for another name leaves the letterhead\'s company no party', () => {
    expect(primary(...ORDER(['For Le Flamboyant Traiteur, the Manager', 'Gaëlle Nzé Ondo']))).toEqual(['ULRICH MBA OBAME Buyer']);
  });
});

const EXPORT = (lines: readonly string[]) => [
  'Messages with Delroy Hodge (+1 284-555-0142)',
  'Exported 03/11/2044 7:02 PM',
  'Tue, Mar 10, 2044 at 5:12 PM',
  ...lines,
];

describe('a text-message export\'s two sides (cause 5)', () => {
  it('"Me" introducing itself from a company that sends the money buys; the other supplies', () => {
    const facts = EXPORT([
      'Me: Hello Mr Hodge, Marisol Vega from Blue Lagoon Charters LLC here. Can we keep our dinghy at your dock in April?',
      'Delroy Hodge: Evening. Yes, $90 for the month.',
      'Me: Perfect, sending the $90 by Venmo now.',
      'Delroy Hodge: Received the $90, thanks.',
    ]);
    expect(primary(...facts)).toEqual(['BLUE LAGOON CHARTERS Buyer', 'DELROY HODGE Supplier']);
  });
  it('"Me" naming itself a person ("this is <name>") who is paid supplies', () => {
    const facts = EXPORT([
      'Me: Hi, this is Rosa Penn, I saw you need a dog walker.',
      'Delroy Hodge: Yes! Weekdays at noon, from Monday?',
      'Me: Sure, $15 a walk. Send it to my bank account each Friday.',
    ]);
    expect(primary(...facts)).toEqual(['ROSA PENN Supplier', 'DELROY HODGE Buyer']);
  });
  it('near misses: "Me" who never says who it is, or nobody paying, names no party', () => {
    expect(primary(...EXPORT(['Me: Hello, is the dock free?', 'Delroy Hodge: Yes, $90 for the month.', 'Me: Sending the $90 now.']))).toEqual([]);
    expect(primary(...EXPORT(['Me: Hi, this is Rosa Penn.', 'Delroy Hodge: Hello Rosa.', 'Me: See you Monday.']))).toEqual([]);
  });
});
