/**
 * Party variants facts sets 57–63 left (issue 18, h104p63): a ward before the municipality a person lives in
 * (preamble-words.ts RESIDENCE_BEFORE), the municipality of an address in a "Seller:" / "Buyer:" field
 * (contract-parties.ts residenceMunicipality), "We, the undersigned, <name> …, and <name> …" as two writers
 * (FIRST_PERSON_NAMED, preamble-names.ts NEXT_CO_WRITER), a letterhead's company without its legal form signing "For
 * <name>, Manager" and a line "The Manager, <name>" (letterhead-signer.ts, details/block-openers.ts readOfficeThenName),
 * a text-message export whose header names the company of the person written to (chat-parties.ts headerCompany), and a
 * company's unit beside the company (notice-units.ts unitsBesideCompany). Names and sentences written for the rules,
 * none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, partiesByImportance, primary } from '../facts-readers.js';

const DEED = (slots: string) => [
  'DEED OF SALE OF A WATER BUFFALO',
  '(translated from Nepali)',
  slots,
  '1. The Seller sells to the Buyer one water buffalo, four years old, for Rs. 1,10,000/-, paid in cash today.',
  '2. Any dispute shall be settled by the Chitwan District Court.',
];

describe('a ward before the municipality a person lives in (item 1)', () => {
  it('"resident of Ward No. 9 of <X> Municipality" keeps both writers\' brackets, and the municipality is no party', () => {
    const facts = DEED('I, Dil Kumar Chaudhary, son of Ram Prasad Chaudhary, aged 51, permanent resident of Ward No. 6 of Ratnanagar Municipality, Chitwan District (hereinafter the Seller), and I, Mina Kumari Mahato, daughter of Shyam Mahato, aged 33, resident of Ward 2, Khairahani Municipality, Chitwan District (hereinafter the Buyer), execute this deed:');
    expect(partiesByImportance(...facts)).toEqual(['DIL KUMAR CHAUDHARY Primary Supplier', 'MINA KUMARI MAHATO Primary Buyer', 'CHITWAN DISTRICT COURT Unknown Unknown']);
  });
  it('near miss: a municipality that is itself the party, named after "between", keeps its bracket', () => {
    const facts = DEED('This deed is made between Ratnanagar Municipality (hereinafter the Seller) and Mina Kumari Mahato, resident of Ward No. 2 of Khairahani Municipality (hereinafter the Buyer).');
    expect(primary(...facts)).toEqual(['RATNANAGAR MUNICIPALITY Supplier', 'MINA KUMARI MAHATO Buyer']);
  });
});

const FIELDS = (seller: string, buyer: string) => [
  'AGREEMENT FOR THE SALE OF TWO GOATS',
  `Seller: ${seller}`,
  `Buyer: ${buyer}`,
  '1. The Seller sells the Buyer two goats for Rs. 32,000, paid in cash today.',
];

describe('"Seller:" / "Buyer:" fields beside an address\'s municipality (item 3)', () => {
  it('the municipality after the person\'s name, with or without its ward, is no party', () => {
    expect(partiesByImportance(...FIELDS('Hari Bahadur Magar, Ward No. 7, Bhimad Municipality, Tanahun', 'Gita Kumari Rana, Vyas Municipality-4, Tanahun')))
      .toEqual(['HARI BAHADUR MAGAR Primary Supplier', 'GITA KUMARI RANA Primary Buyer']);
    expect(partiesByImportance(...FIELDS('Hari Bahadur Magar, Bhimad Municipality, Tanahun', 'Gita Kumari Rana, Shuklagandaki Municipality, Tanahun')))
      .toEqual(['HARI BAHADUR MAGAR Primary Supplier', 'GITA KUMARI RANA Primary Buyer']);
  });
  it('near misses: a municipality that is the field\'s party, or one a person acts for, stays a body', () => {
    expect(primary(...FIELDS('Hari Bahadur Magar, Damauli', 'Vyas Municipality, Damauli, Tanahun'))).toEqual(['HARI BAHADUR MAGAR Supplier', 'VYAS MUNICIPALITY Buyer']);
    expect(partiesByImportance(...FIELDS('Hari Bahadur Magar, Damauli', 'Gita Kumari Rana, on behalf of Vyas Municipality')).filter((p) => p.startsWith('VYAS'))).toEqual(['VYAS MUNICIPALITY Unknown Unknown']);
  });
});

const LOAN = (opening: string) => [
  'LOAN AGREEMENT BETWEEN INDIVIDUALS',
  '(translated from Khmer)',
  opening,
  '1. The Lender lends the Borrower 4,000,000 riels, to be repaid by 30 June 2045.',
  '2. Any dispute shall be brought before the Provincial Court of Kampot.',
];

describe('"We, the undersigned, <name> …, and <name> …": two writers, no party "WE" (item 2)', () => {
  it('each writer takes the bracket of its own slot', () => {
    const facts = LOAN('We, the undersigned, Sok Chanthou, born 1979, holder of identity card No. 010203040 (hereinafter the Lender), and Keo Sreymom, born 1990, holder of identity card No. 020304050 (hereinafter the Borrower), agree as follows:');
    expect(primary(...facts)).toEqual(['SOK CHANTHOU Supplier', 'KEO SREYMOM Buyer']);
  });
  it('near misses: "We" in a recital or "We, the Lender, …" opens no writer\'s slot and names no party "WE"', () => {
    expect(primary(...LOAN('We have known each other for ten years, and we make this agreement in good faith.'))).toEqual([]);
    expect(primary(...LOAN('We, the Lender and the Borrower, agree as follows:')).some((p) => p.startsWith('WE '))).toBe(false);
  });
});

const ORDER = (head: string, signing: readonly string[]) => [
  head,
  'Boulevard Triomphal, Libreville, Gabon – Tel. +241 01 76 55 55',
  'ORDER FORM No. 2045/08 – PASTRIES FOR A BIRTHDAY',
  'Client: Mrs Pascaline Ndong Ella, Quartier Glass, Libreville',
  'Fifty éclairs and a birthday cake, 45 000 FCFA, delivered on 12 March 2045.',
  'The Client',
  'Read and approved – P. Ndong Ella',
  ...signing,
];

describe('a letterhead\'s company without its legal form, and an office before a name (item 4)', () => {
  it('"For <its name>, Manager" over a name: the company is the other side, the name its contact', () => {
    const facts = ORDER('PÂTISSERIE LES PALMIERS', ['For Pâtisserie Les Palmiers, Manager', 'Rosine Mboumba Nziengui']);
    expect(primary(...facts)).toEqual(['PÂTISSERIE LES PALMIERS Supplier', 'PASCALINE NDONG ELLA Buyer']);
    expect(contactLists(...facts)).toEqual([['PÂTISSERIE LES PALMIERS', ['Rosine Mboumba Nziengui']], ['PASCALINE NDONG ELLA', []]]);
  });
  it('the letterhead\'s name before a dash, the signing line with a colon and the name under it', () => {
    const facts = ORDER('Pâtisserie Les Palmiers – pastry cook and caterer', ['For Pâtisserie Les Palmiers:', 'Rosine Mboumba Nziengui, Manager']);
    expect(primary(...facts)).toEqual(['PÂTISSERIE LES PALMIERS Supplier', 'PASCALINE NDONG ELLA Buyer']);
  });
  it('"The Manager, <name>" on a line of its own under a letterhead company: the company Primary, the name its contact', () => {
    const facts = ORDER('PÂTISSERIE LES PALMIERS SARL', ['The Manager, Rosine Mboumba Nziengui']);
    expect(contactLists(...facts)).toEqual([['PÂTISSERIE LES PALMIERS', ['Rosine Mboumba Nziengui']], ['PASCALINE NDONG ELLA', []]]);
  });
  it('near misses: a signing line for another name, or an office with no person after it, makes no party', () => {
    expect(primary(...ORDER('PÂTISSERIE LES PALMIERS', ['For Les Palmiers Traiteur, Manager', 'Rosine Mboumba Nziengui']))).toEqual(['PASCALINE NDONG ELLA Buyer']);
    expect(primary(...ORDER('PÂTISSERIE LES PALMIERS SARL', ['The Manager, for the shop']))).toEqual(['PASCALINE NDONG ELLA Buyer']);
  });
});

const EXPORT = (top: readonly string[]) => [
  ...top,
  'Sat, May 2, 2045 at 10:15 AM',
  'Me: Hello Ms. Ebanks, this is Darnell Whittaker. My boat trailer spot by the ramp is free for June.',
  'Leona Ebanks: Good morning. We need it for the shop\'s skiff. How much?',
  'Me: $120 for the month, to my bank account by June 1.',
  'Leona Ebanks: Perfect, sending the $120 by Zelle today.',
];

describe('a text-message export whose header or headline names the company of the person written to (item 5)', () => {
  it('"Messages with <name> – <company>": the company pays and buys, the owner supplies', () => {
    expect(primary(...EXPORT(['Messages with Leona Ebanks – Cayman Bait & Tackle Ltd (+1 345-555-0110)']))).toEqual(['CAYMAN BAIT & TACKLE Buyer', 'DARNELL WHITTAKER Supplier']);
  });
  it('a headline over the header names the company', () => {
    expect(primary(...EXPORT(['Cayman Bait & Tackle Ltd – trailer spot', 'Messages with Leona Ebanks (+1 345-555-0110)']))).toEqual(['CAYMAN BAIT & TACKLE Buyer', 'DARNELL WHITTAKER Supplier']);
  });
  it('near miss: a header with no company keeps the person as the side', () => {
    expect(primary(...EXPORT(['Messages with Leona Ebanks (+1 345-555-0110)']))).toEqual(['DARNELL WHITTAKER Supplier', 'LEONA EBANKS Buyer']);
  });
});

const THREAD = (from: string, unitLine: readonly string[]) => [
  `From: ${from} <bookings@portodiving.example.pt>`,
  'Date: 3 March 2045 at 10:02',
  'To: Ingrid Solberg <ingrid.solberg@example.no>',
  'Subject: Your dive package',
  'Dear Ms. Solberg,',
  'This e-mail confirms your Dive Package Agreement: ten guided boat dives from 4 to 10 May 2045 for € 540,00, paid within 7 days of this confirmation by transfer to our account with Banco Atlântico Sul.',
  'Best regards,',
  'Tiago Ferreira Matos',
  ...unitLine,
  'Centro de Mergulho do Porto Lda.',
  `From: Ingrid Solberg <ingrid.solberg@example.no>`,
  'Date: 3 March 2045 at 19:40',
  `To: ${from} <bookings@portodiving.example.pt>`,
  'Subject: Re: Your dive package',
  'Confirmed, I will pay this week.',
  'Ingrid',
];

describe('a company\'s unit beside the company (item 8)', () => {
  it('"From: Bookings Office – <company>" and the unit\'s line over the company\'s in the signature: no party of its own', () => {
    const facts = THREAD('Bookings Office – Centro de Mergulho do Porto Lda.', ['Bookings Office']);
    expect(partiesByImportance(...facts).some((p) => p.startsWith('BOOKINGS OFFICE'))).toBe(false);
    expect(primary(...facts)).toEqual(['CENTRO DE MERGULHO DO PORTO Supplier', 'INGRID SOLBERG Buyer']);
  });
  it('near miss: an office named alone in a clause stays a body ("the Port Captaincy Office")', () => {
    const facts = [...THREAD('Centro de Mergulho do Porto Lda.', []), 'Every dive is notified to the Maritime Captaincy Office of Porto.'];
    expect(partiesByImportance(...facts)).toContain('MARITIME CAPTAINCY OFFICE OF PORTO Unknown Unknown');
  });
});
