// The pure part of contracts-relabel.mjs (issue 18, h18agree): a labelled contract set stripped to text and back, a
// second labelling scored against the first (tp/fp/fn, micro-F1, Cohen's kappa per label), the labels two labellings
// share, and label corrections applied to a copy. No I/O: the CLI reads and writes the files. `closed` is the service's
// closed sets ({ categories, natures }: src/contracts/wire.ts, one home), so a misspelt label stops the build.
import { keysOf, f1 } from './contracts-scoring.mjs';

export function strip(set) {
  const out = [];
  for (const doc of set.documents) {
    out.push(`## ${doc.name}`);
    doc.elements.forEach((e, i) => out.push(`${doc.name}#${i}${e.kind === 'title' ? ' [title]' : ''} ${e.text}`));
    out.push('');
  }
  return out.join('\n');
}

/** Parses a stripped text back into documents of { kind?, text }. */
export function parseStripped(text) {
  const docs = [];
  for (const line of text.split('\n')) {
    const head = /^## (.+)$/.exec(line);
    if (head) { docs.push({ name: head[1], elements: [] }); continue; }
    const m = /^(.+?)#(\d+)( \[title\])? (.*)$/.exec(line);
    if (!m) continue;
    const doc = docs[docs.length - 1];
    if (!doc || doc.name !== m[1] || Number(m[2]) !== doc.elements.length) throw new Error(`out of order: ${line.slice(0, 60)}`);
    doc.elements.push({ ...(m[3] ? { kind: 'title' } : {}), text: m[4] });
  }
  return docs;
}


/** Each "<document>#<index> Category; …" line of a labels or corrections text: [document, index, categories, types?]. */
function* labelLines(labels, closed) {
  for (const [n, raw] of labels.split('\n').entries()) {
    const line = raw.replace(/\s+\/\/.*$/, '').trim();
    if (!line || line.startsWith('//')) continue;
    const m = /^(.+?)#(\d+)\s*(.*)$/.exec(line);
    if (!m) throw new Error(`line ${n + 1}: not "<document>#<index> categories"`);
    const [cats, types] = m[3].split('|');
    const categories = cats.split(';').map((c) => c.trim()).filter(Boolean);
    for (const c of categories) if (!closed.categories.includes(c)) throw new Error(`line ${n + 1}: no category "${c}"`);
    yield { line: n + 1, doc: m[1], index: Number(m[2]), categories, types };
  }
}

export function apply(set, corrections, closed) {
  const byName = Object.fromEntries(set.documents.map((d) => [d.name, d]));
  for (const c of labelLines(corrections, closed)) {
    if (!byName[c.doc]) continue; // a correction to another set of the same list
    const e = byName[c.doc].elements[c.index];
    if (!e) throw new Error(`line ${c.line}: no element ${c.doc}#${c.index}`);
    e.categories = c.categories;
  }
  return set;
}

const parseTypes = (text, line, closed) => text.split(',').map((t) => t.trim()).filter(Boolean).map((t) => {
  const [nature, party = 'None'] = t.split('/').map((x) => x.trim());
  if (!closed.natures.includes(nature)) throw new Error(`line ${line}: no nature "${nature}"`);
  return { nature, party };
});

export function build(stripped, labels, typesText, closed) {
  const docs = parseStripped(stripped);
  const byName = Object.fromEntries(docs.map((d) => [d.name, d]));
  for (const d of docs) for (const e of d.elements) Object.assign(e, { types: [], categories: [], attributes: [] });
  let typed = false;
  for (const { line, doc, index, categories, types } of labelLines(labels, closed)) {
    const e = byName[doc]?.elements[index];
    if (!e) throw new Error(`line ${line}: no element ${doc}#${index}`);
    e.categories = categories;
    if (types !== undefined) {
      typed = true;
      e.types = parseTypes(types, line, closed);
    }
  }
  if (typesText !== undefined) {
    typed = true;
    for (const [n, raw] of typesText.split('\n').entries()) {
      const text = raw.replace(/\s+\/\/.*$/, '').trim();
      if (!text || text.startsWith('//')) continue;
      const m = /^(.+?)#(\d+)\s+(.*)$/.exec(text);
      const e = m && byName[m[1]]?.elements[Number(m[2])];
      if (!e) throw new Error(`types line ${n + 1}: no element ${text.slice(0, 40)}`);
      e.types = parseTypes(m[3], n + 1, closed);
    }
  }
  return { about: `relabelled blind from the stripped text (bench/contracts-relabel.mjs)${typed ? '' : '; categories only'}`, documents: docs };
}

const asReturned = (e) => ({ types: (e.types || []).map((label) => ({ label })), categories: (e.categories || []).map((label) => ({ label })), attributes: e.attributes || [] });

/** Cohen's kappa of two yes/no labellings over n items: a both yes, b only A, c only B, d neither. */
export const kappa = (a, b, c, d) => {
  const n = a + b + c + d;
  if (!n) return NaN;
  const po = (a + d) / n;
  const pe = ((a + b) / n) * ((a + c) / n) + ((c + d) / n) * ((b + d) / n);
  return pe === 1 ? 1 : (po - pe) / (1 - pe);
};

export function score(A, B, what) {
  const key = keysOf[what];
  const per = {};
  const total = { tp: 0, fp: 0, fn: 0 };
  let n = 0;
  let same = 0;
  const disagreements = [];
  if (A.documents.length !== B.documents.length) throw new Error('the sets differ in documents');
  A.documents.forEach((da, di) => {
    const db = B.documents[di];
    if (da.elements.length !== db.elements.length) throw new Error(`${da.name}: the sets differ in elements`);
    da.elements.forEach((ea, i) => {
      const eb = db.elements[i];
      if (ea.text !== eb.text) throw new Error(`${da.name}#${i}: texts differ`);
      if (ea.kind === 'title') return;
      n++;
      const wa = new Set(key(asReturned(ea))); const wb = new Set(key(asReturned(eb)));
      for (const x of new Set([...wa, ...wb])) {
        const t = (per[x] ??= { tp: 0, fp: 0, fn: 0 });
        const what2 = wa.has(x) ? (wb.has(x) ? 'tp' : 'fn') : 'fp';
        t[what2]++; total[what2]++;
      }
      if ([...wa].some((x) => !wb.has(x)) || [...wb].some((x) => !wa.has(x))) disagreements.push(`${da.name}#${i} A[${[...wa].join('; ')}] B[${[...wb].join('; ')}] ${ea.text.slice(0, 100)}`);
    });
  });
  const rows = Object.entries(per).sort((x, y) => (y[1].fp + y[1].fn) - (x[1].fp + x[1].fn)).map(([label, t]) => ({ label, ...t, f1: f1(t).f1, kappa: +kappa(t.tp, t.fn, t.fp, n - t.tp - t.fn - t.fp).toFixed(3) }));
  same = n - disagreements.length;
  return { elements: n, same, ...total, ...f1(total), rows, disagreements };
}

export function agreed(A, B) {
  return {
    about: 'the labels two labellings agree on (bench/contracts-relabel.mjs score --agreed)',
    documents: A.documents.map((da, di) => ({ name: da.name, elements: da.elements.map((ea, i) => {
      const eb = B.documents[di].elements[i];
      const typeKey = (t) => `${t.nature}|${t.party}`;
      const bTypes = new Set((eb.types || []).map(typeKey));
      return { ...ea, categories: ea.categories.filter((c) => eb.categories.includes(c)), types: (ea.types || []).filter((t) => bTypes.has(typeKey(t))), attributes: ea.attributes || [] };
    }) })),
  };
}
