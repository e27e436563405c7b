/**
 * Facts set 57's cause 3 (issue 18, h100p59): a sailing club named in its own language ("Club Nàutic …", gazetteer.ts
 * ROMANCE_BODY_HEADS), and an e-mail thread of one company and the private person who answers it
 * (email-thread-parties.ts personAnswering): the company supplies, the person named by the "From:" header buys, the
 * company's signer over its unit line and its name closing the message is its contact (block-openers.ts
 * readNameOverParty). Sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactRoles, primary } from '../facts-readers.js';
import { orgs } from '../found-names.js';

const THREAD = [
  'From: Harbour Desk – Club Nàutic Portocolom <port@cnportocolom.example.es>',
  'Date: 3 May 2041 at 10:02',
  'To: Annika Holmberg <annika.holmberg@example.fi>',
  'Subject: Mooring for July 2041',
  'Dear Ms Holmberg,',
  'We confirm a mooring for your motor boat "Merituuli" from 1 July to 31 July 2041 at 1.280,00 €, to be paid within 7 days of this e-mail.',
  'Kind regards,',
  'Joana Servera Pons',
  'Harbour Office',
  'Club Nàutic Portocolom',
  'From: Annika Holmberg <annika.holmberg@example.fi>',
  'Date: 3 May 2041 at 21:15',
  'To: Harbour Desk – Club Nàutic Portocolom <port@cnportocolom.example.es>',
  'Subject: Re: Mooring for July 2041',
  'Agreed, thank you. I will transfer the price tomorrow.',
  'Annika',
];

describe('a club\'s e-mail to a private person who answers it (h100p59)', () => {
  it('the club supplies with its signer, the person of the "From:" header buys', () => {
    expect(primary(...THREAD)).toEqual(['CLUB NÀUTIC PORTOCOLOM Supplier', 'ANNIKA HOLMBERG Buyer']);
    expect(contactRoles(...THREAD)).toEqual(['CLUB NÀUTIC PORTOCOLOM: Joana Servera Pons (Harbour Office)', 'ANNIKA HOLMBERG: ']);
  });
  it('near miss: a reply from someone the club did not write to makes no party of them', () => {
    const other = THREAD.map((t) => t.replace('From: Annika Holmberg <annika', 'From: Mikko Laine <mikko'));
    expect(primary(...other)).toEqual([]);
  });
  it('a sailing club named in Spanish, Italian or French is a body', () => {
    expect(orgs('The berth is let by the Club Náutico Calpe under its concession.')).toEqual(['Club Náutico Calpe']);
    expect(orgs('The race is organised by Club Nautique Cassis each summer.')).toEqual(['Club Nautique Cassis']);
  });
});
