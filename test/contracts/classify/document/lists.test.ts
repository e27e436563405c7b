import { describe, expect, it } from 'vitest';
import { leadIns } from '../../../../src/contracts/classify/document/lists.js';
import type { ElementInput } from '../../../../src/contracts/classify/types.js';
import { categoriesOf, PREAMBLE, typesOf } from '../helpers.js';

const leads = (...texts: (string | ElementInput)[]): number[] => {
  const els = texts.map((t): ElementInput => (typeof t === 'string' ? { text: t, kind: 'sentence' } : t));
  return leadIns(els, els.map((e) => e.text));
};

describe('lists: which element an element depends on', () => {
  it('items of a list depend on the lead-in that announces them', () => {
    expect(leads('The Supplier shall:', '(a) keep records;', '(b) report monthly.')).toEqual([-1, 0, 0]);
  });

  it('an item continues its list after a sentence that interrupted it ("5." after "4.")', () => {
    expect(leads('Supplier will:', '4. provide export data;', 'Buyer retains the right to refuse persons;', '5. not discriminate;')).toEqual([-1, 0, -1, 0]);
  });

  it('numbered sub-clauses continue one another ("21.1.2" after "21.1.1")', () => {
    expect(leads(
      '21.1 Either party may terminate if:', '21.1.1 the other party becomes insolvent;', 'Such termination takes effect on notice; or',
      '21.1.2 the other party commits a material breach.',
    )).toEqual([-1, 0, -1, 0]);
  });

  it('a bare marker ("6.") leads the sub-items under it, and the outer list goes on after them', () => {
    expect(leads('Supplier will:', '5. comply with law;', '6.', '(a) obtain visas;', '(b) check permits;', '7. keep records.')).toEqual([-1, 0, 0, 2, 2, 0]);
  });

  it('roman and letter items: "(i)" starts a roman list, "(v)" after "(iv)" continues it', () => {
    expect(leads('It may terminate if the other party:', '(i) is wound up,', '(ii) is struck off,', '(iii) is dissolved,', '(iv) has a receiver, or', '(v) is bankrupt.')).toEqual([-1, 0, 0, 0, 0, 0]);
    expect(leads('The Supplier shall:', '(a) keep records,', '(b) report monthly,', '(c) attend meetings.')).toEqual([-1, 0, 0, 0]);
  });

  it('an element after a text that stops mid-sentence continues it', () => {
    expect(leads('The Supplier may claim relief only if (and, in the case of Clauses 9.1', '(c) to 9.2', '(d) inclusive) it:', '(a) informs Buyer.')).toEqual([-1, 0, 0, 2]);
  });

  it('a fragment in lower case continues the sentence before it; a title ends every list', () => {
    expect(leads('The Buyer shall pay the fees that', 'are due under a SOW.')).toEqual([-1, 0]);
    expect(leads('The Supplier shall:', { text: 'Payment', kind: 'title' }, '(a) keep records.')).toEqual([-1, -1, -1]);
  });

  it('a new numbered clause closes the lists before it', () => {
    expect(leads('The Supplier shall:', '(a) keep records;', '9.1 Delivery dates are estimates.', '(b) stray item.')).toEqual([-1, 0, -1, -1]);
  });

  it('the labels follow: an interrupted list keeps its party', () => {
    const types = typesOf(PREAMBLE, 'The Supplier shall:', '1. keep records;', 'The Customer retains the right to inspect them;', '2. report monthly.');
    expect(types[4]).toEqual(['Obligation/Supplier']);
  });
});

describe('lists: lead-ins of other styles (h18g)', () => {
  it('"X agrees:" leads X\'s obligations; an item opening with "not" keeps the lead-in\'s nature, as the reference labels them', () => {
    // The reference's items are a bare "not" and a verb ("c) not make any announcement …"): the lead-in's Obligation. An
    // item "not to" and a verb reads "agrees not to" (the nature table's Exclusion), as sets 26 ("d) not to sublet …") and
    // the civil-law lead-ins write it (h24s26n; the reference has no such item).
    expect(typesOf(PREAMBLE, 'The Customer agrees:', { text: '(a) to pay the fees on time;', kind: 'listItem' }, { text: '(b) not remove notices.', kind: 'listItem' }, { text: '(c) not to remove notices.', kind: 'listItem' }).slice(1))
      .toEqual([['Obligation/Customer'], ['Obligation/Customer'], ['Obligation/Customer'], ['Exclusion/Customer']]);
    expect(typesOf(PREAMBLE, 'The Supplier agrees as follows:', { text: '(a) it will train the staff.', kind: 'listItem' }).slice(1))
      .toEqual([['Obligation/Supplier'], ['Obligation/Supplier']]);
  });

  it('"Each party shall:" gives its items to Multiple Parties; "shall not, and shall not permit any third party to:" Exclusions', () => {
    expect(typesOf(PREAMBLE, 'Each party shall:', { text: '(a) comply with the law;', kind: 'listItem' }).slice(1))
      .toEqual([['Obligation/Multiple Parties'], ['Obligation/Multiple Parties']]);
    expect(typesOf(PREAMBLE, 'The Customer shall not, and shall not permit any third party to:', { text: '(a) decompile the software;', kind: 'listItem' }).slice(1))
      .toEqual([['Exclusion/Customer'], ['Exclusion/Customer']]);
  });
});

describe('lists: a numbered clause closes the list of the clause before it (issue 18, h19seg)', () => {
  const item = (text: string): ElementInput => ({ text, kind: 'listItem' });

  it('a sibling or a parent clause given as a list item is no item of the lettered list before it', () => {
    expect(leads(
      item('7.4.2 The Contractor shall make sure that:'),
      item('a) site staff wear helmets at all times; and'),
      item('b) every visitor signs the register kept by the Employer;'),
      item('7.4.3 The Contractor shall keep a list of its subcontracted workers.'),
      item('7.5 The Contractor shall pay all permit fees.'),
    )).toEqual([-1, 0, 0, -1, -1]);
  });

  it('nested "1.1 / (a) / (i)" lists keep their lead-ins; the next clause closes them all', () => {
    expect(leads(
      '3.1 The Licensee shall:',
      item('(a) keep the software secure and in particular:'),
      item('(i) change its passwords every quarter;'),
      item('(ii) keep a log of every access;'),
      item('(b) report any breach within two days.'),
      item('3.2 The Licensor may audit the Licensee once a year.'),
      item('(a) stray item after the new clause.'),
    )).toEqual([-1, 0, 1, 1, 0, -1, -1]);
  });

  it('a deeper clause ("4.1.1" under "4.1 …:") may still belong to the clause: it keeps the lead-in', () => {
    expect(leads('4.1 The Buyer shall:', item('(a) pay the deposit.'), item('4.1.1 The Buyer shall pay in euros.'))).toEqual([-1, 0, 0]);
  });

  it('a list that goes on after a page break (a running header between its items) keeps its lead-in', () => {
    expect(leads(
      item('9.2 The Tenant shall:'),
      item('(a) keep the premises clean;'),
      'Lease of Unit 4 — Page 7 of 12',
      item('(b) allow inspections on reasonable notice.'),
      item('9.3 The Landlord shall insure the building.'),
    )).toEqual([-1, 0, -1, 0, -1]);
  });

  it('a clause number followed by lower case continues its list ("21.1.3 the other party …")', () => {
    expect(leads(
      '21.1 Either party may terminate if:',
      item('21.1.1 the other party becomes insolvent; or'),
      item('21.1.2 the other party commits a material breach; or'),
      item('21.1.3 the other party ceases trading.'),
    )).toEqual([-1, 0, 0, 0]);
  });

  it('the closing clause keeps its own categories: the lead-in\'s other subject does not pass to it', () => {
    const title = '7. Site Safety';
    const at = (text: string) => ({ text, kind: 'listItem' as const, sectionTitle: title });
    const cats = categoriesOf(
      at('7.4.2 The Contractor shall make sure that:'),
      at('a) site staff wear helmets at all times; and'),
      at('b) every visitor follows such other safety rules as the Employer may notify in writing to the Contractor;'),
      at('7.4.3 The Contractor shall keep a list of its subcontracted workers.'),
    );
    expect(cats[3]).not.toContain('Communication');
    expect(cats[3]).toEqual(categoriesOf(at('7.4.3 The Contractor shall keep a list of its subcontracted workers.'))[0]);
  });
});
