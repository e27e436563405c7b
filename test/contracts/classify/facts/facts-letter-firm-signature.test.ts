/**
 * A letter signed only with the writer's firm name (issue 18, h38rev; hrev28's Left 4): "Yours sincerely," / "Birch & Co
 * LLP". Sentences written for the test.
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../facts-readers.js';
import { orgs } from '../found-names.js';

const parties = (...items: string[]) => facts(...items).parties.map((p) => `${p.party} ${p.importance} ${p.role} ${p.contacts.map((c) => c.name).join(';')}`.trim());

describe('a firm named "… & Co" before its legal form', () => {
  it.each([
    ['Birch & Co LLP', ['Birch & Co LLP']],
    ['The audit is done by Birch & Co. Limited.', ['Birch & Co. Limited']],
  ])('%s', (text, expected) => {
    expect(orgs(text)).toEqual(expected);
  });
});

describe('the writer of a letter that signs with its firm name only', () => {
  const body = ['12 May 2026', 'Harlow Bakeries Limited', '14 Mill Street, Leeds LS1 4AB', 'Dear Sirs,',
    'This letter sets out the terms on which we will audit your accounts for the year ending 31 March 2026.',
    'You will pay us a fee of £12,000 plus VAT.'];
  it('the firm under "Yours sincerely," is the writer ("we"), the addressee named again the other party; the firm is no signer', () => {
    expect(parties(...body, 'Yours sincerely,', 'Birch & Co LLP', 'Agreed for Harlow Bakeries Limited:', 'Ann Lee, Director'))
      .toEqual(['HARLOW BAKERIES Primary Buyer Ann Lee', 'BIRCH & CO Primary Supplier']);
  });
});
