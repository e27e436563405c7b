/**
 * Facts set 66's causes 1–4 (issue 18, h106q66), on contracts written for the rules, none from the set:
 * - a side's words opening a party's slot ("On the one part, the PEASANT COMMUNITY OF …, …, hereinafter THE
 *   COMMUNITY.") are no name the bare alias restates (preamble-names.ts);
 * - Telegram's printed layout, "<sender>, [dd.mm.yyyy hh:mm]" alone over each message, read as a chat's lines
 *   (chat-parties.ts CHAT_HEADER_LINE);
 * - a person's "to my account" and "pay me" in an e-mail thread answering a company: the person is paid, the supplier
 *   (account-pronouns.ts, one home with the chat's words);
 * - a "<place>, <country>" line under a signature's company is an address, no signer (details/block-names.ts).
 */
import { describe, expect, it } from 'vitest';
import { contactLists, primary } from '../facts-readers.js';
import { readsLinearly } from '../../../security/linear-time.js';

const ACT = (community: string, alias = 'THE COMMUNITY') => [
  'ACT OF AGREEMENT FOR THE GRAZING OF ALPACAS',
  'In the assembly hall of the community, on 3 May 2045, the following met to sign this act:',
  `On the one part, the ${community}, with RUC No. 20411223344, represented by the president of its board, Mr. Eusebio Mamani Ccori, identified with DNI No. 23344556, hereinafter ${alias}.`,
  'On the other part, ALTIPLANO FIBRAS S.A.C., with RUC No. 20655443322, represented by its manager, Mrs. Lucía Apaza Ticona, identified with DNI No. 40112233, hereinafter THE COMPANY.',
  `FIRST: ${alias} grazes two hundred alpacas of THE COMPANY on its pastures.`,
  `SECOND: THE COMPANY pays ${alias} S/ 5.00 per alpaca per month.`,
];

describe('a side\'s words opening a slot are no name the bare alias restates (cause 1)', () => {
  it('"On the one part, the PEASANT COMMUNITY OF <place>, …, hereinafter THE COMMUNITY" names the community', () => {
    expect(contactLists(...ACT('PEASANT COMMUNITY OF SANTA ROSA DE ANTA'))).toEqual([
      ['PEASANT COMMUNITY OF SANTA ROSA DE ANTA', ['Eusebio Mamani Ccori']],
      ['ALTIPLANO FIBRAS', ['Lucía Apaza Ticona']],
    ]);
    expect(primary(...ACT('PEASANT COMMUNITY OF SANTA ROSA DE ANTA'))).toEqual(['PEASANT COMMUNITY OF SANTA ROSA DE ANTA Supplier', 'ALTIPLANO FIBRAS Buyer']);
  });
  it('near miss: an alias that restates a thing the slot names after the name stays no party\'s', () => {
    const act = ACT('PEASANT COMMUNITY OF SANTA ROSA DE ANTA, owner of the pastures of Anta', 'THE PASTURES');
    expect(primary(...act)).not.toContain('PEASANT COMMUNITY OF SANTA ROSA DE ANTA Supplier');
  });
});

const TELEGRAM = (header: (name: string, at: string) => string) => [
  'Telegram chat with Kalenga Mbuyi',
  header('Grace Mwamba', '04.05.2045 08:10'),
  'Good morning. I need 300 bags of maize carried from Kalemie to Uvira on your boat.',
  header('Kalenga Mbuyi', '04.05.2045 08:30'),
  'I can take them on the 12th. 7 000 FC per bag, loading included.',
  header('Grace Mwamba', '04.05.2045 09:02'),
  'Agreed. I will pay you half on loading and half at Uvira.',
  header('Kalenga Mbuyi', '04.05.2045 09:05'),
  'Ok, send it to my M-Pesa account.',
];

describe('Telegram\'s printed header over each message (cause 2)', () => {
  it('"<sender>, [dd.mm.yyyy hh:mm]" alone on its line opens the sender\'s message', () => {
    expect(primary(...TELEGRAM((name, at) => `${name}, [${at}]`))).toEqual(['GRACE MWAMBA Buyer', 'KALENGA MBUYI Supplier']);
  });
  it('near miss: the header with text after its bracket on the same line is no header', () => {
    expect(primary(...TELEGRAM((name, at) => `${name}, [${at}] see below`))).toEqual([]);
  });
  it('reads linearly', () => {
    readsLinearly((n) => {
      const line = `${'Aa '.repeat(Math.ceil(n / 3))}Bb, [04.05.2045 08:10]`;
      return () => primary(line, line, line);
    });
  });
});

const MAILS = (reply: string) => [
  'From: Chisomo Phiri <bookings@mangochilodge.mw>',
  'Sent: Monday, 3 August 2045 09:00',
  'To: Gift Nkhoma <gift.nkhoma@gmail.com>',
  'Subject: Painting of the dining hall',
  'Dear Mr Nkhoma,',
  'We would like you to paint our dining hall before the season. We offer MK 1,200,000 for the work.',
  'Kind regards,',
  'Chisomo Phiri',
  'Operations Manager',
  'Mangochi Lodge Ltd',
  'Monkey Bay, Malawi',
  'From: Gift Nkhoma <gift.nkhoma@gmail.com>',
  'Sent: Monday, 3 August 2045 18:20',
  'To: Chisomo Phiri <bookings@mangochilodge.mw>',
  'Subject: RE: Painting of the dining hall',
  'Dear Madam Phiri,',
  reply,
  'Regards,',
  'Gift Nkhoma',
];

describe('a person\'s "to my account" in a thread answering a company (cause 3), a place line under a signature (cause 4)', () => {
  it('"pay … to my account" makes the person the one paid', () => {
    expect(primary(...MAILS('I accept. Please pay half to my account at Standard Bank, Blantyre.'))).toEqual(['MANGOCHI LODGE Buyer', 'GIFT NKHOMA Supplier']);
  });
  it('"pay me" does so too', () => {
    expect(primary(...MAILS('I accept. Please pay me half when I start.'))).toEqual(['MANGOCHI LODGE Buyer', 'GIFT NKHOMA Supplier']);
  });
  it('near miss: a reply that says nothing of who is paid keeps the company the supplier (the default)', () => {
    expect(primary(...MAILS('I accept. I will start on Monday.'))).toEqual(['MANGOCHI LODGE Supplier', 'GIFT NKHOMA Buyer']);
  });
  it('"Monkey Bay, Malawi" under the company is no contact; the signer is', () => {
    expect(contactLists(...MAILS('I accept. Please pay half to my account.'))).toEqual([['MANGOCHI LODGE', ['Chisomo Phiri']], ['GIFT NKHOMA', []]]);
  });
});
