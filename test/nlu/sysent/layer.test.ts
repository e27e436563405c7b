import { beforeEach, describe, expect, it } from 'vitest';
import { RECOGNIZED_SYSTEM_ENTITIES, type RuntimeEntity } from '../../../src/model/index.js';
import type { DateTimeRequest } from '../../../src/nlu/sysent/datetime/index.js';
import {
  compileSystemEntities as compileWithTable,
  dateTimeRecognizer,
  RECOGNIZERS,
  type SystemEntityConfig,
} from '../../../src/nlu/sysent/index.js';

// The date/time recognizer is another package: a stand-in reader in the table pins only the layer's rules. (It was a
// `vi.mock` of the module, which needed a worker thread of its own in vitest's main process: CI, session 65, crashed
// there with a segmentation fault after this file. The table takes the stand-in instead.)
const dateTimes = { result: [] as RuntimeEntity[], fail: false, calls: [] as { text: string; request: DateTimeRequest }[] };
const standIn = dateTimeRecognizer((text, request) => {
  dateTimes.calls.push({ text, request });
  if (dateTimes.fail) throw new Error('date recognizer failure');
  return dateTimes.result;
});
const TABLE = RECOGNIZERS.map((r) => (r.tag === standIn.tag ? standIn : r));
const compileSystemEntities = (config: SystemEntityConfig) => compileWithTable({ ...config, recognizers: TABLE });

const ALL = ['sys-number', 'sys-percentage', 'sys-currency', 'sys-date', 'sys-time'];
const context = { now: Date.UTC(2020, 4, 21), timezone: 'EST', version: '2021-06-14' };
const mayTenth: RuntimeEntity = {
  entity: 'sys-date', location: [12, 18], value: '2020-05-10', confidence: 1,
  interpretation: { granularity: 'day', calendar_type: 'GREGORIAN', timezone: 'EST' },
};

beforeEach(() => {
  dateTimes.result = [];
  dateTimes.fail = false;
  dateTimes.calls = [];
});

describe('system-entity layer: which recognizers run', () => {
  it('only the enabled entities: sys-number alone gives no currency or percentage', () => {
    const layer = compileSystemEntities({ enabled: ['sys-number'], newSystemEntities: true });
    expect(layer.recognize('$5 and 10%', context).map((e) => `${e.entity}:${e.value}`)).toEqual(['sys-number:5', 'sys-number:10']);
    expect(dateTimes.calls).toEqual([]);
  });

  it('sys-location and sys-person are accepted and produce nothing with the new system entities (proper-names.test.ts: the gate)', () => {
    const layer = compileSystemEntities({ enabled: ['sys-location', 'sys-person'], newSystemEntities: true });
    expect(layer.recognize('Jane Doe lives in Boston with 3 cats', context)).toEqual([]);
    expect(dateTimes.calls).toEqual([]);
  });

  it('calls the date/time recognizer with the flags and the time zone as given', () => {
    const layer = compileSystemEntities({ enabled: ['sys-time', 'sys-number'], newSystemEntities: false });
    layer.recognize('at 5', context);
    expect(dateTimes.calls).toEqual([
      { text: 'at 5', request: { date: false, time: true, newSystemEntities: false, now: context.now, timezone: 'EST', version: '2021-06-14' } },
    ]);
  });

  it('no workspace system entity: nothing runs', () => {
    const layer = compileSystemEntities({ enabled: [], newSystemEntities: true });
    expect(layer.recognize('5 dollars tomorrow', context)).toEqual([]);
    expect(dateTimes.calls).toEqual([]);
  });
});

describe('system-entity layer: overlaps', () => {
  it('new system entities: a number inside a date mention is not also a sys-number', () => {
    dateTimes.result = [mayTenth];
    const layer = compileSystemEntities({ enabled: ALL, newSystemEntities: true });
    expect(layer.recognize('see you on  May 10 with 2 friends', context)).toEqual([
      mayTenth,
      { entity: 'sys-number', location: [24, 25], value: '2', confidence: 1, interpretation: { numeric_value: 2, subtype: 'integer' } },
    ]);
  });

  it('legacy entities: the day number is returned as a sys-number too, ordered by start then end', () => {
    dateTimes.result = [mayTenth];
    const layer = compileSystemEntities({ enabled: ALL, newSystemEntities: false });
    const got = layer.recognize('see you on  May 10 with 2 friends', { ...context, version: '2020-01-01' });
    expect(got.map((e) => `${e.entity}[${e.location}]`)).toEqual(['sys-date[12,18]', 'sys-number[16,18]', 'sys-number[24,25]']);
  });

  it('new system entities: currency and percentage amounts are not numbers; legacy: they are', () => {
    const fresh = compileSystemEntities({ enabled: ALL, newSystemEntities: true });
    expect(fresh.recognize('$5 is 10% of it', context).map((e) => e.entity)).toEqual(['sys-currency', 'sys-percentage']);
    const legacy = compileSystemEntities({ enabled: ALL, newSystemEntities: false });
    expect(legacy.recognize('$5 is 10% of it', context).map((e) => e.entity)).toEqual(['sys-currency', 'sys-number', 'sys-number', 'sys-percentage']);
  });

  it('never throws when the date/time recognizer does: the numbers still come back', () => {
    const layer = compileSystemEntities({ enabled: ALL, newSystemEntities: true });
    dateTimes.fail = true;
    expect(layer.recognize('5 apples', context).map((e) => e.value)).toEqual(['5']);
  });
});

describe('system-entity layer: metadata by API version', () => {
  const layer = compileSystemEntities({ enabled: ['sys-number'], newSystemEntities: true });
  it('before 2021-06-14: metadata and interpretation', () => {
    expect(layer.recognize('7', { ...context, version: '2021-06-13' })[0]).toEqual({
      entity: 'sys-number', location: [0, 1], value: '7', confidence: 1, metadata: { numeric_value: 7 }, interpretation: { numeric_value: 7, subtype: 'integer' },
    });
  });
  it('from 2021-06-14: interpretation only', () => {
    expect(layer.recognize('7', { ...context, version: '2021-06-14' })[0]).toEqual({
      entity: 'sys-number', location: [0, 1], value: '7', confidence: 1, interpretation: { numeric_value: 7, subtype: 'integer' },
    });
  });
  it('legacy entities at a current version: neither object', () => {
    const legacy = compileSystemEntities({ enabled: ['sys-number'], newSystemEntities: false });
    expect(legacy.recognize('7', context)[0]).toEqual({ entity: 'sys-number', location: [0, 1], value: '7', confidence: 1 });
  });
});

describe('system-entity layer: the table, the refiners and the trace', () => {
  it('lists every recognized system entity, and the two beta ones, under exactly one recognizer, date-times first', () => {
    expect(RECOGNIZERS.map((r) => r.tag)).toEqual(['sysent/datetime', 'sysent/number', 'sysent/proper-names']);
    expect(RECOGNIZERS.flatMap((r) => r.serves).sort()).toEqual([...RECOGNIZED_SYSTEM_ENTITIES, 'sys-person', 'sys-location'].sort());
  });

  it('traces a failing recognizer and a dropped number only when asked', () => {
    const layer = compileSystemEntities({ enabled: ALL, newSystemEntities: true });
    const messages: string[] = [];
    dateTimes.fail = true;
    layer.recognize('5 apples', { ...context, debug: (m) => messages.push(m()) });
    expect(messages).toEqual(['sysent/datetime failed on "5 apples": Error: date recognizer failure']);
    dateTimes.fail = false;
    dateTimes.result = [mayTenth];
    messages.length = 0;
    layer.recognize('see you on  May 10 with 2 friends', { ...context, debug: (m) => messages.push(m()) });
    expect(messages).toEqual(['sysent: 1 number(s) inside a date or time dropped']);
  });
});

describe('system-entity layer: the default table', () => {
  it('without a table of its own, the layer reads dates with the real date/time recognizer', () => {
    const layer = compileWithTable({ enabled: ['sys-date'], newSystemEntities: true });
    expect(layer.recognize('on May 30', context).map((e) => `${e.entity}:${e.value}`)).toEqual(['sys-date:2020-05-30']);
    expect(dateTimes.calls).toEqual([]);
  });
});
