/**
 * Signers and contacts of Bruneian, Filipino, Dutch Caribbean and Kiribati drafting (facts set 41's causes 7–8,
 * h76f41p): a signer's name with particles ("Nurul Huda binti Abdul Rahim", "Mary Anne de la Cruz"), a sole proprietor
 * signing as "proprietor of" the business name, two partners' initials lines one under the other, and the Gilbertese
 * courtesy title "Nei". Sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists } from '../facts-readers.js';

/** Each primary party's contacts by its name. */
const contactsOf = (...items: string[]): Record<string, string[]> => Object.fromEntries(contactLists(...items)) as Record<string, string[]>;

const BOATS = [
  'BOAT SERVICES AGREEMENT',
  'THIS AGREEMENT is made BETWEEN SERIA RIVERSIDE INN SDN BHD, a company incorporated in Brunei Darussalam (hereinafter called "the Company") of the one part AND TUTONG BOAT SERVICES SDN BHD, a company incorporated in Brunei Darussalam (hereinafter called "the Operator") of the other part.',
  '1. The Operator carries the Company\'s guests by boat.',
];

describe('signers named with particles, or as a business\'s proprietor (h76f41p)', () => {
  it('"Signed by <name binti …>, Director, for and on behalf of …" and "Mary Anne de la Cruz"', () => {
    const c = contactsOf(...BOATS, 'Signed by Siti Rohani binti Abdul Karim, Director, for and on behalf of SERIA RIVERSIDE INN SDN BHD',
      'Signed by Maria Luisa de la Paz, Manager, for and on behalf of TUTONG BOAT SERVICES SDN BHD');
    expect(c['SERIA RIVERSIDE INN']).toEqual(['Siti Rohani binti Abdul Karim']);
    expect(c['TUTONG BOAT SERVICES']).toEqual(['Maria Luisa de la Paz']);
  });
  it('"Signed by <name>, proprietor of <business>" signs for the business', () => {
    const c = contactsOf('BOAT SERVICES AGREEMENT',
      'THIS AGREEMENT is made BETWEEN SERIA RIVERSIDE INN SDN BHD (hereinafter called "the Company") of the one part AND TUTONG BOAT SERVICES (Business Registration No. P/71002), a sole proprietorship (hereinafter called "the Operator") of the other part.',
      '1. The Operator carries the Company\'s guests by boat.', 'Signed by Awang Hamid bin Haji Omar, proprietor of TUTONG BOAT SERVICES');
    expect(c['TUTONG BOAT SERVICES']).toEqual(['Awang Hamid bin Haji Omar']);
  });
  it('near misses: a name of three particles running on, and "owner of" a thing, sign for no party', () => {
    const c = contactsOf(...BOATS, 'Signed by Awang Hamid bin Haji Omar, owner of the boat Sri Tutong');
    expect(c['TUTONG BOAT SERVICES'] ?? []).toEqual([]);
    expect(c['SERIA RIVERSIDE INN'] ?? []).toEqual([]);
  });
});

const HAULAGE = (signers: string[]) => [
  'WATER HAULAGE AGREEMENT',
  'The undersigned:',
  '1. Bonaire Water Haulers V.O.F., established at Kaya Grandi 5, Kralendijk, represented by its partners Mr. Ruben Frans and Mr. Edsel Cecilia, hereinafter referred to as: "the Hauler";',
  '2. Flamingo Resort B.V., established at Kaya Gobernador 2, Kralendijk, represented by its director Mrs. Marieke Thode, hereinafter referred to as: "the Client";',
  'have agreed as follows:',
  '1. The Hauler delivers water to the Client.',
  'The Hauler:', ...signers, 'The Client:', 'M. Thode',
];

describe('two partners\' initials lines under one heading (h76f41p)', () => {
  it('each resolves to the full name the preamble gives', () => {
    const c = contactsOf(...HAULAGE(['R. Frans', 'E. Cecilia']));
    expect([...(c['BONAIRE WATER HAULERS'] ?? [])].sort()).toEqual(['Edsel Cecilia', 'Ruben Frans']);
    expect(c['FLAMINGO RESORT']).toEqual(['Marieke Thode']);
  });
  it('near miss: an initials line after a line of other text is no second signer', () => {
    const c = contactsOf(...HAULAGE(['R. Frans', 'Kralendijk, 3 March 2031', 'E. Cecilia']));
    expect(c['BONAIRE WATER HAULERS']).toEqual(['Ruben Frans']);
  });
});

describe('"Nei" is a courtesy title (h76f41p)', () => {
  it('dropped from the contact as "Mrs." is', () => {
    const c = contactsOf('COPRA PURCHASE AGREEMENT', 'This agreement is made between BETIO TRADERS LIMITED ("the Purchaser") and MARAKEI COOPERATIVE SOCIETY LIMITED ("the Society").',
      '1. The Society sells copra to the Purchaser.', 'Signed for the Society by its Chairman, Ioteba Tanielu, and its Secretary, Nei Teretia Bauro.');
    expect(c['MARAKEI COOPERATIVE SOCIETY']).toEqual(['Ioteba Tanielu', 'Teretia Bauro']);
  });
});
