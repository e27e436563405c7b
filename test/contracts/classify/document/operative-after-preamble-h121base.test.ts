import { describe, expect, it } from 'vitest';
import { leadIns } from '../../../../src/contracts/classify/document/lists.js';
import { PARTIES_OPENING } from '../../../../src/contracts/classify/document/recitals.js';
import type { ElementInput } from '../../../../src/contracts/classify/types.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { typesOf } from '../helpers.js';

// Issue 18, h121base: the operative part's first clause is no item of a preamble's lead-in (OPERATIVE_AFTER_PREAMBLE in
// lists.ts): a recital ended by ";" hands no type down, and a row-form opening does not switch off present-tense duties.
const asElements = (texts: string[]): ElementInput[] => texts.map((text) => ({ text, kind: /^\(?\d{1,2}[.)]\s/.test(text) ? 'listItem' : 'sentence' }));
const leads = (...texts: string[]): number[] => leadIns(asElements(texts), texts);
const types = (...texts: string[]): string[][] => typesOf(...asElements(texts));

const ROW_OPENING = ['THIS AGREEMENT is dated 1 May 2047 and made between:', '(1) Kestrel Cafes Ltd (the "Customer"); and', '(2) Northwind Analytics Ltd (the "Supplier").'];
const RECITAL = 'WHEREAS the Ministry grants Northwind Energy Ltd (the "Licensee") a licence to drill in Block 7;';

describe('the operative part\'s first clause after a preamble (h121base)', () => {
  it('a row-form opening keeps its rows, and its first clause and those after it are nobody\'s items', () => {
    expect(leads(...ROW_OPENING, '1. The Customer pays each invoice within 30 days.', '2. The Supplier delivers the reports monthly.')).toEqual([-1, 0, 0, -1, -1]);
  });

  it('after a row-form opening, a numbered present-tense clause binds its subject as after a one-sentence opening', () => {
    const clauses = ['1. The Customer pays each invoice within 30 days.', '2. The Supplier delivers the reports monthly.', '3. The Supplier sends the usage data weekly.'];
    const rows = types(...ROW_OPENING, ...clauses).slice(3);
    const sentence = types('This Agreement is made on 1 May 2047 between Kestrel Cafes Ltd (the "Customer") and Northwind Analytics Ltd (the "Supplier").', ...clauses).slice(1);
    expect(rows).toEqual([['Obligation/Customer'], ['Obligation/Supplier'], ['Obligation/Supplier']]);
    expect(rows).toEqual(sentence);
  });

  it('a recital ended by ";" hands its type to no numbered clause after it', () => {
    const clauses = ['1. The Contractor drills two wells.', '2. The Ministry may inspect the wells.', '3. The Licensee pays the annual fee to the Ministry.'];
    expect(leads(RECITAL, ...clauses)).toEqual([-1, -1, -1, -1]);
    const withSemicolon = types(RECITAL, ...clauses).slice(1);
    const withStop = types(RECITAL.replace(/;$/, '.'), ...clauses).slice(1);
    expect(withSemicolon).toEqual(withStop);
    expect(withSemicolon.flat()).not.toContain('Right/Operator');
    expect(withSemicolon[0]).toEqual(['Obligation/Contractor']);
  });

  it('near misses: the parties\' first row numbered "1." stays the opening\'s, and a lead-in of the terms keeps its items', () => {
    // The rows right after "between:" are the opening's, numbered "1." as a first clause is.
    expect(leads('Concluded in Split on 4 March 2027 by and between:', '1. Alder Ltd, Split, represented by its director;', '2. Birch d.o.o., Šibenik.')).toEqual([-1, 0, 0]);
    // "The Supplier shall:" is no preamble: its "1." is its item, as before.
    expect(leads('The Supplier shall:', '1. Deliver the goods.', '2. Install them.')).toEqual([-1, 0, 0]);
    // A recital ended by ":" still leads its own items; one ended by ";" leads no "(a)" that is not the first clause.
    expect(leads('WHEREAS the parties record the following:', '(a) the Ministry owns Block 7;', '(b) the Licensee drills there.')).toEqual([-1, 0, 0]);
    // A lead-in of the operative part after the opening ("NOW THIS DEED WITNESSETH as follows:") keeps its items.
    expect(leads('THIS DEED is made between:', '(1) Alder Ltd (the "Donor");', '(2) Birch Ltd (the "Trustee").', 'NOW THIS DEED WITNESSETH as follows:', '1. The Donor gives the books.')).toEqual([-1, 0, 0, -1, 3]);
  });

  it('the parties\' opening: "between" or "among" closing a line, its colon or none', () => {
    for (const t of ['made between:', 'BETWEEN', 'by and among :', 'amongst']) expect(PARTIES_OPENING.test(t)).toBe(true);
    for (const t of ['the boundary between the plots.', 'between the parties, the Buyer pays', 'among others']) expect(PARTIES_OPENING.test(t)).toBe(false);
  });

  it('reads linearly on hostile input', () => {
    readsLinearly((n) => {
      const text = 'between '.repeat(Math.ceil(n / 8)) + ' \t'.repeat(n / 2) + 'x';
      return () => PARTIES_OPENING.test(text);
    });
    readsLinearly((n) => {
      const texts = [ROW_OPENING[0], ...Array.from({ length: Math.ceil(n / 40) }, (_, k) => `(${(k % 98) + 1}) Alder Ltd (the "Party ${k}"); and`), '1. The Customer pays.'];
      return () => leads(...texts);
    });
  });
});
