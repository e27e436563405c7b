/**
 * Facts set 65's causes 1, 2, 4, 6, 7 and 8 (issue 18, h105q65): a chat's pay words in the first person plural and a
 * sender's own account name, a sender introducing herself for a company (chat-parties.ts); a registration bracket
 * "(Reg. No. …)" after a close corporation's name (identity-numbers.ts); a person "acting in the name and on behalf of the
 * company "<name>"" (slot-names.ts, representative-contacts.ts, details/reading.ts); an e-mail signer's company line
 * running on after a dash (email-thread-parties.ts); a letter's addressee person who accepts it with her trade after her
 * name (salutation-addressee.ts). Names and sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, partyNames, primary } from '../facts-readers.js';
import { actingForIn } from '../../../../src/contracts/classify/parties/representative-contacts.js';
import { addBodiesNamedByTrade } from '../../../../src/contracts/classify/names/bodies-named-by-trade.js';
import { readsLinearly } from '../../../security/linear-time.js';

const CHAT = (lines: readonly string[]) => ['WhatsApp Chat with Bashir Lawan', ...lines.map((l, k) => `03/03/2045, 09:${String(10 + k).padStart(2, '0')} - ${l}`)];

describe('a chat\'s pay words in the plural, the sender\'s own account, a sender writing for a company (causes 1, 2)', () => {
  it('"We pay the balance …" and "account name <own name>" give both sides', () => {
    expect(primary(...CHAT([
      'Aisha Garba: Good morning. We want 60 leather bags made for our shop.',
      'Bashir Lawan: I can do it, ₦12,000 per bag.',
      'Aisha Garba: Agreed. We pay half now and the balance on collection. Send your account please.',
      'Bashir Lawan: Sterling Bank, account name Bashir Lawan, 0123456789.',
    ]))).toEqual(['AISHA GARBA Buyer', 'BASHIR LAWAN Supplier']);
  });
  it('a sender who introduces herself as an office of a company writes for it; a title before the other\'s name is dropped', () => {
    expect(primary(...CHAT([
      'Aisha Garba: Good morning. I am Aisha Garba, buyer of Dala Leatherworks Limited in Kano. We want 60 bags.',
      'Malam Bashir Lawan: I can do it, ₦12,000 per bag.',
      'Aisha Garba: Agreed. We pay the balance within 5 days of collection.',
      'Malam Bashir Lawan: Ok.',
    ]))).toEqual(['DALA LEATHERWORKS Buyer', 'BASHIR LAWAN Supplier']);
  });
  it('the sentences after a chat line are its sender\'s (a message read as several elements)', () => {
    expect(primary(
      '03/03/2045, 09:10 - Aisha Garba: Good morning.', 'I am Aisha Garba, buyer of Dala Leatherworks Limited in Kano.', 'We want 60 bags.',
      '03/03/2045, 09:11 - Bashir Lawan: I can do it.', 'It is ₦12,000 per bag.',
      '03/03/2045, 09:12 - Aisha Garba: Agreed.', 'We pay the balance within 5 days of collection.',
      '03/03/2045, 09:13 - Bashir Lawan: Ok.',
    )).toEqual(['DALA LEATHERWORKS Buyer', 'BASHIR LAWAN Supplier']);
  });
  it('near misses: no pay words, a third person\'s account, "we pay attention" name no sides', () => {
    expect(primary(...CHAT([
      'Aisha Garba: Good morning. We want 60 bags.',
      'Bashir Lawan: I can do it.',
      'Aisha Garba: Agreed, as we pay attention to quality.',
      'Bashir Lawan: Sterling Bank, account name Musa Bello, 0123456789.',
    ]))).toEqual([]);
  });
});

const SALE = (seller: string) => [
  'AGREEMENT OF SALE OF CATTLE',
  'Entered into at Cradock on 4 May 2045 between',
  `${seller}, of the farm Doornbosch, district Cradock, represented by Pieter Jacobus Smit, member (hereinafter "the Seller")`,
  'and',
  'KAROO MEAT PACKERS (PTY) LTD (Reg. No. 2017/112233/07), of 3 Market Street, Cradock, represented by Thandi Nkosi, director (hereinafter "the Buyer").',
  '1. The Buyer shall pay the Seller R 480 000,00 within 7 (seven) days of delivery.',
];

describe('a registration bracket after a close corporation\'s name (cause 4)', () => {
  it('"<NAME> CC (Reg. No. …)" is the party, its representative the contact', () => {
    const lists = contactLists(...SALE('DOORNBOSCH BOERDERY CC (Reg. No. 2009/011223/23)'));
    expect(lists).toContainEqual(['DOORNBOSCH BOERDERY', ['Pieter Jacobus Smit']]);
  });
  it('a bracket of a short form, no number, is no registration bracket: the name is read by its close corporation\'s "CC" alone (h107ty), as without the bracket', () => {
    // h107ty's close corporation rule (a "CC" after capitalised words, before a bracket, a comma or a stop) reads the
    // name before "CC"; the short form's bracket neither adds to it nor takes from it.
    expect(partyNames(...SALE('DOORNBOSCH BOERDERY CC (Regd.)'))).toEqual(partyNames(...SALE('DOORNBOSCH BOERDERY CC')));
    expect(partyNames(...SALE('DOORNBOSCH BOERDERY CC (Regd.)'))).toEqual(['DOORNBOSCH BOERDERY', 'KAROO MEAT PACKERS']);
  });
});

const DEED = (buyer: string) => [
  'DEED OF SALE OF A VINEYARD',
  'APPEAR:',
  'Of the one part, MR XOSÉ LOIS FERRO CASAL, of legal age, married, resident in Cambados, hereinafter THE SELLER.',
  `Of the other part, ${buyer}, hereinafter THE BUYER.`,
  'FIRST.– THE SELLER sells to THE BUYER the vineyard, and THE BUYER pays ninety thousand euros (90.000,00 €) to THE SELLER today.',
  'Signed: Xosé Lois Ferro Casal.',
  'Signed: Carme Souto Villar.',
];

describe('a person "acting in the name and on behalf of the company "<name>"" (cause 6)', () => {
  it('the company is the party, the person its contact (her office after "in her capacity as"), no contact of the other side', () => {
    const lists = contactLists(...DEED('DOÑA CARME SOUTO VILLAR, of legal age, resident in Meis, acting in the name and on behalf of the company "ADEGAS DO SALNÉS, S.L.", with registered office in Meis, in her capacity as its sole director'));
    expect(lists).toEqual([['XOSÉ LOIS FERRO CASAL', []], ['ADEGAS DO SALNÉS', ['CARME SOUTO VILLAR']]]);
  });
  it('near miss: a person acting for herself stays the party', () => {
    expect(primary(...DEED('DOÑA CARME SOUTO VILLAR, of legal age, resident in Meis, acting in her own name'))).toContain('CARME SOUTO VILLAR Buyer');
  });
  it('actingForIn reads the name and the post, and linearly', () => {
    const [r] = actingForIn('Of the other part, Ms Ana Pazos Rial, of legal age, acting in the name and on behalf of Bodegas Umia, S.L., in her capacity as its manager, hereinafter THE BUYER.', () => true);
    expect([r.name, r.role]).toEqual(['Ana Pazos Rial', 'manager']);
    expect(actingForIn('The seller, acting in the name and on behalf of itself, signs.', () => true)).toEqual([]);
    readsLinearly((n) => {
      const text = 'and Aa Bb, ' + 'cc '.repeat(Math.ceil(n / 3)) + 'acting on behalf of Dd';
      return () => actingForIn(text, () => true);
    });
  });
});

describe('an e-mail signer\'s company line running on after a dash (cause 7)', () => {
  const MAIL = (line: string) => [
    'Subject: Re: Kayaks for the summer',
    'From: Lucia Belo <lucia.belo@gmail.com>',
    'To: Rui Amaral <rui@ataurokayak.tl>',
    'Yes, we agree. We rent you the eight kayaks from 1 June 2045 to 31 August 2045 and you pay within 10 days of each invoice to our account.',
    'Obrigada,',
    'Lucia Belo',
    line,
    'Vila, Atauro, Timor-Leste',
    'On 2 May 2045, 10:00, Rui Amaral <rui@ataurokayak.tl> wrote:',
    '> We would like to rent eight kayaks for $40 per day. We pay you monthly.',
    '> Rui Amaral',
    '> Atauro Kayak Tours, Lda.',
  ];
  it('"Coordinator, <group> – <its house>" signs for the group', () => {
    expect(contactLists(...MAIL('Coordinator, Grupu Feto Vila – Vila Kayak Rental'))).toContainEqual(['GRUPU FETO VILA', ['Lucia Belo']]);
  });
  it('near miss: a dash with a comma after it is no company line', () => {
    expect(primary(...MAIL('Coordinator, Grupu Feto Vila – rentals, repairs'))).not.toContain('GRUPU FETO VILA Supplier');
  });
});

describe('a letter\'s addressee person accepting with her trade after her name (cause 8)', () => {
  const LETTER = (acceptor: string) => [
    'SILVER LOTUS HOTEL CO., LTD.',
    'Taunggyi, Shan State',
    'Date: 2 February 2045',
    'To',
    'Daw Nilar Win',
    'Weaver',
    'Inpawkhon Village, Inle Lake',
    'Dear Daw Nilar Win,',
    'We are pleased to order from you forty lotus-silk scarves at Ks 95,000 per scarf, paid by transfer to your account within seven days of delivery.',
    'Yours sincerely,',
    'U Kyaw Zin',
    'Managing Director',
    'For and on behalf of Silver Lotus Hotel Co., Ltd.',
    'Accepted on the terms above:',
    acceptor,
    'Inpawkhon, 5 February 2045',
  ];
  it('"<name>, weaver" under the acceptance: she is the other party, no contact of the hotel', () => {
    const lists = contactLists(...LETTER('Daw Nilar Win, weaver'));
    expect(lists.map(([p]) => p)).toContain('NILAR WIN');
    expect(lists.find(([p]) => p === 'SILVER LOTUS HOTEL')?.[1]).not.toContain('Nilar Win');
  });
  it('near miss: another name under the acceptance is no acceptance by the addressee', () => {
    expect(partyNames(...LETTER('Thida Aye, weaver'))).not.toContain('NILAR WIN');
  });
});

describe('a carrier after a sending verb in the present and its object (cause 14)', () => {
  const CHAT_LINES = (line: string) => CHAT([
    'Aisha Garba: Good morning. We want 60 leather bags made for our shop.',
    'Bashir Lawan: I can do it, ₦12,000 per bag.',
    `Aisha Garba: Agreed. ${line} We pay half now and the balance on collection.`,
    'Bashir Lawan: Sterling Bank, account name Bashir Lawan, 0123456789.',
  ]);
  it('"We send the hides with ABC Logistics on Monday" names the carrier', () => {
    expect(partyNames(...CHAT_LINES('We send the hides with ABC Logistics on Monday.'))).toContain('ABC LOGISTICS');
  });
  it('near misses: a carrier of common words, a name with no transport word, a verb without its object', () => {
    expect(partyNames(...CHAT_LINES('We send the hides with Express Freight on Monday.'))).not.toContain('EXPRESS FREIGHT');
    expect(partyNames(...CHAT_LINES('We send the hides with Musa Bello on Monday.'))).not.toContain('MUSA BELLO');
  });
  it('reads linearly', () => {
    readsLinearly((n) => {
      const text = 'send '.repeat(Math.ceil(n / 5)) + 'with Aa Logistics';
      return () => addBodiesNamedByTrade(text, () => undefined);
    });
  });
});
