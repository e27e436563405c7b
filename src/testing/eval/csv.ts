/**
 * Labelled utterances in the service's intent CSV format: one `text,intent` row per line, no header, fields
 * quoted with `"` when they hold a comma or a quote (`""` inside). An empty intent marks an out-of-scope
 * utterance (the service should answer "irrelevant"). A first row `text,intent` / `example,intent` is a header.
 */
import { ParleyError, type ErrorDetail } from '../../common/errors.js';
import { checkString } from '../args.js';

export interface LabelledUtterance {
  text: string;
  /** The expected intent; '' for out of scope. */
  intent: string;
}

export function parseLabelledCsv(source: string, name = 'CSV'): LabelledUtterance[] {
  checkString('parseLabelledCsv', source, 'source');
  checkString('parseLabelledCsv', name, 'name');
  const rows = parseCsv(source, name);
  const out: LabelledUtterance[] = [];
  const errors: ErrorDetail[] = [];
  rows.forEach((fields, i) => {
    if (i === 0 && /^(text|example|utterance)$/i.test(fields[0] ?? '') && /^(intent|label|category)$/i.test(fields[1] ?? '')) return;
    if (fields.length === 1 && fields[0] === '') return;
    if (fields.length > 2 || fields[0].trim() === '') {
      errors.push({ code: 'format', message: `row ${i + 1}: expected "text,intent" (${fields.length} fields${fields[0].trim() === '' ? ', empty text' : ''})`, path: `${name}:${i + 1}` });
      return;
    }
    out.push({ text: fields[0], intent: (fields[1] ?? '').trim() });
  });
  if (errors.length > 0) throw ParleyError.invalidRequest(errors.slice(0, 20), `${name} is not a labelled CSV`);
  return out;
}

/** RFC 4180 rows (CRLF or LF line ends; a quoted field may span lines). */
function parseCsv(source: string, name: string): string[][] {
  const text = source.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      line++;
    } else field += c;
  }
  if (quoted) throw ParleyError.invalidRequest([{ code: 'format', message: `unterminated quoted field (from line ${line})`, path: `${name}:${line}` }], `${name} is not a labelled CSV`);
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
