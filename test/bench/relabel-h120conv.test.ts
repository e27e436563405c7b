// bench/contracts-relabel-{borne-by,copies-kept,own-risk,one-pronoun}.mjs (issue 18, h120conv): the sets' minority
// relabelled by the written conventions (C34's "is borne by"; the "No type" rows of a contract's copy kept and of a risk
// taken; the Number row's "one" that counts nothing).
import { describe, expect, it } from 'vitest';
import { borneByUnbound } from '../../bench/contracts-relabel-borne-by.mjs';
import { copyKeptUnbound } from '../../bench/contracts-relabel-copies-kept.mjs';
import { ownRiskUnbound } from '../../bench/contracts-relabel-own-risk.mjs';
import { oneUncounted } from '../../bench/contracts-relabel-one-pronoun.mjs';
import { readsLinearly } from '../security/linear-time.js';

const obligation = (party: string) => ({ nature: 'Obligation', party });
const doc = (...elements: { text: string; types?: { nature: string; party: string }[] }[]) => ({ name: 'd', elements });

describe('borneByUnbound (C34: "is borne by" is no duty)', () => {
  it('drops the agent\'s Obligation of a present "is/are borne by"', () => {
    expect(borneByUnbound({ text: 'Bank charges are borne by the Orderer.', types: [obligation('Orderer')] })).toEqual([]);
    expect(borneByUnbound({ text: 'Fines are borne exclusively by it.', types: [obligation('Concessionaire')] })).toEqual([]);
    expect(borneByUnbound({ text: 'The cost is borne by the party whose claim is rejected.', types: [obligation('Multiple Parties')] })).toEqual([]);
  });
  it('leaves a modal, another party\'s label and an element with none', () => {
    expect(borneByUnbound({ text: 'Bank charges shall be borne by the Orderer.', types: [obligation('Orderer')] })).toBeUndefined();
    expect(borneByUnbound({ text: 'The Buyer shall pay, and the fees are borne by the Seller.', types: [obligation('Buyer')] })).toBeUndefined();
    expect(borneByUnbound({ text: 'The fees are borne by the Seller.', types: [] })).toBeUndefined();
  });
});

describe('copyKeptUnbound (a copy of the contract kept is no duty)', () => {
  it('drops the parties\' Obligation where the contract\'s copies are named and each party keeps one', () => {
    expect(copyKeptUnbound({ text: 'Two copies of this agreement are made, and each party keeps a copy after signing.', types: [obligation('Multiple Parties')] })).toEqual([]);
    expect(copyKeptUnbound({ text: 'In witness whereof, four originals of this Agreement are made, and each party keeps one after signing them.', types: [obligation('Multiple Parties')] })).toEqual([]);
  });
  it('leaves a copy of a record, a modal and a named party\'s duty', () => {
    expect(copyKeptUnbound({ text: 'Each party keeps a copy of the minutes.', types: [obligation('Multiple Parties')] })).toBeUndefined();
    expect(copyKeptUnbound({ text: 'This agreement is made in duplicate, and each party shall retain one copy.', types: [obligation('Multiple Parties')] })).toBeUndefined();
    expect(copyKeptUnbound({ text: 'Two copies of this agreement are made, and each party keeps one.', types: [obligation('Seller')] })).toBeUndefined();
  });
});

describe('ownRiskUnbound (a risk "you" takes is no duty)', () => {
  it('drops the "you" party\'s Obligation', () => {
    const e = { text: 'The lake has no lifeguard, so you swim at your own risk.', types: [obligation('You')] };
    expect(ownRiskUnbound(e, doc(e))).toEqual([]);
    const g = { text: 'You take part at your own risk.', types: [obligation('Guest')] };
    expect(ownRiskUnbound(g, doc({ text: 'You pay the fee.', types: [obligation('Guest')] }, g))).toEqual([]);
  });
  it('leaves "at your own risk and expense", a modal and another party\'s duty', () => {
    const cost = { text: 'You return the box at your own risk and expense.', types: [obligation('You')] };
    expect(ownRiskUnbound(cost, doc(cost))).toBeUndefined();
    const modal = { text: 'You must collect the boat at your own risk.', types: [obligation('You')] };
    expect(ownRiskUnbound(modal, doc(modal))).toBeUndefined();
    const we = { text: 'We lend you a helmet, and you ride at your own risk.', types: [obligation('We')] };
    expect(ownRiskUnbound(we, doc(we))).toBeUndefined();
  });
});

describe('oneUncounted (the Number row\'s "one" that counts nothing)', () => {
  const number = (text: string) => ({ type: 'Number', text });
  it('drops the Number "one" of the party idiom and of a pronoun subject', () => {
    const idiom = { text: 'By this instrument, on one side, ACME LTDA., and on the other side, BETA LTDA.', attributes: [number('one')] };
    expect(oneUncounted(idiom, 24, doc(), 1)).toContain('- Number "one"');
    expect(idiom.attributes).toEqual([]);
    const pronoun = { text: 'Each party pays half of the hire of a tractor if one is hired.', attributes: [number('one')] };
    oneUncounted(pronoun, 87, doc(), 17);
    expect(pronoun.attributes).toEqual([]);
  });
  it('leaves a count, and a text whose every "one" is not labelled', () => {
    const count = { text: 'The Supplier fences the field on one side only.', attributes: [number('one')] };
    expect(oneUncounted(count, 1, doc(), 1)).toBeUndefined();
    const partly = { text: 'On one side: the village; one copy each.', attributes: [number('one')] };
    expect(oneUncounted(partly, 1, doc(), 1)).toBeUndefined();
  });
  // Growth in CPU time, not a wall budget.
  it('reads long hostile runs in linear time', () => {
    readsLinearly((n) => { const text = `${'is borne by '.repeat(n / 12)}`; return () => borneByUnbound({ text, types: [obligation('A')] }); });
    readsLinearly((n) => { const text = `made in ${'two '.repeat(n / 4)}`; return () => copyKeptUnbound({ text, types: [obligation('Multiple Parties')] }); });
    readsLinearly((n) => { const text = `you ${'swim '.repeat(n / 5)}`; return () => ownRiskUnbound({ text, types: [obligation('You')] }, doc()); });
    readsLinearly((n) => { const text = `${'if one on one '.repeat(n / 14)}`; return () => oneUncounted({ text, attributes: [number('one')] }, 1, doc(), 1); });
  });
});
