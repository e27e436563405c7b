/**
 * A primary party without an alias has its signers and contacts read too (unaliased-details.ts, h56facts; facts sets
 * 7, 11, 12 and 16 miss such contacts): an order's writer named only on its letterhead. Orders written for the rule.
 */
import { describe, expect, it } from 'vitest';
import { contactNames } from '../facts-readers.js';

const ORDER = [
  'Tisza Works Kft.',
  '6720 Szeged, Kossuth utca 5.',
  'PURCHASE ORDER',
  'Supplier: Duna Valves Zrt., 1117 Budapest, Irinyi utca 2.',
  'Dear Sirs,',
  'We hereby order 40 valves at HUF 12,000 each.',
  'Payment: 30 days from receipt of invoice.',
];

describe('the contacts of a primary party without an alias (h56facts)', () => {
  it('the writer signs under its name on the line above', () => {
    expect(contactNames(...ORDER, 'Kind regards,', 'Tisza Works Kft.', 'Zoltán Nagy', 'Purchasing Manager')[0]).toBe('TISZA WORKS: Zoltán Nagy');
  });

  it('no signer under the writer\'s name: no contact', () => {
    expect(contactNames(...ORDER, 'Kind regards,', 'Tisza Works Kft.')[0]).toBe('TISZA WORKS: ');
  });
});
