import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

// Issue 18, h44s48: "we" defined as the writer's own name (no role), or set against "you" in the opening, is the
// party "we", as the bare bracket `Lone Star Cranes LLC ("we", "us")` makes it. Every sentence is written here.

const DUTY = 'We will service the hoist before each hire.';
const RIGHT = 'We may refuse any booking if you have an unpaid invoice.';
const DISCLAIMER = 'We are not responsible for delays caused by weather.';

describe('"we" defined by name, without a role bracket (pronouns.ts weDefinedAs)', () => {
  it('"we", "us" and "our" mean a named company: the party "we"', () => {
    expect(typesOf('"We", "us" and "our" mean Tarrant Hoist Rentals LLC.', DUTY, RIGHT, DISCLAIMER).slice(1))
      .toEqual([['Obligation/we'], ['Right/we'], ['Disclaimer/we']]);
  });

  it('the definition inside "In these terms" beside "you" keeps "you" as You', () => {
    expect(typesOf('In these terms, "we" and "us" mean Marlow Access Platforms Ltd of Leeds, and "you" means the customer named on the hire form.',
      'We will deliver the platform to your site, and you must sign the delivery note.').slice(1))
      .toEqual([['Obligation/we', 'Obligation/You']]);
  });

  it('in capitals, "WE WILL NOT BE LIABLE" is the Exclusion of "we"', () => {
    expect(typesOf('"We" and "us" mean Tarrant Hoist Rentals LLC.', 'WE WILL NOT BE LIABLE FOR ANY LOSS OF PROFIT.')[1]).toEqual(['Exclusion/we']);
  });

  it('near misses: a described meaning, or a pair of roles, still binds no one; a role still binds its role', () => {
    expect(typesOf('"We" means the people who run this website.', 'We will answer emails within a week.')[1]).toEqual([]);
    expect(typesOf('"We" means the Client and the Provider together.', 'We will meet every quarter.')[1]).not.toContain('Obligation/we');
    expect(typesOf('"We" and "us" mean the Supplier named in the Order Form.', 'We will deliver the goods to your site.')[1]).toEqual(['Obligation/Supplier']);
  });
});

describe('"we" of terms whose opening names one side against "you" (pronouns.ts weOpening)', () => {
  it('"These terms apply between <company> and you": "we" is that side', () => {
    expect(typesOf('These terms apply between Tarrant Hoist Rentals LLC and you, the customer named on the booking.', DUTY, RIGHT).slice(1))
      .toEqual([['Obligation/we'], ['Right/we']]);
  });

  it('"This agreement is made between you and <company>" too', () => {
    expect(typesOf('This agreement is made between you and Harbour Lifts Pty Ltd.', DUTY)[1]).toEqual(['Obligation/we']);
  });

  it('near misses: an opening between two companies, or one that names no company, binds no "we"', () => {
    expect(typesOf('These terms apply between Alder Ltd and Birch Ltd.', DUTY)[1]).toEqual([]);
    expect(typesOf('These terms apply between the hire company and you.', DUTY)[1]).toEqual([]);
    expect(typesOf('These terms apply to every rental.', DUTY)[1]).toEqual([]);
  });
});
