/**
 * `@sys-number`, `@sys-percentage` and `@sys-currency` mentions of a text: tokenize, find number phrases,
 * then currency and percentage mentions over them, then ratios (`one over three`) and ranges.
 */
import { classify } from './atoms.js';
import { findCurrencies } from './currency.js';
import { MAY_HOLD_NUMBER } from './lexicon.js';
import { findNumbers, type NumberMention } from './numbers.js';
import { findPercentages } from './percent.js';
import { markRanges, spreadLegacyPercentRanges, type RangeMember } from './ranges.js';
import { joinRatios } from './ratios.js';
import { tokenize } from './tokens.js';

export interface NumericOptions {
  numbers: boolean;
  percentages: boolean;
  currencies: boolean;
  /** New system entities: ranges with roles, and a number inside a currency or percentage is not also a number. */
  newSystemEntities: boolean;
  /**
   * The money notations of contracts as well: currency marks a chat would not read as money (`R2 500 000,00`,
   * `Kshs. 50,000`), a decimal comma after space groups, apostrophe groups (`CHF 1'250.00`), `/-` after the figure,
   * `m` for millions after a currency (`EUR 2.5m`). Only the contract labeller turns it on.
   */
  moneyNotations?: boolean;
}

export interface NumericMention extends RangeMember {
  entity: 'sys-number' | 'sys-percentage' | 'sys-currency';
  value: number;
  /** ISO code, currencies only. */
  unit?: string;
}

/** Numeric mentions of `text`, ordered by start offset (then end, then as written). Never throws on any string. */
export function recognizeNumeric(text: string, options: NumericOptions): NumericMention[] {
  if (!(options.numbers || options.percentages || options.currencies) || !MAY_HOLD_NUMBER.test(text)) return [];
  const notations = options.moneyNotations === true;
  const tokens = tokenize(text, notations);
  const atoms = classify(tokens);
  const mentions = findNumbers(tokens, atoms);
  if (mentions.length === 0) return [];
  const claimed = new Set<NumberMention>();
  const ranged: NumericMention[] = [];
  if (options.currencies) {
    for (const c of findCurrencies(tokens, mentions, claimed, notations)) {
      const convertible = c.parts.length === 1 && c.value === c.parts[0].value;
      ranged.push({ entity: 'sys-currency', start: c.start, end: c.end, value: c.value, unit: c.unit, first: c.first, last: c.last, convertible });
    }
  }
  if (options.percentages) {
    for (const p of findPercentages(tokens, mentions, claimed)) {
      ranged.push({ entity: 'sys-percentage', start: p.start, end: p.end, value: p.value, first: p.first, last: p.last });
    }
  }
  if (options.numbers) {
    const exclusive = options.newSystemEntities;
    for (const m of joinRatios(mentions, tokens, claimed)) {
      if (m.glued || (exclusive && claimed.has(m))) continue;
      ranged.push({ entity: 'sys-number', start: m.start, end: m.end, value: m.value, first: m.first, last: m.last });
    }
  }
  ranged.sort((a, b) => a.first - b.first || a.last - b.last);
  const out = options.newSystemEntities ? markRanges(ranged, tokens) : spreadLegacyPercentRanges(ranged, tokens);
  return out.filter((m) => Number.isFinite(m.value)).sort((a, b) => a.start - b.start || a.end - b.end || a.first - b.first);
}
