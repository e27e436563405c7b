/**
 * An e-mail thread with no aliases: the two companies whose signature blocks close messages written to each other are
 * its parties, the one paid to its own account the Supplier (parties/email-thread-parties.ts), and a signer's line
 * "<department>, <company>, <town>" under a name gives the signer to that company (details/block-openers.ts; facts set
 * 58's causes 1 and 3, issue 18, h99fp). Sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, primary, partiesByImportance } from '../facts-readers.js';

const THREAD = [
  'From: Arjun Mehta <arjun@saffronloom.example.in>',
  'Date: Thursday, 3 July 2042 11:20',
  'To: Helga Brandt <helga.brandt@nordtextil.example.de>',
  'Subject: RE: Offer 2042-88 – block-printed cotton cushion covers',
  'Dear Ms Brandt,',
  'Thank you, we have your acceptance and will start printing the 500 covers on Monday.',
  'Kind regards,',
  'Arjun Mehta',
  'Export Desk, Saffron Loom Textiles Pvt. Ltd., Jaipur',
  '-----Original Message-----',
  'From: Helga Brandt <helga.brandt@nordtextil.example.de>',
  'Sent: Wednesday, 2 July 2042 09:05',
  'To: Arjun Mehta <arjun@saffronloom.example.in>',
  'Subject: Offer 2042-88 – block-printed cotton cushion covers',
  'Dear Mr Mehta,',
  'Nordtextil Handels GmbH accepts your offer 2042-88 for 500 cushion covers at EUR 6.40 each.',
  'We will pay the price within 30 days of the bill of lading to your account with the State Bank of India.',
  'Best regards,',
  'Helga Brandt',
  'Head of Purchasing',
  'Nordtextil Handels GmbH',
  'Speicherstraße 12, 20457 Hamburg',
];

describe('an e-mail thread\'s two companies with no aliases (h99fp)', () => {
  it('both sign messages to each other: both Primary, each with its signer; no one is paid to "our account", no sides', () => {
    const unpaid = THREAD.map((t) => t.replace(' to your account with the State Bank of India', ''));
    expect(primary(...unpaid)).toEqual(['SAFFRON LOOM TEXTILES Unknown', 'NORDTEXTIL HANDELS Unknown']);
    expect(contactLists(...unpaid)).toEqual([['SAFFRON LOOM TEXTILES', ['Arjun Mehta']], ['NORDTEXTIL HANDELS', ['Helga Brandt']]]);
  });
  it('the other side paying "to your account" makes the writer written to the Supplier (facts set 64\'s cause 2, h104q64)', () => {
    expect(primary(...THREAD)).toEqual(['SAFFRON LOOM TEXTILES Supplier', 'NORDTEXTIL HANDELS Buyer']);
  });
  it('the writer paid to its own account supplies, the other buys', () => {
    const paid = THREAD.map((t) => t.replace('Thank you, we have your acceptance', 'Thank you. Please pay the price to our account with the State Bank of India; we have your acceptance'));
    expect(primary(...paid)).toEqual(['SAFFRON LOOM TEXTILES Supplier', 'NORDTEXTIL HANDELS Buyer']);
  });
  it('the reply signed by a name over the company alone, the quoted message under it: that company\'s signer', () => {
    const bare = THREAD.map((t) => (t.startsWith('Export Desk,') ? 'Saffron Loom Textiles Pvt. Ltd.' : t));
    expect(contactLists(...bare)).toEqual([['SAFFRON LOOM TEXTILES', ['Arjun Mehta']], ['NORDTEXTIL HANDELS', ['Helga Brandt']]]);
  });
  it('near miss: a bank named in a body is no side, whatever the thread', () => {
    expect(partiesByImportance(...THREAD).filter((p) => p.includes('STATE BANK'))).toEqual(['STATE BANK OF INDIA Unknown Unknown']);
  });
  it('near miss: the two messages are not written to each other (a forwarded message to a third person)', () => {
    const forwarded = THREAD.map((t) => (t.startsWith('To: Arjun Mehta') ? 'To: Rahul Sen <rahul@saffronloom.example.in>' : t));
    expect(primary(...forwarded)).toEqual([]);
  });
  it('near miss: one message only, no reply, names no sides', () => {
    expect(primary(...THREAD.slice(10))).toEqual([]);
  });
});
