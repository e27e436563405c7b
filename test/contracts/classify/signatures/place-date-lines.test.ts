/**
 * The place-and-date line's one home (issue 18, h70dates): the closing lines and the line over a preamble's slot read
 * the union of what the two patterns read apart, and neither reads a row of the terms named "… Date".
 */
import { describe, expect, it } from 'vitest';
import { isPlaceAndDateLine } from '../../../../src/contracts/classify/signatures/place-date-lines.js';
import { isClosingLine } from '../../../../src/contracts/classify/signatures/signature-lines.js';

describe("the place-and-date line's one home (h70dates)", () => {
  it('reads both forms, each reader the union', () => {
    for (const line of ['In Tampere, 2 March 2028', 'At Lyon on 3 June 2027', 'Piracicaba, 10 March 2027.', 'Kranj, 12.04.2034', 'Celje, 1. 5. 2034', 'Lyon, le 3 mars 2034', 'Győr, 2034. 04. 09.', 'Almaty city, 14 April 2034']) {
      expect(isPlaceAndDateLine(line), line).toBe(true);
      expect(isClosingLine(line), line).toBe(true);
    }
  });
  it('near misses: a date\'s name before the comma, a company, a clause', () => {
    for (const line of ['Delivery Date, 1 March 2027.', 'Payment Day, 12.04.2034', 'Kranj Honey d.o.o., 12.04.2034 onwards', 'The Lessee pays on 12.04.2034'])
      expect(isPlaceAndDateLine(line), line).toBe(false);
  });
});
