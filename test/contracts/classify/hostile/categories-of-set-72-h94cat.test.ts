/**
 * Hostile text for the category cues set 72 added or changed (issue 18, h94cat): each new or changed cue file's
 * patterns on a near-miss unit repeated without what ends a match (20k/40k/80k characters, checked by growth), and
 * runs of blanks (the quadratic shape `\s*…\s*` a review looks for).
 */
import { describe } from 'vitest';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';

describe("hostile text: set 72's money and things used said without their words (h94cat)", () => {
  itReadsCueFilesLinearly([
    // A mark before a figure without money's form, a dinar's figure without its third decimal, a fee word's run.
    ['categories/cues/category-cues-amounts.js', 'fee of KD 95.00 KD 1,2 rent is FCFA 1, '],
    // "give … access to the" without the place, "connect a to the" without the supply, "in good working" without the
    // order, "repair any damage to the" without the structure, "not a, or" runs before "lend", "fix anything to the"
    // without the surface, "display banners in the" without the place.
    ['categories/cues/category-cues-site-use.js', 'give aa access to the connect aa to the provide in good working repair any damage to the not aa, or fix anything to the display banners in the '],
    ['categories/cues/category-cues-site-use.js', ' '],
    // Duties "borne" without "by", a bank's charges without the bank.
    ['categories/cues/category-cues-costs-borne.js', 'stamp duty is borne registration fees are for the '],
    ['categories/cues/category-cues-costs-borne.js', ' '],
    ['categories/cues/category-cues-bank-charges.js', 'the charges of the aa\'s charges of its own '],
    ['categories/cues/category-cues-sale-prices.js', 'reserve KD 1. reserve of '],
    // "not perform" runs without "within", "not let" without the competitor, "services not listed" without "in".
    ['categories/cues/category-cues-work-bounds.js', 'not perform aa within aa not let aa services not listed the appointment is non '],
    ['categories/cues/category-cues-work-bounds.js', ' '],
    // "send the Aa a" without the account's kind, "return any funds" without the holding; a loss word's run before "pay".
    ['categories/cues/category-cues-accounts-rendered.js', 'send the Aa a final return to the aa any funds '],
    ['categories/cues/category-cues-accounts-rendered.js', ' '],
    ['categories/cues/category-cues-value-paid.js', 'lost pay the aa its market '],
    ['categories/cues/category-cues-value-paid.js', ' '],
  ]);
});
