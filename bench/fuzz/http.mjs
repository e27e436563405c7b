// Fuzzes `parley serve` in process (createServer on a free port, in-memory store, the contract routes): random
// paths, methods, query parameters (page_limit, cursor, sort, version), bodies that are not JSON, wrong content
// types, huge bodies, broken multipart bodies (missing boundary, truncated parts, a part with no name, 10,000
// parts), sent as raw bytes over a socket. A finding: a 500, no answer, an answer over --limit-ms, a prototype change.
// node bench/fuzz/http.mjs --seconds 60 [--seed 1]
import fs from 'node:fs';
import net from 'node:net';
import { createServer } from '../../dist/server/index.js';
import { fuzz, parseArgs } from './lib.mjs';

const server = createServer({ log: false });
const { port } = await server.listen(0, '127.0.0.1');
const ws = fs.readFileSync(new URL('../../test/fixtures/workspaces/pizzeria-slots.json', import.meta.url));

function send(bytes, timeoutMs = 15000) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks = [];
    const timer = setTimeout(() => { socket.destroy(); resolve({ timeout: true, text: Buffer.concat(chunks).toString('latin1') }); }, timeoutMs);
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', () => {});
    socket.on('close', () => { clearTimeout(timer); resolve({ text: Buffer.concat(chunks).toString('latin1') }); });
    socket.write(bytes, () => socket.end());
  });
}

function request(method, target, headers, body) {
  const b = body === undefined ? Buffer.alloc(0) : Buffer.isBuffer(body) ? body : Buffer.from(body);
  const head = [`${method} ${target} HTTP/1.1`, 'Host: x', 'Connection: close', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  if (!Object.keys(headers).some((k) => k.toLowerCase() === 'content-length' || k.toLowerCase() === 'transfer-encoding')) head.push(`Content-Length: ${b.length}`);
  return Buffer.concat([Buffer.from(head.join('\r\n') + '\r\n\r\n', 'latin1'), b]);
}

const created = await send(request('POST', '/v1/workspaces?version=2021-06-14', { 'Content-Type': 'application/json' }, ws));
const wsId = /"workspace_id":"([^"]+)"/.exec(created.text)?.[1] ?? 'none';

const SEGMENTS = [wsId, 'none', '..', '%2e%2e', '.', '%2F', '%00', '__proto__', 'constructor', 'x'.repeat(5000), '%ZZ', '😀', 'intents', 'entities',
  'dialog_nodes', 'examples', 'values', 'synonyms', 'message', 'logs', 'counterexamples', 'mentions', 'export', 'bulk_classify', ''];
const ROUTES = ['/v1/workspaces', '/v1/workspaces/W', '/v1/workspaces/W/message', '/v1/workspaces/W/intents', '/v1/workspaces/W/intents/S',
  '/v1/workspaces/W/intents/S/examples', '/v1/workspaces/W/entities/S/values/S/synonyms', '/v1/workspaces/W/dialog_nodes/S', '/v1/logs',
  '/v1/workspaces/W/logs', '/v1/workspaces/W/counterexamples/S', '/v1/workspaces/W/bulk_classify', '/v1/workspaces_async/W/export',
  '/v1/user_data', '/v1/html_conversion', '/v1/element_classification', '/v1/tables', '/v1/comparison', '/v1/feedback', '/v1/feedback/S',
  '/v1/batches', '/v1/batches/S', '/', '/v2/x', '*', 'http://h/v1/workspaces', '/v1/workspaces/'];
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'TRACE', 'CONNECT', 'FOO', 'get'];
const QUERY = [['version', ['2021-06-14', '2018-10-15', '', '2099-99-99', 'x', '__proto__', '2017-05-26']], ['page_limit', ['0', '-1', '1.5', 'NaN', '1e400', '99999999999999999999', '5', '']],
  ['cursor', ['', 'x', 'eyJ4IjoxfQ', '%00', '__proto__', 'A'.repeat(2000)]], ['sort', ['name', '-name', 'updated', '__proto__', '-', 'x,y']],
  ['export', ['true', 'false', 'x']], ['include_count', ['1', 'yes']], ['filter', ['(((', 'a:b', 'request.context.x::"a"', '~'.repeat(10)]],
  ['model', ['contracts', 'tables', 'x']], ['include_audit', ['true', '%']], ['nodes_visited_details', ['true', 'x']], ['version', ['2021-06-14']]];

function target(r) {
  let path = r.pick(ROUTES).replace(/W/g, () => (r.chance(0.8) ? wsId : r.pick(SEGMENTS))).replace(/\/S\b/g, () => `/${r.pick(SEGMENTS)}`);
  const params = [];
  const n = r.int(4);
  if (r.chance(0.85)) params.push('version=2021-06-14');
  for (let i = 0; i < n; i++) { const [k, vs] = r.pick(QUERY); params.push(`${k}=${r.pick(vs)}`); }
  if (r.chance(0.05)) params.push('%=%&&&==');
  return params.length ? `${path}?${params.join('&')}` : path;
}

function multipart(r) {
  const boundary = 'b0und';
  const names = ['file', 'file_1', 'file_2', 'input_credentials_file', 'output_credentials_file', 'input_bucket_location', 'input_bucket_name',
    'output_bucket_location', 'output_bucket_name', 'function', '', '__proto__', 'x'];
  const part = () => {
    const name = r.pick(names);
    const disp = r.chance(0.1) ? 'Content-Disposition: form-data' : `Content-Disposition: form-data; name="${name}"${r.chance(0.5) ? '; filename="a.pdf"' : ''}`;
    const type = r.chance(0.5) ? `\r\nContent-Type: ${r.pick(['application/pdf', 'text/plain', 'image/png', 'application/msword', 'x/y', ''])}` : '';
    const data = r.pick(['%PDF-1.4\n%garbage', 'hello', '', 'PK\u0003\u0004garbage', '\u0089PNG\r\n\u001a\n', '{"a":1}', 'x'.repeat(r.pick([10, 100000]))]);
    return `--${boundary}\r\n${disp}${type}\r\n\r\n${data}\r\n`;
  };
  const count = r.pick([0, 1, 2, 3, 10000]);
  let body = '';
  for (let i = 0; i < count; i++) body += part();
  if (r.chance(0.7)) body += `--${boundary}--\r\n`;
  if (r.chance(0.2)) body = body.slice(0, r.int(body.length + 1));
  const header = r.pick([`multipart/form-data; boundary=${boundary}`, 'multipart/form-data', 'multipart/form-data; boundary=', `multipart/form-data; boundary="${boundary}"`, 'multipart/mixed; boundary=b0und']);
  return { body, header };
}

function body(r) {
  switch (r.int(9)) {
    case 0: return { body: '', type: 'application/json' };
    case 1: return { body: '{"input":{"text":"hi"}}', type: r.pick(['application/json', 'text/plain', 'application/x-www-form-urlencoded', '']) };
    case 2: return { body: r.pick(['{', 'null', '[]', '1', '"x"', '{"__proto__":{"polluted":1}}', '{"name":' + '['.repeat(5000), '\u00ff\u00fe{}', '{"a":1}{"b":2}']), type: 'application/json' };
    case 3: return { body: '{"name":"' + 'x'.repeat(r.pick([1_000_000, 1_048_577, 11_000_000])) + '"}', type: 'application/json' };
    case 4: { const m = multipart(r); return { body: m.body, type: m.header }; }
    case 5: return { body: '{"name":"w","intents":[{"intent":"a","examples":[{"text":"' + 'y'.repeat(20000) + '"}]}]}', type: 'application/json' };
    case 6: return { body: Buffer.from([0xff, 0xfe, 0x00, 0xc3, 0x28]), type: 'application/json' };
    case 7: return { body: '{"context":{"system":{"dialog_stack":[{"dialog_node":"__proto__"}]},"__proto__":{"x":1}},"input":{"text":"' + '😀'.repeat(1025) + '"}}', type: 'application/json' };
    default: return { body: ws, type: 'application/json' };
  }
}

const opts = parseArgs();
await fuzz('http', (r) => {
  const method = r.pick(METHODS);
  const t = target(r);
  const b = body(r);
  const headers = { 'Content-Type': b.type };
  if (r.chance(0.05)) headers['Transfer-Encoding'] = 'chunked';
  if (r.chance(0.05)) headers['Content-Length'] = r.pick(['-1', 'x', '99999999999', '0']);
  if (r.chance(0.05)) headers.Authorization = 'Basic ' + 'A'.repeat(100);
  if (r.chance(0.05)) headers['Content-Encoding'] = 'gzip';
  const bytes = request(method, t, headers, b.body);
  return {
    input: bytes,
    describe: () => `${method} ${t.length > 300 ? t.slice(0, 300) + '…' : t} ${JSON.stringify(headers)} body ${JSON.stringify(String(b.body).slice(0, 300))}(${b.body.length} bytes)`,
    run: async () => {
      const res = await send(bytes);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(res.text)?.[1]);
      if (res.timeout) throw new Error('no answer within 15 s');
      if (!status) throw new Error(`no HTTP answer: ${JSON.stringify(res.text.slice(0, 100))}`);
      if (status >= 500) throw new Error(`status ${status}: ${res.text.slice(res.text.indexOf('\r\n\r\n') + 4, 300)}`);
    },
  };
}, opts);
await server.close();
