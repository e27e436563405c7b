/**
 * The upload pace on every body the server reads, not only a document's (h46ops's pace, h50ops): feedback's JSON, a
 * batch's credentials form and the conversation routes' JSON bodies were read at whatever pace the client chose, a
 * trickle holding its connection and buffers until the request timeout (30 s). Each now gets the same allowance
 * (`contracts.upload`: `timeoutMs`, and 1 s more per `bytesPerSecond` bytes received) and the same 408 `timeout` once it
 * falls behind, its connection closed; the server then serves the next request at once.
 */
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { listeningUntilFinished, serversClosedAfterEach } from './listening.js';
import { BOUNDARY, lateAnswer, paced } from './paced-client.js';
import { rawExchange } from './raw-http.js';

const { listening } = serversClosedAfterEach();

const PACE = { timeoutMs: 1_000, bytesPerSecond: 1_024 };
const LATE = /^Request Timeout: the upload was not received in time \(\d+ bytes in \d+\.\d s; uploads get 1 s, and 1 s more per 1024 bytes received\)$/;

const head = (path: string, type: string, length: number) =>
  `POST ${path} HTTP/1.1\r\nhost: x\r\ncontent-type: ${type}\r\ncontent-length: ${length}\r\n\r\n`;
const JSON_TYPE = 'application/json';
const FORM_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** A feedback body, its comment `padding` characters long. */
const feedback = (padding: number) =>
  JSON.stringify({
    feedback_data: {
      feedback_type: 'element_classification',
      document: { title: 'Supply agreement', hash: 'h1' },
      location: { begin: 0, end: 40 },
      text: 'The Supplier shall deliver the goods.',
      original_labels: { types: [{ label: { nature: 'Obligation', party: 'Supplier' }, provenance_ids: [] }], categories: [{ label: 'Delivery', provenance_ids: [] }] },
      updated_labels: { types: [{ label: { nature: 'Obligation', party: 'Supplier' } }], categories: [{ label: 'Delivery' }] },
    },
    user_id: 'u1',
    comment: 'x'.repeat(padding),
  });

/** A batch's form: credentials files (the first `padding` bytes longer) and the four bucket fields. */
function batchForm(padding: number): string {
  const file = (name: string, text: string) => `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"; filename="${name}.json"\r\ncontent-type: application/json\r\n\r\n${text}\r\n`;
  const field = (name: string, value: string) => `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const credentials = JSON.stringify({ apikey: 'k', note: 'n'.repeat(padding) });
  return (
    file('input_credentials_file', credentials) +
    field('input_bucket_location', 'local') +
    field('input_bucket_name', 'in') +
    file('output_credentials_file', '{"apikey":"k"}') +
    field('output_bucket_location', 'local') +
    field('output_bucket_name', 'out') +
    `--${BOUNDARY}--\r\n`
  );
}

const workspace = (padding: number) => JSON.stringify({ name: 'Trickle', description: 'd'.repeat(padding) });

/** The routes that read a body and analyse nothing, each with a body far longer than a trickle sends in the test. */
const TRICKLED: [string, string, string, string][] = [
  ['feedback (JSON)', '/v1/feedback?version=2018-10-15', JSON_TYPE, feedback(20_000)],
  ['a batch (its credentials form)', '/v1/batches?version=2018-10-15&function=element_classification', FORM_TYPE, batchForm(20_000)],
  ['a conversation route (a workspace)', '/v1/workspaces?version=2021-06-14', JSON_TYPE, workspace(20_000)],
  ['a conversation message', '/v1/workspaces/w1/message?version=2021-06-14', JSON_TYPE, JSON.stringify({ input: { text: 'y'.repeat(20_000) } })],
];

/** A GET on a fresh connection: the status line of its answer. */
async function statusOf(port: number, path: string): Promise<string> {
  const got = await rawExchange(port, `GET ${path} HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n`, { idleMs: 10_000 });
  return got.split('\r\n')[0];
}

describe('every body the server reads keeps the upload pace (h50ops)', () => {
  // The seven below at once, each on a server of its own closed when it ends (listeningUntilFinished): each waits, idle,
  // for its pace or for nothing (1.2 to 2.4 s each, about 11 s one after the other in session 52's CI).
  it.concurrent.for(TRICKLED)('%s that trickles (32 bytes a second against 1,024): 408 `timeout` at the request, its connection closed; the next request served', { timeout: 30_000 }, async ([, path, type, body], { expect, onTestFinished }) => {
    const port = await listeningUntilFinished({ contracts: { upload: PACE } }, onTestFinished);
    const r = await paced(port, head(path, type, body.length), body, 8, 250);
    const { status, headers, error } = lateAnswer(r.got);
    expect(status).toBe('HTTP/1.1 408 Request Timeout');
    expect(headers).toBe(`content-type: application/json; charset=utf-8\ncontent-length: ${Buffer.byteLength(JSON.stringify(error))}\nx-content-type-options: nosniff\nDate: *\nConnection: close`);
    expect(error.error).toMatch(LATE);
    expect(error).toEqual({ error: error.error, code: 408, errors: [{ code: 'timeout', message: error.error, path: '' }] });
    expect(r.closedByServer).toBe(true);
    // Cut once behind (1 s and the few bytes' worth), not at the 30 s request timeout.
    expect(r.answeredMs).toBeGreaterThanOrEqual(1_000);
    expect(r.answeredMs).toBeLessThan(5_000);
    expect(r.sent).toBeLessThan(body.length);
    const next = path.startsWith('/v1/workspaces') ? '/v1/workspaces?version=2021-06-14' : '/v1/feedback?version=2018-10-15';
    expect(await statusOf(port, next)).toBe('HTTP/1.1 200 OK');
  });

  it.concurrent('feedback that keeps the pace (2,560 bytes a second) is read past the first second and stored', async ({ expect, onTestFinished }) => {
    const port = await listeningUntilFinished({ contracts: { upload: PACE } }, onTestFinished);
    const body = feedback(3_000);
    const r = await paced(port, head('/v1/feedback?version=2018-10-15', JSON_TYPE, body.length), body, 512, 200);
    expect(r.got).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(r.answeredMs).toBeGreaterThan(1_000);
    expect(r.closedByServer).toBe(false);
  }, 30_000);

  it.concurrent('a workspace body that keeps the pace is read past the first second and created', async ({ expect, onTestFinished }) => {
    const port = await listeningUntilFinished({ contracts: { upload: PACE } }, onTestFinished);
    const body = workspace(3_000);
    const r = await paced(port, head('/v1/workspaces?version=2021-06-14', JSON_TYPE, body.length), body, 512, 200, 0);
    expect(r.got).toMatch(/^HTTP\/1\.1 201 Created\r\n/);
    expect(r.answeredMs).toBeGreaterThan(1_000);
  }, 30_000);

  it.concurrent('contracts.upload: false leaves the conversation bodies to the request timeout too', async ({ expect, onTestFinished }) => {
    const port = await listeningUntilFinished({ contracts: { upload: false } }, onTestFinished);
    const body = workspace(20_000);
    const socket = net.connect(port, '127.0.0.1');
    let got = '';
    socket.on('data', (d: Buffer) => (got += d.toString('latin1')));
    socket.on('error', () => undefined);
    socket.write(head('/v1/workspaces?version=2021-06-14', JSON_TYPE, body.length) + body.slice(0, 100));
    await new Promise((r) => setTimeout(r, 2_000));
    socket.destroy();
    expect(got).toBe('');
  }, 30_000);

  it('a PUT on a batch reads no body: no clock started, answered at once', async () => {
    const port = await listening({ contracts: { upload: PACE } });
    const got = await rawExchange(port, `PUT /v1/batches/none?version=2018-10-15&action=rescan HTTP/1.1\r\nhost: x\r\ncontent-length: 0\r\nconnection: close\r\n\r\n`, { idleMs: 10_000 });
    expect(got.split('\r\n')[0]).toBe('HTTP/1.1 404 Not Found');
  });
});
