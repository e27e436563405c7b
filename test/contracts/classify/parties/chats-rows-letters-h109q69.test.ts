/**
 * Facts set 69's parties and contacts (issue 18, h109q69), part 2, on contracts written for the rules, none from the set:
 * - a chat message that writes the agreement's fields ("[date, time] <sender>: 1) Seller: <name>, <town>. Buyer: …")
 *   opens them as a line's start does; "individual entrepreneur" in small letters is a status; `"Name" LLC` in a role
 *   field is the company (alias-forms.ts FIELD, person-parties.ts roleField, chat-parties.ts CHAT_MESSAGE_LEAD);
 * - "<name>, <post>, <party>" on one line signs for that party (details/line-shapes.ts NAME_POST_PARTY), a chat's closing
 *   line too (the lead's decision);
 * - a key-details row whose value closes on its own label as its quoted alias is a party slot whatever the label
 *   (field-labels.ts quotesOwnLabel), a Malay "bin" name too;
 * - a letter's writer named by its own noun that pays "you" is the Buyer, the addressee the Supplier (party-sides.ts
 *   writerPayingYou).
 */
import { describe, expect, it } from 'vitest';
import { contactLists, primary } from '../facts-readers.js';
import { CHAT_MESSAGE_LEAD } from '../../../../src/contracts/classify/text/chat-lines.js';
import { NAME_POST_PARTY } from '../../../../src/contracts/classify/parties/details/line-shapes.js';
import { readsLinearly } from '../../../security/linear-time.js';

const CHAT = (summary: string, signOff = 'Dilnoza Rashidova, Director, "Orol Safari" LLC') => [
  'WhatsApp Chat with Bekzod usta (boats)',
  '[02.06.2046, 10:12] Orol Safari: Good morning, Bekzod aka. We need two wooden boats for our guests this summer. Can you make them?',
  '[02.06.2046, 10:40] Bekzod usta: Yes, I can. I need five weeks.',
  '[03.06.2046, 09:03] Orol Safari: Here are the terms in writing:',
  summary,
  '2) Two wooden boats with oars, delivered to our camp by 10 July 2046.',
  '3) We pay 12 000 000 so\'m for each boat within 5 banking days after delivery, to your account at Hamkorbank.',
  signOff,
  '[03.06.2046, 09:31] Bekzod usta: Agreed.',
];
const contactsOf = (text: string[], party: string): string[] => (Object.fromEntries(contactLists(...text)) as Record<string, string[]>)[party] ?? [];

describe('a chat message\'s fields (cause 2)', () => {
  it.each([
    '[03.06.2046, 09:03] Orol Safari: 1) Seller: individual entrepreneur Bekzod Nurmatov, Khiva. Buyer: "Orol Safari" LLC, Nukus.',
    '[03.06.2046, 09:03] Orol Safari: 1) Seller: Bekzod Nurmatov, Khiva. Buyer: Orol Safari LLC, Nukus.',
    '1) Seller: individual entrepreneur Bekzod Nurmatov, Khiva.\nBuyer: "Orol Safari" LLC, Nukus.',
    '03/06/2046, 09:03 - Orol Safari: Seller: Bekzod Nurmatov, Khiva. Buyer: "Orol Safari" LLC, Nukus.',
  ])('%s', (summary) => {
    expect(primary(...CHAT(summary))).toEqual(['BEKZOD NURMATOV Supplier', 'OROL SAFARI Buyer']);
  });
  it('the closing line "<name>, <post>, <company>" gives the company its contact (the lead\'s decision)', () => {
    const text = CHAT('[03.06.2046, 09:03] Orol Safari: 1) Seller: Bekzod Nurmatov, Khiva. Buyer: "Orol Safari" LLC, Nukus.');
    expect(contactsOf(text, 'OROL SAFARI')).toEqual(['Dilnoza Rashidova']);
  });
  it('near miss: a line naming a post and a place, no party, signs for no one', () => {
    const text = CHAT('[03.06.2046, 09:03] Orol Safari: 1) Seller: Bekzod Nurmatov, Khiva. Buyer: "Orol Safari" LLC, Nukus.', 'Dilnoza Rashidova, Director, Nukus');
    expect(contactsOf(text, 'OROL SAFARI')).toEqual([]);
    expect(contactsOf(text, 'BEKZOD NURMATOV')).toEqual([]);
  });
  it('near miss: a role word in a sentence after a colon is no field', () => {
    const text = CHAT('[03.06.2046, 09:03] Orol Safari: as we said: the seller is to be paid promptly. Bekzod Nurmatov makes the boats.');
    expect(primary(...text)).not.toContain('BEKZOD NURMATOV Supplier');
  });
  it('the line shapes', () => {
    expect(NAME_POST_PARTY.exec('Jane Roe, Managing Director, Harbour Mills Ltd.')?.slice(1, 4)).toEqual(['Jane Roe', 'Managing Director', 'Harbour Mills Ltd']);
    expect(new RegExp(`^${CHAT_MESSAGE_LEAD}`).exec('[05.04.2046, 09:03] Aral Qum Camp: 1) Seller:')?.[0]).toBe('[05.04.2046, 09:03] Aral Qum Camp: ');
    expect(new RegExp(`^${CHAT_MESSAGE_LEAD}`).test('05.04.2046 Aral Qum Camp: Seller:')).toBe(false);
  });
  it('reads linearly', () => {
    readsLinearly((n) => {
      const line = `Aa Bb, ${'x, '.repeat(Math.ceil(n / 3))}`;
      const lead = new RegExp(CHAT_MESSAGE_LEAD);
      const chat = `[1.1.2046, 10:00] ${'a'.repeat(n)}`;
      return () => { NAME_POST_PARTY.test(line); lead.test(chat); };
    });
  });
});

describe('a key-details row quoting its own label as the alias (cause 1)', () => {
  const ROWS = (guide: string) => [
    'DIVING SERVICES AGREEMENT',
    'Item | Details',
    'Operator | Reef Days Pty Ltd (ABN 11 222 333 444), 4 Pier Street, Exmouth WA 6707 (the "Operator")',
    `Guide | ${guide} (the "Guide")`,
    'Fee | $900 per week',
    'Terms',
    '1. The Guide guides the Operator\'s divers on the reef and keeps to the rules of the marine park.',
    '2. The Operator pays each invoice within fourteen (14) days of receiving it.',
  ];
  it.each([
    ['Hamid bin Yusof, sole trader (ABN 55 666 777 888), 2 Jalan Kelapa, Home Island', 'HAMID BIN YUSOF'],
    ['Tom Hale, sole trader, of 9 Beach Road, Coral Bay', 'TOM HALE'],
  ])('%s', (guide, name) => {
    expect(primary(...ROWS(guide))).toEqual(['REEF DAYS Buyer', `${name} Supplier`]);
  });
  it('near miss: a row quoting another alias keeps its label out', () => {
    const text = ROWS('Tom Hale, sole trader, of 9 Beach Road, Coral Bay (the "Boat")').map((t) => t.replace('(the "Boat") (the "Guide")', '(the "Boat")'));
    expect(primary(...text)).not.toContain('TOM HALE Supplier');
  });
});

describe('a letter\'s writer that pays "you" (cause 3)', () => {
  const LETTER = (pay: string) => [
    'ORHEI DISTRICT COUNCIL',
    'Str. Unirii 12, Orhei',
    'Orhei, 2 March 2046',
    'Mr Pavel Rusu',
    'Str. Florilor 3',
    'Orhei',
    'Re: Appointment – Park Keeper for the 2046 Season',
    'Dear Mr Rusu,',
    'Following the council\'s decision, the Council appoints you as keeper of the town park for the 2046 season, on the following terms:',
    `1. ${pay}`,
    '2. Either of us may end this appointment on fifteen (15) days\' notice.',
    'Yours sincerely,',
    'Ion Ceban',
    'President of the District',
    'For Orhei District Council',
    'I accept the terms above.',
    'Pavel Rusu',
  ];
  it.each([
    'Pay: the Council pays you 8 000 lei a month, by transfer to your account with Victoriabank.',
    'Pay: the Council will pay you 8 000 lei a month.',
  ])('%s', (pay) => {
    expect(primary(...LETTER(pay)).sort()).toEqual(['ORHEI DISTRICT COUNCIL Buyer', 'PAVEL RUSU Supplier']);
  });
  it('near miss: a writer that pays "you" a credit beside "you" paying it stays the Supplier', () => {
    const text = LETTER('Fees: you will pay the Council 8 000 lei a month for the kiosk; the Council pays you a credit of 100 lei for each late month.');
    expect(primary(...text)).not.toContain('ORHEI DISTRICT COUNCIL Buyer');
  });
});
