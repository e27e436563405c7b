/**
 * A contract request queued for an analysis thread when the contract routes close their pool (the server's close)
 * answers the service's 503 `Service Unavailable: the server is shutting down` in its error shape, never a 500 nor a
 * `corrupt` 400 (threaded-twin.ts `threadFailure`, the pool's `closed` failure, hred7); the request on the thread
 * finishes with its 200. `server.close()` itself closes the pool only once every connection has ended, so the routes'
 * hook is closed directly here, as it is then. On the built package (the sources start no thread), in a child `node`.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;

const script = `
  import http from 'node:http';
  import fs from 'node:fs';
  const { contractRoutes } = await import(${JSON.stringify(join(root, 'dist/server/contracts/index.js'))});
  const fixture = (name) => fs.readFileSync(${JSON.stringify(join(root, 'test/fixtures/contracts'))} + '/' + name);
  const hook = contractRoutes({ threads: { max: 1, prestart: false } });
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    hook(req, res, { path: url.pathname, query: url.searchParams }).then(({ handled }) => handled || res.writeHead(404).end());
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address();
  const post = (bytes, name) => {
    const form = new FormData();
    form.append('file', new Blob([bytes]), name);
    return fetch('http://127.0.0.1:' + port + '/v1/element_classification?version=2018-10-15', { method: 'POST', body: form })
      .then(async (r) => ({ status: r.status, type: r.headers.get('content-type'), body: await r.text() }));
  };
  // The one thread reads the 58-page PDF (seconds); the DOCX waits for it, then the pool closes.
  const onThread = post(fixture('Art Effects Koya Creative Base TSA 2008.pdf'), 'a.pdf');
  await new Promise((r) => setTimeout(r, 500));
  const queued = post(fixture('Contract_A.docx'), 'a.docx');
  await new Promise((r) => setTimeout(r, 500));
  const closing = hook.close();
  const [first, second] = await Promise.all([onThread, queued]);
  await closing;
  server.close();
  process.stdout.write(JSON.stringify({ first: first.status, second }));
`;

describe('a contract request queued on a closed analysis pool', () => {
  it("answers the service's shutting-down 503, and the request on the thread its 200", () => {
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 90_000 });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual({
      first: 200,
      second: {
        status: 503,
        type: 'application/json; charset=utf-8',
        body: '{"error":"Service Unavailable: the server is shutting down","code":503}',
      },
    });
  }, 100_000);
});
