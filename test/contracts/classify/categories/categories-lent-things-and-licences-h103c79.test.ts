/**
 * Set 79's category classes (issue 18, h103c79): a thing lent or whose use a party gives, named by its own noun (C143);
 * a membership's own period and a member's leaving (C144); a payment row with its due date, a price named by the
 * document after the fee word and a plan's yearly row (C145); a work's licence said without intellectual property's
 * words, a copyright law named and a two-word document title (C146); a subcontract's own engagement (C106); "change these
 * terms" (Amendments). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { letThingNouns } from '../../../../src/contracts/classify/categories/category-let-things.js';
import { clauseCategories } from '../helpers.js';
import { documentCategories } from './set-cue-helpers.js';

const nounsOf = (...sentences: string[]): string[] => letThingNouns(sentences, sentences.map(() => false));

/** The categories of each element of a document (a title is written "# …", a list item opens on "•" or "a)"). */
const categoriesOfDocument = (...lines: string[]): string[][] => documentCategories(lines, /^(?:•|[a-z]\))\s/);

describe('a thing lent, or a party\'s own thing whose use it gives, named by its own noun (C143)', () => {
  it('reads the thing lent or given for use; not money, help, firms or care', () => {
    expect(nounsOf('We lend ladders, looms and kayaks to our members for use at home.')).toEqual(['ladder']);
    expect(nounsOf('The Club lends a kayak to each member for the season.')).toEqual(['kayak']);
    expect(nounsOf('The Owner also allows the Builder\'s workers to use its crane and its hoist free of charge.')).toEqual(['crane']);
    expect(nounsOf('The Farmer lets the Grazier use his cattle crush during the season.')).toEqual(['crush']);
    expect(nounsOf('The Bank lends the Borrower EUR 5,000 for one year.')).toEqual([]);
    expect(nounsOf('The Sponsor lends its support to the festival.')).toEqual([]);
    expect(nounsOf('The Client allows the Contractor to use its own subcontractors.')).toEqual([]);
  });

  it('a thing named as what the speaker lends, whatever its noun; not money', () => {
    expect(clauseCategories('You must wear the helmets, harnesses or chalk bags we lend on the climbing wall.')).toContain('Asset Use');
    expect(clauseCategories('You must repay the money we lend within a year.')).not.toContain('Asset Use');
    expect(clauseCategories('The monthly fee covers coaching and the rackets we lend.')).not.toContain('Asset Use');
  });

  it('the thing lent borrowed, reserved, used, repaired or taken apart, cleaned and returned', () => {
    const got = categoriesOfDocument(
      '# THE MILL LANE LADDER LIBRARY – MEMBERSHIP TERMS',
      'These terms are between Mill Lane Hire Ltd ("Mill Lane", "we" or "us") and the person who joins as a member ("you").',
      '# 1. Lending',
      'We lend ladders, looms and kayaks to our members for use at home.',
      'You may borrow up to two ladders at a time for up to five days.',
      'You can reserve a ladder by telephone.',
      '• use a ladder on a roof;',
      '• repair, sharpen or take apart a ladder yourself.',
      'You must clean each ladder and return it to the boathouse by noon.',
    );
    expect(got.slice(4)).toEqual([['Asset Use'], ['Asset Use'], ['Asset Use'], ['Asset Use'], ['Asset Use']]);
  });

  it('a defined thing let fenced or put to another purpose; a party\'s own thing given for use, then used', () => {
    const got = categoriesOfDocument(
      '# LEASE CONTRACT FOR FISH PONDS',
      'This contract is made between Tarn Farms Ltd (the "Lessor") and Ravi Mehta (the "Lessee").',
      '1.1 The Lessor leases to the Lessee three fish ponds near the village, with a total area of about 1.5 acres, as shown on the plan in Annex 1 (the "Ponds").',
      '1.2 The Lessor also allows the Lessee\'s workers to use his crane and his hoist free of charge.',
      '# Article 4. Duties of the Lessee',
      '4.1 The Lessee undertakes:',
      'a) to fence the Ponds so that cattle do not enter them;',
      'b) not to use the Ponds for another purpose;',
      'c) to use the crane only in daylight.',
    );
    expect(got.slice(3)).toEqual([['Asset Use'], [], [], ['Asset Use'], ['Asset Use'], ['Asset Use']]);
  });
});

describe('a membership\'s own period and a member\'s leaving (C144)', () => {
  it('the period run for a length; a member leaving; not a place left', () => {
    expect(clauseCategories('Membership runs for 12 months from the day you join.')).toEqual(['Term & Termination']);
    expect(clauseCategories('Your subscription lasts for one year.')).toEqual(['Term & Termination']);
    expect(clauseCategories('You may leave at any time by telling us in writing.')).toEqual(['Communication', 'Term & Termination']);
    expect(clauseCategories('Fees are not refunded if you leave early.')).toEqual(['Payment Terms & Billing', 'Term & Termination']);
    expect(clauseCategories('When you leave the boathouse, lock the door.')).toEqual([]);
    expect(clauseCategories('A partner may leave the syndicate by selling the share to a new partner.')).not.toContain('Term & Termination');
  });
});

describe('payment rows, prices named by the document, plan rows (C145); terms changed', () => {
  it('a row with its due date is the sum and its payment; the rates in a schedule are the price', () => {
    expect(clauseCategories('Second instalment, due before 30 June: EUR 4,000')).toEqual(['Payment Terms & Billing', 'Pricing & Taxes']);
    expect(clauseCategories('The Lessee pays for the fish at the prices in Annex 3.')).toEqual(['Payment Terms & Billing', 'Pricing & Taxes']);
    expect(clauseCategories('Membership: family, EC$80 yearly')).toEqual(['Pricing & Taxes']);
  });

  it('"change" or "update" these terms is their amendment', () => {
    expect(clauseCategories('We may update these terms by posting the new terms on our website.')).toEqual(['Amendments']);
  });

  it('work done for pay with a thing lent names no payment', () => {
    expect(clauseCategories('You must not use the drill for paid work.')).not.toContain('Payment Terms & Billing');
  });
});

describe('a work\'s licence said without intellectual property\'s words (C146); a subcontract\'s own engagement (C106)', () => {
  it('the title names the document; the licence counted, its extent, credit, crops and law', () => {
    const got = categoriesOfDocument(
      '# LICENCE CONTRACT FOR THE USE OF DRAWINGS',
      'Concluded in Tirana on 3 May 2039 between:',
      '1. Arta Berisha, of Tirana (hereinafter: "the Licensor"), and',
      '2. KODRA PRINT SH.P.K., of Durrës (hereinafter: "the Printer").',
      'The Licensor and the Printer agree as follows:',
      '# Article 1 – Subject',
      '1.1 The Licensor grants the Printer a non-exclusive licence to reproduce up to 40 drawings from her collection in a wall calendar (the "Calendar").',
      '1.2 Any other use, including on mugs or websites, needs a separate written agreement.',
      '1.3 Every drawing in the Calendar carries the credit "Drawing: Arta Berisha".',
      '1.4 The Printer may crop a drawing to fit the page, but does not retouch any drawing.',
      '1.5 This contract is governed by the law of Albania, in particular the Copyright Act.',
    );
    expect(got.slice(1)).toEqual([[], [], [], [], [], ['Intellectual Property'], ['Intellectual Property'], ['Intellectual Property'], ['Intellectual Property'], ['Dispute Resolution', 'Intellectual Property']]);
  });

  it('"The Contractor engages the Subcontractor to …" in a subcontract is its object', () => {
    const got = categoriesOfDocument(
      'This Subcontract is made between Kestrel Build Ltd (the "Contractor") and Ana Lopes (the "Subcontractor").',
      '1.1 The Contractor engages the Subcontractor to lay the floor tiles and paint the walls of the new school.',
    );
    expect(got[1]).toEqual(['Scope of Work']);
  });
});
