/**
 * Facts set 76's cause 3, the e-mail half (issue 18, h120q76; bench/log.md's h119f76 section): a thread whose company has
 * no legal form ("From: <association> <address>", signed "Kind regards," / "<signer>" / "Chairman, <association>") and a
 * private person answering it named no party (parties/email-thread-parties.ts unformedWriterOf); and a couple signing the
 * answer together ("<person> and <partner>") gave one Buyer (partnerOf). Contracts written for the rule (a mountain guides'
 * association in Härjedalen, a kayak club), none the set's own sentences; near misses kept.
 */
import { describe, expect, it } from 'vitest';
import { AND_PARTNER } from '../../../../src/contracts/classify/parties/email-thread-parties.js';
import { contactLists, primary } from '../facts-readers.js';

const GUIDES = 'Funäsdalens Fjällguideförening';
const offer = (signature: readonly string[], from = GUIDES) => [
  `From: ${from} <info@fjallguide.example>`,
  'To: Karin Nilsson <karin.nilsson@post.example>',
  'Date: 2 May 2046 10:15',
  'Subject: Guided hike – our offer',
  'Hi Karin,',
  'Thank you for your message. We can offer you a guided day hike on 14 July 2046 for your group of 12.',
  '– Price: 6 400 kr including VAT. Please pay a deposit of 1 000 kr within 7 days of your confirmation.',
  'Kind regards,',
  ...signature,
];
const reply = (signedBy: string, to = GUIDES) => [
  'From: Karin Nilsson <karin.nilsson@post.example>',
  `To: ${to} <info@fjallguide.example>`,
  'Date: 3 May 2046 20:02',
  'Subject: Re: Guided hike – our offer',
  'Hi Lars,',
  'Yes, we accept your offer and will pay the deposit tomorrow.',
  'Best wishes,',
  signedBy,
];

describe('an e-mail\'s company with no legal form, named by its header and its signature line (cause 3)', () => {
  it('"Chairman, <association>" under the signer: the association supplies, its chairman its contact, the person buys', () => {
    const doc = [...offer(['Lars Ek', `Chairman, ${GUIDES}`]), ...reply('Karin Nilsson')];
    expect(primary(...doc)).toEqual(['FUNÄSDALENS FJÄLLGUIDEFÖRENING Supplier', 'KARIN NILSSON Buyer']);
    expect(contactLists(...doc)).toEqual([['FUNÄSDALENS FJÄLLGUIDEFÖRENING', ['Lars Ek']], ['KARIN NILSSON', []]]);
  });
  it('so does the post on its own line over the name', () => {
    expect(primary(...offer(['Lars Ek', 'Chairman', GUIDES]), ...reply('Karin Nilsson'))).toEqual(['FUNÄSDALENS FJÄLLGUIDEFÖRENING Supplier', 'KARIN NILSSON Buyer']);
  });
  it('a couple signing the answer together are both the Buyers', () => {
    expect(primary(...offer(['Lars Ek', `Chairman, ${GUIDES}`]), ...reply('Karin Nilsson and Per Holm'))).toEqual(['FUNÄSDALENS FJÄLLGUIDEFÖRENING Supplier', 'KARIN NILSSON Buyer', 'PER HOLM Buyer']);
    expect(primary(...offer(['Lars Ek', `Chairman, ${GUIDES}`]), ...reply('Karin Nilsson & Per Holm'))).toEqual(['FUNÄSDALENS FJÄLLGUIDEFÖRENING Supplier', 'KARIN NILSSON Buyer', 'PER HOLM Buyer']);
  });
  it('near misses: no post before the name, the name alone under the signer, a post before another name, a unit name', () => {
    expect(primary(...offer(['Lars Ek']), ...reply('Karin Nilsson'))).toEqual([]);
    expect(primary(...offer(['Lars Ek', GUIDES]), ...reply('Karin Nilsson'))).toEqual([]);
    expect(primary(...offer(['Lars Ek', 'Chairman, Härjedalens Turistråd']), ...reply('Karin Nilsson'))).toEqual([]);
    expect(primary(...offer(['Lars Ek', 'Manager, Bookings Team'], 'Bookings Team'), ...reply('Karin Nilsson', 'Bookings Team'))).toEqual([]);
  });
  it('near misses: "and family" or a first name alone signs no partner', () => {
    const answers = (signedBy: string) => primary(...offer(['Lars Ek', `Chairman, ${GUIDES}`]), ...reply(signedBy));
    expect(answers('Karin Nilsson and family')).toEqual(['FUNÄSDALENS FJÄLLGUIDEFÖRENING Supplier', 'KARIN NILSSON Buyer']);
    expect(answers('Karin Nilsson and Per')).toEqual(['FUNÄSDALENS FJÄLLGUIDEFÖRENING Supplier', 'KARIN NILSSON Buyer']);
  });
  it('AND_PARTNER reads the partner\'s whole name after the person\'s, nothing else', () => {
    expect(AND_PARTNER.exec(' and Per Holm')?.[1]).toBe('Per Holm');
    expect(AND_PARTNER.exec(' & Anna-Lena Berg ')?.[1]).toBe('Anna-Lena Berg');
    expect(AND_PARTNER.test(' and family')).toBe(false);
    expect(AND_PARTNER.test(' and Per')).toBe(false);
    expect(AND_PARTNER.test(' and Per Holm, Sweden')).toBe(false);
  });
});
