/**
 * A certificate or a copy sent to the other party is Communication (C8), beside the sentence's other subject; a
 * certificate handed over with goods or shares is not a message (issue 18, h47s49). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../helpers.js';

const PREAMBLE = 'This agreement is made between Greenhill Stud Ltd (the "Stud") and Aoife Walsh (the "Breeder").';
const cats = (text: string) => categoriesOf(PREAMBLE, text)[1];

describe('papers sent to the other party (h47s49)', () => {
  it('a certificate or a copy sent, the receiver first or after "to": Communication', () => {
    expect(cats('The Stud shall send the Breeder the stamped breeding certificate within ten days after the season ends.')).toContain('Communication');
    expect(cats('The Breeder must send the Stud a Veterinary Certificate confirming the mare is free of infection.')).toContain('Communication');
    expect(cats('The Stud shall send the Breeder, within 3 days after each scan, a copy of the scan report.')).toContain('Communication');
    expect(cats('The Breeder shall send a copy of the passport to the Stud before the mare arrives.')).toContain('Communication');
  });

  it('beside a fee the sentence names, the copy sent keeps its Communication', () => {
    expect(cats('The Stud shall send the Breeder the signed certificate within 14 days after the fee is paid in full.')).toEqual(['Communication', 'Payment Terms & Billing']);
  });

  it('a certificate delivered or kept, or a copy made, sends nothing: no Communication from it', () => {
    expect(cats('At completion the Stud shall deliver the share certificates and a signed transfer form.')).not.toContain('Communication');
    expect(cats('The Stud shall keep a copy of each covering record for six years.')).not.toContain('Communication');
  });
});
