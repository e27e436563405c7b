/**
 * Issue 18, h98at: set 73's natures and types by their classes, in sentences written for this test (none taken from a
 * labelled set): work commissioned or instructed ", who accepts," (C98, object-natures.ts COMMISSIONS), "owes no <sum>"
 * (C97, nature-modals.ts OWES_NOTHING), a right in a relative clause on a named company's apposition (C99,
 * nature-relatives.ts APPOSITION_PREPOSITION_WHICH), a party named after "about" in an object (natures.ts
 * AFTER_PREPOSITION).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const PREAMBLE = 'This agreement is made between Harbour Press Ltd (the "Printer") and Kestrel Books Ltd (the "Publisher").';
const types = (text: string): string[] => typesOf(PREAMBLE, text)[1];

describe('work commissioned or instructed, "who accepts" (C98)', () => {
  it('is the receiver\'s Obligation, the one who commissions bound to nothing by it', () => {
    expect(types('The Publisher commissions the Printer, who accepts, to print the autumn catalogue.')).toEqual(['Obligation/Printer']);
    expect(types('The Publisher instructs the Printer, which accepts, to bind the spring list in cloth.')).toEqual(['Obligation/Printer']);
    expect(types('The Publisher hereby commissions the Printer, who accepts, the design of three posters.')).toEqual(['Obligation/Printer']);
  });
  it('near misses: no acceptance, an acceptance of something else, a commission in a condition', () => {
    // A bare commission stays untyped (set 38's reading); a bare instruction is the instructing party's act (C34).
    expect(types('The Publisher commissions the Printer with the storage of its stock.')).toEqual([]);
    expect(types('The Publisher instructs the Printer to bind the spring list.')).toEqual(['Obligation/Publisher']);
    expect(types('If the Publisher commissions the Printer, who accepts, to print a catalogue, the price list applies.')).toEqual([]);
  });
  it('an appointment accepted so stays C36\'s reading (untouched here)', () => {
    expect(types('The Publisher appoints the Printer as its sole printer, and the Printer accepts the appointment.')).toEqual(['Right/Printer']);
  });
  it('any verb of the work after "to" is the receiver\'s Obligation (property)', () => {
    fc.assert(fc.property(fc.constantFrom('print', 'bind', 'store', 'deliver', 'design', 'proofread'), fc.constantFrom('commissions', 'instructs'), (verb, act) => {
      expect(types(`The Publisher ${act} the Printer, who accepts, to ${verb} the spring catalogue.`)).toEqual(['Obligation/Printer']);
    }), { numRuns: 12 });
  });
});

describe('"owes no <sum>" is a Disclaimer (C97)', () => {
  it('as "owes nothing" and "is not owed by" are', () => {
    expect(types('While the press is out of order, the Publisher owes no rent for it.')).toEqual(['Disclaimer/Publisher']);
    expect(types('The Publisher owes the Printer no fee for copies spoiled in printing.')).toEqual(['Disclaimer/Publisher']);
    expect(types('The Publisher owes nothing for copies spoiled in printing.')).toEqual(['Disclaimer/Publisher']);
  });
  it('near misses: a sum owed up to a bound, a sanction owed, a third person who owes no duty', () => {
    // The price up to the bound is owed: C34's present-tense duty.
    expect(types('The Publisher owes no more than the agreed price.')).toEqual(['Obligation/Publisher']);
    expect(types('For each week of delay the Printer owes a penalty of 1% of the price.')).toEqual(['Obligation/Printer']);
    expect(types('Information received from a third party who owes no duty of confidence is not confidential.')).toEqual([]);
  });
});

describe('a right in a relative clause on a named company\'s apposition (C99)', () => {
  it('is the sentence\'s own: the named party may', () => {
    expect(types('The Printer shall pay the fees of Parcel Hub Ltd, a courier through which the Publisher may send its proofs.'))
      .toEqual(['Obligation/Printer', 'Right/Publisher']);
    expect(types('The Printer shall keep an account with Northway Bank plc, a bank from which the Publisher may draw the advance.'))
      .toEqual(['Obligation/Printer', 'Right/Publisher']);
  });
  it('near misses: a restrictive clause on a common noun, no name before the apposition', () => {
    expect(types('The Printer shall not print on the days on which the Publisher may inspect the press.')).toEqual(['Exclusion/Printer']);
    expect(types('The Printer shall use a courier through which the Publisher may track each parcel.')).toEqual(['Obligation/Printer']);
  });
});

describe('a party named after "about" is what the object is about, no subject', () => {
  it('the joined "shall" stays the opening party\'s', () => {
    expect(types('The Printer shall keep confidential all information about the Publisher, its authors and their contracts, and shall disclose it only to its lawyers.'))
      .toEqual(['Obligation/Printer']);
    expect(types('The Printer shall keep every record regarding the Publisher, its orders and payments, and shall hand them over on request.'))
      .toEqual(['Obligation/Printer']);
  });
  it('a party opening its own clause after "and" is still read', () => {
    expect(types('The Printer shall send a report about the print run, and the Publisher shall pay within 30 days.'))
      .toEqual(['Obligation/Printer', 'Obligation/Publisher']);
  });
});
