/**
 * Warranties said as a guarantee (issue 18, h28cat11): trade and consumer terms promise the quality of their work or
 * goods for a time with "guarantee", not "warrant" — "We guarantee all our repairs for 12 months", "This guarantee does
 * not cover misuse", "the guarantee period" — and that is a warranty of what is supplied (docs/contracts.md, "The
 * categories as the service defines them"; the commercial cues read "guarantees that …" and tell a surety's promise
 * from it). A guarantee of another's debts or obligations ("The Guarantor guarantees the Tenant's obligations for five
 * years") is a surety's, no warranty, and a bank, payment or minimum guarantee is money (category-cues-drafting.ts).
 * Stated from how such clauses are drafted, with test sentences of their own (`categories-guarantees.test.ts`). Bounded
 * patterns, linear on hostile text.
 */
import type { CategoryLabel } from '../wire.js';

/** What a surety guarantees, or money: such a guarantee is no warranty of one's own work. */
const NOT_OWN_WORK = String.raw`(?:obligations?|liabilit(?:y|ies)|debts?|payments?|sums?|amounts?|money|rent|loans?|performance\s+of)`;

/**
 * Senses that name a warranty outright (categories.ts' STRONG_CUES): one's own work or goods guaranteed for a period,
 * what "this guarantee" does not cover, and "the guarantee period".
 */
export const WARRANTY_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\bguarantees?\s+(?:all\s+)?(?:our|its|their|his|her|the|this|each|every)\s+(?:(?!${NOT_OWN_WORK}\b)[\w-]+\s+){1,3}?for\s+(?:a\s+period\s+of\s+)?(?:\d{1,4}|one|two|three|four|five|six|ten|twelve|eighteen|twenty-four|thirty|sixty|ninety)\s+(?:\(\d{1,4}\)\s+)?(?:days?|weeks?|months?|years?)\b|\b(?:this|our|the)\s+guarantee\s+(?:does|will|shall)\s+not\s+(?:cover|apply|extend)\b|\bguarantee\s+period\b`, 'i'), 'Warranties'],
];

export const WARRANTY_CUES: readonly [RegExp, CategoryLabel][] = [...WARRANTY_STRONG_CUES];

/**
 * A section about a guarantee of quality ("6. OUR GUARANTEE", "Quality Guarantee", "Declarations and Guarantees",
 * "7.2 Guarantees"): its sentences warrant the work or the goods. Not a bare "Guarantee" (a surety's deed or clause), a
 * "Minimum Guarantee" or a "Void Guarantee" (money), nor a "Performance Guarantee" (often a bank's bond), nor a surety's
 * in the plural ("Parent Company Guarantees", "Personal Guarantees", "Directors Guarantees"; hrev21): the title table of
 * categories.ts reads it beside "warrant".
 */
export const WARRANTY_TITLE = /\b(?:our|quality|product|workmanship|satisfaction)\s+guarantees?\b|(?<!\b(?:minimum|bank|payment|void|refund|company|parent|personal|corporate|performance|shareholders?|directors?)\s)\bguarantees\b/i;
