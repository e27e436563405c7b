/**
 * Issue 18, h107n84 (set 84's cause 2; deeds written for this test): a collective alias given to all the party rows in a
 * sentence of their own (`The FIRST PARTY, the SECOND PARTY and the THIRD PARTY are hereinafter together called the
 * "Members".`), or closing the last party's entry after its own alias (`("Sadia") (together the "Members").`), names the
 * parties together (C80, C194): "each Member", "no Member", "the Members", "the remaining Members" → Multiple Parties.
 */
import { describe, expect, it } from 'vitest';
import { groupAliases } from '../../../../src/contracts/classify/parties/group-aliases.js';
import { typesOf } from '../helpers.js';
import { readsLinearly } from '../../../security/linear-time.js';

const HEAD = 'THIS DEED OF PARTNERSHIP is made at Leeds on the 3rd day of May, 2041, between:';
const ROWS = [
  '1. Mr. Imran Qureshi son of Bashir Qureshi, resident of Leeds (hereinafter called the "FIRST PARTY");',
  '2. Mr. Tahir Malik son of Aslam Malik, resident of Bradford (hereinafter called the "SECOND PARTY"); and',
  '3. Mrs. Sadia Noor wife of Kamran Noor, resident of York (hereinafter called the "THIRD PARTY").',
];
const SENTENCES = [
  '1. That each Member may draw up to GBP 500 a month.',
  '2. That no Member shall stand surety for any person.',
  '3. That the Members shall keep proper books.',
  '4. That the remaining Members shall pay out the share of a Member who retires.',
  '5. That the FIRST PARTY shall keep the cash.',
];
const GROUP = [['Right/Multiple Parties'], ['Exclusion/Multiple Parties'], ['Obligation/Multiple Parties'], ['Obligation/Multiple Parties'], ['Obligation/FIRST PARTY']];
const MAP = [['Members', 'Multiple Parties'], ['Member', 'Multiple Parties']];

describe('a collective alias in a sentence of its own after the party rows (C194)', () => {
  it('names every row together, in any order of its joint words', () => {
    for (const sentence of [
      'The FIRST PARTY, the SECOND PARTY and the THIRD PARTY are hereinafter together called the "Members".',
      'The FIRST PARTY, the SECOND PARTY and the THIRD PARTY are together hereinafter called the "Members".',
      'The FIRST PARTY, the SECOND PARTY and the THIRD PARTY are collectively referred to as the "Members".',
      'The FIRST PARTY, the SECOND PARTY and the THIRD PARTY shall together be known as the "Members".',
    ]) {
      expect([...groupAliases([HEAD, ...ROWS, sentence])], sentence).toEqual(MAP);
    }
    const sentence = 'The FIRST PARTY, the SECOND PARTY and the THIRD PARTY are hereinafter together called the "Members".';
    expect(typesOf(HEAD, ...ROWS, sentence, ...SENTENCES).slice(5)).toEqual(GROUP);
  });

  it('near misses: a subset of the rows, no joint word, no sentence naming the parties, "Parties"', () => {
    // Two of three rows: a party of its own.
    expect([...groupAliases([HEAD, ...ROWS, 'The FIRST PARTY and the SECOND PARTY are hereinafter together called the "Founders".'])]).toEqual([]);
    // No "together", "jointly" or "collectively": no collective alias.
    expect([...groupAliases([HEAD, ...ROWS, 'The FIRST PARTY, the SECOND PARTY and the THIRD PARTY are hereinafter called the "Members".'])]).toEqual([]);
    // Rows under no "between": no party rows.
    expect([...groupAliases([...ROWS, 'The FIRST PARTY, the SECOND PARTY and the THIRD PARTY are together called the "Members".'])]).toEqual([]);
    // "Parties" is a group already (C44): nothing to add.
    expect([...groupAliases([HEAD, ...ROWS, 'The FIRST PARTY, the SECOND PARTY and the THIRD PARTY are together called the "Contracting Parties".'])]).toEqual([]);
  });
});

describe('a collective alias closing the last party\'s entry (C194)', () => {
  it('after the last row\'s own alias', () => {
    const last = ROWS[2].replace(/\.$/, ', together called the "Members".');
    expect([...groupAliases([HEAD, ROWS[0], ROWS[1], last])]).toEqual(MAP);
    expect(typesOf(HEAD, ROWS[0], ROWS[1], last, ...SENTENCES).slice(4)).toEqual(GROUP);
  });

  it('in one preamble sentence, in its own bracket', () => {
    const one = 'This deed is made between Imran Qureshi of Leeds ("Imran"), Tahir Malik of Bradford ("Tahir") and Sadia Noor of York ("Sadia") (together the "Members").';
    expect([...groupAliases([one])]).toEqual(MAP);
    expect(typesOf(one, 'That each Member may draw up to GBP 500 a month.', 'Imran shall keep the cash.').slice(1)).toEqual([['Right/Multiple Parties'], ['Obligation/Imran']]);
  });

  it('near misses: a group of some parties before others; two people without aliases; a bracket inside the rows', () => {
    expect([...groupAliases(['This deed is made between Orla Quinn ("Orla") and Dev Patel ("Dev") (together "the Partners"), and Fernside Capital Limited ("the Backer").'])]).toEqual([]);
    expect([...groupAliases(['This lease is made between Buyer Ltd ("Buyer") and Orla Quinn and Dev Patel (together the "Sellers").'])]).toEqual([]);
    // One aliased entry only before the bracket.
    expect([...groupAliases([HEAD, '1. Orla Quinn of Leeds ("Orla") (together the "Owners").'])]).toEqual([]);
  });

  it('reads long runs of names and blanks in linear time', () => {
    readsLinearly((n) => {
      const sentence = `The ${'Aa Bb Cc, '.repeat(n / 10)}the X and the Y are together called the "x`;
      return () => groupAliases([HEAD, ...ROWS, sentence]);
    });
    readsLinearly((n) => {
      const row = `3. Sadia ("Sadia")${' ) , together'.repeat(n / 13)} the "x`;
      return () => groupAliases([HEAD, ROWS[0], row]);
    });
  });
});
