/**
 * A courtesy title before an individual party's name is no part of the party's name (partyKey, parties/party-key.ts):
 * the preamble's "Mr. Tomas Berg" and the signature's "Tomas Berg" are one party (facts set 34's cause 1, h55f34).
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { partyKey } from '../../../../src/contracts/classify/parties/party-key.js';
import { elements } from '../helpers.js';

describe('a courtesy title dropped from an individual party\'s name (h55f34)', () => {
  it('the preamble\'s "Mr. <name>" and the signature\'s "<name>" are one Primary party', () => {
    const parties = classifyContract(elements(
      'BOAT STORAGE CONTRACT',
      'This contract is concluded in Zadar on 4 April 2031 between:',
      'LUKA NAUTIKA d.o.o., Obala kralja Tomislava 8, Zadar (hereinafter: the Yard)',
      'and',
      'Mr. Tomas Berg, residing at Strandvejen 12, Aalborg, Denmark (hereinafter: the Owner)',
      'The Owner shall pay EUR 1,900 for the winter storage.',
      'Yard: Marija Kovač, Director',
      'Owner: Tomas Berg',
    )).parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party} ${p.role}`);
    expect(parties).toEqual(['LUKA NAUTIKA Supplier', 'TOMAS BERG Buyer']);
  });

  it.each([
    ['Mr. Tomas Berg', 'TOMAS BERG'],
    ['Mrs Helen Carr', 'HELEN CARR'],
    ['MS ANNA LUND', 'ANNA LUND'],
    ['Dr Amina Yusuf', 'AMINA YUSUF'],
  ])('%s → %s', (name, key) => expect(partyKey(name)).toBe(key));

  it.each([
    ['Dr. Reddy\'s Laboratories Limited', 'DR. REDDY\'S LABORATORIES'],
    ['Mrsic Trading Ltd', 'MRSIC TRADING'],
    ['Drina Logistics d.o.o.', 'DRINA LOGISTICS'],
    ['Eng Hock Tan', 'ENG HOCK TAN'],
  ])('%s keeps its first word (%s): a legal form, or no title', (name, key) => expect(partyKey(name)).toBe(key));
});

describe('a title that opens a body\'s or a business\'s name stays in it (hrev42)', () => {
  it.each([
    ['Lady Margaret Hall', 'LADY MARGARET HALL'],
    ['Lord Nelson Hotel', 'LORD NELSON HOTEL'],
    ['Sir John Soane\'s Museum', 'SIR JOHN SOANE\'S MUSEUM'],
    ['Dr. Oetker', 'DR. OETKER'],
    ['Mr Price Group', 'MR PRICE GROUP'],
  ])('%s → %s: no individual\'s name after the title', (name, key) => expect(partyKey(name)).toBe(key));

  it.each([
    ['Dr Jane Okafor', 'JANE OKAFOR'],
    ['MR. DEV SHAH', 'DEV SHAH'],
    ['Dr Rose Price', 'ROSE PRICE'],
    ['Dr. A. K. Sharma', 'A. K. SHARMA'],
    ['MR. J.R. MENSAH', 'J.R. MENSAH'],
    ['Mr. Pieter van Wyk', 'PIETER VAN WYK'],
  ])('%s → %s: an individual still loses the title', (name, key) => expect(partyKey(name)).toBe(key));

  it('a college named after a lady keeps its name as a Primary party', () => {
    const parties = classifyContract(elements(
      'CONFERENCE BOOKING AGREEMENT',
      'This Agreement is made on 3 April 2031 between Lady Margaret Hall, Norham Gardens, Oxford (the "College") and Sheldon Events Limited, of London (the "Organiser").',
      'The Organiser shall pay the deposit within 14 days of signature.',
      'For Lady Margaret Hall: Susan Reed, Conference Manager',
      'For Sheldon Events Limited: Tom Price, Director',
    )).parties.filter((p) => p.importance === 'Primary').map((p) => p.party);
    expect(parties).toEqual(['LADY MARGARET HALL', 'SHELDON EVENTS']);
  });
});
