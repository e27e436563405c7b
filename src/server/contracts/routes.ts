/**
 * The contract-analysis routes of `parley serve`, in the service's REST shape: the document operations
 * and comparison (multipart uploads), feedback (JSON), batches (multipart credentials files, directory
 * buckets). Every answer is JSON (`{error, code, errors?}` for failures) except html_conversion with
 * `Accept: text/html`, which answers the raw HTML as the service did.
 */
import type { IncomingMessage } from 'node:http';
import { ParleyError } from '../../common/errors.js';
import { escapeRegExp } from '../../common/regexp.js';
import { MAX_FILE_BYTES } from '../../contracts/compare/index.js';
import { bodyTooLarge, readJsonBody } from '../body.js';
import { readMultipart } from './multipart.js';
import type { ContractTwin } from './twin.js';
import { isObject } from '../../common/is-object.js';

type Twin = ContractTwin;
type Query = URLSearchParams;
/** `uploadDeadline`: the request's, on a route that reads a body (`uploadPath`), aborted when its body falls behind (upload-deadline.ts). */
type Handler = (
  twin: Twin,
  req: IncomingMessage,
  query: Query,
  id: string | undefined,
  headers: Record<string, string>,
  uploadDeadline?: AbortSignal,
) => Promise<{ status: number; result: unknown }>;

interface Route {
  method: string;
  /** The path, `{id}` for the one path parameter. */
  path: string;
  operation: string;
  handler: Handler;
  /**
   * Set on every route that reads a body: the body must arrive at the upload pace (upload-deadline.ts), and the 408 of
   * one that falls behind names this part (`.file`, or `''` for a whole body: compare's two files, feedback's JSON, a
   * batch's form). A route without it reads no body (node:http and the unread-body bound drop what is sent).
   */
  uploadPath?: string;
}

const CREDENTIALS_BYTES = 64 * 1024;
const FEEDBACK_BODY_BYTES = 1024 * 1024;

const str = (q: Query, name: string) => q.get(name) ?? undefined;

function boolQuery(q: Query, name: string): boolean | undefined {
  const v = q.get(name);
  if (v === null) return undefined;
  if (v !== 'true' && v !== 'false') throw ParleyError.invalidRequest([{ code: 'type', message: `Query parameter ${name} must be true or false`, path: `.${name}` }]);
  return v === 'true';
}

function intQuery(q: Query, name: string): number | undefined {
  const v = q.get(name);
  if (v === null) return undefined;
  // Digits only, with an optional minus for the range check's message: `Number` read "0x10", "1e1", "5.0" and " 5"
  // as integers, which the service's parser refuses (review hred14).
  const n = Number(v);
  if (!/^-?\d+$/.test(v)) throw ParleyError.invalidRequest([{ code: 'type', message: `Query parameter ${name} must be an integer`, path: `.${name}` }]);
  return n;
}

function analyze(operation: 'convertToHtml' | 'classifyElements' | 'extractTables'): Handler {
  return async (twin, req, q, _id, headers, uploadDeadline) => {
    const body = await readMultipart(req, { files: { file: MAX_FILE_BYTES }, required: ['file'] }, uploadDeadline);
    const file = body.files.file;
    const { status, result } = await twin[operation]({
      file: file.data,
      ...(file.contentType ? { fileContentType: file.contentType } : {}),
      ...(q.has('model') ? { model: str(q, 'model') } : {}),
      headers,
    });
    return { status, result };
  };
}

/**
 * The twin names parameters as the SDK does (`file1`, `feedbackData`, `_function`); an HTTP client sent the
 * wire's names (`file_1`, `feedback_data`, `function`): its errors are restated in them, path and message.
 */
function onTheWire(handler: Handler, names: Readonly<Record<string, string>>): Handler {
  const sdkName = new RegExp(`(?<![\\w])(${Object.keys(names).map(escapeRegExp).join('|')})(?![\\w])`, 'g');
  const swap = (text: string) => text.replace(sdkName, (name) => names[name]);
  return async (...args) => {
    try {
      return await handler(...args);
    } catch (e) {
      if (!(e instanceof ParleyError)) throw e;
      const errors = e.errors.map((d) => ({ ...d, message: swap(d.message), ...(d.path !== undefined ? { path: swap(d.path) } : {}) }));
      throw new ParleyError(e.status, swap(e.result.error), errors);
    }
  };
}

const compare: Handler = onTheWire(async (twin, req, q, _id, headers, uploadDeadline) => {
      // The labels are query parameters for the SDKs; the docs' curl example sends them as form fields. Both are
      // taken; the query wins when a label is sent both ways (the SDK's place).
      const body = await readMultipart(
        req,
        { files: { file_1: MAX_FILE_BYTES, file_2: MAX_FILE_BYTES }, fields: ['file_1_label', 'file_2_label'], required: ['file_1', 'file_2'] },
        uploadDeadline,
      );
      const [f1, f2] = [body.files.file_1, body.files.file_2];
      const label = (name: string) => (q.has(name) ? str(q, name) : body.fields[name]);
      const [label1, label2] = [label('file_1_label'), label('file_2_label')];
      return twin.compareDocuments({
        file1: f1.data,
        file2: f2.data,
        ...(f1.contentType ? { file1ContentType: f1.contentType } : {}),
        ...(f2.contentType ? { file2ContentType: f2.contentType } : {}),
        ...(label1 !== undefined ? { file1Label: label1 } : {}),
        ...(label2 !== undefined ? { file2Label: label2 } : {}),
        ...(q.has('model') ? { model: str(q, 'model') } : {}),
        headers,
      });
    }, { file1: 'file_1', file2: 'file_2', file1Label: 'file_1_label', file2Label: 'file_2_label' });

const ROUTES: Route[] = [
  { method: 'POST', path: '/v1/html_conversion', operation: 'convertToHtml', handler: analyze('convertToHtml'), uploadPath: '.file' },
  { method: 'POST', path: '/v1/element_classification', operation: 'classifyElements', handler: analyze('classifyElements'), uploadPath: '.file' },
  { method: 'POST', path: '/v1/tables', operation: 'extractTables', handler: analyze('extractTables'), uploadPath: '.file' },
  { method: 'POST', path: '/v1/comparison', operation: 'compareDocuments', handler: compare, uploadPath: '' },
  // The spec's endpoint table writes the path /v1/compare (the SDK calls /v1/comparison): both are served.
  { method: 'POST', path: '/v1/compare', operation: 'compareDocuments', handler: compare, uploadPath: '' },
  {
    method: 'POST',
    path: '/v1/feedback',
    operation: 'addFeedback',
    uploadPath: '',
    handler: onTheWire(async (twin, req, _q, _id, headers, uploadDeadline) => {
      // An upload form sent here would fail as "Malformed JSON" at its first byte: say what the body must be.
      const type = req.headers['content-type'] ?? '';
      if (/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
        req.resume();
        throw new ParleyError(415, `Expected a JSON body, got ${JSON.stringify(type.split(';')[0])}`, [{ code: 'media_type', message: 'The request body must be JSON (feedback_data, user_id, comment)', path: '' }]);
      }
      const body = await readJsonBody(req, FEEDBACK_BODY_BYTES, uploadDeadline);
      if (body.kind === 'late') throw body.error;
      if (body.kind === 'too_large') throw bodyTooLarge(FEEDBACK_BODY_BYTES);
      if (body.kind === 'malformed') throw new ParleyError(400, body.message);
      const b = body.value;
      if (!isObject(b)) {
        throw ParleyError.invalidRequest([{ code: 'type', message: 'The request body must be a JSON object', path: '' }]);
      }
      const o = b as Record<string, unknown>;
      return twin.addFeedback({ feedbackData: o.feedback_data as never, userId: o.user_id as never, comment: o.comment as never, headers });
    }, { feedbackData: 'feedback_data', userId: 'user_id' }),
  },
  {
    method: 'GET',
    path: '/v1/feedback',
    operation: 'listFeedback',
    handler: async (twin, _req, q, _id, headers) => {
      const params: Record<string, unknown> = { headers, version: str(q, 'version') };
      const names: [string, string][] = [
        ['feedback_type', 'feedbackType'],
        ['document_title', 'documentTitle'],
        ['model_id', 'modelId'],
        ['model_version', 'modelVersion'],
        ['category_removed', 'categoryRemoved'],
        ['category_added', 'categoryAdded'],
        ['category_not_changed', 'categoryNotChanged'],
        ['type_removed', 'typeRemoved'],
        ['type_added', 'typeAdded'],
        ['type_not_changed', 'typeNotChanged'],
        ['user_id', 'userId'],
        ['before', 'before'],
        ['after', 'after'],
        ['cursor', 'cursor'],
        ['sort', 'sort'],
      ];
      for (const [wire, name] of names) if (q.has(wire)) params[name] = str(q, wire);
      const pageLimit = intQuery(q, 'page_limit');
      if (pageLimit !== undefined) params.pageLimit = pageLimit;
      const includeTotal = boolQuery(q, 'include_total');
      if (includeTotal !== undefined) params.includeTotal = includeTotal;
      return twin.listFeedback(params);
    },
  },
  { method: 'GET', path: '/v1/feedback/{id}', operation: 'getFeedback', handler: (twin, _r, _q, id, headers) => twin.getFeedback({ feedbackId: id as string, headers }) },
  { method: 'DELETE', path: '/v1/feedback/{id}', operation: 'deleteFeedback', handler: (twin, _r, _q, id, headers) => twin.deleteFeedback({ feedbackId: id as string, headers }) },
  {
    method: 'POST',
    path: '/v1/batches',
    operation: 'createBatch',
    uploadPath: '',
    handler: onTheWire(async (twin, req, q, _id, headers, uploadDeadline) => {
      const fields = ['input_bucket_location', 'input_bucket_name', 'output_bucket_location', 'output_bucket_name'];
      const body = await readMultipart(req, {
        files: { input_credentials_file: CREDENTIALS_BYTES, output_credentials_file: CREDENTIALS_BYTES },
        fields,
        required: ['input_credentials_file', 'output_credentials_file', ...fields],
      }, uploadDeadline);
      return twin.createBatch({
        _function: str(q, 'function') as string,
        inputCredentialsFile: body.files.input_credentials_file.data,
        inputBucketLocation: body.fields.input_bucket_location,
        inputBucketName: body.fields.input_bucket_name,
        outputCredentialsFile: body.files.output_credentials_file.data,
        outputBucketLocation: body.fields.output_bucket_location,
        outputBucketName: body.fields.output_bucket_name,
        ...(q.has('model') ? { model: str(q, 'model') } : {}),
        headers,
      });
    }, {
      _function: 'function',
      // A part sent empty passes the multipart reader and is refused by the SDK's parameter check, in its names.
      inputCredentialsFile: 'input_credentials_file',
      inputBucketLocation: 'input_bucket_location',
      inputBucketName: 'input_bucket_name',
      outputCredentialsFile: 'output_credentials_file',
      outputBucketLocation: 'output_bucket_location',
      outputBucketName: 'output_bucket_name',
    }),
  },
  { method: 'GET', path: '/v1/batches', operation: 'listBatches', handler: (twin, _r, q, _id, headers) => twin.listBatches({ ...(q.has('status') ? { status: str(q, 'status') } : {}), headers }) },
  { method: 'GET', path: '/v1/batches/{id}', operation: 'getBatch', handler: (twin, _r, _q, id, headers) => twin.getBatch({ batchId: id as string, headers }) },
  {
    method: 'PUT',
    path: '/v1/batches/{id}',
    operation: 'updateBatch',
    handler: (twin, req, q, id, headers) => {
      req.resume();
      return twin.updateBatch({ batchId: id as string, action: str(q, 'action') as string, ...(q.has('model') ? { model: str(q, 'model') } : {}), headers });
    },
  },
];

export type RouteLookup = { kind: 'route'; route: Route; id?: string } | { kind: 'method_not_allowed'; allowed: string[] } | { kind: 'none' };

/** Matches a contract route by method and path (a trailing slash allowed); `none` for every other path. */
export function matchContractRoute(method: string, pathname: string): RouteLookup {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const allowed: string[] = [];
  for (const route of ROUTES) {
    let id: string | undefined;
    if (route.path.endsWith('/{id}')) {
      const prefix = route.path.slice(0, -'{id}'.length);
      if (!path.startsWith(prefix)) continue;
      const rest = path.slice(prefix.length);
      if (rest === '' || rest.includes('/')) continue;
      try {
        id = decodeURIComponent(rest);
      } catch {
        return { kind: 'none' };
      }
    } else if (path !== route.path) continue;
    if (route.method !== method) {
      allowed.push(route.method);
      continue;
    }
    return { kind: 'route', route, ...(id !== undefined ? { id } : {}) };
  }
  return allowed.length > 0 ? { kind: 'method_not_allowed', allowed } : { kind: 'none' };
}

export type { Route };
