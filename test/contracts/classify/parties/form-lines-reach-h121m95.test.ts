/**
 * Issue 18, h121m95 (set 95's fy): a form's opening sentence after its fields and tick lines — `I, the undersigned (the
 * "Hirer"), hire … from the Fen Canoe Club (the "Club") on the terms below.` as the 14th element — still names the other
 * party: each field or tick line among the first twelve elements moves preamble-aliases.ts's reach one element on
 * (FORM_LINE); past twelve only form lines, titles and the element right after them, until an alias is found.
 * Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { FORM_LINE, closingAliases } from '../../../../src/contracts/classify/parties/preamble-aliases.js';
import { readsLinearly } from '../../../security/linear-time.js';

const FIELDS = [
  'Name of hirer: Anna Visser',
  'Address: 4 Dyke Road, Ely',
  'Date: 3 May 2048',
  'Boat wanted: [x] canoe [ ] kayak',
  'Paddles (tick each):',
  '[x] one paddle',
  '[ ] two paddles',
  '[x] a buoyancy aid',
  '[ ] a dry bag',
];
const OPENING = 'I, the undersigned (the "Hirer"), hire the boat ticked above from the Fen Canoe Club (the "Club") on the terms below.';

describe('a form\'s opening after its fields and tick lines', () => {
  it('reads the other party\'s alias at the 14th element', () => {
    const texts = ['FEN CANOE CLUB', 'Hire form', '(Kept at the boathouse)', ...FIELDS, 'The terms', OPENING,
      '1. I bring the boat back by 6 pm.', '2. The Club may keep the deposit if the boat comes back damaged.'];
    expect(texts.indexOf(OPENING)).toBe(13);
    expect([...closingAliases(texts, (i) => i <= 1 || i === 12).aliases.keys()]).toEqual(['Club']);
    expect(typesOf(...texts.slice(2, 12), OPENING, '1. I bring the boat back by 6 pm.',
      '2. The Club may keep the deposit if the boat comes back damaged.').slice(-2)).toEqual([['Obligation/Hirer'], ['Right/Club']]);
  });
  it('near misses: a clause after a clause past twelve, no form lines, a later bracket once an alias is found', () => {
    // Reference rows, then numbered clauses: "1.2 … (Cth)." follows a clause, not a form line.
    const lease = ['LEASE', 'SCHEDULE', 'Item 1 Landlord: Gum Tree Pty Ltd', 'Item 2 Tenant: Reed Survey Pty Ltd',
      'Item 3 Premises: Level 2, 4 Bay Street', 'Item 4 Term: three years', 'Item 5 Rent: $90,000 a year', 'INTERPRETATION',
      '1.1 In this lease, Business Day means a weekday.', '1.2 Rent means the rent in Item 5.', '1.3 Term means the term in Item 4.',
      '1.4 Premises means the premises in Item 3.', '1.5 Building means the building the Premises are in.',
      '1.6 CPI has the meaning given by the Bureau of Statistics (the "Bureau").'];
    expect(lease.length).toBe(14);
    expect(closingAliases(lease, (i) => i <= 1 || i === 7).aliases.size).toBe(0);
    // Twelve clauses and no form line: the reach stays at twelve.
    const clauses = Array.from({ length: 12 }, (_, i) => `${i + 1}. The Club keeps the boats clean.`);
    expect(closingAliases([...clauses, 'Anna Visser hires a canoe from Fen Canoe Club Ltd (the "Club").'], () => false).aliases.size).toBe(0);
    // Past twelve, once the opening is read, the next form line's or clause's bracket is not.
    const texts = ['Hire form', ...FIELDS, 'The terms', OPENING, 'Deposit: EUR 20 (the "Deposit Holder").'];
    expect([...closingAliases(texts, (i) => i === 0 || i === 10).aliases.keys()]).toEqual(['Club']);
  });
  it('FORM_LINE: fields and tick lines, not clauses', () => {
    for (const t of FIELDS) expect(FORM_LINE.test(t)).toBe(true);
    for (const t of ['1. I bring the boat back by 6 pm.', 'The Club may keep the deposit if the boat comes back damaged: it tells the Hirer why.',
      'This agreement is between the Club (the "Club") and the Hirer: it starts today.']) expect(FORM_LINE.test(t)).toBe(false);
  });
  it('FORM_LINE reads long runs in linear time', () => {
    expect(readsLinearly((n) => {
      const text = `${'a '.repeat(n)}b`;
      return () => FORM_LINE.test(text);
    })).toBe(false);
    expect(readsLinearly((n) => {
      const text = `x (${' '.repeat(n)}`;
      return () => FORM_LINE.test(text);
    })).toBe(false);
  });
});
