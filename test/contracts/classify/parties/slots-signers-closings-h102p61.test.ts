/**
 * Parties and contacts left by facts set 61 (issue 18, h102p61), documents written for the rules, none from a set:
 * - a flat's number ("apt. 7", "kv. 7") in an individual's address in a party's slot ends no sentence, so the person is
 *   still the party the slot names (structure/sentences.ts BEFORE_HOUSE_NUMBER; cause 2);
 * - a titled signer between slashes, by initials that may write two letters for one sound ("Director ______
 *   /Zh. K. Yusupov/"), is the one full name the contract gives (signatures/signer-initials.ts; cause 3);
 * - a company's line closing an e-mail may carry its address and number after middle dots ("Pixelwerk d.o.o. · Ilica 45,
 *   10000 Zagreb · OIB …"): the company signs the message (details/line-shapes.ts beforeMiddleDot; cause 4).
 */
import { describe, expect, it } from 'vitest';
import { classifyElements } from '../../../../src/contracts/index.js';
import { fullNameOf, titledInitialsLine } from '../../../../src/contracts/classify/signatures/signer-initials.js';

/** Each Primary party with its role and contacts, of a plain-text document of one paragraph a line. */
const plain = async (...lines: string[]) => {
  const r = await classifyElements({ file: Buffer.from(`${lines.join('\n\n')}\n`), fileContentType: 'text/plain' });
  return r.parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party} ${p.role}: ${p.contacts.map((c) => c.name).join(', ')}`);
};

const TUTORING = (address: string) => [
  'TUTORING AGREEMENT No. 12',
  'Gyumri, 14.03.2044',
  `Shirak Learning Centre LLC, registered under No. 29.110.04567, represented by its director Anahit Sargsyan, acting on the basis of the Charter (hereinafter the Centre), on the one hand, and Tigran Mkrtchyan, passport AN0123456, residing at ${address}, the father of the pupil Aram Mkrtchyan (hereinafter the Parent), on the other hand, have concluded this Agreement as follows:`,
  '1. The Centre gives the pupil two lessons of mathematics a week from 1 April 2044 to 30 June 2044.',
  "2. The Parent pays 40 000 AMD a month to the Centre's account within five (5) days of each month's start.",
  '3. Signatures of the parties',
  'The Centre',
  'Shirak Learning Centre LLC',
  'Director ______________ A. Sargsyan',
  'The Parent',
  '______________ T. Mkrtchyan',
];

describe("a flat's number in an individual's address in a party's slot (cause 2)", () => {
  it.each(['21 Abovyan Street, apt. 7, Gyumri', '21 Abovyan Street, kv. 7, Gyumri', '21 Abovyan Street, ap. 7, Gyumri'])('%s', async (address) => {
    expect(await plain(...TUTORING(address))).toEqual(['SHIRAK LEARNING CENTRE Supplier: Anahit Sargsyan', 'TIGRAN MKRTCHYAN Buyer: ']);
  });
});

const OVENS = (representative: string, body: string, signer: string) => [
  'SALE CONTRACT No. 3/2044',
  'Khujand, 02.04.2044',
  `Limited Liability Company Non-Sughd, TIN 350098765, located at 5 Lenin Street, Khujand, ${representative}acting on the basis of the Charter (hereinafter the Seller), on the one part, and individual entrepreneur Saidova Gulnora Rustamovna, passport A 7654321, residing at 12 Rudaki Street, Khujand (hereinafter the Buyer), on the other part, have concluded this Contract as follows:`,
  `1. The Seller sells and the Buyer buys two used bakery ovens for 18 000 somoni${body}.`,
  '2. The Buyer pays within ten (10) banking days of the signing of this Contract.',
  '3. Signatures of the parties',
  'SELLER:',
  'LLC Non-Sughd',
  signer,
  'BUYER:',
  'IE Saidova G. R.',
  '______________ /G. R. Saidova/',
];

describe('a titled signer between slashes, by initials of two letters for one sound (cause 3)', () => {
  it('reads the title, the initials and the surname', () => {
    expect(titledInitialsLine('Director ______________ /Zh. K. Yusupov/')).toEqual({ title: 'Director', initials: ['Zh', 'K'], surname: 'Yusupov' });
    expect(titledInitialsLine('General Director ________ Kh. Rakhimov')).toEqual({ title: 'General Director', initials: ['Kh'], surname: 'Rakhimov' });
    expect(fullNameOf(['represented by Director Yusupov Zhasur Kamolovich, acting'], ['Zh', 'K'], 'Yusupov')).toBe('Yusupov Zhasur Kamolovich');
  });
  it('the signer is the full name the body gives, with no representative in the slot', async () => {
    const lines = OVENS('', "; the Seller's director, Yusupov Zhasur Kamolovich, shows the Buyer how to use them", 'Director ______________ /Zh. K. Yusupov/');
    expect(await plain(...lines)).toEqual(['NON-SUGHD Supplier: Yusupov Zhasur Kamolovich', 'SAIDOVA GULNORA RUSTAMOVNA Buyer: ']);
  });
  it('the slot\'s representative and the signer are one contact', async () => {
    const lines = OVENS('represented by Director Yusupov Zhasur Kamolovich, ', '', 'Director ______________ /Zh. K. Yusupov/');
    expect(await plain(...lines)).toEqual(['NON-SUGHD Supplier: Yusupov Zhasur Kamolovich', 'SAIDOVA GULNORA RUSTAMOVNA Buyer: ']);
  });
  it('near misses: initials no full name opens give no contact; a lone slash is no name', async () => {
    expect(await plain(...OVENS('', '', 'Director ______________ /Zh. K. Yusupov/'))).toEqual(['NON-SUGHD Supplier: ', 'SAIDOVA GULNORA RUSTAMOVNA Buyer: ']);
    expect(titledInitialsLine('Director ______________ /')).toBeUndefined();
  });
});

const THREAD = (companyLine: string) => [
  'From: Marko Horvat <marko@jadranske-sobe.hr>',
  'Sent: Tuesday, 3 March 2044 09:12',
  'To: Ana Kovač <ana@pixelwerk.hr>',
  'Subject: RE: website upkeep – offer 44-09',
  'Dear Ana,',
  'We accept your offer below and look forward to working with you.',
  'Best regards,',
  'Marko Horvat',
  'Managing Director',
  'Jadranske Sobe d.o.o.',
  'Obala 3, 21000 Split',
  'From: Ana Kovač <ana@pixelwerk.hr>',
  'Sent: Monday, 2 March 2044 17:40',
  'To: Marko Horvat <marko@jadranske-sobe.hr>',
  'Subject: website upkeep – offer 44-09',
  'Dear Mr Horvat,',
  'As agreed on the phone, we offer to keep your booking website up to date:',
  '- Monthly fee: EUR 120 + VAT, covering up to 4 hours of work.',
  '- Invoices: monthly, payable within 15 days, to our account with Zagrebačka banka d.d.',
  'If you agree, please reply to this e-mail; your reply and this e-mail will form our website upkeep agreement.',
  'Kind regards,',
  'Ana Kovač',
  companyLine,
];

describe("a company's line closing an e-mail with its address and number after middle dots (cause 4)", () => {
  it.each(['Pixelwerk d.o.o. · Ilica 45, 10000 Zagreb · OIB 12345678901', 'Pixelwerk d.o.o. · Ilica 45, 10000 Zagreb', 'Pixelwerk d.o.o.'])('%s', async (line) => {
    expect(await plain(...THREAD(line))).toEqual(['JADRANSKE SOBE Buyer: Marko Horvat', 'PIXELWERK Supplier: Ana Kovač']);
  });
});
