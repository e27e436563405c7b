/**
 * Review of h59f35's facts rules on ordinary contracts (issue 18, hrev47): the false readings found near each rule's edge
 * on short contracts written for these tests, and the readings the rules were made for, kept.
 */
import { describe, expect, it } from 'vitest';
import { partyNames } from '../facts-readers.js';

const PREAMBLE = 'This Agreement is made on 3 May 2033 between Harbour Tools Limited (the "Supplier") and Quay Works Limited (the "Customer").';
const PAY = 'The Customer shall pay the Supplier GBP 100.';
const bodies = (...sentences: string[]) => partyNames(PREAMBLE, ...sentences, PAY).slice(2);

describe('an adjective hyphened to a body\'s name is no part of it', () => {
  it('"-compliant", "-grade", "-ready" end the name', () => {
    expect(bodies('The Supplier shall use Department of Transport-compliant vans and Ministry of Health-grade cleaning products.'))
      .toEqual(['DEPARTMENT OF TRANSPORT', 'MINISTRY OF HEALTH']);
    expect(bodies('The Supplier shall keep a Department for Education-ready record of each delivery.')).toEqual(['DEPARTMENT FOR EDUCATION']);
  });
  it('a part of the name in small letters stays whole', () => {
    expect(bodies('The Supplier is registered with the Department of Non-governmental Affairs.')).toEqual(['DEPARTMENT OF NON-GOVERNMENTAL AFFAIRS']);
  });
});
