/**
 * A thing the contract hires out under a defined name is an asset by what the contract says of it (C12, h77c59): the
 * sentences that name it beside an act of keeping it are Asset Use; not the day it is handed over, the time it is out of
 * service for maintenance, insurance kept on it, nor a party's alias. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { hiredThingsOf, namesHiredThingUse } from '../../../../src/contracts/classify/categories/category-hired-things.js';
import { categoriesOf } from '../helpers.js';

const aliases = new Set(['owner', 'club', 'lessee', 'lessor', 'bank', 'agent', 'client', 'customer']);
const HIRE = 'The Owner lets out to the Club four racing gigs of the Cornish pattern, listed in Schedule No. 1 (hereinafter the "Gigs").';

describe('the hired things of a document (h77c59)', () => {
  it('takes the defined name after a letting act, or of a thing kept the owner\'s property', () => {
    expect(hiredThingsOf([HIRE], aliases)?.names).toEqual(['Gigs']);
    expect(hiredThingsOf(['The Bank supplies the card readers to the Agent.', 'The Terminals remain the property of the Bank at all times.'], aliases)?.names).toEqual(['Terminals']);
    expect(hiredThingsOf(['The Lessor agrees to lease to the Lessee the compressors described in each Schedule (the "Compressors").'], aliases)?.names).toEqual(['Compressors']);
  });

  it('no hired thing: a party\'s alias, people, information, goods kept until paid, or no letting at all', () => {
    // The boathouse is let by its own word (category-let-things.ts, h89c): a noun, no defined name.
    expect(hiredThingsOf(['The Owner lets out the boathouse to the sailing club of the village (the "Club").'], aliases)).toMatchObject({ names: [], nouns: ['boathouse'] });
    expect(hiredThingsOf(['The Agency hires out to the Client two qualified drivers (the "Staff").'], aliases)).toBeUndefined();
    expect(hiredThingsOf(['The Licensor leases to the Licensee its customer lists (the "Data").'], aliases)).toBeUndefined();
    expect(hiredThingsOf(['The Goods remain the property of the Seller until paid for in full.'], aliases)).toBeUndefined();
    expect(hiredThingsOf(['The Seller sells the Buyer ten pumps (the "Pumps").'], aliases)).toBeUndefined();
    expect(hiredThingsOf(['Any equipment supplied by the Client remains the property of the Client.'], aliases)).toBeUndefined();
  });

  it('a sentence naming the thing beside an act of keeping it', () => {
    const hired = hiredThingsOf([HIRE], aliases);
    for (const used of [
      HIRE,
      'The Gigs are handed over and handed back at the slipway of the Club.',
      'The Owner carries out the maintenance of the Gigs at its own cost.',
      'The Club must not carry out any repair of a Gig itself.',
      'At the end of the season the Club returns the Gigs cleaned and dried.',
      'The Club must not load a Gig beyond the number of rowers shown on its plate.',
      'If a gig is damaged, the Owner provides a replacement Gig within 5 days.',
    ]) expect(namesHiredThingUse(used, hired), used).toBe(true);
  });

  it('not the act as another act\'s moment, reason or state, nor insurance, papers or a value', () => {
    const hired = hiredThingsOf([HIRE], aliases);
    for (const other of [
      'The hire begins on the day the Gigs are handed over.',
      'No hire charge is due for days on which a Gig is out of service for maintenance.',
      'If a Gig is damaged beyond repair, the Club pays its value.',
      'The Club shall maintain insurance on the Gigs for their full value.',
      'The Club shall insure the Gigs for their full replacement value.',
      'The Club shall inspect the Gigs and sign and return a delivery and acceptance certificate.',
      'The hire charge is EUR 40 per Gig and day.',
      'The Club shall keep its boathouse clean.',
    ]) expect(namesHiredThingUse(other, hired), other).toBe(false);
    expect(namesHiredThingUse('The Club returns the Gigs cleaned.', undefined)).toBe(false);
  });

  it('in a contract, the thing\'s keeping is Asset Use; its charge is not (the grant\'s own sentence is a strong cue, which the sentence model may still outweigh)', () => {
    const got = categoriesOf(
      'HIRE OF RACING GIGS',
      'This Hire Agreement is made between Trevone Boats Ltd ("Owner") and Penmorva Rowing Club ("Club").',
      HIRE,
      'The Owner carries out the maintenance of the Gigs at its own cost.',
      'At the end of the season the Club returns the Gigs cleaned and dried.',
      'The hire charge is GBP 40 per Gig and day, excluding VAT.',
    );
    expect(got[3]).toContain('Asset Use');
    expect(got[4]).toContain('Asset Use');
    expect(got[5]).not.toContain('Asset Use');
  });

  it('a recital that tells of another contract\'s hire takes no Asset Use from it', () => {
    const got = categoriesOf(
      'SUB-HIRE OF BOATS',
      'This Sub-Hire Agreement is made between Trevone Boats Ltd ("Owner") and Penmorva Rowing Club ("Club").',
      'RECITALS',
      'A. Under the Head Hire, the Owner hires out from the Harbour Trust four racing gigs of the Cornish pattern (the "Gigs").',
      'NOW, THEREFORE, the parties agree as follows:',
      '1. At the end of the season the Club returns the Gigs cleaned and dried.',
    );
    expect(got[3]).not.toContain('Asset Use');
    expect(got[5]).toContain('Asset Use');
  });

  it('is linear on a long run with no stop', () => {
    const hostile = `The Owner lets out ${'the gig '.repeat(4000)}`;
    const start = Date.now();
    const hired = hiredThingsOf([hostile], aliases);
    namesHiredThingUse(`maintenance ${'of the boat '.repeat(4000)}`, hiredThingsOf([HIRE], aliases));
    expect(hired).toBeUndefined();
    expect(Date.now() - start).toBeLessThan(1000);
  });
});
