/**
 * Issue 18, h102t77 (set 77's "shall pay … only for …, and may engage another contractor"; sentences written for this
 * test): C139 — a right joined by ", and may" to a duty of the same subject is that subject's Right beside its
 * Obligation, also where the sentence opens on a time or a condition; another party's "may", "may be" and "may not" keep
 * their own readings, and without the comma the pair stays as it was.
 */
import { describe, expect, it } from 'vitest';
import { typesOf, TWO_PARTIES } from '../helpers.js';

const sorted = (rows: string[][]): string[][] => rows.map((r) => [...r].sort());

describe('a right joined by ", and may" to a duty (C139)', () => {
  it('reads the duty\'s subject\'s Right beside its Obligation', () => {
    const got = typesOf(
      TWO_PARTIES,
      'The Supplier shall deliver the goods to the Customer, and may invoice them on delivery.',
      'On termination, the Customer shall pay the Supplier only for the goods delivered, and may buy the rest elsewhere at the Supplier\'s expense.',
      'If the Customer pays late, the Supplier shall send a reminder, and may suspend deliveries.',
    ).slice(1);
    expect(sorted(got)).toEqual([['Obligation/Supplier', 'Right/Supplier'], ['Obligation/Customer', 'Right/Customer'], ['Obligation/Supplier', 'Right/Supplier']]);
  });
  it('keeps another party\'s right, a bar and a passive as they were', () => {
    const got = typesOf(
      TWO_PARTIES,
      'The Supplier shall deliver the goods, and the Customer may reject them.',
      'The Supplier shall deliver the goods, and may not deliver on Sundays.',
      'The Supplier shall deliver the goods, and may be required to collect them again.',
      'The Supplier shall have a lien on the goods, and may sell them.',
    ).slice(1);
    expect(sorted(got)).toEqual([['Obligation/Supplier', 'Right/Customer'], ['Exclusion/Supplier', 'Obligation/Supplier'], ['Obligation/Supplier'], ['Right/Supplier']]);
  });
});
