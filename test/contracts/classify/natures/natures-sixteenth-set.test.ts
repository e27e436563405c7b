/**
 * Natures sets 16 and 17 showed missing (issue 18, h18s16p), each rule with sentences written for it (none from the
 * sets): a negated authority, a grant of a concession or a mandate, and "give the licence". An appointment "to" do
 * something (set 16's "appoint … to provide") and a passive agent after "in writing" ("must be agreed in writing by both
 * parties") were tried and not kept: sets 9, 11 and 12 label them no type, sets 13 and 16 a Right / an Obligation.
 * (C78 later decided the appointment "to" a verb as the appointee's Right and relabelled the sets; h65conv reads it:
 * natures-appointed-to.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { PREAMBLE, typesOf } from '../helpers.js';

const second = (text: string) => typesOf(PREAMBLE, text)[1];

describe('"is not authorised to" bars, as "is not entitled to" does', () => {
  it.each([
    ['The Supplier is not authorised to sign orders for the Customer.', ['Exclusion/Supplier']],
    ['The Supplier shall not be authorized to pledge the Customer\'s credit.', ['Exclusion/Supplier']],
    ['The Customer is not empowered to bind the Supplier.', ['Exclusion/Customer']],
    ['The Supplier is authorised to sign orders for the Customer.', ['Right/Supplier']],
  ])('%s', (text, want) => {
    expect(second(text)).toEqual(want);
  });
});

describe('a concession or a mandate granted, or a licence given, is the grantee\'s right', () => {
  it.each([
    ['The Customer hereby grants the Supplier the exclusive concession to run the staff canteen.', ['Right/Supplier']],
    ['The Customer grants the Supplier a mandate to sell the surplus stock.', ['Right/Supplier']],
    ['The Customer gives the Supplier the non-exclusive licence to use its logo.', ['Right/Supplier']],
  ])('%s', (text, want) => {
    expect(second(text)).toEqual(want);
  });
});
