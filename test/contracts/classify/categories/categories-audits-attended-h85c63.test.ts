/**
 * Audits said through the other party's representative or observers let in to attend the work itself
 * (category-cues-audits.ts, issue 18, h85c63); sentences written for these tests, not taken from a labelled set.
 */
import { describe, it } from 'vitest';
import { AUDIT_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-audits.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { expectCategories } from '../helpers.js';

const auditCue = cuedBy(AUDIT_CUES, 'Audits');

describe('categories: a representative or observers attending the work (Audits, h85c63)', () => {
  it('a stage of the work or the work itself attended', () => {
    expectEach(auditCue, [
      'The Packer shall let a representative of the Grower attend the packing of its lots.',
      'The Bottler may appoint two observers to attend every stage of the bottling.',
      'Inspectors of the Ministry may attend any testing of the samples.',
    ], true);
  });

  it('meetings, hearings, trainings and signings attended are not this cue', () => {
    expectEach(auditCue, [
      'A representative of each party shall attend the meeting of the steering committee.',
      'Observers may attend the hearing of the arbitral tribunal.',
      'A representative of the Buyer may attend the training of the operators.',
      'The representative shall attend the signing of the deed.',
    ], false);
  });

  it('a strong cue (h86c): the words of the work watched do not keep the clause from its Audits', () => {
    expectCategories([
      ['c) to let a representative of the Grower attend the milling of its lots;', ['Audits'], { kind: 'listItem' }],
      ['The Packer shall let a representative of the Grower attend the packing of its lots.', ['Audits']],
    ]);
  });
});
