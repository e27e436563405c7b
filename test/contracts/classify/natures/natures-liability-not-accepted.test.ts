/**
 * "We do not accept liability for …" (issue 18, h73left; hrev61's Left): the present tense's refusal of a liability is
 * the party's Disclaimer, as "accepts no liability" and "is not liable" are (the Disclaimer row; a we/you contract's
 * exclusion of loss, the C34 family). Sentences written for the rule, with the near misses it must not change.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const WE_YOU = 'These terms are agreed between Lakeside Hotel Ltd (the "Hotel", "we" or "us") and the guest named below ("you").';

describe('"does not accept / assume / bear / take liability or responsibility": a Disclaimer (h73left)', () => {
  it('in the first person, by the party\'s alias, with "any" or a kind of liability', () => {
    expect(typesOf(WE_YOU,
      'We do not accept liability for loss of valuables left in the room.',
      'We do not accept any responsibility for cars parked on the street.',
      'The Hotel does not assume any financial liability for guests\' excursions.',
      'The Hotel does not take responsibility for property left after check-out.',
      'We do not bear liability for delays caused by the airline.',
    ).slice(1)).toEqual([['Disclaimer/Hotel'], ['Disclaimer/Hotel'], ['Disclaimer/Hotel'], ['Disclaimer/Hotel'], ['Disclaimer/Hotel']]);
  });

  it('as "accepts no liability" and "is not liable" already were', () => {
    expect(typesOf(WE_YOU,
      'We accept no liability for loss of valuables left in the room.',
      'We are not liable for loss of valuables left in the room.',
    ).slice(1)).toEqual([['Disclaimer/Hotel'], ['Disclaimer/Hotel']]);
  });

  it('near misses: a claim refused, a thing not accepted, a condition and a modal stay as they were', () => {
    expect(typesOf(WE_YOU,
      'We do not accept liability claims made more than 30 days after departure.',
      'We do not accept cheques or vouchers.',
      'If we do not accept responsibility for a loss, you may refer the claim to the ombudsman.',
      'We will not be liable for any loss of valuables.',
    ).slice(1)).toEqual([[], [], ['Right/You'], ['Exclusion/Hotel']]);
  });
});
