/**
 * Facts set 74's causes 4 and 5 (issue 18, h118q74; bench/log.md, "A seventy-fourth blind facts set"), on contracts
 * written for this test (none is the set's own sentence):
 * - "Between: <person>, …, of … (the Builder)" over "And: <person>, …, of … (the Owner)": the second entry's line was no
 *   party slot (the line above closed on its bracket, not on a comma), so its unquoted bracket named no one, and the
 *   first person lost its role (preamble-names.ts SLOT_LINE_CLOSED, NEXT_SLOT_ENTRY);
 * - "• I, <person>, of …, own the house at that address (the Owner). …" as a list's points: the bullet (or a point's
 *   number) hid the first-person opening, and a bracket closing the writer's sentence was not the writer's
 *   (preamble-words.ts WRITER_POINT_MARK; preamble-names.ts WRITER_SENTENCE_CLOSES).
 */
import { describe, expect, it } from 'vitest';
import { primary } from '../facts-readers.js';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';
import { FIRST_PERSON_NAMED, WRITERS_IN_PLURAL } from '../../../../src/contracts/classify/parties/preamble-words.js';

describe('an "And:" entry line under a "Between:" line closed by its bracket', () => {
  const build = (first: string, second: string) => ['AGREEMENT TO BUILD A SHED', first, second,
    '1. The Builder builds a garden shed for the Owner. The Owner pays the Builder NZD 4,000.'];
  it('both persons are parties under their unquoted aliases', () => {
    expect(primary(...build('Between: Sione Latu Fifita, carpenter, of Neiafu (the Builder)', 'And: Mele Ana Tupou, nurse, of Neiafu (the Owner)')))
      .toEqual(['SIONE LATU FIFITA Supplier', 'MELE ANA TUPOU Buyer']);
    expect(primary(...build('BETWEEN Tom Archer, joiner, of Hastings (the Builder)', 'AND Ruth Kemp of Napier (the Owner)')))
      .toEqual(['TOM ARCHER Supplier', 'RUTH KEMP Buyer']);
    expect(primary(...build('Between: Tom Archer of Hastings (the Builder);', 'and: Ruth Kemp of Napier (the Owner).')))
      .toEqual(['TOM ARCHER Supplier', 'RUTH KEMP Buyer']);
  });
  it('near misses: a recital\'s "AND WHEREAS" names no one; a line under a clause is no entry', () => {
    expect(primary('SALE OF A BOAT', 'BETWEEN: Ana Duarte, of Horta (the Seller)', 'AND: Atlantic Yachts Ltd, of Lisbon (the Buyer)',
      'AND WHEREAS the Seller owns the boat named Maria (the Boat).', '1. The Seller sells the Boat to the Buyer for EUR 5,000.'))
      .toEqual(['ANA DUARTE Supplier', 'ATLANTIC YACHTS Buyer']);
    expect(primary('TERMS OF HIRE', '1. The hirer returns the trailer clean (the Condition).', 'And Then the hirer pays (the Fee) in cash.'))
      .toEqual([]);
  });
});

describe('a first-person declaration as a list\'s point', () => {
  const sitting = (first: string, second: string) => ['HOUSE-SITTING AGREEMENT', first, second, 'We agree as follows:',
    '• The Owner pays the Sitter $150 per week.'];
  it('the bullet or the number before "I," opens the writer\'s slot', () => {
    expect(FIRST_PERSON_NAMED.exec('• I, Ruth Kemp, of Napier')?.[0]).toBe('• I, ');
    expect(FIRST_PERSON_NAMED.exec('2. I, Ruth Kemp, of Napier')?.[0]).toBe('2. I, ');
    expect(WRITERS_IN_PLURAL.test('• We, the undersigned, Ruth Kemp')).toBe(true);
    expect(FIRST_PERSON_NAMED.test('• I, however, agree')).toBe(false);
    expect(FIRST_PERSON_NAMED.test('• In 2047, Ruth Kemp')).toBe(false);
  });
  it('each writer is a party, the bracket closing the writer\'s sentence the writer\'s alias', () => {
    expect(primary(...sitting('• I, Ruth Kemp, of 4 Marine Parade, Napier, own the house at that address (the Owner). I will be away from July 1, 2047.',
      '• I, Tom Archer, of 9 Hill Road, Napier (the Sitter), will live in the house while she is away.')))
      .toEqual(['RUTH KEMP Buyer', 'TOM ARCHER Supplier']);
    expect(primary(...sitting('1. I, Ruth Kemp, of Napier (the "Owner"), own the house at 4 Marine Parade.',
      '2. I, Tom Archer, of Hastings (the "Sitter"), will live in the house while she is away.')))
      .toEqual(['RUTH KEMP Buyer', 'TOM ARCHER Supplier']);
  });
  it('near misses: a bracket after a person\'s or a thing\'s name is not the writer\'s', () => {
    expect(primary('RECEIPT', '• I, Ana Duarte, of Horta, sell the boat to John Reyes (the Buyer).', '• The Buyer pays EUR 5,000.')).not.toContain('ANA DUARTE Buyer');
    expect(primary('RECEIPT', '• I, Ana Duarte, of Horta, sell my boat (the Boat).', '• The price is EUR 5,000.')).toEqual([]);
  });
});

describe('the entry lines and the points on hostile input', () => {
  itClassifiesRepeatedLinearly('Between: Aa Bb (the Builder)\nAnd: Cc Dd (the Owner)\n');
  itClassifiesRepeatedLinearly('• I, Aa Bb, of Cc, own the house at that address (the Owner). ');
  itClassifiesRepeatedLinearly('• 1. I, Aa • I, ');
});
