/**
 * Issue 18, h104a81 (set 81's cause 1; preambles written for this test): C80's collective bracket after numbered party
 * rows, on a line of its own opening on "(" or closing the last row after that row's own alias, names the parties
 * together as it does in one preamble sentence.
 */
import { describe, expect, it } from 'vitest';
import { groupAliases } from '../../../../src/contracts/classify/parties/group-aliases.js';
import { typesOf } from '../helpers.js';
import { readsLinearly } from '../../../security/linear-time.js';

const HEAD = 'THIS DEED is dated 9 March 2041 and is made BETWEEN:';
const ROWS = [
  '(1) MARTA OKAFOR, of 4 Mill Lane, Ripon ("Marta");',
  '(2) DEVLIN ROSS, of 12 Quay Street, Whitby ("Devlin"); and',
];
const LAST = '(3) PRIYA NAND, of 7 Elm Row, Kendal ("Priya"),';
const COLLECTIVE = '(each a "Member" and together the "Members").';
const SENTENCES = [
  'No Member may pledge the firm\'s credit.',
  'Each Member shall give the firm his or her whole working time.',
  'The other Members may buy the share of a Member who leaves.',
  'On winding up the Members shall sell the stock.',
  'Marta keeps the accounts.',
];
const GROUP = [['Exclusion/Multiple Parties'], ['Obligation/Multiple Parties'], ['Right/Multiple Parties'], ['Obligation/Multiple Parties'], ['Obligation/Marta']];
const GROUP_MAP = [['Member', 'Multiple Parties'], ['Members', 'Multiple Parties']];

describe('a collective bracket after numbered party rows (C80)', () => {
  it('on a line of its own opening on "(", it names the parties', () => {
    expect([...groupAliases([HEAD, ...ROWS, LAST, COLLECTIVE])]).toEqual(GROUP_MAP);
    expect(typesOf(HEAD, ...ROWS, LAST, COLLECTIVE, ...SENTENCES).slice(5)).toEqual(GROUP);
  });

  it('closing the last row after its own alias, it names the parties', () => {
    const last = `${LAST.replace(/,$/, '')} ${COLLECTIVE}`;
    expect([...groupAliases([HEAD, ...ROWS, last])]).toEqual(GROUP_MAP);
    expect(typesOf(HEAD, ...ROWS, last, ...SENTENCES).slice(4)).toEqual(GROUP);
    // With a comma between the row's alias and the bracket, and "collectively".
    expect([...groupAliases([HEAD, ...ROWS, '(3) PRIYA NAND, of Kendal ("Priya"), (each a "Venturer", collectively the "Venturers");'])])
      .toEqual([['Venturer', 'Multiple Parties'], ['Venturers', 'Multiple Parties']]);
  });

  it('reads as the same parties in one preamble sentence', () => {
    const one = 'THIS DEED is dated 9 March 2041 and is made BETWEEN Marta Okafor of Ripon ("Marta"), Devlin Ross of Whitby ("Devlin") and Priya Nand of Kendal ("Priya") (each a "Member" and together the "Members").';
    expect(typesOf(one, ...SENTENCES).slice(1)).toEqual(GROUP);
  });

  it('near misses: a row\'s own alias stays its own; no row before; no sentence naming the parties; a row with no own alias', () => {
    // The last row's own alias (the "Seller") is that row's party, not a group.
    expect([...groupAliases([HEAD, ...ROWS, '(3) Hollin Stores Ltd, of Kendal (the "Seller").'])]).toEqual([]);
    expect(typesOf(HEAD, ...ROWS, '(3) Hollin Stores Ltd, of Kendal (the "Seller").', 'The Seller shall deliver the stock.').slice(4)).toEqual([['Obligation/Seller']]);
    // A bracket after a list of things: the element before it is no party line.
    expect([...groupAliases(['This Agreement is made between Alder Ltd ("Alder") and Birch Ltd ("Birch").', 'The sites are:', '(a) the north quay;', '(b) the south quay,', '(each a "Berth" and together the "Berths").'])]).toEqual([]);
    // Rows with no "between", "among" or "made … by" before them.
    expect([...groupAliases([...ROWS, LAST, COLLECTIVE])]).toEqual([]);
    expect([...groupAliases([...ROWS, `${LAST.replace(/,$/, '')} ${COLLECTIVE}`])]).toEqual([]);
    // A row naming two companies with no alias of their own: their bracket is that row's group, not read here.
    expect([...groupAliases([HEAD, ...ROWS, '(3) Alder Ltd and Birch Ltd, both of Kendal (each a "Guarantor" and together the "Guarantors").'])]).toEqual([]);
    // The bracket inside a later sentence, not opening its element.
    expect([...groupAliases([HEAD, ...ROWS, LAST, 'The boats are listed in Annex 1 (each a "Boat" and together the "Boats").'])]).toEqual([]);
  });

  it('reads a long run of brackets and blanks in linear time', () => {
    readsLinearly((n) => {
      const row = `(2) A ("B")${' ) ( "x" ) ,'.repeat(n / 12)} (each a "Member" and together the "Members").`;
      return () => groupAliases([HEAD, ROWS[0], row]);
    });
  });
});
