/**
 * Set 96's cause 2 (issue 18, h122e96; C321): a body of rules that names whom it binds in its opening sentence, "These
 * rules bind the market committee of the Paro Thromde (the "Committee") and every farmer or vendor who holds a stall
 * permit (the "Stallholders").":
 * - the names after "These rules/bylaws/regulations/terms … bind" fill a party slot as the names after "between" do, so a
 *   quoted alias there names its party though no body is read before it (preamble-names.ts RULES_BIND);
 * - Bhutan's municipality after its town ("Paro Thromde", "Thimphu Thromde") is a public body, as "Aa Municipality" is
 *   (gazetteer.ts), so the committee "of the Paro Thromde" is that body's alias.
 * Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf, typesOf } from '../helpers.js';
import { itClassifiesRunsLinearly } from '../cue-file-linearity.js';

describe('"These rules bind X (the "A") and every … (the "B")": both aliases are parties (C321)', () => {
  it('a name parley reads no body in (a person) takes the alias after "bind"', () => {
    expect(typesOf(
      'These rules bind Kelo Dorji (the "Keeper") and every vendor who holds a permit (the "Vendors").',
      'The Keeper may close the yard in a storm.',
      'Each Vendor shall sweep the yard.',
    ).slice(1)).toEqual([['Right/Keeper'], ['Obligation/Vendors']]);
  });
  it('"these bylaws bind", "the following terms and conditions bind" open the slot too', () => {
    expect(typesOf(
      'These bylaws bind Sonam Wangmo (the "Warden") and each member of the well society (the "Members").',
      'The Warden checks the pump every week.',
    )[1]).toEqual(['Obligation/Warden']);
    expect(typesOf(
      'The following terms and conditions bind Pema Lhamo (the "Host") and every guest (the "Guests").',
      'The Host may refuse a booking.',
    )[1]).toEqual(['Right/Host']);
  });
  it('the market committee of a town\'s Thromde: the Thromde is a body, the committee its alias', () => {
    expect(typesOf(
      'These rules bind the market committee of the Paro Thromde (the "Committee") and every farmer or vendor who holds a stall permit (the "Stallholders").',
      'The Committee keeps the hall in good repair.',
      'The Committee may warn a Stallholder in writing.',
      'Each Stallholder shall keep the stall clean.',
    ).slice(1)).toEqual([['Obligation/Committee'], ['Right/Committee'], ['Obligation/Stallholders']]);
    expect(attributesOf('The stalls are let by the Thimphu Thromde.')).toEqual(['Organization:Thimphu Thromde']);
  });
});

describe('near misses: "bind" that opens no slot, "Thromde" alone', () => {
  it('"This agreement binds the parties and their successors" names no party', () => {
    expect(typesOf('This agreement binds the parties and their successors in title.', 'The Keeper may close the yard.')[1]).toEqual([]);
  });
  it('"bind" inside a clause, not at the opening, names no party', () => {
    expect(typesOf(
      'The amended rules bind Kelo Dorji (the "Keeper") from the date of notice.',
      'The Keeper may close the yard in a storm.',
    )[1]).toEqual([]);
  });
  it('"the Thromde" alone is no body', () => {
    expect(attributesOf('The Thromde collects the rubbish every evening.')).toEqual([]);
  });
});

describe('hostile text: "These rules bind"', () => {
  itClassifiesRunsLinearly(
    ['These rules bind ', 'bind the ', ' Thromde (the "Committee") and '],
    (unit) => `"${unit}" repeated in an opening of rules: linear`,
    (run) => [
      { text: `These rules bind ${run} (the "Committee") and every farmer (the "Stallholders").`, kind: 'sentence' },
      { text: `The Committee may warn ${run}.`, kind: 'sentence' },
    ],
  );
});
