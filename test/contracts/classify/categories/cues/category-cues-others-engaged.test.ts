import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../../helpers.js';

// Issue 18, h60trn: others engaged to do the work, the engaging party remaining answerable for them, are Subcontracts
// (table 2.3: "hiring third parties to perform"). Sentences written here.
const of = (text: string): string[] => categoriesOf(text)[0];

describe('others engaged, the engaging party remaining answerable (category-cues-others-engaged.ts)', () => {
  it('a party may use or engage others and remains responsible or liable for their work: Subcontracts', () => {
    expect(of('We may use outside couriers for rural deliveries, and we remain responsible for their performance.')).toContain('Subcontracts');
    expect(of('The Gallery may engage the framer directly, but shall remain responsible for the framer\'s acts as for its own.')).toContain('Subcontracts');
    expect(of('Cleaning staff from an agency may be used during holidays, but the Operator remains liable for their conduct.')).toContain('Subcontracts');
    expect(of('The Builder may engage a roofer for the slate work, but remains responsible for the quality of their work.')).toContain('Subcontracts');
  });

  it('remaining responsible for what is done by any contractor or the delegate it named: Subcontracts', () => {
    expect(of('The Consultant shall remain responsible for the work of any contractor it engages.')).toContain('Subcontracts');
    expect(of('The Trustee remains responsible for the choice and supervision of the delegate.')).toContain('Subcontracts');
  });

  it('near misses: a party\'s own people or things, guests using a place, charges owed', () => {
    expect(of('The Club may invite guests to use the course, but remains responsible for their conduct.')).not.toContain('Subcontracts');
    expect(of('The Hospital will supervise and remain responsible for its nurses and other personnel.')).not.toContain('Subcontracts');
    expect(of('The Tenant may use the garden and remains responsible for its upkeep.')).not.toContain('Subcontracts');
    expect(of('The Supplier may use its own staff and remains responsible for its own acts.')).not.toContain('Subcontracts');
    expect(of('A Member who leaves remains liable for all charges incurred up to that date.')).not.toContain('Subcontracts');
  });
});
