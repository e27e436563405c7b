/**
 * Issue 18, h84t63. Three preamble forms of translated contracts and deeds, with sentences written for the test:
 * a quoted alias after "hereinafter" carrying its article inside the quotes (`hereinafter "the Guild".`) for a party
 * parley cannot name; two people an entry calls by one alias "together"; a deed's closing party line that gives the
 * parties a collective alias (`the parties of the first and second parts being hereinafter each called a "Neighbour"
 * and together "the Neighbours".`); and a grant "to each of the other" members of such a group.
 */
import { describe, expect, it } from 'vitest';
import { closingAliases } from '../../../../src/contracts/classify/parties/preamble-aliases.js';
import { groupAliases } from '../../../../src/contracts/classify/parties/group-aliases.js';
import { typesOf } from '../helpers.js';

const TITLE = { text: 'AGREEMENT ON THE USE OF A WORKSHOP', kind: 'title' as const };
const FIRST = { text: 'Article 1 – Object', kind: 'title' as const };
const noTitle = () => false;

describe('a quoted alias after "hereinafter", its article inside the quotes', () => {
  const ENTRIES = [
    TITLE,
    'Concluded today in Tarija, between:',
    '1. TALLER ANDINO S.R.L., with its seat in Tarija, represented by its manager, hereinafter "the Workshop";',
    '2. the weavers\' guild of the district of Cercado, represented by its president, hereinafter "THE GUILD".',
    FIRST,
  ];
  it('names the party whose entry it closes', () => {
    const read = closingAliases(ENTRIES.map((e) => (typeof e === 'string' ? e : e.text)), (i) => i === 0 || i === 4).aliases;
    expect(read.get('GUILD')).toBe('GUILD');
    expect(read.get('Workshop')).toBe('Workshop');
  });
  it('binds the clauses of a party parley cannot name', () => {
    expect(typesOf(...ENTRIES, 'THE GUILD undertakes to keep the looms clean.', 'THE GUILD may use the hall on Sundays.').slice(5))
      .toEqual([['Obligation/GUILD'], ['Right/GUILD']]);
  });
  it('near misses: a quoted name inside a clause, a word in small letters, a term of the document', () => {
    expect([...closingAliases(['The looms described hereinafter "the Looms" are listed in Annex 1 and kept at the hall.'], noTitle).aliases]).toEqual([]);
    expect([...closingAliases(['2. the guild of weavers, hereinafter "the guild".'], noTitle).aliases]).toEqual([]);
    expect([...closingAliases(['2. the plan of the hall attached hereto, hereinafter "the Agreement".'], noTitle).aliases]).toEqual([]);
    // A short form in capitals read letter by letter, with or without the article (h75f40p).
    expect([...closingAliases(['2. the weavers\' guild of Cercado, hereinafter "WGC".'], noTitle).aliases]).toEqual([]);
    expect([...closingAliases(['2. the weavers\' guild of Cercado, hereinafter "the WGC".'], noTitle).aliases]).toEqual([]);
  });
});

describe('two people an entry calls by one alias together', () => {
  it('"(hereinafter together called "the Owners")" names them', () => {
    const texts = ['THIS DEED is made between:', '(1) PETER JOHN CORLETT and MARY ANN CORLETT, his wife, of Rose Cottage (hereinafter together called "the Owners"); and'];
    expect(closingAliases(texts, noTitle).aliases.get('Owners')).toBe('Owners');
  });
  it('near miss: "together" with no "hereinafter" reads nothing here', () => {
    expect([...closingAliases(['(1) PETER JOHN CORLETT and MARY ANN CORLETT together with the garden.'], noTitle).aliases]).toEqual([]);
  });
});

describe('a collective alias in the deed\'s closing party line', () => {
  const LINES = [
    'THIS DEED OF COVENANT is made the first day of May 2030 BETWEEN:',
    '(1) ALDER FARMS LIMITED, whose registered office is in Ramsey (hereinafter called "the Farm");',
    '(2) BIRCH HOLIDAYS LIMITED, whose registered office is in Peel (hereinafter called "the Company"),',
  ];
  const CLOSING = 'the parties of the first and second parts being hereinafter each called a "Neighbour" and together "the Neighbours".';
  it('names the group after the party lines', () => {
    expect([...groupAliases([...LINES, CLOSING])]).toEqual([['Neighbour', 'Multiple Parties'], ['Neighbours', 'Multiple Parties']]);
  });
  it('binds "Each Neighbour", "The Neighbours shall", "No Neighbour shall be liable" and a grant to each of the others', () => {
    expect(typesOf(...LINES, CLOSING,
      'Each Neighbour shall keep its own fences in repair.',
      'The Neighbours shall meet once a year.',
      'The Farm hereby grants to each of the other Neighbours the right to use the lane.',
      'The Company shall pay for the gravel.').slice(4)).toEqual([
      ['Obligation/Multiple Parties'], ['Obligation/Multiple Parties'], ['Right/Multiple Parties'], ['Obligation/Company'],
    ]);
  });
  it('near misses: no party line before it, a list of things before it, a sentence that does not open on the parties', () => {
    expect([...groupAliases(['(1) Alder Ltd (the "Farm"); and', '(2) Birch Ltd (the "Company"),', CLOSING])]).toEqual([]);
    expect([...groupAliases([LINES[0], 'The fields are:', '(a) the north meadow;', '(b) the south meadow,', 'each called a "Field" and together "the Fields".'])]).toEqual([]);
    expect([...groupAliases([...LINES, 'the cottages on the land being each called a "Unit" and together "the Units".'])]).toEqual([]);
  });
  it('near miss: a grant to each of some people who are no party gives no party a right', () => {
    expect(typesOf(...LINES, 'The Farm grants each of its tenants a key to the gate.').slice(3)).toEqual([[]]);
  });
});
