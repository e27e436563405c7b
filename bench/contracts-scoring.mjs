// The label scoring shared by contracts-labels.mjs (the real contract) and contracts-generalization.mjs (the
// independent set): the normalisation and F1 of ../shared/checks/contracts.mjs, and per-label tallies with examples of
// the misses. Labels are compared as sets per element: nature, nature|party, category, attribute type|text.
const ENT = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
export const unescape = (s) => s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e) => (e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : +e.slice(1)) : ENT[e.toLowerCase()] ?? m));
export const norm = (s) => unescape(String(s ?? '').replace(/<[^>]*>/g, ' ')).normalize('NFKC').replace(/[\u2018\u2019\u201b`]/g, "'").replace(/[\u201c\u201d\u201f]/g, '"').replace(/[\u2013\u2014]/g, '-').replace(/\s+/g, ' ').trim().toLowerCase();
export const f1 = (t) => { const p = t.tp + t.fp ? t.tp / (t.tp + t.fp) : 0; const r = t.tp + t.fn ? t.tp / (t.tp + t.fn) : 0; return { p: +p.toFixed(3), r: +r.toFixed(3), f1: p + r ? +((2 * p * r) / (p + r)).toFixed(3) : 0 }; };

// Both sides take the ClassifyReturn element shape: types [{label:{nature,party}}], categories [{label}],
// attributes [{type,text}].
export const keysOf = {
  nature: (e) => (e.types || []).map((t) => t.label?.nature),
  type: (e) => (e.types || []).map((t) => `${t.label?.nature}|${norm(t.label?.party)}`),
  category: (e) => (e.categories || []).map((c) => c.label),
  attribute: (e) => (e.attributes || []).map((a) => `${a.type}|${norm(a.text)}`),
};

/** A scorer: add(want, have, tag) for each scored element, then results(). */
export const labelScorer = () => {
  const tallies = Object.fromEntries(Object.keys(keysOf).map((k) => [k, { tp: 0, fp: 0, fn: 0 }]));
  const byLabel = { category: {}, nature: {}, attribute: {}, type: {} };
  const examples = { category: {}, nature: {}, attribute: {}, type: {} };
  const add = (want, have, tag) => {
    for (const [k, f] of Object.entries(keysOf)) {
      const w = new Set(f(want)); const h = new Set(f(have));
      const tally = (label, what) => {
        const key = k === 'attribute' ? label.split('|')[0] : label;
        byLabel[k][key] ??= { tp: 0, fp: 0, fn: 0 }; byLabel[k][key][what]++;
        if (what !== 'tp') (examples[k][key] ??= []).push(`${what} ${k === 'attribute' ? label : ''} ${tag}`);
      };
      for (const x of h) { if (w.has(x)) { tallies[k].tp++; tally(x, 'tp'); } else { tallies[k].fp++; tally(x, 'fp'); } }
      for (const x of w) if (!h.has(x)) { tallies[k].fn++; tally(x, 'fn'); }
    }
  };
  const figures = () => Object.fromEntries(Object.entries(tallies).map(([k, t]) => [`${k}_f1`, f1(t).f1]));
  const show = (k, showMisses) => {
    console.log(`\n${k} by label (tp/fp/fn, F1):`);
    for (const [label, t] of Object.entries(byLabel[k]).sort((a, b) => (b[1].fp + b[1].fn) - (a[1].fp + a[1].fn))) {
      console.log(`  ${label.padEnd(28)} ${t.tp}/${t.fp}/${t.fn}  F1 ${f1(t).f1}`);
      for (const x of (examples[k][label] || []).slice(0, showMisses)) console.log(`      ${x}`);
    }
  };
  return { add, figures, show };
};

/** A list item's marker as the labelled sets write them: "(a)", "iv)", "3.", "•". */
export const LIST = /^\s*(?:\(?(?:[ivxlc]{1,6}|[a-z]|\d{1,3})\)|(?:[ivxlc]{1,6}|[a-z])\.\s|\d{1,3}\.\s|[•·▪-]\s)/i;

/**
 * The clause number a title opens with as its parts, trailing ".0"s dropped as the layout's `decimalLevel` drops them
 * ("13.0 Warranties" → ["13"], "5.1 Tests" → ["5", "1"]); undefined for an unnumbered title.
 */
const titleNumber = (text) => {
  // A labelled heading ("ARTICLE 3 – PRICE", "Section 5 - Fees") is a level-1 section for the layout (LABELLED in
  // src/contracts/layout/headings.ts), so the "3.1" after it nests under it: its number is "3".
  const labelled = /^\s*(?:article|section|clause|part|chapter)\s+(\d{1,3})\b/i.exec(text);
  if (labelled) return [labelled[1]];
  const m = /^\s*(\d{1,3}(?:\.\d{1,3})*)\.?(?:\s|$)/.exec(text);
  if (!m) return undefined;
  const parts = m[1].split('.');
  while (parts.length > 1 && /^0+$/.test(parts[parts.length - 1])) parts.pop();
  return parts;
};
const isPrefix = (a, b) => a.length < b.length && a.every((x, i) => x === b[i]);

/**
 * A labelled set's document as classifier inputs: titles, list items and sentences, each under the last title, and
 * with the title above it (`parentTitle`) when that title is a numbered sub-heading: the latest title whose number its
 * own extends ("5. FINANCIAL COVENANTS" above "5.1 Tests"), as the pipeline's layout nests numbered sections.
 */
export function setInputs(doc) {
  let section;
  let parent;
  const open = []; // the numbered titles that may still enclose a later one: [parts, text]
  return doc.elements.map((e) => {
    const kind = e.kind === 'title' ? 'title' : LIST.test(e.text) ? 'listItem' : 'sentence';
    const input = { text: e.text, kind, ...(section && kind !== 'title' ? { sectionTitle: section, ...(parent ? { parentTitle: parent } : {}) } : {}) };
    if (kind === 'title') {
      section = e.text;
      const number = titleNumber(e.text);
      if (number === undefined) { open.length = 0; parent = undefined; return input; }
      while (open.length > 0 && !isPrefix(open[open.length - 1][0], number)) open.pop();
      parent = open.length > 0 ? open[open.length - 1][1] : undefined;
      open.push([number, e.text]);
    }
    return input;
  });
}

/**
 * A real ClassifyReturn's elements as classifier inputs: the kind from the document structure (titles) or the text (list
 * markers); the section title is the deepest title whose element_locations hold the element. So the labelling half can be
 * measured without the document half.
 */
export function referenceInputs(ref) {
  const titles = ref.document_structure?.section_titles ?? [];
  const titleAt = new Set(titles.map((t) => t.location.begin));
  // A title's parent: the latest title before it of a lower level (the heading path the pipeline gives as parentTitle).
  const parentOf = new Map();
  const open = [];
  for (const t of titles) {
    while (open.length > 0 && open[open.length - 1].level >= t.level) open.pop();
    if (open.length > 0) parentOf.set(t, open[open.length - 1].text);
    open.push(t);
  }
  const sectionOf = new Map();
  for (const t of titles) for (const l of t.element_locations ?? []) sectionOf.set(l.begin, t);
  return ref.elements.map((e) => {
    const t = sectionOf.get(e.location.begin);
    return {
      text: unescape(e.text),
      kind: titleAt.has(e.location.begin) ? 'title' : LIST.test(e.text) ? 'listItem' : 'sentence',
      ...(t ? { sectionTitle: t.text, ...(parentOf.has(t) ? { parentTitle: parentOf.get(t) } : {}) } : {}),
    };
  });
}
