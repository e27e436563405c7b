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

export class ParleyError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly result: ErrorBody;
  /** The error body as JSON text, as the SDK exposes it. */
  readonly body: string;
  readonly errors: ErrorDetail[];
  readonly headers: Record<string, string>;

  constructor(status: number, error: string, errors: ErrorDetail[] = []) {
    super(errors.length > 0 ? errors[0].message : error);
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
