/**
 * Parameter handling shared by every operation: required parameters (checked first, with the SDK's
 * message), the SDK response envelope, and the customer label carried by request headers
 * (the parts the contract service shares live in `src/common/sdk-envelope.ts`).
 */
import { ParleyError, type ErrorDetail } from '../model/index.js';
import type { RequestHeaders } from '../common/sdk-envelope.js';

export { customerIdsOf, requireParams, respond, type RequestHeaders, type ServiceResponse } from '../common/sdk-envelope.js';

/** Parameters every method accepts. */
export interface DefaultParams {
  headers?: RequestHeaders;
  /** Accepted for SDK compatibility; calls complete synchronously, so there is nothing to abort. */
  signal?: unknown;
}

/** A 400 for one bad parameter. */
import { badParam } from '../common/paging.js';

export { badParam };

/** A required string parameter that addresses an element (already checked present). */
export function stringParam(p: Record<string, unknown>, name: string): string {
  const value = p[name];
  if (typeof value !== 'string') throw badParam(name, `${name} must be a string`);
  return value;
}

export function optionalBoolean(p: Record<string, unknown>, name: string): boolean | undefined {
  const value = p[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw badParam(name, `${name} must be a boolean`);
  return value;
}

export function optionalString(p: Record<string, unknown>, name: string): string | undefined {
  const value = p[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badParam(name, `${name} must be a string`);
  return value;
}

/** Throws one 400 listing every error, if there are any. */
export function assertNoErrors(errors: ErrorDetail[]): void {
  if (errors.length > 0) throw ParleyError.invalidRequest(errors);
}

