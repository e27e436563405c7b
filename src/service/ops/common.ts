/** Helpers shared by the operation modules. */
import { ParleyError, type ErrorDetail } from '../../model/index.js';
import type { WorkspaceDraft } from '../draft.js';
import { badParam, optionalBoolean } from '../params.js';
import type { ShapeOptions } from '../shape.js';
import type { UrlQuery } from '../paging.js';

export type Params = Record<string, unknown>;

/** What a mutating operation produced. */
export interface Mutation {
  result: unknown;
  /** 200 unless given (201 for creates). */
  status?: number;
  /** Workspace path of the element written: validation errors below it are reported body-relative. */
  focus?: string;
  /** Body path of the focused element when it is a primitive (e.g. `.synonym`). */
  focusAs?: string;
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

/** A deep copy of request content that must be JSON; anything else (cycles, BigInt) is a 400. */
export function jsonInput<T>(value: T, name: string): T {
  if (value === undefined) return value;
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
export function listUrlQuery(d: WorkspaceDraft | undefined, p: Params, version: string, withExport: boolean): UrlQuery {
  void d;
  return [
    ['version', version],
    ...(withExport ? ([['export', p._export]] as UrlQuery) : []),
    ['page_limit', p.pageLimit],
    ['include_count', p.includeCount],
    ['sort', p.sort],
    ['include_audit', p.includeAudit],
  ];
}

/** Items of an element that are plain objects (guards against malformed stored or given data). */
export function conflictOn(message: string, path: string): ParleyError {
  return ParleyError.conflict(message, path);
}

/** Names that occur twice in `names`, in first-seen order. */
export function duplicates(names: readonly unknown[]): unknown[] {
  const seen = new Set<unknown>();
  const dup: unknown[] = [];
  for (const n of names) {
    if (seen.has(n) && !dup.includes(n)) dup.push(n);
    seen.add(n);
  }
  return dup;
}
