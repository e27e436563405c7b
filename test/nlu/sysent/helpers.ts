import { compileSystemEntities } from '../../../src/nlu/sysent/index.js';
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
