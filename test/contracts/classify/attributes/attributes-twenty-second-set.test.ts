/**
 * Attributes set 22 showed wrong (issue 18, h22s22p), each rule with sentences written for it (none from the set):
 * telephone numbers and codes are no Numbers, a deadline's or a floor's words stand outside a Duration, and
 * "semi-annual" is one period.
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { attributesOf } from '../helpers.js';

describe('numbers that name, not count', () => {
  it('a number after a verb of calling is a telephone number, no Number', () => {
    expect(attributesOf('In an emergency the guard will dial 911 and then phone the owner.')).toEqual([]);
    expect(attributesOf('Tenants should ring 111 for urgent advice and call 112 abroad.')).toEqual([]);
  });
  it('a count after such a verb stays a Number: a called number has three digits at least (hrev14)', () => {
    expect(attributesOf('The Chair may call 3 meetings a year.')).toEqual(['Number:3']);
    expect(attributesOf('The Clinic will text 2 reminders before each visit.')).toEqual(['Number:2']);
  });
  it('digit groups opening with a trunk zero or a plus are a telephone number', () => {
    expectReads(attributesOf, [
      ['The Agent can be reached on 0161 496 0732 during office hours.', []],
      ['Support is available on +61 2 9374 4000 at any time.', []],
      ['The Supplier shall deliver 10 000 000 units.', ['Number:10 000 000']],
    ]);
  });
  it('a code of capitals joined to its number by a hyphen is no Number; a word so joined stays one', () => {
    expect(attributesOf('The Carrier shall file Form SR-22 and a W-9 before loading at bay C7-115.')).toEqual([]);
    expect(attributesOf('Only a Part-145 organisation may do the work.')).toEqual(['Number:145']);
  });
  it('a company register\'s number after "RC No." is an identifier at any length', () => {
    expect(attributesOf('Sahel Seeds Limited, RC No. 481207, shall supply the seed.')).toEqual(['Organization:Sahel Seeds Limited']);
  });
  it('"the first half" is a part of a whole, no count', () => {
    expect(attributesOf('The Author shall deliver the second half of the draft after the first half is approved.')).toEqual([]);
  });
});

describe('durations', () => {
  it('"no later than", "not later than" and "a minimum of" stand outside the Duration; "less than" and "within" inside', () => {
    expectReads(attributesOf, [
      ['The Hirer shall return the boat no later than 12 hours after the race.', ['Duration:12 hours']],
      ['Each lesson lasts a minimum of 45 minutes.', ['Duration:45 minutes']],
      ['A booking cancelled less than 36 hours ahead is charged.', ['Duration:less than 36 hours']],
    ]);
  });
  it('"semi-annual" and "bi-monthly" are one period each, not "annual" or "monthly" inside them', () => {
    expect(attributesOf('The Manager shall send semi-annual reports and bi-monthly invoices.')).toEqual(['Duration:semi-annual', 'Duration:bi-monthly']);
    expect(attributesOf('The Manager shall send annual reports.')).toEqual(['Duration:annual']);
  });
});

describe('public bodies', () => {
  it('a regulator named by its initials alone is an Organization, as the FDA is', () => {
    expect(attributesOf('The Carrier shall hold every licence the FAA and the FMCSA require.')).toEqual(['Organization:FAA', 'Organization:FMCSA']);
    expect(attributesOf('The FAA may inspect the hangar.')).toEqual(['Organization:FAA']);
  });
  it('initials beside another capitalised word are part of a longer name, no body of their own', () => {
    expect(attributesOf('The Grower shall follow the USDA Farm Service Agency rules.').includes('Organization:USDA')).toBe(false);
    expect(attributesOf('The Builder shall meet Utah OSHA standards.').includes('Organization:OSHA')).toBe(false);
  });
  it('a civil defence authority is a body; "Plc" written so is a legal form', () => {
    expect(attributesOf('The hall must be approved by Sharjah Civil Defence before opening.')).toEqual(['Organization:Sharjah Civil Defence']);
    expect(attributesOf('The Buyer shall pay into an account with Harbour Trust Bank Plc.')).toEqual(['Organization:Harbour Trust Bank Plc']);
  });
});

describe('postal addresses', () => {
  it('a four-digit postcode after the town closes the address (New Zealand, Australia, South Africa)', () => {
    expect(attributesOf('The Landlord is Totara Rentals Ltd of 9 Kowhai Street, Whanganui 4500.')).toEqual(['Organization:Totara Rentals Ltd', 'Location:9 Kowhai Street, Whanganui 4500']);
  });
  it('a continental street then a large city with no postcode is one address; an unknown town still needs its postcode', () => {
    expect(attributesOf('The café is at Goethestraße 8, Berlin, on the ground floor.')).toEqual(['Location:Goethestraße 8, Berlin']);
    expect(attributesOf('The Offering 2, Phase 3 starts now.')).toEqual(['Number:2', 'Number:3']);
  });
});

describe('a time on a date', () => {
  it('"17:30 on 3 March 2027", "5 p.m. on 14 February 2026" are one DateTime; a time and a date apart stay two', () => {
    expectReads(attributesOf, [
      ['The stand is handed over by 17:30 on 3 March 2027.', ['DateTime:17:30 on 3 March 2027']],
      ['Bids close at 5 p.m. on 14 February 2026 sharp.', ['DateTime:5 p.m. on 14 February 2026']],
      ['The hall opens at 09:00 and closes on 3 March 2027.', ['DateTime:09:00', 'DateTime:3 March 2027']],
    ]);
  });
});
