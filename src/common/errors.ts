/**
 * The one error type every public function of parley throws or rejects with. Shaped like the
 * official SDK's errors so code written against the SDK can read it unchanged.
 */
export interface ErrorDetail {
  /** Machine-readable reason, e.g. `required`, `type`, `enum`, `unique`, `not_found`. */
  code: string;
  message: string;
  /** JSON path of the offending value, e.g. `.dialog_nodes[12].next_step.dialog_node`. */
  path?: string;
}

export interface ErrorBody {
  error: string;
  code: number;
  errors?: ErrorDetail[];
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export function statusTextOf(status: number): string {
  return STATUS_TEXT[status] ?? 'Error';
}

/**
 * Most error details one error lists. A body within the 10 MiB bound may hold 100,000 invalid synonyms or 400,000
 * invalid nodes, and each got its detail: a 7 MB workspace answered 12.7 MB of errors, 0.8 s of CPU (hred27's Left,
 * hred29). Past this many the first ones are kept and one last detail (`too_many_errors`, at the body) counts the rest.
 */
export const MAX_ERROR_DETAILS = 1000;

/** `errors`, or its first MAX_ERROR_DETAILS and one detail counting those left out. */
function listedDetails(errors: ErrorDetail[]): ErrorDetail[] {
  if (errors.length <= MAX_ERROR_DETAILS) return errors;
  const more = errors.length - MAX_ERROR_DETAILS;
  return [...errors.slice(0, MAX_ERROR_DETAILS), { code: 'too_many_errors', message: `${more} more error${more === 1 ? '' : 's'} not listed (the first ${MAX_ERROR_DETAILS} are)`, path: '' }];
}

export class ParleyError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly result: ErrorBody;
  /** The error body as JSON text, as the SDK exposes it. */
  readonly body: string;
  readonly errors: ErrorDetail[];
  readonly headers: Record<string, string>;

  constructor(status: number, error: string, all: ErrorDetail[] = []) {
    super(all.length > 0 ? all[0].message : error);
    const errors = listedDetails(all);
    this.name = 'ParleyError';
    this.status = status;
    this.statusText = statusTextOf(status);
    this.errors = errors;
    this.result = errors.length > 0 ? { error, code: status, errors } : { error, code: status };
    this.body = JSON.stringify(this.result);
    this.headers = { 'content-type': 'application/json; charset=utf-8' };
  }

  static invalidRequest(errors: ErrorDetail[], error = 'Invalid Request Body'): ParleyError {
    return new ParleyError(400, error, errors);
  }

  static notFound(message = 'Resource not found'): ParleyError {
    return new ParleyError(404, message);
  }

  static conflict(message: string, path?: string): ParleyError {
    return new ParleyError(409, message, [{ code: 'conflict', message, ...(path ? { path } : {}) }]);
  }

  toJSON(): ErrorBody {
    return this.result;
  }
}

export function isParleyError(value: unknown): value is ParleyError {
  return value instanceof ParleyError;
}
