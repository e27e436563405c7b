/**
 * Issue 18, h89ty (set 67's we/you causes, sentences written for this test): "we bring you …" is the writer's duty as
 * "we send you …" is (C34; "bring" is no participle in "-ing"); ", and we then refund you" after "We may …" is the same
 * party's present duty beside its right; "we keep 30% of the charge" keeps money as its own, a Right.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const TERMS = [
  { text: 'Lakeside Cycles – bicycle hire terms', kind: 'title' as const },
  'These terms apply when you hire a bicycle from Lakeside Cycles Ltd ("Lakeside", "we" or "us").',
  'In these terms, "you" means the person named on the hire form.',
  { text: '1. Your hire', kind: 'title' as const },
];
const after = (...sentences: string[]) => typesOf(...TERMS, ...sentences).slice(TERMS.length);

describe('we/you in the present tense', () => {
  it('"we bring you" binds the writer, after a condition or not', () => {
    expect(after(
      '1.1 If the bicycle breaks down, we bring you another one within two hours.',
      '1.2 We bring the bicycle to your hotel on the first morning of the hire.',
    )).toEqual([['Obligation/Lakeside'], ['Obligation/Lakeside']]);
  });
  it('", and we then refund" after a right: the right and the duty', () => {
    expect(after(
      '1.3 We may cancel a hire in a storm, and we then refund you in full.',
    )).toEqual([['Right/Lakeside', 'Obligation/Lakeside']]);
  });
  it('"we keep 30% of the charge": a share kept as its own', () => {
    expect(after(
      '1.4 If you cancel less than a day before the hire, we keep 30% of the charge.',
      '1.5 If you do not turn up, we keep half of the hire charge.',
    )).toEqual([['Right/Lakeside'], ['Right/Lakeside']]);
  });
  // Another party's act after ", and … then" was a near miss here; C137 (h102n78) reads it as that party's duty beside
  // the right, as sets 35, 48 and 78 label all four such sentences ("…, and the Contractor then carries out the works").
  // Without "then" it stays unread (natures/set-78-types-left-h102n78.test.ts).
  it('another party after ", and … then" (C137); near miss: a share kept after a modal', () => {
    expect(after(
      '1.6 We may close the shop on a public holiday, and you then collect the bicycle from the kiosk.',
      '1.8 You must keep 10% of the charge ready in cash.',
    )).toEqual([['Right/Lakeside', 'Obligation/You'], ['Obligation/You']]);
  });
});
