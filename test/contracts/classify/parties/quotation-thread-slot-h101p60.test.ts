/**
 * Facts set 60's causes 1–4 (issue 18, h101p60): a civil status before an individual's name in a party's slot
 * (courtesy-titles.ts CIVIL_STATUS_BEFORE_NAME, slot-names.ts), a quotation's "To:" field naming a private client who
 * signs its acceptance (salutation-addressee.ts toFieldAddressee), its letterhead's company whose closing a person signs
 * over an office line (letter-writer-body.ts letterheadWriterSignedByOfficer, block-openers.ts readNameOverParty), and a
 * freelancer's reply on top of a company's order quoted under "On …, <name> wrote:" with "> " marks
 * (email-thread-parties.ts WROTE, text.ts blankQuoteMarks). Names and sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactRoles, effective, primary } from '../facts-readers.js';

const ORDER = (status: string) => [
  'CATERING ORDER No. 44',
  `This order is concluded in Bukhara on 12.05.2044 between "Zarafshon Oshxonasi" LLC (the "Caterer"), represented by its director Karimov Anvar Tohirovich, and ${status} Yusupova Malika Rustamovna, passport AB 1234567, residing at Navoi ko'chasi 8, Bukhara (the "Customer"), as follows:`,
  '1. The Caterer shall serve lunch for 80 guests on 20.06.2044.',
  '2. The Customer pays UZS 9 000 000 within 3 banking days of signing this order.',
];

describe('a civil status before an individual in a party\'s slot (cause 3)', () => {
  it('"citizen", "resident", "national" and "Ms citizen" are no part of the name: she is the Customer', () => {
    for (const status of ['citizen', 'resident', 'national', 'Ms citizen']) {
      expect(primary(...ORDER(status))).toEqual(['ZARAFSHON OSHXONASI Supplier', 'YUSUPOVA MALIKA RUSTAMOVNA Buyer']);
    }
  });
});

const QUOTE = [
  'Drini Instalime sh.p.k. · Rruga e Dibrës 14, Tiranë · NIPT M12345678A · tel. +355 4 222 333',
  'QUOTATION No. 12/2044',
  'Date: 10/05/2044',
  'To: Ms Elira Hoxha, Rruga Myslym Shyri 40, Ap. 3, Tiranë',
  'Subject: New wiring of your kitchen',
  'Following our visit, we quote as follows for the work:',
  '1. New cables, sockets and a fuse board — 45.000 lekë',
  'Payment: on completion of the work, by transfer to our account.',
  'To accept, please sign below and return a copy to us. We look forward to working for you.',
  'Yours sincerely,',
  'Besnik Lleshi',
  'Manager',
  'Accepted by the client:',
  'I accept this quotation and its terms.',
  'Tiranë, 14/05/2044',
  'Elira Hoxha',
];

describe('a quotation\'s letterhead writer and the client of its "To:" field (causes 1, 2 and 9)', () => {
  it('the letterhead\'s company supplies, its closing\'s signer its contact; the client who signs the acceptance buys', () => {
    expect(primary(...QUOTE)).toEqual(['DRINI INSTALIME Supplier', 'ELIRA HOXHA Buyer']);
    expect(contactRoles(...QUOTE)).toEqual(['DRINI INSTALIME: Besnik Lleshi (Manager)', 'ELIRA HOXHA: ']);
  });
  it('"With respect," closes it too, and a salutation under the "To:" field changes nothing', () => {
    const respect = QUOTE.map((t) => (t === 'Yours sincerely,' ? 'With respect,' : t));
    expect(primary(...respect)).toEqual(['DRINI INSTALIME Supplier', 'ELIRA HOXHA Buyer']);
    const dear = [...QUOTE.slice(0, 5), 'Dear Ms Hoxha,', ...QUOTE.slice(5)];
    expect(primary(...dear)).toEqual(['DRINI INSTALIME Supplier', 'ELIRA HOXHA Buyer']);
  });
  it('the place-and-date line under the acceptance dates the contract', () => {
    expect(effective(...QUOTE)).toEqual(['2044-05-10', '2044-05-14']);
  });
  it('near misses: no acceptance, or an acceptance signed by someone else than the "To:" person', () => {
    const unsigned = QUOTE.slice(0, 12);
    expect(primary(...unsigned)).toEqual([]);
    const signedByOther = QUOTE.map((t) => (t === 'Elira Hoxha' ? 'Arta Kola' : t));
    expect(primary(...signedByOther)).toEqual([]);
  });
  it('near miss: a place-and-date line under a sentence of the third person dates nothing', () => {
    expect(effective('QUOTATION No. 7', 'The Buyer accepts the goods at the door.', 'Tiranë, 14/05/2044', 'Elira Hoxha')).toEqual([]);
  });
});

const REPLY = [
  'From: Tahina Rabe <tahina.rabe@example.mg>',
  'Date: Wed, 4 Jun 2044 08:30',
  'To: Mialy Rasoa <mialy.rasoa@varyfoods.example.mg>',
  'Subject: Re: Proofreading order VF-PR-044 – catalogue',
  'Dear Ms Rasoa,',
  'I accept the job on the terms below and will return the catalogue by 12 June.',
  'Best regards,',
  'Tahina Rabe',
  'Proofreader, Toamasina',
  'On Tue, 3 Jun 2044 at 17:05, Mialy Rasoa <mialy.rasoa@varyfoods.example.mg> wrote:',
  '> Dear Ms Rabe,',
  '> We would like you to proofread our catalogue (30 pages). Our terms are:',
  '> – Fee: MGA 9 000 per page;',
  '> – Payment: within 10 days of receiving your invoice, by transfer to your account.',
  '> Kind regards,',
  '> Mialy Rasoa',
  '> Purchasing Manager',
  '> Vary Foods SARL',
  '> Lot 12 Ankorondrano, 101 Antananarivo',
];

describe('a freelancer\'s reply over a company\'s quoted order (cause 4)', () => {
  it('the freelancer of the "From:" header supplies, the company that orders and pays her buys, with its signer', () => {
    expect(primary(...REPLY)).toEqual(['TAHINA RABE Supplier', 'VARY FOODS Buyer']);
    expect(contactRoles(...REPLY)).toEqual(['TAHINA RABE: ', 'VARY FOODS: Mialy Rasoa (Purchasing Manager)']);
  });
  it('near miss: a quoted message from someone the reply is not sent to makes no parties', () => {
    const other = REPLY.map((t) => t.replace('2044 at 17:05, Mialy Rasoa <mialy', '2044 at 17:05, Hanta Ravelo <hanta'));
    expect(primary(...other)).toEqual([]);
  });
});

describe('"we … order from you" (the side finding)', () => {
  const LETTER = (ordering: string) => primary(
    'KESTREL PRINTS LTD',
    'Dock Street, Hull',
    'Dear Ms Berg,',
    `Kestrel Prints Ltd ("we") ${ordering} you, Anna Berg ("you"), forty linocut prints of the harbour for our shop.`,
    'You will deliver the prints to our shop by 1 May 2044, and we will send the price within 30 days of your invoice.',
    'Yours sincerely,',
    'Tom Hale',
    'For and on behalf of Kestrel Prints Ltd',
  );
  it('the writer that orders from "you" buys, as one that buys from "you" does', () => {
    expect(LETTER('would like to order from')).toEqual(['KESTREL PRINTS Buyer', 'ANNA BERG Supplier']);
    expect(LETTER('will buy from')).toEqual(['KESTREL PRINTS Buyer', 'ANNA BERG Supplier']);
  });
});
