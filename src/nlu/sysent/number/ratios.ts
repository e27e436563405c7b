/**
 * `one over three`, `2000 over 3`, `one out of three`, `1 in twenty-one`: two whole-number mentions joined into
 * one fraction. `out of` only when the first is the smaller (`12 out of 10` stays two numbers), `in` only after
 * `one` (`8 in 5`, `12 in six boxes` stay two numbers).
 */
import type { NumberMention } from './numbers.js';
import type { Token } from './tokens.js';

/** Joins ratio pairs among `mentions` (those not in `claimed`); returns the new list, ordered. */
export function joinRatios(mentions: readonly NumberMention[], tokens: readonly Token[], claimed: ReadonlySet<NumberMention>): NumberMention[] {
  const out: NumberMention[] = [];
  for (let k = 0; k < mentions.length; k++) {
    const a = mentions[k];
    const b = mentions[k + 1];
    if (b && !claimed.has(a) && !claimed.has(b) && a.simple && b.simple && b.value > 0 && !a.glued && !b.glued) {
      const between = tokens.slice(a.last, b.first).map((t) => (t.kind === 'word' ? t.lower : t.text)).join(' ');
      const abs = Math.abs(a.value);
      const joins = between === 'over' || (between === 'out of' && abs < b.value) || (between === 'in' && abs === 1);
      if (joins) {
        out.push({ ...a, end: b.end, last: b.last, value: a.value / b.value, simple: false, fractional: true });
        k++;
        continue;
      }
    }
    out.push(a);
  }
  return out;
}
