/**
 * A person named right before a bracket that holds "you" is the letter's addressee party, as a company there is
 * (parties/you-bracket-persons.ts), and an e-mail thread printed with the reply on top reads its first message's body
 * from that message's headers (preamble-names.ts MESSAGE_OPENS; facts set 50's cause 1, issue 18, h89p). Sentences
 * written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { primary } from '../facts-readers.js';
import { personBeforeYou } from '../../../../src/contracts/classify/parties/you-bracket-persons.js';

const BODY = (opening: string) => [
  'Dear Mr. Ortiz,',
  opening,
  '1. Work: once a month you clean the hulls of our two ferries at the Marina Cay slipway.',
  '2. Price: we will pay you US$400.00 for each hull within fifteen (15) days of your invoice.',
  'Kind regards,',
  'Marta Kowalczyk',
  'Operations Manager',
  'Harbourline Marine Services Ltd.',
];
const ENGAGE = 'Harbourline Marine Services Ltd. ("we" or "us") would like to engage you, Tomas Ortiz, trading as Ortiz Hull Cleaning ("you"), on the terms below.';

describe('a person before a bracket of "you" is a party (h89p)', () => {
  it('"engage <name> ("you")" with no "you," before the name', () => {
    expect(primary(...BODY(ENGAGE.replace('you, Tomas Ortiz, trading as Ortiz Hull Cleaning', 'Tomas Ortiz')))).toEqual(['HARBOURLINE MARINE SERVICES Buyer', 'TOMAS ORTIZ Supplier']);
  });
  it('a courtesy title and a role alias beside "you": `Mr. Tomas Ortiz (the "Contractor" or "you")`', () => {
    expect(primary(...BODY(ENGAGE.replace('you, Tomas Ortiz, trading as Ortiz Hull Cleaning ("you")', 'Mr. Tomas Ortiz (the "Contractor" or "you")')))).toEqual(['HARBOURLINE MARINE SERVICES Buyer', 'TOMAS ORTIZ Supplier']);
  });
  it('a company in the same place is read as before', () => {
    expect(primary(...BODY(ENGAGE.replace('Tomas Ortiz, trading as Ortiz Hull Cleaning', 'Ortiz Hull Cleaning Ltd.')))).toEqual(['HARBOURLINE MARINE SERVICES Buyer', 'ORTIZ HULL CLEANING Supplier']);
  });
  it('near miss: a bracket of "we" after a person names no "you" party', () => {
    expect(personBeforeYou('We, Tomas Ortiz ("we"), will clean the hulls.', 0)).toBeUndefined();
  });
  it('near miss: words that are no person\'s name before the bracket', () => {
    expect(personBeforeYou('Each member of the Marina Cay Yacht Club ("you") must book a slot.', 0)).toBeUndefined();
  });
  it('near miss: a street after a house number is an address, no person', () => {
    expect(personBeforeYou('the owner of the house at 7 Salt Pond Road ("you") shall', 0)).toBeUndefined();
    expect(personBeforeYou('the owner of the house on Windward Avenue ("you") shall', 0)).toBeUndefined();
  });
  it('near miss: a form or a document named before the bracket is no person', () => {
    expect(personBeforeYou('between Harbourline Marine Services Ltd ("we") and the business named in the Booking Form ("you").', 0)).toBeUndefined();
    expect(personBeforeYou('between Harbourline Marine Services Ltd ("we") and whoever signs Booking Form ("you").', 0)).toBeUndefined();
  });
  it('the span and alias it gives', () => {
    expect(personBeforeYou('We engage Ms. Ana Reyes (the "Cleaner" or "you") to clean.', 3)).toEqual({ element: 3, begin: 14, end: 23, text: 'Ana Reyes', alias: 'Cleaner' });
  });
});

describe('an e-mail thread printed with the reply on top (h89p)', () => {
  const THREAD = [
    'From: Tomas Ortiz <ortiz.hulls@example.vg>',
    'Sent: Monday, 6 June 2039 8:10 AM',
    'To: Marta Kowalczyk <ops@harbourline.example>',
    'Subject: RE: Hull Cleaning Agreement',
    'Good morning Ms. Kowalczyk,',
    'Agreed. I will start on the first Monday of July.',
    'Regards,',
    'Tomas Ortiz',
    'Ortiz Hull Cleaning',
    'Tel. 284-555-0142',
    '-----Original Message-----',
    'From: Marta Kowalczyk <ops@harbourline.example>',
    'Sent: Friday, 3 June 2039 4:45 PM',
    'To: Tomas Ortiz <ortiz.hulls@example.vg>',
    'Subject: Hull Cleaning Agreement',
  ];
  it('the first message\'s "you, <name> … ("you")" below the reply is read', () => {
    expect(primary(...THREAD, ...BODY(ENGAGE))).toEqual(['HARBOURLINE MARINE SERVICES Buyer', 'TOMAS ORTIZ Supplier']);
  });
});

describe('personBeforeYou\'s invariants (h89p)', () => {
  const WORDS = ['we', 'engage', 'you,', 'Tomas', 'Ortiz', 'Mr.', 'the', 'Order', 'Form', 'trading', 'as', 'Hull', 'Cleaning', '("you")', '(the "Contractor" or "you")', '4', 'Beach', 'Road', ','];
  it('a person it gives is the text at its span, with an alias', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...WORDS), { maxLength: 40 }), (parts) => {
      const text = parts.join(' ');
      const got = personBeforeYou(text, 0);
      return got === undefined || (text.slice(got.begin, got.end) === got.text && got.alias !== undefined && got.alias.length > 0);
    }));
  });
  it('hostile text of thousands of brackets is read in bounded time', () => {
    const text = 'Tomas Ortiz Tomas Ortiz ("we") '.repeat(20000) + 'Tomas Ortiz ("you")';
    const started = performance.now();
    personBeforeYou(text, 0);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
