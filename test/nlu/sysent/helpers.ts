import { compileSystemEntities } from '../../../src/nlu/sysent/index.js';
import { recognizeNumeric } from '../../../src/nlu/sysent/number/index.js';
import type { RuntimeEntity } from '../../../src/model/index.js';

export const NUMERIC = ['sys-number', 'sys-percentage', 'sys-currency'];
export const NOW = Date.UTC(2020, 4, 21, 12, 0, 0);

export interface Setup {
  enabled?: readonly string[];
  newSystemEntities?: boolean;
  version?: string;
}

/** The entities of `text` for a workspace enabling `enabled` (default: the three numeric entities, new system entities, current version). */
export function recognize(text: string, setup: Setup = {}): RuntimeEntity[] {
  const layer = compileSystemEntities({ enabled: setup.enabled ?? NUMERIC, newSystemEntities: setup.newSystemEntities ?? true });
  return layer.recognize(text, { now: NOW, timezone: 'UTC', version: setup.version ?? '2021-06-14' });
}

/** `entity:value` of every mention, for compact assertions. */
export function brief(text: string, setup: Setup = {}): string[] {
  return recognize(text, setup).map((e) => `${e.entity.slice(4)}:${e.value}`);
}

/** Every number, percentage and currency match of `text` (new system entities on); `moneyNotations` reads money as contracts write it. */
export function numericMatches(text: string, moneyNotations: boolean) {
  return recognizeNumeric(text, { numbers: true, percentages: true, currencies: true, newSystemEntities: true, moneyNotations });
}

/** `kind:span=value unit` of every numeric match (`currency:EUR 5=5 EUR`, `number:3=3`), for compact assertions. */
export function numericSpans(text: string, moneyNotations: boolean): string[] {
  return numericMatches(text, moneyNotations).map((m) => `${m.entity.slice(4)}:${text.slice(m.start, m.end)}=${m.value}${m.unit ? ` ${m.unit}` : ''}`);
}

/** `span=value unit` of the currency matches only (`RO 1.750=1.75 OMR`). */
export function currencySpans(text: string, moneyNotations: boolean): string[] {
  return numericMatches(text, moneyNotations)
    .filter((m) => m.entity.endsWith('currency'))
    .map((m) => `${text.slice(m.start, m.end)}=${m.value} ${m.unit}`);
}
