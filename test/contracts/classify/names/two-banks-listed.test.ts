/**
 * Two bodies named alike joined by "and" are two bodies: "Bank Handlowy and Bank Millennium" read "Bank Handlowy and
 * Bank" as one (names/institution-grammar.ts INSTITUTION's qualifiers; review hrev47's Left, h62names).
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';

describe('two bodies named alike, listed with "and" (h62names)', () => {
  it.each([
    ['The Buyer holds accounts with Bank Handlowy and Bank Millennium.', ['Bank Handlowy', 'Bank Millennium']],
    ['Payments go to Bank Mandiri and Bank Rakyat accounts.', ['Bank Mandiri', 'Bank Rakyat']],
  ])('%s', (text, names) => expect(orgs(text)).toEqual(names));

  it.each([
    // A qualifier joined by "and" before another head, and a body's tail listing a second body: unchanged.
    ['The loan from Acme Bank and Trust Company is repaid.', ['Acme Bank', 'Trust Company']],
    ['The Court of Appeal and Court of Session may hear it.', ['Court of Appeal and Court of Session']],
  ])('near miss: %s', (text, names) => expect(orgs(text)).toEqual(names));
});
