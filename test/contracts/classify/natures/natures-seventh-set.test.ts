/** Natures the seventh blind set showed (issue 18, h18h); sentences written for these tests. */
import { describe, expect, it } from 'vitest';
import { PREAMBLE, typesOf } from '../helpers.js';

describe('a duty written with its own modal after a bar ends the negation (h18h)', () => {
  it('"shall not … and shall …": the bar and the duty', () => {
    expect(typesOf(PREAMBLE, 'The Supplier shall not change the logo and shall remove it on request.')[1])
      .toEqual(['Exclusion/Supplier', 'Obligation/Supplier']);
  });

  it('"shall not … and shall remain responsible": the bar and the duty', () => {
    expect(typesOf(PREAMBLE, 'The Supplier shall not subcontract the hosting and shall remain responsible for it.')[1])
      .toEqual(['Exclusion/Supplier', 'Obligation/Supplier']);
  });

  it('only a duty after a bar: a right after a duty and a disclaimer after a bar stay as before (the reference\'s reading)', () => {
    expect(typesOf(PREAMBLE, 'The Customer shall test each release and may reject any release that fails.')[1]).toEqual(['Obligation/Customer']);
    expect(typesOf(PREAMBLE, 'The Supplier shall not charge for overtime, and shall not be obliged to work it.')[1]).toEqual(['Exclusion/Supplier']);
  });

  it('a duty after a right stays the right\'s condition; a verb after "or" inside a negation is still barred', () => {
    expect(typesOf(PREAMBLE, 'The Customer may withhold tax and shall account for it.')[1]).toEqual(['Right/Customer']);
    expect(typesOf(PREAMBLE, 'The Supplier will not offer or agree to make any payment.')[1]).toEqual(['Exclusion/Supplier']);
  });
});
