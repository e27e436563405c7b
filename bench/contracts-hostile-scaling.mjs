#!/usr/bin/env node
// contracts-hostile-scaling.mjs [--project DIR] [--shape one|lines|both] [--lengths 16000,64000] [--runs 1]
//                               [--only SUBSTRING] [--units FILE] [--flag 2.4] [--atoms 0|1] [--builtin 0|1]
// Which short units make the contract classifier superlinear on one long element (issue 18, hsec6). Anything done once
// per match that reads the text from its start or to its end (a `lastIndexOf` with no bound, a pattern anchored with `$`
// tried on `text.slice(0, m.index)`, a line start searched for) costs the text's length per match: linear on an
// ordinary sentence, quadratic on a unit repeated to 64,000 characters. The hostile tests time the cases someone thought
// of; this probe times many: every literal atom of the build's prefilter table (data/regex-prefilter.json: the words the
// classifier's patterns cannot match without), the legal forms, and hand-written slot fragments (quotes, brackets,
// money, dates, headings, initials, party slots, "AB \"Aa " shapes). Each unit is repeated to each length on one line
// (no newline) and, with --shape lines, with a newline every ~80 characters; `classifyContract` (with the build's
// prefilter, as a user's classification has it) is timed in CPU milliseconds after one untimed run at a quarter of the
// smallest length (compiles what the unit reaches). The ratio per doubling, from the smallest to the largest length,
// above --flag (2.4: a linear classifier is ~2, a quadratic scan's share pushes it to 4) marks the row with "!".
// Screen with the default lengths (16,000 and 64,000), then confirm a flagged unit with --only UNIT --lengths
// 16000,32000,64000 --runs 3 (the fastest run of each length counts; a loaded machine's noise flags a few at random).
// --units FILE adds units, one JSON string a line; --builtin 0 --atoms 0 times those alone.
// Prints one row per unit and shape: ms at each length, the ratio per doubling; the flagged rows again at the end.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const project = path.resolve(opt('project', path.join(path.dirname(new URL(import.meta.url).pathname), '..')));
const shapes = { one: ['one'], lines: ['lines'], both: ['one', 'lines'] }[opt('shape', 'both')];
const lengths = opt('lengths', '16000,64000').split(',').map(Number);
const runs = Number(opt('runs', '1'));
const flagAt = Number(opt('flag', '2.4'));
const only = opt('only', undefined);
const withAtoms = opt('atoms', '1') !== '0';
const withBuiltin = opt('builtin', '1') !== '0';

const load = (p) => import(pathToFileURL(path.join(project, 'dist', p)).href);
const { classifyContract } = await load('contracts/classify/index.js');
const { loadPrefilterTable } = await load('contracts/operations/prefilter-table.js');
const { COMPANY_SUFFIXES, LEADING_LEGAL_FORMS } = await load('contracts/classify/lexicon/gazetteer.js');
const prefilter = loadPrefilterTable();

// Hand-written slot fragments: the shapes the party, name, money, date and heading readers look for.
const FRAGMENTS = [
  'AB "Aa ', 'AB "Aa AB "Bb ', '"Aa" ', '("Aa") ', '(the "Aa") ', 'hereinafter "Aa" ', 'hereinafter referred to as the "Aa", ',
  '(hereinafter the "Buyer") ', 'Acme Ltd ', 'Acme Ltd, ', 'Acme Ltd and ', 'ACME LTD ', 'Acme Ltd ("Acme") ', 'between Acme Ltd and ',
  'by and between ', 'on the one side ', 'of the other part ', 'the Seller ', 'the Seller and the Buyer ', 'Seller: ', 'Buyer: ',
  'Party A: ', 'Party A ', 'the Parties ', 'each a "Party" ', 'represented by ', 'represented by Mr. John Smith, Director, ',
  'J. Smith ', 'J.S. ', 'John Smith ', 'Mr. Smith ', 'Mr. J. Smith ', 'JOHN SMITH ', 'John Smith, Director ', 'Name: John Smith ',
  'By: ', 'By: ____ ', 'Title: Director ', 'Signature: ', 'Date: ', '____ ', '... ', '( ', ') ', '(a) ', '(i) ', '[ ', '] ', '[a] ',
  '{ ', '" ', '“ ', '” ', "' ", '« ', '» ', '" "', '("', '") ', '; ', ': ', ', ', '. ', '- ', '– ', '/ ', '& ', '# ', '* ', '% ',
  '$ ', '$1 ', '$1,000 ', 'USD 1,000 ', 'EUR 5 ', '€5 ', '£5 ', '5 % ', '5 percent ', '1,000.00 ', '10 (ten) ', 'ten (10) ',
  '1 June 2030 ', '1 June 2030, ', 'June 1, 2030 ', '01.06.2030 ', '2030-06-01 ', '1/6/2030 ', 'on 1 June 2030 ',
  'In Paris, on 1 June 2030 ', 'Paris, 1 June 2030 ', 'from 1 June 2030 ', 'dated 1 June 2030 ', '30 days ', 'thirty (30) days ',
  'within 30 days ', 'for 30 days ', 'for a period of 30 days ', 'each month ', 'per month ', 'a.m. ', '9:00 ',
  'ARTICLE 1 ', 'Article 1 ', 'Section 1.1 ', '1.1 ', '1. ', 'I. ', 'A. ', 'Clause 1 ', 'SCHEDULE 1 ', 'Annex A ', 'WHEREAS ',
  'WHEREAS, ', 'NOW, THEREFORE, ', 'IN WITNESS WHEREOF ', 'DEFINITIONS ', 'Definitions. ', 'Term. ', 'Payment: ',
  'shall ', 'shall pay ', 'shall not ', 'must ', 'will ', 'may ', 'agrees to ', 'undertakes to ', 'is to ', 'who ', 'which ',
  'that ', 'it ', 'he ', 'she ', 'they ', 'its ', "Seller's ", "the Buyer's ", 'St. ', 'No. ', 'Inc. ', 'Co., Ltd. ',
  '123 Main Street ', 'Main Street, ', 'London ', 'London, ', 'London EC1A 1BB ', 'Paris, France ', 'Republic of ', 'State of ',
  'Bank ', 'Bank of ', 'University of ', 'Ministry of ', 'Court of ', 'e-mail: a@b.co ', 'a@b.co ', 'www.a.co ', 'Tel. +1 555 ',
  'Att: ', 'Attention: ', 'c/o ', 'Ab Cd ', 'Ab ', 'AB ', 'Ab, ', 'Ab. ', 'A ', 'a ', 'x ', 'Ltd Ltd ', 'and ', 'or ', 'the ',
];

const units = [];
const seen = new Set();
const add = (what, unit) => {
  if (seen.has(unit) || (only !== undefined && !unit.includes(only))) return;
  seen.add(unit);
  units.push([what, unit]);
};
if (withBuiltin) for (const f of FRAGMENTS) add('fragment', f);
if (withBuiltin) for (const f of [...COMPANY_SUFFIXES, ...LEADING_LEGAL_FORMS]) add('legal form', `Aa ${f} `);
if (withAtoms) {
  const table = JSON.parse(fs.readFileSync(path.join(project, 'data', 'regex-prefilter.json'), 'utf8'));
  const atoms = new Set(Object.values(table).flatMap((a) => (Array.isArray(a) ? a : [])));
  for (const a of [...atoms].sort()) add('atom', `${a} `);
}
if (opt('units', undefined)) for (const u of fs.readFileSync(opt('units'), 'utf8').split('\n').filter(Boolean)) add('file', JSON.parse(u));

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
/** `unit` repeated to `n` characters, on one line or with a newline after the unit that passes each 80 characters. */
function textOf(unit, n, shape) {
  const text = unit.repeat(Math.ceil(n / unit.length));
  if (shape === 'one') return text;
  const times = Math.max(1, Math.ceil(80 / unit.length));
  const line = unit.repeat(times).trimEnd();
  return `${line}\n`.repeat(Math.ceil(n / (line.length + 1)));
}
const timed = (text) => {
  const t = cpu();
  classifyContract([{ text, kind: 'sentence' }], { prefilter });
  return cpu() - t;
};

const flagged = [];
const loadavg = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
console.log(`${units.length} units, shapes ${shapes.join('+')}, lengths ${lengths.join('/')}, runs ${runs}, flag above ${flagAt} a doubling, load ${loadavg()}`);
for (const [what, unit] of units) {
  for (const shape of shapes) {
    timed(textOf(unit, Math.ceil(lengths[0] / 4), shape));
    const ms = lengths.map((n) => {
      const text = textOf(unit, n, shape);
      let best = Infinity;
      for (let r = 0; r < runs; r++) best = Math.min(best, timed(text));
      return best;
    });
    const doublings = Math.log2(lengths[lengths.length - 1] / lengths[0]);
    const ratio = (Math.max(ms[ms.length - 1], 1) / Math.max(ms[0], 1)) ** (1 / doublings);
    const row = `${ratio > flagAt ? '!' : ' '} ${ratio.toFixed(2)}  ${ms.map((m) => m.toFixed(0).padStart(6)).join(' ')}  ${shape.padEnd(5)} ${what.padEnd(10)} ${JSON.stringify(unit)}`;
    console.log(row);
    if (ratio > flagAt) flagged.push(row);
  }
}
console.log(`\nflagged ${flagged.length} (load ${loadavg()}):`);
for (const row of flagged) console.log(row);
