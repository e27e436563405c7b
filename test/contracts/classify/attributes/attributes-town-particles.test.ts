/**
 * A town whose capitalised words a small particle joins ("Rio das Pedras", "Aa dos Bb"), in a place's position: one
 * Location, not cut at the particle; with its state after a comma, the town and the state are one (C48). The particles
 * are addresses.ts' `TOWN_PARTICLES`, one home (issue 18, h68s54). Sentences written for the rule, none from the sets.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('a town joined by a particle', () => {
  it('"das" and "dos" join the town as "de" does', () => {
    expect(attributesOf('The Farm is located in Rio das Pedras.')).toEqual(['Location:Rio das Pedras']);
    expect(attributesOf('The Farm is located in Aa dos Bb.')).toEqual(['Location:Aa dos Bb']);
    expect(attributesOf('The Farm is located in Castro de Rei.')).toEqual(['Location:Castro de Rei']);
  });
  it('the town and its state after a comma are one Location (C48)', () => {
    expect(attributesOf('The Farm is located in Rio das Pedras, São Paulo.')).toEqual(['Location:Rio das Pedras, São Paulo']);
  });
  it('near misses: a town before "on" and a weekday ("on" joins no town there), a town and its state', () => {
    expect(attributesOf('Signed in London on Monday.')).toEqual(['Location:London']);
    expect(attributesOf('The Supplier is a company of Mildura, Victoria.')).toEqual(['Location:Mildura, Victoria']);
  });
});
