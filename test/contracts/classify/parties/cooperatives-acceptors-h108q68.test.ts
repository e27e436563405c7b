/**
 * Facts set 68's causes 1, 2, 3, 4 and 15 (issue 18, h108q68), on contracts written for the rules, none from the set:
 * - a Russian cooperative's, unitary enterprise's or non-profit's form written out before its quoted name is a legal
 *   form, the quoted words the party (gazetteer.ts POST_SOVIET_FORMS);
 * - "Individual Entrepreneur, head of a peasant (farm) household, <name>": the person is the party (slot-names.ts
 *   HEAD_OF_APPOSITION);
 * - an acceptance block of its own under a quotation's signature signs for the party that accepts
 *   (details/block-openers.ts readAcceptorAboveParty);
 * - "<name>, <title>, <place>, <date>" is a signer's line (details/line-shapes.ts SIGNED_PLACE_DATE_TAIL);
 * - "Accepted for the <alias>:" accepts for the name the letter gave the alias (letter-addressee.ts namedByAlias).
 */
import { describe, expect, it } from 'vitest';
import { contactLists, partyNames, primary } from '../facts-readers.js';
import { SIGNED_DATE_TAIL, SIGNED_PLACE_DATE_TAIL } from '../../../../src/contracts/classify/parties/details/line-shapes.js';
import { readsLinearly } from '../../../security/linear-time.js';

const CONTRACT = (customer: string, contractor: string) => [
  'CONTRACT No. 12 FOR THE PLOUGHING OF FIELDS',
  `${customer}, hereinafter "the Customer", represented by its Chairman Nikiforov Afanasy Petrovich, acting on the basis of the Charter, on the one hand, and ${contractor}, hereinafter "the Contractor", on the other hand, have concluded this Contract as follows:`,
  '1.1. The Contractor undertakes to plough 40 hectares of the Customer\'s fields, and the Customer undertakes to accept and pay for the work.',
  '2.1. The Customer pays the Contractor 96 000 (ninety-six thousand) rubles 00 kopecks within 10 (ten) banking days of the acceptance certificate.',
];

describe('a Russian legal form written out before a quoted name (cause 1)', () => {
  it.each([
    ['Agricultural Production Cooperative "Tuymaada Ot" (APC "Tuymaada Ot")', 'TUYMAADA OT'],
    ['Consumer Cooperative "Bulun Balyk"', 'BULUN BALYK'],
    ['Municipal Unitary Enterprise "Zhilkomservis" (MUP "Zhilkomservis")', 'ZHILKOMSERVIS'],
  ])('%s', (customer, name) => {
    const text = CONTRACT(customer, 'Limited Liability Company "Sever Agro" (LLC "Sever Agro")');
    expect(primary(...text)).toEqual([`${name} Buyer`, 'SEVER AGRO Supplier']);
    expect(contactLists(...text)[0]).toEqual([name, ['Nikiforov Afanasy Petrovich']]);
    expect(partyNames(...text).some((p) => /COOPERATIVE|ENTERPRISE/.test(p))).toBe(false);
  });
  it('near miss: a cooperative named by its place and trade in English stays a body of its own', () => {
    const text = ['SUPPLY AGREEMENT', 'This agreement is made between Harbour Mills Ltd (the "Buyer") and Sunrise Ltd (the "Seller").', '1. The Seller delivers the grain to the Kericho Tea Growers Cooperative\'s store, and the Buyer pays the Seller KES 90,000.'];
    expect(partyNames(...text)).toContain('KERICHO TEA GROWERS COOPERATIVE');
  });
});

describe('a sole trader\'s farm between the form and the name (cause 2)', () => {
  it.each([
    'Individual Entrepreneur, head of a peasant (farm) household, Gotovtsev Ivan Semenovich (OGRNIP 321144600012345)',
    'Individual Entrepreneur, head of the peasant farm household, Gotovtsev Ivan Semenovich',
    'Individual Entrepreneur Gotovtsev Ivan Semenovich (OGRNIP 321144600012345)',
  ])('%s', (contractor) => {
    const text = CONTRACT('Limited Liability Company "Sever Agro" (LLC "Sever Agro")', contractor);
    expect(primary(...text)).toEqual(['SEVER AGRO Buyer', 'GOTOVTSEV IVAN SEMENOVICH Supplier']);
  });
  it('near miss: the form alone is never a party', () => {
    const text = CONTRACT('Limited Liability Company "Sever Agro" (LLC "Sever Agro")', 'Individual Entrepreneur, head of a peasant (farm) household, Gotovtsev Ivan Semenovich');
    expect(partyNames(...text)).not.toContain('INDIVIDUAL ENTREPRENEUR');
  });
});

const QUOTATION = (acceptance: string[]) => [
  'BRUNNER SCHREINEREI AG',
  'Dorfstrasse 8, 3513 Bigenthal',
  'Hotel Rössli AG',
  'Hauptstrasse 2, 3550 Langnau',
  'Bigenthal, 4 February 2046',
  'QUOTATION No. 2046-31',
  'Dear Sir or Madam,',
  'We thank you for your enquiry and offer you the new oak doors of the dining room as follows:',
  'Item | Work | Amount (CHF)',
  '1 | Six oak doors, made and fitted | 14,200.00',
  'Total | 14,200.00',
  'Payment: within thirty (30) days of the invoice, net. Work: from 2 May 2046 to 9 May 2046.',
  'Kind regards',
  'Urs Brunner',
  'Managing Director',
  'For Brunner Schreinerei AG',
  ...acceptance,
];

describe('an acceptance block of its own under a quotation\'s signature (cause 3)', () => {
  it.each([
    [['ORDER PLACED', 'We accept this quotation and order the work.', 'Langnau, 11 February 2046', 'Verena Gerber, Director', 'For Hotel Rössli AG']],
    [['Order confirmed:', 'Verena Gerber, Director', 'For and on behalf of Hotel Rössli AG']],
    [['QUOTATION ACCEPTED', 'Verena Gerber', 'Director', 'Hotel Rössli AG']],
  ])('%j: the acceptor the hotel\'s contact, not the joiner\'s', (acceptance) => {
    const lists = Object.fromEntries(contactLists(...QUOTATION(acceptance)));
    expect(lists['BRUNNER SCHREINEREI']).toEqual(['Urs Brunner']);
    expect(lists['HOTEL RÖSSLI']).toEqual(['Verena Gerber']);
  });
  it('near miss: without an acceptance heading the lines above "For <party>" sign for no one new', () => {
    const lists = Object.fromEntries(contactLists(...QUOTATION(['Langnau, 11 February 2046', 'Verena Gerber, Director', 'For Hotel Rössli AG'])));
    expect(lists['HOTEL RÖSSLI'] ?? []).not.toContain('Verena Gerber');
  });
});

const LETTER = (heading: string, signer: string) => [
  'SEAVIEW GUEST HOUSE LIMITED',
  'PO Box 40, Port Vila, Vanuatu',
  '2 March 2046',
  'The Leader',
  'Erakor Bamboo Band',
  'Erakor village, Efate',
  'Re: Engagement of a bamboo band',
  'Dear Mr Kalsakau,',
  'We are glad to engage the Erakor Bamboo Band (the "Band") for our Saturday dinners, on these terms:',
  '1. The Band plays every Saturday from 7 p.m. to 9 p.m. for our guests.',
  '2. We pay VT 15,000 per night to the Band within seven (7) days of each night.',
  '3. This engagement lasts four (4) months, from 4 April 2046 to 1 August 2046.',
  'Yours sincerely,',
  'Leimara Naupa',
  'Manager',
  'For and on behalf of Seaview Guest House Limited',
  heading,
  signer,
];

describe('a signer\'s line closed by its place and date; the acceptance written with the alias (causes 4 and 15)', () => {
  it.each([
    ['Accepted for the Erakor Bamboo Band:', 'Tom Kalsakau, Chairman, Erakor, 10 March 2046'],
    ['Accepted for the Erakor Bamboo Band:', 'Tom Kalsakau, Secretary, 10/03/2046'],
    ['Accepted for the Band:', 'Tom Kalsakau, Chairman, Erakor, 10 March 2046'],
    ['Accepted for the Band:', 'Tom Kalsakau, Leader'],
  ])('%s / %s', (heading, signer) => {
    const lists = Object.fromEntries(contactLists(...LETTER(heading, signer)));
    expect(lists['SEAVIEW GUEST HOUSE']).toEqual(['Leimara Naupa']);
    expect(lists['ERAKOR BAMBOO BAND']).toEqual(['Tom Kalsakau']);
  });
  it('near misses: a street, or a place alone, before the date is no title (the title a job title\'s)', () => {
    for (const signer of ['Tom Kalsakau, Main Road, Erakor, 10 March 2046', 'Tom Kalsakau, Erakor, 10 March 2046']) {
      const lists = Object.fromEntries(contactLists(...LETTER('Accepted for the Erakor Bamboo Band:', signer)));
      expect(lists['ERAKOR BAMBOO BAND'] ?? []).not.toContain('Tom Kalsakau');
    }
  });
  it('near miss: an alias no name was given to names no band', () => {
    const text = LETTER('Accepted for the Group:', 'Tom Kalsakau, Leader');
    expect(partyNames(...text)).not.toContain('GROUP');
  });
  it('the tails read linearly', () => {
    readsLinearly((n) => {
      const line = 'Ab, '.repeat(Math.ceil(n / 4)) + '9 May';
      return () => { SIGNED_PLACE_DATE_TAIL.test(line); SIGNED_DATE_TAIL.test(line); };
    });
  });
});
