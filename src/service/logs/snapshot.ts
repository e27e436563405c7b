/**
 * A stored log must not change when the caller later mutates the response it was given (or the request
 * it sent), and the message path should not pay for deep copies. So a log keeps the request and the
 * response as JSON text taken at the moment of the turn, and parses them on access: a message costs two
 * `JSON.stringify`s (about a third of two `structuredClone`s), listing pays the parse.
 *
 * It is one object per log (plus its strings) until somebody reads it: a server keeping 10,000 logs retains
 * no parsed graphs for the garbage collector to walk on every major collection.
 */
import type { Log, MessageRequest, MessageResponse } from '../../model/index.js';

export type LogFields = Omit<Log, 'request' | 'response'>;

export class SnapshotLog implements Log {
  readonly log_id: string;
  readonly request_timestamp: string;
  readonly response_timestamp: string;
  readonly workspace_id: string;
  readonly language: string;
  #request: MessageRequest | undefined;
  #response: MessageResponse | undefined;

  constructor(
    readonly requestJson: string,
    readonly responseJson: string,
    fields: LogFields,
  ) {
    this.log_id = fields.log_id;
    this.request_timestamp = fields.request_timestamp;
    this.response_timestamp = fields.response_timestamp;
    this.workspace_id = fields.workspace_id;
    this.language = fields.language;
  }

  /**
   * Parsed on first read and kept, so filters scanning the logs parse each once; the object is the
   * store's own (read-only by the `Store` contract): `plainLog` gives callers fresh copies.
   */
  get request(): MessageRequest {
    return (this.#request ??= JSON.parse(this.requestJson) as MessageRequest);
  }

  get response(): MessageResponse {
    return (this.#response ??= JSON.parse(this.responseJson) as MessageResponse);
  }

  /** Everything but the request and the response. */
  fields(): LogFields {
    const { log_id, request_timestamp, response_timestamp, workspace_id, language } = this;
    return { log_id, request_timestamp, response_timestamp, workspace_id, language };
  }

  /** The log as the API shows it, freshly parsed (also what `JSON.stringify` writes, e.g. to a FileStore). */
  toJSON(): Log {
    return {
      request: JSON.parse(this.requestJson) as MessageRequest,
      response: JSON.parse(this.responseJson) as MessageResponse,
      ...this.fields(),
    };
  }
}

export function snapshotLog(request: MessageRequest, response: MessageResponse, fields: LogFields): SnapshotLog {
  return new SnapshotLog(JSON.stringify(request), JSON.stringify(response), fields);
}

/** A log as a snapshot: itself when it is one, else a snapshot of its request and response now. */
export function asSnapshot(log: Log): SnapshotLog {
  return log instanceof SnapshotLog ? log : snapshotLog(log.request, log.response, log);
}

/** A plain copy of a stored log, whatever its representation (a log read back from disk is plain). */
export function plainLog(log: Log): Log {
  return log instanceof SnapshotLog ? log.toJSON() : structuredClone(log);
}
