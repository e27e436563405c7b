/**
 * The recognizers of the system-entity layer, as a table (chrono's parsers): each names the entities it
 * serves and finds their mentions. A recognizer runs only when the workspace enables one of them.
 */
import type { RecognizedSystemEntity, RetiredSystemEntity, RuntimeEntity } from '../../model/index.js';
import { behaviour } from '../../model/versions.js';
import { recognizeDateTimes } from './datetime/index.js';
import { numericEntity } from './numeric-entity.js';
import { recognizeNumeric } from './number/index.js';
import { recognizeProperNames } from './proper-names/index.js';
import type { SystemEntityContext } from './context.js';

/** What one recognizer run knows: the request's context and the workspace's settings. */
export interface RecognizerRun {
  readonly context: SystemEntityContext;
  readonly enabled: ReadonlySet<string>;
  readonly newSystemEntities: boolean;
  /** The API version asks for the legacy `metadata` object. */
  readonly legacyMetadata: boolean;
}

export interface SystemRecognizer {
  /** Provenance tag of every mention it finds, e.g. `sysent/datetime`. */
  readonly tag: string;
  readonly serves: readonly (RecognizedSystemEntity | RetiredSystemEntity)[];
  /** Runs with the legacy system entities only (not `system_settings.system_entities.enabled`). */
  readonly legacyOnly?: boolean;
  /** Mentions in the service's shape, ordered by location. May throw: the layer catches and traces it. */
  recognize(text: string, run: RecognizerRun): RuntimeEntity[];
}

/**
 * The date/time recognizer over a date-time reader: `recognizeDateTimes` in the table, a stand-in where a test pins the
 * layer's rules alone (test/nlu/sysent/layer.test.ts), with no module mocking.
 */
export function dateTimeRecognizer(read: typeof recognizeDateTimes = recognizeDateTimes): SystemRecognizer {
  return {
    tag: 'sysent/datetime',
    serves: ['sys-date', 'sys-time'],
    recognize: (text, run) =>
      read(text, {
        date: run.enabled.has('sys-date'),
        time: run.enabled.has('sys-time'),
        newSystemEntities: run.newSystemEntities,
        now: run.context.now,
        timezone: run.context.timezone,
        version: run.context.version,
      }),
  };
}

const NUMERIC: SystemRecognizer = {
  tag: 'sysent/number',
  serves: ['sys-number', 'sys-percentage', 'sys-currency'],
  recognize: (text, run) =>
    recognizeNumeric(text, {
      numbers: run.enabled.has('sys-number'),
      percentages: run.enabled.has('sys-percentage'),
      currencies: run.enabled.has('sys-currency'),
      newSystemEntities: run.newSystemEntities,
    }).map((m) => numericEntity(m, run.newSystemEntities, run.legacyMetadata)),
};

/**
 * The English beta entities, for the legacy system entities of the versions before `behaviour('betaPersonLocation')`
 * ends; otherwise accepted and silent (docs/behaviour/sysent.md "Which system entities run").
 */
const PROPER_NAMES: SystemRecognizer = {
  tag: 'sysent/proper-names',
  serves: ['sys-person', 'sys-location'],
  legacyOnly: true,
  recognize: (text, run) =>
    run.newSystemEntities || typeof run.context.version !== 'string' || !behaviour('betaPersonLocation', run.context.version)
      ? []
      : recognizeProperNames(text, { person: run.enabled.has('sys-person'), location: run.enabled.has('sys-location') }),
};

/** Every recognizer, in the order their mentions win ties (date-times, numbers, then proper names). */
export const RECOGNIZERS: readonly SystemRecognizer[] = [dateTimeRecognizer(), NUMERIC, PROPER_NAMES];
