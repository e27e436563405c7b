import { recognizeDateTimes, type DateTimeRequest } from '../../../../src/nlu/sysent/datetime/index.js';
import type { RuntimeEntity } from '../../../../src/model/index.js';

/** Recognizes with the new system entities, a current API version, in `timezone` at the instant `nowIso`. */
export function recognize(text: string, nowIso: string, overrides: Partial<DateTimeRequest> = {}): RuntimeEntity[] {
  return recognizeDateTimes(text, {
    date: true,
    time: true,
    newSystemEntities: true,
    now: Date.parse(nowIso),
    timezone: 'GMT',
    version: '2021-11-27',
    ...overrides,
  });
}

/** `entity value` pairs, in order. */
export const values = (es: RuntimeEntity[]): string[] => es.map((e) => `${e.entity} ${e.value}`);

/** Value of the first entity of a kind, or null. */
export function first(es: RuntimeEntity[], entity: 'sys-date' | 'sys-time'): string | null {
  const e = es.find((x) => x.entity === entity);
  return e ? e.value : null;
}
