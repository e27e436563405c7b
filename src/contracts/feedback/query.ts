/**
 * listFeedback's query: the SDK's filters (AND-ed; inside one comma list, any listed label matches),
 * the multi-key sort (`created`, `user_id`, `document_title`, each with an optional `-`/`+`), and cursor
 * pagination with the service's `pagination` object (`total` on `include_total`).
 */
import { badParam, cursorAt, offsetOfCursor, urlOf } from '../../common/paging.js';
import { isVersionString } from '../../common/sdk-envelope.js';
import { typeLabelKey } from './diff.js';
import type { FeedbackCategory, FeedbackReturn, FeedbackTypeLabel, Modification, Pagination } from '../service-wire.js';

export interface StoredFeedback {
  feedback: FeedbackReturn;
  /** Customers whose requests stored it (`X-Watson-Metadata: customer_id=...`). */
  customer_ids: string[];
  /** Storage order: the tie-break of every sort. */
  seq: number;
}

export interface FeedbackQuery {
  feedbackType?: unknown;
  documentTitle?: unknown;
  modelId?: unknown;
  modelVersion?: unknown;
  categoryRemoved?: unknown;
  categoryAdded?: unknown;
  categoryNotChanged?: unknown;
  typeRemoved?: unknown;
  typeAdded?: unknown;
  typeNotChanged?: unknown;
  /** In the docs' list of filters, not in the SDK's. */
  userId?: unknown;
  /** In the docs' list of filters (`YYYY-MM-DD`), dropped from the SDKs in 2019: created strictly before / after that day. */
  before?: unknown;
  after?: unknown;
  pageLimit?: unknown;
  cursor?: unknown;
  sort?: unknown;
  includeTotal?: unknown;
}

export const DEFAULT_FEEDBACK_PAGE = 10;
export const MAX_FEEDBACK_PAGE = 100;
/**
 * Most characters of JSON one page's feedback entries hold (one entry past it is still served, alone). An entry's body
 * may be 1 MiB, so 100 of them made a 100 MB answer: eight such requests at once held 2.7 GB of the server (hred28).
 * A page stops before the entry that would pass this, and its `next_cursor` starts there: fewer entries than
 * page_limit, as a cursor page may have. Ordinary feedback (a sentence and its labels, ~1 KB) never reaches it.
 */
export const MAX_FEEDBACK_PAGE_CHARS = 4_000_000;

/** Query parameter name on the wire of each SDK parameter, in the order pagination URLs list them. */
const WIRE: [keyof FeedbackQuery, string][] = [
  ['feedbackType', 'feedback_type'],
  ['documentTitle', 'document_title'],
  ['modelId', 'model_id'],
  ['modelVersion', 'model_version'],
  ['categoryRemoved', 'category_removed'],
  ['categoryAdded', 'category_added'],
  ['categoryNotChanged', 'category_not_changed'],
  ['typeRemoved', 'type_removed'],
  ['typeAdded', 'type_added'],
  ['typeNotChanged', 'type_not_changed'],
  ['userId', 'user_id'],
  ['before', 'before'],
  ['after', 'after'],
  ['pageLimit', 'page_limit'],
  ['sort', 'sort'],
  ['includeTotal', 'include_total'],
];

const SORT_KEYS: Record<string, (s: StoredFeedback) => string> = {
  created: (s) => s.feedback.created,
  user_id: (s) => s.feedback.user_id ?? '',
  document_title: (s) => s.feedback.feedback_data.document?.title ?? '',
};

const bad = badParam;

function stringOf(q: FeedbackQuery, name: keyof FeedbackQuery, wire: string): string | undefined {
  const v = q[name];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string') throw bad(wire, `${wire} must be a string`);
  return v;
}

/**
 * A comma list's labels, empty items dropped. A list of commas alone (`category_added=,,,`) names no label: it is no
 * filter, as the parameter sent empty (`category_added=`) is none and a `sort` of commas sorts by nothing; it matched
 * no feedback before (hred28's Left), which read as "no feedback added a category" when nothing had been asked.
 */
function listOf(q: FeedbackQuery, name: keyof FeedbackQuery, wire: string): string[] | undefined {
  const v = stringOf(q, name, wire);
  const list = v === undefined ? [] : v.split(',').map((s) => s.trim()).filter((s) => s !== '');
  return list.length > 0 ? list : undefined;
}

type Predicate = (s: StoredFeedback) => boolean;

function categoryFilter(list: string[] | undefined, modification: Modification): Predicate | undefined {
  if (!list) return undefined;
  const wanted = new Set(list);
  const side = modification === 'added' ? 'updated_labels' : 'original_labels';
  return (s) => s.feedback.feedback_data[side].categories.some((c: FeedbackCategory) => c.modification === modification && wanted.has(c.label));
}

function typeFilter(list: string[] | undefined, modification: Modification, wire: string): Predicate | undefined {
  if (!list) return undefined;
  const wanted = new Set(
    list.map((item) => {
      const i = item.indexOf(':');
      if (i < 0) throw bad(wire, `${wire} takes nature:party pairs, e.g. Obligation:Supplier; got ${JSON.stringify(item)}`, 'format');
      return typeLabelKey(item.slice(0, i), item.slice(i + 1));
    }),
  );
  const side = modification === 'added' ? 'updated_labels' : 'original_labels';
  return (s) =>
    s.feedback.feedback_data[side].types.some((t: FeedbackTypeLabel) => t.modification === modification && wanted.has(typeLabelKey(t.label.nature, t.label.party)));
}

function equalsFilter(value: string | undefined, get: (s: StoredFeedback) => string | undefined): Predicate | undefined {
  return value === undefined ? undefined : (s) => get(s) === value;
}

/**
 * `before`/`after` compare whole UTC days, both exclusive: a day never falls on both sides, and
 * `after=D&before=D+2` is exactly day D+1. parley writes every `created` in UTC (`+0000`), so its first 10
 * characters are that day.
 */
function dayFilter(q: FeedbackQuery, name: 'before' | 'after'): Predicate | undefined {
  const day = stringOf(q, name, name);
  if (day === undefined) return undefined;
  if (!isVersionString(day)) throw bad(name, `${name} must be a date YYYY-MM-DD; got ${JSON.stringify(day)}`, 'format');
  return name === 'before' ? (s) => s.feedback.created.slice(0, 10) < day : (s) => s.feedback.created.slice(0, 10) > day;
}

export function pageLimitOf(q: FeedbackQuery): number {
  const v = q.pageLimit;
  if (v === undefined || v === null) return DEFAULT_FEEDBACK_PAGE;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > MAX_FEEDBACK_PAGE) {
    throw bad('page_limit', `page_limit must be an integer from 1 to ${MAX_FEEDBACK_PAGE}`, 'range');
  }
  return v;
}

function comparatorOf(q: FeedbackQuery): (x: StoredFeedback, y: StoredFeedback) => number {
  const text = stringOf(q, 'sort', 'sort');
  const keys = (text ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '').map((item) => {
    const descending = item.startsWith('-');
    const name = item.startsWith('-') || item.startsWith('+') ? item.slice(1) : item;
    // An own key only: `__proto__` or `hasOwnProperty` found Object.prototype's member and failed the sort (a 500).
    const get = Object.hasOwn(SORT_KEYS, name) ? SORT_KEYS[name] : undefined;
    if (!get) throw bad('sort', `Invalid sort field ${JSON.stringify(name)}; allowed: ${Object.keys(SORT_KEYS).join(', ')} (- or + in front)`, 'enum');
    return { name, get, sign: descending ? -1 : 1 };
  });
  // A field named again cannot change the order (its first mention decides every tie it could break): dropped, so a
  // comparison walks at most the three fields (`user_id` 2,000 times in a URL cost 0.7 s a request over 10,000 entries).
  const seen = new Set<string>();
  const distinct = keys.filter((k) => !seen.has(k.name) && seen.add(k.name));
  return (x, y) => {
    for (const { get, sign } of distinct) {
      const a = get(x);
      const b = get(y);
      if (a !== b) return a < b ? -sign : sign;
    }
    return x.seq - y.seq;
  };
}

export interface FeedbackPage {
  items: StoredFeedback[];
  pagination: Pagination;
}

/** Up to `limit` entries from `offset`, within MAX_FEEDBACK_PAGE_CHARS of JSON (the first one whatever its size). */
function pageOf(matches: readonly StoredFeedback[], offset: number, limit: number): StoredFeedback[] {
  const items: StoredFeedback[] = [];
  let chars = 0;
  for (let i = offset; i < matches.length && items.length < limit; i++) {
    chars += JSON.stringify(matches[i].feedback).length;
    if (items.length > 0 && chars > MAX_FEEDBACK_PAGE_CHARS) break;
    items.push(matches[i]);
  }
  return items;
}

/** Filters, sorts and cuts one page; `version` goes into the pagination URLs. */
const FEEDBACK_PATH = '/v1/feedback';

export function queryFeedback(all: readonly StoredFeedback[], q: FeedbackQuery, version: string): FeedbackPage {
  const predicates = [
    equalsFilter(stringOf(q, 'feedbackType', 'feedback_type'), (s) => s.feedback.feedback_data.feedback_type),
    equalsFilter(stringOf(q, 'documentTitle', 'document_title'), (s) => s.feedback.feedback_data.document?.title),
    equalsFilter(stringOf(q, 'modelId', 'model_id'), (s) => s.feedback.feedback_data.model_id),
    equalsFilter(stringOf(q, 'modelVersion', 'model_version'), (s) => s.feedback.feedback_data.model_version),
    equalsFilter(stringOf(q, 'userId', 'user_id'), (s) => s.feedback.user_id),
    dayFilter(q, 'before'),
    dayFilter(q, 'after'),
    categoryFilter(listOf(q, 'categoryRemoved', 'category_removed'), 'removed'),
    categoryFilter(listOf(q, 'categoryAdded', 'category_added'), 'added'),
    categoryFilter(listOf(q, 'categoryNotChanged', 'category_not_changed'), 'not_changed'),
    typeFilter(listOf(q, 'typeRemoved', 'type_removed'), 'removed', 'type_removed'),
    typeFilter(listOf(q, 'typeAdded', 'type_added'), 'added', 'type_added'),
    typeFilter(listOf(q, 'typeNotChanged', 'type_not_changed'), 'not_changed', 'type_not_changed'),
  ].filter((p): p is Predicate => p !== undefined);
  const limit = pageLimitOf(q);
  const compare = comparatorOf(q);
  if (q.includeTotal !== undefined && q.includeTotal !== null && typeof q.includeTotal !== 'boolean') throw bad('include_total', 'include_total must be a boolean');
  const offset = offsetOfCursor(q.cursor);
  const matches = all.filter((s) => predicates.every((p) => p(s))).sort(compare);
  const items = pageOf(matches, offset, limit);
  const echo: [string, unknown][] = [['version', version], ...WIRE.map(([name, wire]): [string, unknown] => [wire, q[name]])];
  const pagination: Pagination = { refresh_url: urlOf(FEEDBACK_PATH, echo, offset > 0 ? (q.cursor as string) : undefined) };
  if (offset > 0) pagination.refresh_cursor = q.cursor as string;
  if (offset + items.length < matches.length) {
    const next = cursorAt(offset + items.length);
    pagination.next_cursor = next;
    pagination.next_url = urlOf(FEEDBACK_PATH, echo, next);
  }
  if (q.includeTotal === true) pagination.total = matches.length;
  return { items, pagination };
}

