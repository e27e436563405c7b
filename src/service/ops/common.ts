/** Helpers shared by the operation modules. */
import { ParleyError, copyIssues, type ErrorDetail } from '../../model/index.js';
import { badParam, optionalBoolean } from '../params.js';
import type { ShapeOptions } from '../shape.js';
import type { UrlQuery } from '../paging.js';

export type Params = Record<string, unknown>;

/** What a mutating operation produced. */
export interface Mutation {
  result: unknown;
  /** 200 unless given (201 for creates). */
  status?: number;
  /**
   * The problems the change introduces, with body-relative paths (usually the element validator of
   * what was written). When absent, the whole resulting workspace is validated.
   */
  problems?: () => ErrorDetail[];
}

/** No validation needed (deletions only remove). */
export const NOTHING_TO_CHECK = (): ErrorDetail[] => [];

export function shapeOf(p: Params): ShapeOptions {
  return { audit: optionalBoolean(p, 'includeAudit') === true, export: optionalBoolean(p, '_export') === true };
}

/**
 * The body field an SDK parameter is sent as (`dialogNodes` -> `dialog_nodes`): every other problem in a body is named
 * by its wire field, and a REST client sent no `dialogNodes` (review hred14). An update's `new…` parameter is sent
 * without its prefix (`newExamples` -> `examples`, `newNextStep` -> `next_step`): the SDK's own mapping
 * (generated/sdk-routes.ts) for every body field (review hrev18).
 */
export function wireName(param: string): string {
  const sent = param.replace(/^new(?=[A-Z])/, '');
  return (sent[0].toLowerCase() + sent.slice(1)).replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** A deep copy of request content that must be JSON; anything else (cycles, BigInt) is a 400. */
export function jsonInput<T>(value: T, name: string): T {
  if (value === undefined) return value;
  // Depth and size before the copy, which overflows the stack past some 5,000 levels; Infinity and NaN, which it nulls.
  const problems = copyIssues(value, `.${wireName(name)}`);
  if (problems.length > 0) throw ParleyError.invalidRequest(problems);
  try {
    return JSON.parse(JSON.stringify(value)) as T;
  } catch {
    throw badParam(name, `${name} must be JSON data`);
  }
}

/** An optional array parameter (a 400 when given as anything else). */
export function arrayInput<T>(p: Params, name: string): T[] | undefined {
  const value = p[name];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) throw badParam(name, `${name} must be an array`);
  return jsonInput(value as T[], name);
}

/** An optional object parameter. */
export function objectInput<T>(p: Params, name: string): T | undefined {
  const value = p[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw badParam(name, `${name} must be an object`);
  return jsonInput(value as T, name);
}

/** `/v1/workspaces/{id}/...` with each segment encoded. */
export function pathOf(...segments: string[]): string {
  return `/v1/${segments.map((s, i) => (i === 0 ? s : encodeURIComponent(s))).join('/')}`;
}

/** The query parameters a list echoes in its pagination URLs. */
export function listUrlQuery(p: Params, version: string, withExport: boolean): UrlQuery {
  return [
    ['version', version],
    ...(withExport ? ([['export', p._export]] as UrlQuery) : []),
    ['page_limit', p.pageLimit],
    ['include_count', p.includeCount],
    ['sort', p.sort],
    ['include_audit', p.includeAudit],
  ];
}

/** A 409 for a collision inside a list (`append=true`), naming the list. */
export function conflictOn(message: string, path: string): ParleyError {
  return ParleyError.conflict(message, path);
}
