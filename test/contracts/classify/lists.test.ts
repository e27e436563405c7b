import { describe, expect, it } from 'vitest';
import { leadIns } from '../../../src/contracts/classify/lists.js';
import type { ElementInput } from '../../../src/contracts/classify/types.js';
import { PREAMBLE, typesOf } from './helpers.js';

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
    expect(typesOf(PREAMBLE, 'The Customer agrees:', { text: '(a) to pay the fees on time;', kind: 'listItem' }, { text: '(b) not to remove notices.', kind: 'listItem' }).slice(1))
      .toEqual([['Obligation/Customer'], ['Obligation/Customer'], ['Obligation/Customer']]);
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
