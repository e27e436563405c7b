/**
 * The recognizers of the system-entity layer, as a table (chrono's parsers): each names the entities it
 * serves and finds their mentions. A recognizer runs only when the workspace enables one of them.
 */
import type { RecognizedSystemEntity, RuntimeEntity } from '../../model/index.js';
import { recognizeDateTimes } from './datetime/index.js';
import { numericEntity } from './numeric-entity.js';
import { recognizeNumeric } from './number/index.js';
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
  readonly serves: readonly RecognizedSystemEntity[];
  /** Mentions in the service's shape, ordered by location. May throw: the layer catches and traces it. */
  recognize(text: string, run: RecognizerRun): RuntimeEntity[];
}

const DATE_TIME: SystemRecognizer = {
  tag: 'sysent/datetime',
  serves: ['sys-date', 'sys-time'],
  recognize: (text, run) =>
    recognizeDateTimes(text, {
      date: run.enabled.has('sys-date'),
      time: run.enabled.has('sys-time'),
      newSystemEntities: run.newSystemEntities,
      now: run.context.now,
      timezone: run.context.timezone,
      version: run.context.version,
    }),
};

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

/** Every recognizer, in the order their mentions win ties (date-times before numbers). */
export const RECOGNIZERS: readonly SystemRecognizer[] = [DATE_TIME, NUMERIC];
