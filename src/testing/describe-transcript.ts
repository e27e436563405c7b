/**
 * Transcripts as vitest suites, without parley depending on vitest:
 *   import { describe, it } from 'vitest';
 *   import { describeTranscript } from 'parley/testing';
 *   describeTranscript('test/orders.yaml', { describe, it });
 */
import { loadTranscriptFile } from './transcript/load.js';
import { runTranscript } from './runner.js';
import { formatOutcome } from './report.js';
import { checkFunction, checkObject, checkString } from './args.js';

type Suite = (name: string, body: () => void) => void;
type Test = (name: string, body: () => void) => void;

export function describeTranscript(path: string, api: { describe: Suite; it: Test }): void {
  checkString('describeTranscript', path, 'path');
  checkObject('describeTranscript', api, 'api', false);
  checkFunction('describeTranscript', api.describe, 'api.describe');
  checkFunction('describeTranscript', api.it, 'api.it');
  const loaded = loadTranscriptFile(path);
  api.describe(path, () => {
    loaded.transcript.conversations.forEach((conv, i) => {
      api.it(conv.name, () => {
        const single = { ...loaded, transcript: { ...loaded.transcript, conversations: [loaded.transcript.conversations[i]] } };
        const outcome = runTranscript(single);
        if (!outcome.passed) throw new Error(formatOutcome(outcome));
      });
    });
  });
}
