// bench/contracts-relabel-loan-lender.mjs (issue 18, h119t92): C285's present loan is the lender's Obligation.
import { describe, expect, it } from 'vitest';
import { lenderBound, presentLoan } from '../../bench/contracts-relabel-loan-lender.mjs';
import { readsLinearly } from '../security/linear-time.js';

const doc = (...elements: { text: string; types?: { nature: string; party: string }[] }[]) => ({ name: 'd', elements });
const right = (party: string) => [{ nature: 'Right', party }];

describe('presentLoan', () => {
  it('reads the lender and the borrower of "X lends Y a thing"', () => {
    expect(presentLoan('The Council lends the Owner its ropes for the move.')).toEqual({ lender: 'The Council', borrower: 'Owner' });
    expect(presentLoan('We also lend you our spare warp beam for as long as the order runs.')).toEqual({ lender: 'We', borrower: 'you' });
    expect(presentLoan('The Bakery lends the Café two wooden bread boxes.')).toEqual({ lender: 'The Bakery', borrower: 'Café' });
  });

  it('leaves a promise, a prohibition, a loan to no named borrower and a sentence not opening on the lender', () => {
    expect(presentLoan('The Lender will lend the Works to the Borrower.')).toBeUndefined();
    expect(presentLoan('The Treasurer does not lend it to anyone.')).toBeUndefined();
    expect(presentLoan('We lend hand tools to our members.')).toBeUndefined();
    expect(presentLoan('If asked, the Club lends the Hirer its trailer.')).toBeUndefined();
  });
});

describe('lenderBound (C285: `The Customer lends the Supplier its scaffolding` → Obligation/Customer)', () => {
  it('gives the borrower\'s Right to the lender as an Obligation, under the party the document uses for the subject', () => {
    const e = { text: 'We also lend you our beam.', types: right('You') };
    expect(lenderBound(e, doc({ text: 'We pay you GBP 4.', types: [{ nature: 'Obligation', party: 'we' }] }, e))).toEqual([{ nature: 'Obligation', party: 'we' }]);
    const c = { text: 'The Council lends the Owner its ropes.', types: right('Owner') };
    expect(lenderBound(c, doc(c))).toEqual([{ nature: 'Obligation', party: 'Council' }]);
  });

  it('leaves a loan already the lender\'s, another party\'s Right and a title', () => {
    const done = { text: 'The Company lends the Visitor boots.', types: [{ nature: 'Obligation', party: 'Company' }] };
    expect(lenderBound(done, doc(done))).toBeUndefined();
    const other = { text: 'The Council lends the Owner its ropes.', types: right('Council') };
    expect(lenderBound(other, doc(other))).toBeUndefined();
    const title = { kind: 'title', text: 'The Council lends the Owner its ropes', types: right('Owner') };
    expect(lenderBound(title, doc(title))).toBeUndefined();
  });

  // Growth in CPU time, not a wall budget (a fixed wall time flakes under load; h119mendA, finding 8).
  it('reads a long hostile run in linear time', () => {
    readsLinearly((n) => {
      const text = `The ${'A'.repeat(n)} lends ${'x '.repeat(n / 2)}`;
      return () => presentLoan(text);
    });
    readsLinearly((n) => {
      const text = `We lend ${'the '.repeat(n / 4)}`;
      return () => presentLoan(text);
    });
  });
});
