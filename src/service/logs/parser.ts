/**
 * Typed access to the peggy-generated log filter parser (grammar/log-filter.peggy), turning its
 * syntax errors into a 400 that says where the filter broke.
 */
import * as generated from './generated/log-filter-parser.js';
import { ParleyError } from '../../model/index.js';

export type FilterOperator = ':' | '::' | ':!' | '::!' | ':~' | '<' | '>' | '<=' | '>=';

export interface SourceLocation {
  start: { offset: number; line: number; column: number };
  end: { offset: number; line: number; column: number };
}

export interface ComparisonNode {
  type: 'cmp';
  field: string[];
  op: FilterOperator;
  value: string;
  quoted: boolean;
  /** Edit distance from a trailing `~N`; -1 for a bare `~` (default distance). */
  fuzzy?: number;
  location: SourceLocation;
}

export interface NestedNode {
  type: 'nested';
  field: string[];
  filter: FilterNode;
  location: SourceLocation;
}

export interface BoolNode {
  type: 'and' | 'or';
  items: FilterNode[];
}

export type FilterNode = ComparisonNode | NestedNode | BoolNode;

interface PeggySyntaxError extends Error {
  location?: SourceLocation;
}

const parser = generated as unknown as { parse(input: string): FilterNode };

/** Longest filter accepted, so a hostile query cannot make the parser work for long. */
export const MAX_FILTER_LENGTH = 4096;

/** Parses a filter query; a malformed one rejects with a 400 naming line and column. */
export function parseLogFilter(filter: string): FilterNode {
  if (typeof filter !== 'string') {
    throw ParleyError.invalidRequest([{ code: 'type', message: 'filter must be a string', path: '.filter' }], 'Invalid filter');
  }
  if (filter.length > MAX_FILTER_LENGTH) {
    throw ParleyError.invalidRequest(
      [{ code: 'max_length', message: `filter cannot be longer than ${MAX_FILTER_LENGTH} characters`, path: '.filter' }],
      'Invalid filter',
    );
  }
  try {
    return parser.parse(filter);
  } catch (err) {
    const e = err as PeggySyntaxError;
    const where = e.location ? `line ${e.location.start.line}, column ${e.location.start.column}` : 'an unknown position';
    const message = `Invalid filter at ${where}: ${e.message}`;
    throw ParleyError.invalidRequest([{ code: 'filter_syntax', message, path: '.filter' }], 'Invalid filter');
  }
}
