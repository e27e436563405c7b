#!/usr/bin/env node
// contracts-relabel-attribute-conventions.mjs list|apply [--sets 11-19]
// Issue 18 (h21attr): where a labelled set's attributes break a convention docs/contracts.md writes down (Attributes,
// "Number", "Duration"), this brings the label in line by a rule over the element's own words, never parley's output.
// Each rule is one written convention, and each has the real response's visible half behind it:
//   percent-words  the words that restate a percentage are a Number: "ten percent (10%)" → Number "ten" beside
//                  Percentage "10%", a Percentage labelled over the whole phrase cut to its figure (the visible half:
//                  "fifty per cent (50%)", "four per cent (4%)").
//   section-ref    a part of the document named by "Section", "Paragraph" or "§" is no Number ("Section 4.1",
//                  "paragraph 2", "Sections 3, 4 and 5"; the visible half: "Section 7", "Section 6", "Section 1" unlabelled).
//   long-id        an identifier of seven or more digits, perhaps in a register's digit groups, is no Number
//                  ("ACN 604 118 392", "company number 08813427"; the visible half labels none of its two).
//   not-less-than  "not less than N days" is the Duration "less than N days" (the visible half: "less than twenty (20)
//                  Working Days", "less than seven (7) Working Days", both from "not less than").
//   frequency-word a lower-case frequency word standing alone — daily, weekly, fortnightly, monthly, quarterly, annual,
//                  annually, yearly — is a Duration (the visible half: "annual increase", "weekly basis", "six monthly
//                  review"). A capitalised one (a name, "General Annual Grant"; a heading, "Annual Budget") is left as
//                  the set has it: the convention names no capitalised case.
//   two-places     "England and Wales" is two Locations, "England" and "Wales" (docs/contracts.md, Location: "a list of
//                  places stays a list"; the visible half splits it: "England", "England", "Wales").
// `list` prints each change, `apply` writes the set files (attributes only). Idempotent: a second run finds nothing.
import fs from 'node:fs';
import path from 'node:path';
import { SETS_DIR, generalizationSetFiles, setNumber } from './data/generalization-sets.mjs';

const args = process.argv.slice(2);
const mode = args[0] ?? 'list';
const i = args.indexOf('--sets');
const [lo, hi] = (i >= 0 ? args[i + 1] : '11-19').split('-').map(Number);

const NUMBER_WORD = '(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|half)';
const NUMBER_WORDS = `${NUMBER_WORD}(?:[- ](?:and )?${NUMBER_WORD})*`;
// "ten percent (10%)", "twenty-five per cent (25 %)": the words, then the figure in brackets.
const PERCENT_WORDS = new RegExp(`\\b(${NUMBER_WORDS})\\s+per\\s?cent\\s*\\(\\s*\\d+(?:\\.\\d+)?\\s*%\\s*\\)`, 'gi');
// What stands before a number that names a part of the document: "Section ", "paragraphs 2, 3 and ".
const SECTION_BEFORE = /(?:\b(?:sections?|paragraphs?)|§§?)\s*(?:[\dA-Za-z.()]+\s*(?:,|\band\b|\bor\b)\s*)*$/i;
const FREQUENCY_WORD = /(?<![-\w])(daily|weekly|fortnightly|monthly|quarterly|annual|annually|yearly)(?![-\w])/g;

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const lower = (s) => s.toLowerCase();

/** Where `needle` stands in `text` as a whole token (case-insensitive). */
function occurrences(text, needle) {
  const re = new RegExp(`(?<![\\w.])${escape(needle)}(?![\\w])`, 'gi');
  return [...text.matchAll(re)].map((m) => m.index);
}

/** The rules, each returning the element's attributes after it and a note per change. */
const RULES = {
  'percent-words'(e) {
    const notes = [];
    const attrs = [...e.attributes];
    for (const m of e.text.matchAll(PERCENT_WORDS)) {
      const words = m[1];
      // The Percentage is the figure alone: "five percent (5%)" labelled whole becomes "5%".
      const whole = attrs.findIndex((a) => a.type === 'Percentage' && lower(a.text) === lower(m[0]));
      if (whole >= 0) {
        const figure = /\(\s*(\d+(?:\.\d+)?\s*%)\s*\)$/.exec(m[0])[1];
        attrs[whole] = { type: 'Percentage', text: figure };
        notes.push(`Percentage "${m[0]}" -> "${figure}"`);
      }
      if (attrs.some((a) => a.type === 'Number' && lower(a.text) === lower(words))) continue;
      attrs.push({ type: 'Number', text: words });
      notes.push(`+Number "${words}"`);
    }
    return { attrs, notes };
  },
  'section-ref'(e) {
    const notes = [];
    const attrs = [];
    const kept = new Map();
    for (const a of e.attributes) {
      if (a.type !== 'Number') { attrs.push(a); continue; }
      const at = occurrences(e.text, a.text);
      const free = at.filter((k) => !SECTION_BEFORE.test(e.text.slice(Math.max(0, k - 60), k))).length;
      const used = kept.get(lower(a.text)) ?? 0;
      if (at.length > 0 && used >= free) { notes.push(`-Number "${a.text}"`); continue; }
      kept.set(lower(a.text), used + 1);
      attrs.push(a);
    }
    return { attrs, notes };
  },
  'long-id'(e) {
    const notes = [];
    const attrs = e.attributes.filter((a) => {
      const drop = a.type === 'Number' && /^\d[\d ]*\d$/.test(a.text) && a.text.replace(/ /g, '').length >= 7;
      if (drop) notes.push(`-Number "${a.text}"`);
      return !drop;
    });
    return { attrs, notes };
  },
  'not-less-than'(e) {
    const notes = [];
    const attrs = e.attributes.map((a) => {
      if (a.type !== 'Duration') return a;
      const full = /^not (less than .+)$/i.exec(a.text);
      if (full) { notes.push(`Duration "${a.text}" -> "${full[1]}"`); return { ...a, text: full[1] }; }
      if (/^less than /i.test(a.text)) return a;
      const before = occurrences(e.text, a.text).some((k) => /\bnot less than\s$/i.test(e.text.slice(Math.max(0, k - 20), k)));
      if (!before) return a;
      const text = `less than ${a.text}`;
      notes.push(`Duration "${a.text}" -> "${text}"`);
      return { ...a, text };
    });
    return { attrs, notes };
  },
  'frequency-word'(e) {
    const notes = [];
    const attrs = [...e.attributes];
    for (const m of e.text.matchAll(FREQUENCY_WORD)) {
      const w = m[1];
      const covered = attrs.filter((a) => a.type === 'Duration' && new RegExp(`(?<![-\\w])${w}(?![-\\w])`, 'i').test(a.text)).length;
      const seen = [...e.text.slice(0, m.index + w.length).matchAll(new RegExp(`(?<![-\\w])${w}(?![-\\w])`, 'g'))].length;
      if (covered >= seen) continue;
      attrs.push({ type: 'Duration', text: w });
      notes.push(`+Duration "${w}"`);
    }
    return { attrs, notes };
  },
  'two-places'(e) {
    const notes = [];
    const attrs = e.attributes.flatMap((a) => {
      if (a.type !== 'Location' || a.text !== 'England and Wales') return [a];
      notes.push('Location "England and Wales" -> "England", "Wales"');
      return [{ type: 'Location', text: 'England' }, { type: 'Location', text: 'Wales' }];
    });
    return { attrs, notes };
  },
};

const changes = [];
const perRule = Object.fromEntries(Object.keys(RULES).map((r) => [r, 0]));
for (const f of generalizationSetFiles().filter((x) => setNumber(x) >= lo && setNumber(x) <= hi)) {
  const p = path.join(SETS_DIR, f);
  const set = JSON.parse(fs.readFileSync(p, 'utf8'));
  let changed = 0;
  for (const doc of set.documents) doc.elements.forEach((e, k) => {
    if (!e.attributes) return;
    for (const [name, rule] of Object.entries(RULES)) {
      const { attrs, notes } = rule(e);
      if (!notes.length) continue;
      changes.push(`set ${setNumber(f)}\t${doc.name}#${k}\t${name}\t${notes.join('; ')}\t${e.text.slice(0, 110)}`);
      e.attributes = attrs; changed++; perRule[name] += notes.length;
    }
  });
  if (mode === 'apply' && changed) fs.writeFileSync(p, `${JSON.stringify(set, null, 1)}\n`);
}
console.log(changes.join('\n'));
console.log(`${changes.length} element rule(s)${mode === 'apply' ? ' applied' : ' to apply'}; labels changed by rule: ${JSON.stringify(perRule)}`);
