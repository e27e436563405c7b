/** Natures the seventh blind set showed (issue 18, h18h); sentences written for these tests. */
import { describe, expect, it } from 'vitest';
import { PREAMBLE, typesOf } from './helpers.js';

describe('a modal written again after "and" opens a predicate of its own (h18h)', () => {
  it('"shall not … and shall …": the bar and the duty', () => {
    expect(typesOf(PREAMBLE, 'The Supplier shall not change the logo and shall remove it on request.')[1])
      .toEqual(['Exclusion/Supplier', 'Obligation/Supplier']);
  });

  it('"shall … and may …": the duty and the right', () => {
    expect(typesOf(PREAMBLE, 'The Customer shall test each release and may reject any release that fails.')[1])
      .toEqual(['Obligation/Customer', 'Right/Customer']);
  });

  it('a duty after a right stays the right\'s condition; a verb after "or" inside a negation is still barred', () => {
    expect(typesOf(PREAMBLE, 'The Customer may withhold tax and shall account for it.')[1]).toEqual(['Right/Customer']);
    expect(typesOf(PREAMBLE, 'The Supplier will not offer or agree to make any payment.')[1]).toEqual(['Exclusion/Supplier']);
  });
});
