/**
 * Information one party sends the other without a notice word is Communication (C8;
 * categories/cues/category-cues-information.ts, issue 18, h55c51). Sentences written for these tests, not from a set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf as categoriesOfElement } from '../../../../src/contracts/classify/categories/categories.js';
import { cueOf } from '../helpers.js';

const one = (text: string) => categoriesOfElement(text, undefined, false);

describe('Information sent to a party', () => {
  it('reads a statement sent with each payment, beside the payment', () => {
    const labels = one('The Promoter must send a remittance statement with each payment.');
    expect(labels).toContain('Communication');
  });
  it('reads data transmitted or shared with a party, and feedback given to it', () => {
    // A cue; the learned model keeps this short item under the bar when it is read alone, out of its list.
    expect(cueOf('Communication', '(c) transmit the booking data of each Guest to the Hotel by midnight;')).toBeTruthy();
    expect(cueOf('Communication', 'The Lab shall share the raw assay data with Biotrack within ten days.')).toBeTruthy();
    expect(one('The Publisher will give Author feedback on each draft chapter within three weeks.')).toContain('Communication');
  });
  it('reads no such cue in personal data shared or data given to a body in lower case', () => {
    expect(cueOf('Communication', 'The Operator may share personal data with its affiliates.')).toBeFalsy();
    expect(cueOf('Communication', 'We may share your meter data with the utility.')).toBeFalsy();
  });
});
