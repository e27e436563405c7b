import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../../helpers.js';

// Issue 18, h52s50: a recital's wish to appoint or engage the other party to do something names no Scope of Work.
// Sentences written here.
const of = (text: string): string[] => categoriesOf(text)[0];

describe('a recital that a party wishes to appoint or engage the other (category-cues-recital-wishes.ts)', () => {
  it('wishes to appoint or engage someone to do something: no Scope of Work', () => {
    expect(of('(B) The Council wishes to appoint the Operator to provide cleaning services at its leisure centres.')).not.toContain('Scope of Work');
    expect(of('The Estate wishes to engage the Contractor to maintain its woodland paths.')).not.toContain('Scope of Work');
  });

  it('near misses: the operative appointment, a recital that names the role', () => {
    expect(of('2.1 The Council appoints the Operator to provide the Cleaning Services at the Centres.')).toContain('Scope of Work');
    expect(of('B. The Maker wishes to appoint the Dealer as its exclusive distributor of the Products in Ireland.')).toContain('Scope of Work');
  });
});
