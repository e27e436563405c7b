/**
 * A comparison input given as JSON: an earlier element_classification output (`application/json`, the
 * one extra type the service's comparison took). Checked for the fields the comparison reads.
 */
import { ParleyError, type ErrorDetail } from '../../common/errors.js';
import { isObject } from '../../common/is-object.js';
import type { ClassifyReturn } from '../wire.js';

const UTF8 = new TextDecoder('utf-8', { fatal: true });

export function readClassifiedInput(bytes: Uint8Array, part: string): ClassifyReturn {
  let value: unknown;
  try {
    value = JSON.parse(UTF8.decode(bytes));
  } catch (e) {
    throw ParleyError.invalidRequest(
      [{ code: 'format', message: `${part} is not a valid JSON document: ${(e as Error).message}`, path: `.${part}` }],
      'Invalid JSON input',
    );
  }
  const errors: ErrorDetail[] = [];
  const at = (path: string, message: string) => errors.push({ code: 'type', message: `${part}${path} ${message}`, path: `.${part}${path}` });
  const doc = isObject(value) ? value : undefined;
  if (!doc) at('', 'must be an element_classification result (a JSON object)');
  else {
    if (!isObject(doc.document) || typeof doc.document.html !== 'string') at('.document.html', 'must be a string');
    if (!Array.isArray(doc.elements)) at('.elements', 'must be an array');
    else
      doc.elements.forEach((e: unknown, i: number) => {
        const path = `.elements[${i}]`;
        if (!isObject(e)) return at(path, 'must be an object');
        if (typeof e.text !== 'string') at(`${path}.text`, 'must be a string');
        const loc = e.location;
        if (!isObject(loc) || !Number.isInteger(loc.begin) || !Number.isInteger(loc.end)) at(`${path}.location`, 'must be {begin, end} integers');
        for (const list of ['types', 'categories', 'attributes'] as const) {
          if (e[list] !== undefined && !Array.isArray(e[list])) at(`${path}.${list}`, 'must be an array');
        }
      });
  }
  if (errors.length > 0) throw ParleyError.invalidRequest(errors.slice(0, 20), 'Invalid JSON input');
  const d = doc as unknown as ClassifyReturn;
  // Missing label lists are read as empty ones.
  return {
    ...d,
    elements: d.elements.map((e) => ({ ...e, types: e.types ?? [], categories: e.categories ?? [], attributes: e.attributes ?? [] })),
  };
}
