// The dialog part of a turn on car-dashboard-sample, NLU excluded (intents/entities passed in the request):
// the 49 recorded requests of the real /logs transcript, through engine.message and through runTurn alone.
import { readFileSync } from 'node:fs';
import { compileWorkspace } from '../dist/index.js';
import { compileDialog, runTurn } from '../dist/dialog/index.js';
import { measure, printTable, emitJson } from './lib.mjs';

const data = new URL('../../shared/data/', import.meta.url);
const workspace = JSON.parse(readFileSync(new URL('workspaces/car-dashboard-sample.json', data), 'utf8'));
const transcript = JSON.parse(readFileSync(new URL('transcripts/car-dashboard-real-logs.json', data), 'utf8'));
const turns = transcript.conversations.map((c) => c.turns[0]);

const engine = compileWorkspace(workspace);
const dialog = compileDialog(engine.workspace, []);
const now = Date.parse('2018-09-17T18:54:18Z');

const viaMessage = measure(
  (k) => {
    const t = turns[k % turns.length];
    engine.message(t.request, { now, seed: 'bench' });
  },
  { warmup: 200, iterations: 20000, maxMs: 4000 },
);
const viaRunTurn = measure(
  (k) => {
    const t = turns[k % turns.length];
    runTurn(dialog, {
      request: t.request,
      intents: t.request.intents,
      entities: t.request.entities,
      now,
      timezone: 'UTC',
      seed: 'bench',
      version: engine.version,
      nodesVisitedDetails: false,
    });
  },
  { warmup: 200, iterations: 20000, maxMs: 4000 },
);
const rows = [
  { path: 'engine.message (NLU bypassed)', ...viaMessage },
  { path: 'runTurn (dialog only)', ...viaRunTurn },
];
printTable(rows);
emitJson('dialog', { workspace: 'car-dashboard-sample', turns: turns.length, message_p50_us: viaMessage.p50_us, message_p99_us: viaMessage.p99_us, run_turn_p50_us: viaRunTurn.p50_us, run_turn_p99_us: viaRunTurn.p99_us });
