/**
 * The thing a document lets, hires or licenses out named by its own word (category-let-things.ts, issue 18, h89c): read
 * once from the title or the grant, a clause whose act falls on it is Asset Use; not the act as another's time, a
 * subletting beside an assignment, the thing's rent. Sentences written for these tests, not taken from a labelled set.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { letThingNouns, letThingUse } from '../../../../src/contracts/classify/categories/category-let-things.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { documentCategories } from './set-cue-helpers.js';

/** The nouns of a document of one title and some sentences. */
const nounsOf = (title: string | undefined, ...sentences: string[]): string[] =>
  letThingNouns([...(title === undefined ? [] : [title]), ...sentences], [...(title === undefined ? [] : [true]), ...sentences.map(() => false)]);

/** The categories of each clause of a document: its title, a preamble, then the clauses. */
function clausesOf(title: string, preamble: string, ...clauses: string[]): string[][] {
  return documentCategories([`# ${title}`, preamble, ...clauses]).slice(2);
}

describe('the thing let, read from the title and the grant (h89c)', () => {
  it('a title names it before or after the kind of letting', () => {
    expect(nounsOf('FISH STALL LEASE AGREEMENT')).toEqual(['stall']);
    expect(nounsOf('Harbour Paddles – canoe hire terms')).toEqual(['canoe']);
    expect(nounsOf('LEASE OF A BOATHOUSE')).toEqual(['boathouse']);
    expect(nounsOf('Permit to trade: licence to place a kiosk on the promenade')).toEqual(['kiosk']);
  });

  it('a grant names it after the party it goes to, after "ALL THAT … of", or after "you hire"', () => {
    expect(nounsOf(undefined, 'The Council leases to the Trader Kiosk No. 4 on the North Quay for the sale of ice cream.')).toEqual(['kiosk']);
    expect(nounsOf(undefined, 'NOW THIS DEED WITNESSETH that the Owner doth hereby demise unto the Tenant ALL THAT piece of land situate at Hillside.')).toEqual(['land']);
    expect(nounsOf(undefined, 'These terms apply when you hire a tandem bicycle and its helmets from Harbour Paddles.')).toEqual(['bicycle']);
    expect(nounsOf(undefined, 'The Town grants the holder a licence to occupy the square in front of the bakery with a marquee.')).toEqual(['square', 'marquee']);
  });

  it('no thing: a kind of lease, a hire purchase, people, a licence of a work, a body\'s charter', () => {
    expect(nounsOf('COMMERCIAL LEASE')).toEqual([]);
    expect(nounsOf('FINANCE LEASE AGREEMENT')).toEqual([]);
    expect(nounsOf('VAN HIRE PURCHASE AGREEMENT')).toEqual([]);
    expect(nounsOf('DRIVER HIRE TERMS')).toEqual([]);
    expect(nounsOf('SALMON FISHING LEASE')).toEqual([]);
    expect(nounsOf(undefined, 'The Studio grants the Client a licence to use the photographs on its website.')).toEqual([]);
    expect(nounsOf(undefined, 'The Club acts under the Charter of the Association and its rules.')).toEqual([]);
    expect(nounsOf('7. Equipment lease', 'The Supplier may lease its own vans.')).toEqual([]);
  });
});

describe('a clause whose act falls on the thing let (h89c)', () => {
  const use = letThingUse(['stall', 'canoe'])!;

  it('the thing kept, locked, handed over, brought back, sublet, traded from or undergoing the act', () => {
    for (const text of [
      'The Trader shall keep the stall and the pavement in front of it tidy.',
      'You must lock the canoe to the rack whenever you leave it.',
      'The Council shall hand over the stall within seven days of signature.',
      'You must bring the canoe back to the jetty by 5 pm.',
      'The Trader shall not sublet, lend or share the stall with anyone else.',
      'The Trader may trade from the stall only between 7:00 and 19:00.',
      'The stall must be cleaned every evening.',
      'If the canoe breaks down, we bring you another one.',
      'The Council may move the Trader to a temporary stall during the works.',
    ]) expect(use.test(text), text).toBe(true);
  });

  it('not the act as another\'s time, a third person\'s, a subletting beside an assignment, a thing kept in it, its rent', () => {
    for (const text of [
      'We refund the deposit within three days after you return the canoe.',
      'We are not liable for any loss while you use the canoe.',
      'You answer for every paddler who uses a canoe booked in your name.',
      'The Trader may not assign this lease or sublet the stall.',
      'The Trader shall keep a fire blanket in the stall at all times.',
      'The weekly rent of the stall is £40.',
      'The Trader must keep the stall open on market days.',
      'The Trader may sell fish and shellfish from the stall.',
    ]) expect(use.test(text), text).toBe(false);
  });

  it('gives the clauses of a lease of a kiosk their Asset Use, and leaves its rent and its assignment theirs', () => {
    expect(clausesOf(
      'KIOSK LEASE AGREEMENT',
      'This lease is made between the Borough of Seaham ("the Council") and Ann Price ("the Trader").',
      'The Trader shall keep the kiosk and the pavement in front of it tidy.',
      'The Council shall hand over the kiosk within seven days of signature.',
      'The Trader shall not sublet, lend or share the kiosk with anyone else.',
      'The weekly rent of the kiosk is £40.',
      'The Trader may not assign this lease or sublet the kiosk.',
    )).toEqual([['Asset Use'], ['Asset Use'], ['Asset Use'], ['Pricing & Taxes'], ['Assignments']]);
  });

  it('gives the clauses of hire terms their Asset Use, not the refund after the return (a deposit returned at the end: C60)', () => {
    expect(clausesOf(
      'Harbour Paddles – canoe hire terms',
      'These terms apply when you hire a canoe from Harbour Paddles Ltd ("we" or "us").',
      'You must lock the canoe to the rack whenever you leave it.',
      'You must bring the canoe back to the jetty by 5 pm.',
      'We refund the deposit within three days after you return the canoe.',
    )).toEqual([['Asset Use'], ['Asset Use'], ['Payment Terms & Billing', 'Term & Termination']]);
  });

  it('no thing let, no pattern; every noun read is a lower-case word of three letters or more', () => {
    expect(letThingUse([])).toBeUndefined();
    fc.assert(fc.property(fc.array(fc.string({ maxLength: 60 }), { maxLength: 6 }), fc.array(fc.boolean(), { maxLength: 6 }), (texts, titles) => {
      for (const noun of letThingNouns(texts, titles)) expect(noun).toMatch(/^[a-z][a-z-]{2,}$/);
    }));
  });

  it('reads hostile text in linear time', () => {
    const nouns = ['stall'];
    for (const unit of ['keep the the stall and ', 'sublet, lend or transfer ', 'if the Trader keep the stalls ', 'lease of the lease of ']) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => [letThingUse(nouns)!.test(text), letThingNouns([text, text], [true, false]).length];
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found.length).toBe(2);
    }
  });
});
