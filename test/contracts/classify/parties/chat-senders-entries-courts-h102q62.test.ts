/**
 * Facts set 62's causes 1, 2, 6 and 7 (issue 18, h102q62): a party's sub-clause number "1.2." before an individual's
 * slot (slot-names.ts ENTRY_NUMBER), a printed chat export's two senders as its parties (chat-parties.ts), a college
 * named by its place and field (gazetteer.ts INSTITUTION_HEADS) and a court named by its judge in the possessive
 * (headed-institutions.ts JUDGE_BEFORE_COURT). Names and sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { partiesByImportance, partyNames, primary } from '../facts-readers.js';

const CLAUSE = (second: string) => [
  'CONTRACT FOR THE DESIGN OF A LOGO',
  'In the city of Sucre, on the tenth day of May of the year two thousand forty-four, the following parties enter into this contract:',
  'FIRST (THE PARTIES). – 1.1. CHOCOLATES DEL SUR S.R.L., with Tax Identification Number 7788990011, legally represented by its Manager, Mr. Tomás Quiroga Salinas, hereinafter called the CLIENT.',
  second,
  'SECOND (OBJECT). – The DESIGNER undertakes to design a logo for the CLIENT, and the CLIENT pays the DESIGNER Bs. 3.500,00.',
];

describe('a party\'s dotted sub-clause number before an individual\'s slot (cause 1)', () => {
  it('"1.2. Ms. …, hereinafter called the DESIGNER." names her, the designer supplying the client', () => {
    const facts = CLAUSE('1.2. Ms. Carla Mendoza Rivas, Bolivian, of age, a graphic designer, with identity card No. 4455667 Ch., domiciled at Calle Bolívar No. 80, Sucre, hereinafter called the DESIGNER.');
    expect(primary(...facts)).toEqual(['CHOCOLATES DEL SUR Buyer', 'CARLA MENDOZA RIVAS Supplier']);
  });
  it('with the name and the alias alone, and numbered "1.2" without its stop', () => {
    expect(primary(...CLAUSE('1.2 Carla Mendoza Rivas, hereinafter called the DESIGNER.'))).toEqual(['CHOCOLATES DEL SUR Buyer', 'CARLA MENDOZA RIVAS Supplier']);
  });
});

const CHAT = (last: string) => [
  'WhatsApp Chat with Tomasz Nowak',
  '03/09/2044, 18:02 - Ewa Kowalczyk: Hello Tomasz, could you mow our lawn and trim the hedge every week in September?',
  '03/09/2044, 18:10 - Tomasz Nowak: Hi Ewa, yes. It is 120 zł per visit, 4 visits in September.',
  '03/09/2044, 18:15 - Ewa Kowalczyk: OK, agreed.',
  last,
];

describe('a printed chat export\'s two senders (cause 2)', () => {
  it('the sender who pays ("I\'ll transfer … to your … account") buys, the other supplies', () => {
    expect(primary(...CHAT('03/09/2044, 18:20 - Ewa Kowalczyk: I\'ll transfer the money to your PKO account after each visit.'))).toEqual(['EWA KOWALCZYK Buyer', 'TOMASZ NOWAK Supplier']);
  });
  it('the sender paid ("to my account") supplies; iOS brackets read alike', () => {
    const paid = CHAT('03/09/2044, 18:20 - Tomasz Nowak: Please send it to my account at the end of the month.').map((t) => t.replace(/^(\d\d\/\d\d\/\d{4}, \d\d:\d\d) - /, '[$1] '));
    expect(primary(...paid)).toEqual(['EWA KOWALCZYK Buyer', 'TOMASZ NOWAK Supplier']);
  });
  it('with no word on who pays, the chat names no party', () => {
    expect(primary(...CHAT('03/09/2044, 18:20 - Tomasz Nowak: See you on Saturday.'))).toEqual([]);
  });
  it('near misses: a third sender, or a chat of two lines, names no party', () => {
    expect(primary(...CHAT('03/09/2044, 18:20 - Anna Zielinska: I\'ll transfer the money to your account.'))).toEqual([]);
    expect(primary(...CHAT('x').slice(0, 3))).toEqual([]);
  });
});

const DISPUTES = (court: string) => [
  'ROOM LETTING AGREEMENT',
  'This agreement is made between Neo Dintwe (the "Landlord") and Kabo Sechele (the "Lodger"), a student of Gaborone Technical College.',
  '1. The Landlord lets a room to the Lodger for P 1,200.00 a month.',
  `2. Any dispute shall be referred to ${court}.`,
];

describe('a college and a court named by its judge in the possessive (causes 6 and 7)', () => {
  it('"Gaborone Technical College" and "the Palapye Magistrate\'s Court" are bodies of no side', () => {
    expect(partiesByImportance(...DISPUTES('the Palapye Magistrate\'s Court'))).toEqual([
      'NEO DINTWE Primary Supplier', 'KABO SECHELE Primary Buyer', 'GABORONE TECHNICAL COLLEGE Unknown Unknown', 'PALAPYE MAGISTRATE\'S COURT Unknown Unknown',
    ]);
  });
  it('"the Coroner\'s Court" keeps its judge; an owner\'s possessive before a court is still cut off', () => {
    expect(partyNames(...DISPUTES('the Serowe Coroner\'s Court'))).toContain('SEROWE CORONER\'S COURT');
    expect(partyNames(...DISPUTES('the Landlord\'s Court'))).not.toContain('LANDLORD\'S COURT');
  });
});
