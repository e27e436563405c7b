/**
 * Issue 18, h102t77 (set 77's leftovers; sentences written for this test): C141 — a court that grants probate or keeps
 * a register takes no Dispute Resolution; training, practices or rehearsals cancelled are occurrences called off, no
 * Term & Termination; C107's fresh goods with their time in words.
 */
import { describe, expect, it } from 'vitest';
import { clauseCategories, expectCategories } from '../helpers.js';
import { cuedBy } from '../cue-tables.js';
import { COURT_REGISTRY_VETOES } from '../../../../src/contracts/classify/categories/cues/category-cues-courts-as-registries.js';

const CLUB = 'These terms apply to everyone who joins Harbour Rowing Club Incorporated ("the Club", "we" or "us").';
const vetoed = cuedBy(COURT_REGISTRY_VETOES, 'Dispute Resolution');

describe('a court that grants probate or keeps a register (C141)', () => {
  it('vetoes the court\'s Dispute Resolution', () => {
    expect(vetoed('Probate of the will of the Composer was granted to the Executors by the High Court on 2 December 2036.')).toBe(true);
    expect(vetoed('Letters of administration of the estate were granted to the Owner by the Supreme Court.')).toBe(true);
    expect(vetoed('the Tamarind Trust, a trust registered with the Master of the High Court, of Windhoek')).toBe(true);
    expect(vetoed('Kessler Druck GmbH, registered in the commercial register of the Local Court of Bremen under HRB 4411')).toBe(true);
    expect(clauseCategories('Probate of the will of the Composer was granted to the Executors by the High Court on 2 December 2036.')).toEqual([]);
  });
  it('keeps it where the court settles something', () => {
    expect(vetoed('Any dispute about the estate shall be decided by the High Court, which has granted probate.')).toBe(false);
    expect(vetoed('A judgment may be registered in any court of competent jurisdiction.')).toBe(false);
    expect(vetoed('The courts of Kingstown have exclusive jurisdiction.')).toBe(false);
    expect(clauseCategories('Any dispute about the estate shall be decided by the High Court.')).toEqual(['Dispute Resolution']);
  });
});

describe('training, practices or rehearsals cancelled (C141)', () => {
  it('takes no Term & Termination, with a determiner or without', () => {
    expectCategories([
      ['We cancel training when the harbourmaster issues a storm warning.', ['Safety and Security']],
      ['We may cancel any rehearsal when the hall is needed for an election.', []],
    ], { preamble: CLUB });
  });
  it('keeps it where the membership or the contract ends', () => {
    expectCategories([
      ['We may cancel your membership if you miss training for three months.', ['Term & Termination']],
    ], { preamble: CLUB });
  });
});

describe('fresh goods with their time in words (C107)', () => {
  it('reads Deliverables as with a figure', () => {
    expectCategories([
      ['All fish must have been landed no more than ten hours before delivery.', ['Deliverables']],
      ['The bread must be baked no more than eight hours before delivery.', ['Deliverables']],
    ]);
  });
});
