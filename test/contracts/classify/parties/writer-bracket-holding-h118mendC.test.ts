/**
 * h118rr's finding 1 mended (issue 18, h118mendC): the bracket closing a first-person writer's sentence is the writer's
 * only after a verb of holding, with no second person in the sentence (preamble-names.ts WRITER_HOLDS): "sell my boat to
 * my neighbour (the Buyer)" names the neighbour. The finding's probes are the near misses; none from a set.
 */
import { describe, expect, it } from 'vitest';
import { primary } from '../facts-readers.js';

describe('a writer\'s sentence-closing bracket (finding 1)', () => {
  it('the writer\'s own holding: the bracket is the writer\'s', () => {
    expect(primary('RECEIPT', 'I, Ana Duarte, of Horta, own the house (the Owner).', 'The Owner pays EUR 500.')).toEqual(['ANA DUARTE Buyer']);
  });
  it('near misses: a second person named by a common noun takes the bracket, the writer none', () => {
    expect(primary('RECEIPT', 'I, Ana Duarte, of Horta, sell my boat to my neighbour (the Buyer).')).toEqual([]);
    expect(primary('RECEIPT', 'I, Ana Duarte, of Horta, rent my flat to a student (the Tenant).')).toEqual([]);
    expect(primary('RECEIPT', 'I, Ana Duarte, of Horta, hire a builder (the Contractor);')).toEqual([]);
    expect(primary('RECEIPT', 'I, Ana Duarte, of Horta, own a boat and let it to a friend (the Hirer).')).toEqual([]);
  });
});
