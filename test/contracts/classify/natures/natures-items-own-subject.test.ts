/**
 * An item with its own subject and its own modal keeps only its own type (contract-labels.md §1, rule 2): none when the
 * subject is no party, whatever its lead-in promised (issue 18, h28s35n). Sentences written for the test.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const PREAMBLE = 'This contract is made between Lakeview Parks Authority ("Authority") and Otter Canoe Tours Ltd ("Outfitter").';

describe('an item with a subject of its own that is no party', () => {
  it('keeps no type under a "shall … that:" lead-in', () => {
    expect(typesOf(PREAMBLE, 'The Outfitter shall tell each paddler before launch that:', '(a) paddlers must wear a buoyancy aid at all times;', '(b) no paddler under twelve or without a helmet may enter the rapids;', '(c) keep clear of the dam.').slice(1))
      .toEqual([['Obligation/Outfitter'], [], [], ['Obligation/Outfitter']]);
  });
  it('an item whose own subject is a party keeps its own type; a condition item inherits', () => {
    expect(typesOf(PREAMBLE, 'The Authority may end this contract if:', '(a) the Outfitter fails to hold insurance; or', '(b) the Authority may not lawfully license the lake.').slice(1))
      .toEqual([['Right/Authority'], ['Right/Authority'], ['Exclusion/Authority']]);
  });
  it('an item that opens on its verb keeps its lead-in\'s duty, a relative clause with a modal after it too', () => {
    expect(typesOf(PREAMBLE, 'The Outfitter shall:', '(a) keep all records which may be needed for an audit;', '(b) repair any canoe that cannot float;', '(c) and shall ensure that all guides are trained.').slice(1))
      .toEqual([['Obligation/Outfitter'], ['Obligation/Outfitter'], ['Obligation/Outfitter'], ['Obligation/Outfitter']]);
  });
});
