/**
 * The contract routes driven as an HTTP client drives them (the `CompareComplyV1` request shapes, multipart),
 * with bad input: every error is the service's JSON body and names the part at fault by its wire name (the
 * part or query parameter the client sent), and a refused batch leaves nothing on disk.
 */
import { rawExchange } from './raw-http.js';
import { mkdirSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ParleyServer } from '../../src/server/index.js';
import { DirectoryRecordStore } from '../../src/contracts/index.js';
import { CREDENTIALS } from '../contracts/service-helpers.js';

const root = mkdtempSync(join(tmpdir(), 'parley-wire-errors-'));
const buckets = join(root, 'buckets');
const data = join(root, 'data');
mkdirSync(join(buckets, 'in'), { recursive: true });
mkdirSync(join(buckets, 'out'));
mkdirSync(data);

let server: ParleyServer;
let url: string;
let port: number;

beforeAll(async () => {
  server = createServer({ log: false, contracts: { buckets, store: new DirectoryRecordStore(data) } });
  ({ url, port } = await server.listen(0));
});

afterAll(() => server.close());

const V = '?version=2018-10-15';
const blob = (bytes: string | Uint8Array, type = 'application/pdf') => new Blob([bytes], { type });

function form(parts: [string, string | Blob][]): FormData {
  const f = new FormData();
  for (const [name, value] of parts) f.append(name, value);
  return f;
}

async function call(method: string, path: string, body?: FormData | string, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}${path}`, { method, ...(body !== undefined ? { body } : {}), headers });
  return { status: res.status, type: res.headers.get('content-type'), body: JSON.parse(await res.text()) as { error: string; code: number; errors?: { code: string; message: string; path: string }[] } };
}

/** Every file under the directory, with its size (what a refused request must not change). */
function tree(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => `${name}:${statSync(join(dir, name)).isDirectory() ? 'dir' : statSync(join(dir, name)).size}`)
    .sort();
}

describe('document operations over HTTP', () => {
  it('a version that is no date (nor a day the calendar has) is a 400 naming .version, as on the conversation routes', async () => {
    for (const [method, path] of [['GET', '/v1/feedback'], ['GET', '/v1/batches'], ['POST', '/v1/element_classification']]) {
      for (const version of ['yesterday', '2018-02-30']) {
        const r = await call(method, `${path}?version=${version}`, method === 'POST' ? form([['file', blob('x')]]) : undefined);
        expect([r.status, r.body]).toEqual([
          400,
          { error: 'Invalid version', code: 400, errors: [{ code: 'format', message: `Invalid version "${version}": expected YYYY-MM-DD`, path: '.version' }] },
        ]);
      }
    }
  });

  it('a 0-byte PDF and a corrupt one are 400s naming .file, like a missing or oversized file part', async () => {
    const empty = await call('POST', `/v1/element_classification${V}`, form([['file', blob('')]]));
    expect([empty.status, empty.body.errors?.[0].path]).toEqual([400, '.file']);
    const corrupt = await call('POST', `/v1/tables${V}`, form([['file', blob('%PDF-1.4\ngarbage')]]));
    expect([corrupt.status, corrupt.body.errors?.[0]]).toEqual([
      400,
      { code: 'unreadable', message: 'The document could not be processed because the PDF file is corrupt or truncated (no valid PDF structure).', path: '.file' },
    ]);
  });

  it('a file sent as a text field (no filename) is refused naming the part, not read as text', async () => {
    const r = await call('POST', `/v1/html_conversion${V}`, form([['file', '%PDF-1.4 bytes as text']]));
    expect([r.status, r.body.errors]).toEqual([
      400,
      [{ code: 'multipart', message: 'The part file must be sent as a file (a part with a filename)', path: '.file' }],
    ]);
  });

  it('file parts named like Object.prototype members are unexpected parts (__proto__ was read without a size limit)', async () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const r = await call('POST', `/v1/element_classification${V}`, form([[name, blob('hi', 'text/plain')], ['file', blob('hi', 'text/plain')]]));
      const message = `Unexpected file part ${JSON.stringify(name)}; expected file`;
      expect([r.status, r.body]).toEqual([400, { error: message, code: 400, errors: [{ code: 'multipart', message, path: `.${name}` }] }]);
    }
    expect(({} as Record<string, unknown>).data).toBeUndefined();
  });

  it('comparison errors name file_1 / file_2 as sent, never the SDK names file1 / file2', async () => {
    const pdf = blob('%PDF-1.4\ngarbage');
    const empty = await call('POST', `/v1/comparison${V}`, form([['file_1', pdf], ['file_2', blob('')]]));
    expect([empty.status, empty.body]).toEqual([400, { error: 'Empty document', code: 400, errors: [{ code: 'empty', message: 'file_2 is empty', path: '.file_2' }] }]);
    const mixed = await call('POST', `/v1/comparison${V}`, form([['file_1', blob('{}', 'application/json')], ['file_2', pdf]]));
    expect(mixed.body.errors).toEqual([{ code: 'format', message: 'The documents must be in the same format: file_1 is JSON, file_2 is PDF', path: '.file_2' }]);
    const corrupt = await call('POST', `/v1/comparison${V}`, form([['file_1', pdf], ['file_2', pdf]]));
    expect([corrupt.status, corrupt.body.errors?.[0].path]).toEqual([400, '.file_1']);
  });

  it('/v1/compare (the path the spec\'s endpoint table writes) is served as /v1/comparison', async () => {
    const missing = await call('POST', `/v1/compare${V}`, form([['file_1', blob('%PDF-1.4\ngarbage')]]));
    expect([missing.status, missing.body.errors?.[0].path]).toEqual([400, '.file_2']);
    const a = await call('POST', `/v1/compare${V}&file_1_label=a`, form([['file_1', blob('{}', 'application/json')], ['file_2', blob('%PDF-1.4')]]));
    const b = await call('POST', `/v1/comparison${V}&file_1_label=a`, form([['file_1', blob('{}', 'application/json')], ['file_2', blob('%PDF-1.4')]]));
    expect(a).toEqual(b);
    expect((await fetch(`${url}/v1/compare${V}`)).status).toBe(405);
  });

  it('a query parameter over node\'s 16 KB header limit is a 431 with a JSON body', async () => {
    const out = await rawExchange(port, `POST /v1/comparison${V}&file_1_label=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    const [head, body] = out.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(head).toContain('content-type: application/json; charset=utf-8');
    expect(JSON.parse(body)).toEqual({ error: 'The request line and headers are larger than 16 KB (a query parameter too long?)', code: 431 });
  });
});

describe('feedback over HTTP', () => {
  it('a body without feedback_data names feedback_data (the SDK calls it feedbackData)', async () => {
    const r = await call('POST', `/v1/feedback${V}`, '{}', { 'content-type': 'application/json' });
    expect([r.status, r.body.errors]).toEqual([
      400,
      [{ code: 'required', message: 'Parameter validation errors:\n  Missing required parameters: feedback_data', path: '.feedback_data' }],
    ]);
  });

  it('an upload form instead of JSON is a 415 saying what the body must be (it was "Malformed JSON body")', async () => {
    const r = await call('POST', `/v1/feedback${V}`, form([['feedback_data', '{}']]));
    expect([r.status, r.body]).toEqual([
      415,
      { error: 'Expected a JSON body, got "multipart/form-data"', code: 415, errors: [{ code: 'media_type', message: 'The request body must be JSON (feedback_data, user_id, comment)', path: '' }] },
    ]);
  });

  it('a feedback body past 1 MiB is a 413 whose detail names the body (hred30: before, it named no part)', async () => {
    const body = JSON.stringify({ feedback_data: { comment: 'x'.repeat(1024 * 1024) } });
    const r = await call('POST', `/v1/feedback${V}`, body, { 'content-type': 'application/json' });
    const error = 'Request body larger than 1048576 bytes';
    expect(r.status).toBe(413);
    expect(r.body).toEqual({ error, code: 413, errors: [{ code: 'too_large', message: error, path: '' }] });
  });

  it('X-Service-Metadata labels contract feedback too: deleting the customer removes it', async () => {
    const feedback = {
      feedback_data: {
        feedback_type: 'element_classification',
        location: { begin: 0, end: 4 },
        text: 'Text',
        original_labels: { types: [], categories: [] },
        updated_labels: { types: [], categories: [{ label: 'Amendments' }] },
      },
    };
    const added = await call('POST', `/v1/feedback${V}`, JSON.stringify(feedback), { 'content-type': 'application/json', 'X-Service-Metadata': 'customer_id=wire-c1' });
    expect(added.status).toBe(200);
    const id = (added.body as unknown as { feedback_id: string }).feedback_id;
    expect((await call('GET', `/v1/feedback/${id}${V}`)).status).toBe(200);
    const deleted = await fetch(`${url}/v1/user_data${V}&customer_id=wire-c1`, { method: 'DELETE' });
    expect(deleted.status).toBe(202);
    expect((await call('GET', `/v1/feedback/${id}${V}`)).status).toBe(404);
  });
});

/** A batch request's parts, all present and valid (the two describes below change one at a time). */
const BATCH_PARTS: Readonly<Record<string, string | Blob>> = {
  input_credentials_file: blob(CREDENTIALS, 'application/json'),
  input_bucket_location: 'us-geo',
  input_bucket_name: 'in',
  output_credentials_file: blob(CREDENTIALS, 'application/json'),
  output_bucket_location: 'us-geo',
  output_bucket_name: 'out',
};

describe('batches over HTTP', () => {
  const parts = (over: Record<string, string | Blob> = {}): [string, string | Blob][] =>
    Object.entries({ ...BATCH_PARTS, ...over }).filter(([, v]) => v !== '');

  it.each([
    ['no function', '', parts(), '.function'],
    ['a wrong function', '&function=frob', parts(), '.function'],
    ['a wrong model', '&function=tables&model=x', parts(), '.model'],
    ['a missing bucket name', '&function=tables', parts({ output_bucket_name: '' }), '.output_bucket_name'],
    ['an unknown bucket', '&function=tables', parts({ output_bucket_name: 'nosuch' }), '.output_bucket_name'],
    ['a bucket name that climbs', '&function=tables', parts({ input_bucket_name: '../in' }), '.input_bucket_name'],
    ['the same bucket twice', '&function=tables', parts({ output_bucket_name: 'in' }), '.output_bucket_name'],
    ['a huge field', '&function=tables', parts({ input_bucket_location: 'a'.repeat(10_000) }), '.input_bucket_location'],
    ['an empty credentials file', '&function=tables', parts({ input_credentials_file: blob('', 'application/json') }), '.input_credentials_file'],
    ['credentials that are no JSON', '&function=tables', parts({ output_credentials_file: blob('not json', 'text/plain') }), '.output_credentials_file'],
  ])('%s: a 400 naming the part, and nothing written to disk', async (_name, query, body, path) => {
    const before = [tree(buckets), tree(data)];
    const r = await call('POST', `/v1/batches${V}${query}`, form(body));
    expect([r.status, r.type, r.body.code, r.body.errors?.[0].path]).toEqual([400, 'application/json; charset=utf-8', 400, path]);
    expect([tree(buckets), tree(data)]).toEqual(before);
    expect((await call('GET', `/v1/batches${V}`)).body).toEqual({ batches: [] });
  });

  it('a JSON body instead of multipart: 415, nothing written', async () => {
    const before = [tree(buckets), tree(data)];
    const r = await call('POST', `/v1/batches${V}&function=tables`, '{}', { 'content-type': 'application/json' });
    expect([r.status, r.body.code]).toEqual([415, 415]);
    expect([tree(buckets), tree(data)]).toEqual(before);
  });
});

describe('a multipart part without a name (round hred11)', () => {
  // busboy gives such a part the name `undefined`: the answer said `Unexpected file part undefined` at `.undefined`.
  const raw = (disposition: string) => {
    const body = `--b\r\nContent-Disposition: ${disposition}\r\nContent-Type: text/plain\r\n\r\nThe Supplier shall deliver.\r\n--b--\r\n`;
    return call('POST', `/v1/element_classification${V}`, body, { 'content-type': 'multipart/form-data; boundary=b' });
  };
  const message = 'A part has no name: its Content-Disposition needs name="..."';

  it.each(['form-data; filename="a.txt"', 'form-data; name=""; filename="a.txt"', 'form-data', 'form-data; name=""'])('%s: 400 saying so, at the body', async (disposition) => {
    const r = await raw(disposition);
    expect([r.status, r.body]).toEqual([400, { error: message, code: 400, errors: [{ code: 'multipart', message, path: '' }] }]);
  });
});

/**
 * hred21: a bucket field sent empty (the part present, no value) passed the multipart reader and was refused by the
 * SDK's parameter check, in the SDK's names: "Missing required parameters: inputBucketName" at `.inputBucketName`, a
 * name the HTTP client never sent. Every batch part is named on the wire now.
 */
describe('batch parts sent empty (hred21)', () => {

  it.each(['input_bucket_location', 'input_bucket_name', 'output_bucket_location', 'output_bucket_name'])(
    '%s sent empty: a 400 naming it as sent, nothing written',
    async (name) => {
      const before = [tree(buckets), tree(data)];
      const r = await call('POST', `/v1/batches${V}&function=tables`, form(Object.entries({ ...BATCH_PARTS, [name]: '' })));
      expect([r.status, r.body.errors?.[0].path]).toEqual([400, `.${name}`]);
      expect(JSON.stringify(r.body)).not.toMatch(/BucketName|BucketLocation|CredentialsFile/);
      expect([tree(buckets), tree(data)]).toEqual(before);
    },
  );
});

/**
 * hred26: `Content-Type: multipart/form-data` without its boundary was a 415 "Expected a multipart/form-data body, got
 * \"multipart/form-data\"": the media type the message asked for. It is the right type, malformed: a 400 saying what is
 * missing, as `boundary=` sent empty already was. Another media type stays a 415.
 */
describe('multipart/form-data without its boundary (hred26)', () => {
  const body = '--b\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nThe Supplier shall deliver.\r\n--b--\r\n';
  const message = 'Malformed multipart request: the Content-Type multipart/form-data needs its boundary (multipart/form-data; boundary=...)';

  it.each(['multipart/form-data', 'Multipart/Form-Data  '])('%s: 400 saying the boundary is missing, at the body', async (type) => {
    for (const path of [`/v1/element_classification${V}`, `/v1/comparison${V}`]) {
      const r = await call('POST', path, body, { 'content-type': type });
      expect([r.status, r.body]).toEqual([400, { error: message, code: 400, errors: [{ code: 'multipart', message, path: '' }] }]);
    }
  });
  it('another media type is still a 415', async () => {
    const r = await call('POST', `/v1/element_classification${V}`, body, { 'content-type': 'multipart/mixed' });
    expect([r.status, r.body.errors?.[0].code]).toEqual([415, 'media_type']);
  });
});
