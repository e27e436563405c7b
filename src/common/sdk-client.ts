/**
 * The part of the official SDK's `BaseService` that user code calls on a client besides the operations
 * (`setServiceUrl`, `setDefaultHeaders`, `getAuthenticator`, `enableRetries`, ...). Both twins extend it, so code
 * written against the SDK that configures its client runs unchanged. In process there is no URL, no HTTP, no retry:
 * those settings are kept (readable) but change nothing; default headers do apply (e.g. `X-Watson-Metadata`).
 */
import { ParleyError } from './errors.js';
import type { IgnoredSdkOptions, RequestHeaders } from './sdk-envelope.js';

export class SdkClient {
  /** Headers sent with every call, under each call's own `headers` (constructor `headers`, or `setDefaultHeaders`). */
  protected defaultHeaders: RequestHeaders;
  #serviceUrl: string | undefined;
  readonly #authenticator: unknown;

  constructor(options: IgnoredSdkOptions & { headers?: RequestHeaders }) {
    this.defaultHeaders = { ...(options.headers ?? {}) };
    this.#serviceUrl = typeof options.serviceUrl === 'string' ? options.serviceUrl : undefined;
    this.#authenticator = options.authenticator;
  }

  /** SDK: the authenticator given to the constructor (kept, never used: nothing is sent anywhere). */
  getAuthenticator(): unknown {
    return this.#authenticator;
  }

  /** SDK: sets the URL calls go to; kept and ignored (calls run in process). */
  setServiceUrl(url: string): void {
    this.#serviceUrl = typeof url === 'string' ? url : undefined;
  }

  /** The URL last given to the constructor or `setServiceUrl` (never used). */
  get serviceUrl(): string | undefined {
    return this.#serviceUrl;
  }

  /** SDK: replaces the headers sent with every call. */
  setDefaultHeaders(headers: RequestHeaders): void {
    this.defaultHeaders = typeof headers === 'object' && headers !== null ? { ...headers } : {};
  }

  /** SDK: compresses request bodies; nothing to compress in process. */
  setEnableGzipCompression(_setting: boolean): void {}

  /** SDK: retries failed HTTP requests; an in-process call has no transport to retry. */
  enableRetries(_retryOptions?: object): void {}

  /** SDK: turns retries off; see `enableRetries`. */
  disableRetries(): void {}

  /** SDK: the axios instance behind the client. There is none in process: a 501 that says so, not a TypeError. */
  getHttpClient(): never {
    throw new ParleyError(501, 'getHttpClient: parley runs the service in process, there is no HTTP client (use parley serve for HTTP)');
  }
}
