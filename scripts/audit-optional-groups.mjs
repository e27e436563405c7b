#!/usr/bin/env node
// audit-optional-groups.mjs [--all] [DIR …]    (default DIRs: src/contracts/classify src/nlu/sysent)
// Lists the reads of an optional capture group that nothing guards (issue 18: never a crash; session 50's crash was
// `datePieces` reading `.length` of a group that had not matched). By tool, not by eye:
//  1. the TypeScript program of src/ is built with `noUncheckedIndexedAccess` on (off in tsconfig.json: turning it on
//     for good flags some 2,000 ordinary array reads), so every `m[N]`, `m.groups.x` and `const [, a] = m` of a match
//     is `string | undefined`, and the checker's complaints mark where such a value is used as a string;
//  2. each read of a match is paired with its pattern (a RegExp literal reached through `R.exec(s)`, `s.match(R)`,
//     `s.matchAll(R)`, `while ((m = R.exec(s)))`, `s.replace(R, (all, a, b) => …)`, a const, an import, `new RegExp(R.source)`)
//     and the pattern is parsed to tell which groups are optional: under a `?`, `*`, `{0,…}` quantifier, in one
//     branch of an alternation, or inside a negative lookaround;
//  3. a read is reported when its group is optional (or its pattern could not be resolved) and a checker complaint
//     touches it (the read itself, or a const bound to it) — or, for a `replace` callback's parameters (typed by hand,
//     so the checker cannot see them), when the parameter is dereferenced (`a.length`, `a.trim()`) or passed on.
// A person judges each finding (reachable or not): the ones judged not reachable are kept, with why, in
// scripts/audit-optional-groups.reviewed.json (keyed by the row without its line number); the rest are printed as new,
// and the exit code is 1 when there is one. --all prints every read of an optional group with its verdict (guarded ones
// too). Takes 1–2 min (the checker reads all of src/). See bench/log.md "Crashes hunted again" (h92crash).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { oneAlwaysSet, optionalGroups } from './regex-groups.mjs';

const args = process.argv.slice(2);
const showAll = args.includes('--all');
const dirs = args.filter((a) => !a.startsWith('--'));
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const targets = (dirs.length > 0 ? dirs : ['src/contracts/classify', 'src/nlu/sysent']).map((d) => path.join(root, d) + path.sep);

// ── The program, with the stricter index reads ─────────────────────────────────────────────────────────────────────
const configFile = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
const srcFiles = parsed.fileNames.filter((f) => f.startsWith(path.join(root, 'src') + path.sep));
const program = ts.createProgram(srcFiles, { ...parsed.options, noUncheckedIndexedAccess: true, noEmit: true });
const checker = program.getTypeChecker();
const inTargets = (f) => targets.some((t) => f.startsWith(t));

const unwrap = (e) => {
  while (e && (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isNonNullExpression(e) || ts.isSatisfiesExpression?.(e))) e = e.expression;
  return e;
};
const symbolOf = (node) => {
  let s = checker.getSymbolAtLocation(node);
  if (s && s.flags & ts.SymbolFlags.Alias) s = checker.getAliasedSymbol(s);
  return s;
};

/** A fragment a pattern is built of whose value the script cannot know (a function's result): counted as no group. */
const UNKNOWN = '(?:\u0000)';

/** The text a string expression holds (literals, String.raw and plain templates, `+`, consts, `.source`, `[…].join(s)`). */
function stringOf(expr, depth, approx) {
  const e = unwrap(expr);
  if (!e || depth > 12) { approx.flag = true; return UNKNOWN; }
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return e.text;
  if (ts.isTaggedTemplateExpression(e) && e.tag.getText() === 'String.raw') {
    const t = e.template;
    if (ts.isNoSubstitutionTemplateLiteral(t)) return t.rawText ?? t.text;
    return (t.head.rawText ?? t.head.text) + t.templateSpans.map((sp) => stringOf(sp.expression, depth + 1, approx) + (sp.literal.rawText ?? sp.literal.text)).join('');
  }
  if (ts.isTemplateExpression(e)) return e.head.text + e.templateSpans.map((sp) => stringOf(sp.expression, depth + 1, approx) + sp.literal.text).join('');
  if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.PlusToken) return stringOf(e.left, depth + 1, approx) + stringOf(e.right, depth + 1, approx);
  if (ts.isPropertyAccessExpression(e) && e.name.text === 'source') {
    const p = patternOf(e.expression, depth + 1);
    if (p) { if (p.approx) approx.flag = true; return p.source; }
  }
  if (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression) && e.expression.name.text === 'join') {
    let list = unwrap(e.expression.expression);
    if (ts.isIdentifier(list)) { const d = symbolOf(list)?.valueDeclaration; if (d && ts.isVariableDeclaration(d) && d.initializer) list = unwrap(d.initializer); }
    if (list && ts.isArrayLiteralExpression(list) && !list.elements.some(ts.isSpreadElement)) {
      const sep = e.arguments[0] ? stringOf(e.arguments[0], depth + 1, approx) : ',';
      return list.elements.map((x) => stringOf(x, depth + 1, approx)).join(sep);
    }
  }
  if (ts.isIdentifier(e) || ts.isPropertyAccessExpression(e)) {
    const d = symbolOf(e)?.valueDeclaration;
    if (d && (ts.isVariableDeclaration(d) || ts.isPropertyAssignment(d)) && d.initializer && (ts.isPropertyAssignment(d) || (ts.getCombinedNodeFlags(d) & ts.NodeFlags.Const) !== 0)) return stringOf(d.initializer, depth + 1, approx);
  }
  approx.flag = true;
  return UNKNOWN;
}

/** The pattern an expression holds: { source, name, approx } or undefined when it is no pattern the script can see. */
function patternOf(expr, depth = 0) {
  const e = unwrap(expr);
  if (!e || depth > 12) return undefined;
  if (ts.isRegularExpressionLiteral(e)) {
    const text = e.text;
    return { source: text.slice(1, text.lastIndexOf('/')), name: text.length > 40 ? `${text.slice(0, 37)}…` : text };
  }
  if (ts.isNewExpression(e) && e.expression.getText() === 'RegExp' && e.arguments?.length) {
    const approx = { flag: false };
    const source = stringOf(e.arguments[0], depth + 1, approx);
    return { source, name: `new RegExp(${e.arguments[0].getText().slice(0, 30).replace(/\s+/g, ' ')}…)`, approx: approx.flag };
  }
  if (ts.isIdentifier(e) || ts.isPropertyAccessExpression(e)) {
    const d = symbolOf(e)?.valueDeclaration;
    // `for (const re of [A, B])`: each of the list's patterns.
    if (d && ts.isVariableDeclaration(d) && ts.isForOfStatement(d.parent?.parent)) {
      const list = patternsListed(d.parent.parent.expression, depth + 1);
      return list && { multi: list, name: `${e.getText()} of ${list.map((p) => p.name).join(', ')}` };
    }
    if (d && (ts.isVariableDeclaration(d) || ts.isPropertyAssignment(d)) && d.initializer) {
      const p = patternOf(d.initializer, depth + 1);
      return p && { ...p, name: e.getText() };
    }
  }
  return undefined;
}

/** The patterns of a list: `[A, B]`, `cond ? [A, B] : [A]`, a const holding one, or an array filled by `list.push(A)`. */
function patternsListed(expr, depth) {
  const e = unwrap(expr);
  if (!e) return undefined;
  if (ts.isConditionalExpression(e)) {
    const a = patternsListed(e.whenTrue, depth);
    const b = patternsListed(e.whenFalse, depth);
    return a && b ? [...a, ...b] : undefined;
  }
  if (ts.isArrayLiteralExpression(e)) {
    const ps = e.elements.map((x) => patternOf(x, depth + 1));
    return ps.every((p) => p !== undefined && p.multi === undefined) ? ps : undefined;
  }
  if (ts.isIdentifier(e)) {
    const s = symbolOf(e);
    const d = s?.valueDeclaration;
    if (!d || !ts.isVariableDeclaration(d) || !d.initializer) return undefined;
    const own = unwrap(d.initializer);
    if (ts.isArrayLiteralExpression(own) && own.elements.length === 0) {
      const pushed = [];
      const visit = (n) => {
        if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && n.expression.name.text === 'push' && ts.isIdentifier(n.expression.expression) && symbolOf(n.expression.expression) === s) pushed.push(...n.arguments);
        ts.forEachChild(n, visit);
      };
      visit(d.parent.parent.parent ?? d.getSourceFile());
      const ps = pushed.map((x) => patternOf(x, depth + 1));
      return ps.length > 0 && ps.every((p) => p !== undefined && p.multi === undefined) ? ps : undefined;
    }
    return patternsListed(own, depth + 1);
  }
  return undefined;
}

const isRegExpType = (node) => checker.getTypeAtLocation(node).symbol?.name === 'RegExp';

/** The pattern a match value comes from, tracing it back to `R.exec`, `s.match(R)`, `s.matchAll(R)`. */
function patternOfCall(call) {
  const c = unwrap(call);
  if (!c || !ts.isCallExpression(c)) return undefined;
  if (!ts.isPropertyAccessExpression(c.expression)) return patternOfHelper(c);
  const method = c.expression.name.text;
  if (method === 'exec') return patternOf(c.expression.expression) ?? { unresolved: c.expression.expression.getText() };
  if ((method === 'match' || method === 'matchAll') && c.arguments[0]) return patternOf(c.arguments[0]) ?? { unresolved: c.arguments[0].getText() };
  return undefined;
}

/** `matchesOf(R, s)`, `firstMatch(s, R)`: a helper handed one pattern returns its matches. */
function patternOfHelper(call) {
  const c = unwrap(call);
  if (!c || !ts.isCallExpression(c)) return undefined;
  const arg = c.arguments.find(isRegExpType);
  return arg ? patternOf(arg) ?? { unresolved: arg.getText().slice(0, 50) } : undefined;
}

function patternOfMatch(expr) {
  const e = unwrap(expr);
  if (!e) return undefined;
  if (ts.isBinaryExpression(e) && (e.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || e.operatorToken.kind === ts.SyntaxKind.BarBarToken)) return patternOfMatch(e.left);
  if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) return patternOfMatch(e.right);
  // `cond ? R.exec(s) : null`: the branch that can hold a match.
  if (ts.isConditionalExpression(e)) {
    const isNull = (x) => { x = unwrap(x); return x.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(x) && x.text === 'undefined'); };
    return patternOfMatch(isNull(e.whenTrue) ? e.whenFalse : e.whenTrue);
  }
  const direct = patternOfCall(e);
  if (direct) return direct;
  if (!ts.isIdentifier(e)) return { unresolved: e.getText().slice(0, 50) };
  const s = symbolOf(e);
  const decl = s?.valueDeclaration;
  if (!decl) return { unresolved: e.getText() };
  // `[...matchesOf(R, s)].map((m) => …)`: the callback's first parameter is each match.
  if (ts.isParameter(decl) && decl.parent.parameters[0] === decl && ts.isCallExpression(decl.parent.parent) && ts.isPropertyAccessExpression(decl.parent.parent.expression)) {
    let it = unwrap(decl.parent.parent.expression.expression);
    if (ts.isArrayLiteralExpression(it) && it.elements.length === 1 && ts.isSpreadElement(it.elements[0])) it = it.elements[0].expression;
    return patternOfCall(it) ?? { unresolved: e.getText() };
  }
  if (ts.isVariableDeclaration(decl)) {
    if (ts.isForOfStatement(decl.parent?.parent)) {
      let it = unwrap(decl.parent.parent.expression);
      if (ts.isArrayLiteralExpression(it) && it.elements.length === 1 && ts.isSpreadElement(it.elements[0])) it = it.elements[0].expression;
      return patternOfCall(it) ?? { unresolved: e.getText() };
    }
    if (decl.initializer) { const p = patternOfMatch(decl.initializer); if (p && !p.unresolved) return p; }
    // `let m; while ((m = R.exec(s)) !== null)`, `if ((m = A.exec(s))) … else if ((m = B.exec(s)))`: the last assignment
    // before the read.
    let found;
    const scope = decl.parent?.parent?.parent ?? decl.getSourceFile();
    const visit = (n) => {
      if (n.getStart() > e.getStart()) return;
      if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isIdentifier(n.left) && symbolOf(n.left) === s) found = patternOfCall(n.right) ?? found;
      ts.forEachChild(n, visit);
    };
    visit(scope);
    if (found) return found;
  }
  return { unresolved: e.getText() };
}

const isMatchType = (node) => {
  const t = checker.getNonNullableType(checker.getTypeAtLocation(node));
  const names = (t.isUnion() ? t.types : [t]).map((x) => x.symbol?.name ?? x.aliasSymbol?.name ?? '');
  return names.some((n) => n === 'RegExpMatchArray' || n === 'RegExpExecArray');
};

// ── The reads ───────────────────────────────────────────────────────────────────────────────────────────────────────
const reads = []; // { file, line, node, tracked: Node[], group, pattern, how }

/** Every later use of a name bound to the read (a const or a destructured name), so a complaint there counts too. */
function usesOf(nameNode) {
  const s = checker.getSymbolAtLocation(nameNode);
  const out = [];
  if (!s) return out;
  const visit = (n) => { if (ts.isIdentifier(n) && n !== nameNode && checker.getSymbolAtLocation(n) === s) out.push(n); ts.forEachChild(n, visit); };
  visit(nameNode.getSourceFile());
  return out;
}

function record(sf, node, group, pattern, how, boundName) {
  const line = sf.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const tracked = [node, ...(boundName ? usesOf(boundName) : [])];
  reads.push({ file: path.relative(root, sf.fileName), line, node, tracked, group, pattern, how, text: node.getText().slice(0, 70) });
}

function collect(sf) {
  const visit = (n) => {
    // m[N]
    if (ts.isElementAccessExpression(n) && ts.isNumericLiteral(n.argumentExpression) && Number(n.argumentExpression.text) >= 1 && isMatchType(n.expression)) {
      const bound = ts.isVariableDeclaration(n.parent) && ts.isIdentifier(n.parent.name) && n.parent.initializer === n ? n.parent.name : undefined;
      record(sf, n, Number(n.argumentExpression.text), patternOfMatch(n.expression), 'index', bound);
    }
    // m.groups.name / m.groups?.name
    if (ts.isPropertyAccessExpression(n) && ts.isPropertyAccessExpression(unwrap(n.expression)) && unwrap(n.expression).name.text === 'groups' && isMatchType(unwrap(n.expression).expression)) {
      const p = patternOfMatch(unwrap(n.expression).expression);
      const group = p?.source !== undefined ? optionalGroups(p.source).names.get(n.name.text) ?? -1 : -1;
      const bound = ts.isVariableDeclaration(n.parent) && ts.isIdentifier(n.parent.name) ? n.parent.name : undefined;
      record(sf, n, group, p, `groups.${n.name.text}`, bound);
    }
    // const [, a, b] = m
    if (ts.isVariableDeclaration(n) && ts.isArrayBindingPattern(n.name) && n.initializer && isMatchType(n.initializer)) {
      const p = patternOfMatch(n.initializer);
      n.name.elements.forEach((el, k) => {
        if (k >= 1 && ts.isBindingElement(el) && ts.isIdentifier(el.name)) record(sf, el, k, p, 'destructured', el.name);
      });
    }
    // s.replace(R, (all, a, b) => …): the parameters are typed by hand, the checker cannot help.
    if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && /^replace(?:All)?$/.test(n.expression.name.text) && n.arguments.length === 2) {
      const fn = unwrap(n.arguments[1]);
      const p = patternOf(n.arguments[0]);
      if (fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && p) {
        const { count } = optionalGroups(p.source);
        fn.parameters.forEach((param, k) => {
          if (k >= 1 && k <= count && ts.isIdentifier(param.name)) record(sf, param, k, p, 'replace-callback', param.name);
        });
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
}

const complaints = new Map(); // file → Diagnostic[] about a possibly undefined value
for (const sf of program.getSourceFiles()) {
  if (!inTargets(sf.fileName)) continue;
  collect(sf);
  complaints.set(path.relative(root, sf.fileName), program.getSemanticDiagnostics(sf).filter((d) => /undefined/.test(ts.flattenDiagnosticMessageText(d.messageText, ' '))));
}

const overlaps = (d, node) => d.start < node.getEnd() && node.getStart() < d.start + d.length;
/**
 * Where the checker puts its complaint about a value: on the value, or on what receives it — the property of an object
 * literal (`{ name: m[1] }` is flagged at `name`), a typed const's name, a `return`'s statement.
 */
function complaintSpots(t) {
  let v = t;
  while (v.parent && (ts.isParenthesizedExpression(v.parent) || (ts.isConditionalExpression(v.parent) && v.parent.condition !== v)
    || (ts.isBinaryExpression(v.parent) && v.parent.right === v && /^(?:\?\?|\|\||&&)$/.test(v.parent.operatorToken.getText())))) v = v.parent;
  const p = v.parent;
  if (p && (ts.isPropertyAssignment(p) || ts.isVariableDeclaration(p)) && p.initializer === v) return [t, p.name];
  if (p && ts.isShorthandPropertyAssignment(p)) return [t, p];
  if (p && (ts.isReturnStatement(p) || ts.isArrowFunction(p))) return [t, p];
  return [t];
}
/** A replace callback's parameter is dereferenced or passed on somewhere in its body. */
const derefs = (uses) => uses.some((u) => {
  const p = u.parent;
  return (ts.isPropertyAccessExpression(p) && p.expression === u && !p.questionDotToken) || (ts.isElementAccessExpression(p) && p.expression === u && !p.questionDotToken)
    || (ts.isCallExpression(p) && p.arguments.includes(u)) || (ts.isSpreadElement(p));
});

/** The groups of a `m[a] ?? m[b] || m[c]` chain the read stands in (reads of one match only), or undefined. */
function chainGroups(node) {
  let top = node;
  const isChain = (n) => ts.isBinaryExpression(n) && (n.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || n.operatorToken.kind === ts.SyntaxKind.BarBarToken);
  while (top.parent && (isChain(top.parent) || ts.isParenthesizedExpression(top.parent))) top = top.parent;
  if (top === node) return undefined;
  const leaves = [];
  const walk = (n) => { n = unwrap(n); if (isChain(n)) { walk(n.left); walk(n.right); } else leaves.push(n); };
  walk(top);
  const of = node.expression.getText();
  if (!leaves.every((l) => ts.isElementAccessExpression(l) && ts.isNumericLiteral(l.argumentExpression) && l.expression.getText() === of)) return undefined;
  return leaves.map((l) => Number(l.argumentExpression.text));
}

let optionalReads = 0;
const findings = [];
for (const r of reads) {
  const patterns = r.pattern?.multi ?? (r.pattern?.source !== undefined ? [r.pattern] : []);
  const infos = patterns.map((p) => optionalGroups(p.source));
  const group = (info) => (r.group === -1 && r.how.startsWith('groups.') ? info.names.get(r.how.slice(7)) ?? -1 : r.group);
  const optional = infos.length === 0 || infos.some((info) => group(info) < 0 || info.optional.has(group(info)) || group(info) > info.count);
  if (!optional) continue;
  // `m[1] ?? m[2]` over "(a)|(b)": the chain is never undefined, though each read may be.
  const chain = r.how === 'index' ? chainGroups(r.node) : undefined;
  if (infos.length > 0 && chain && infos.every((info) => oneAlwaysSet(info, chain))) continue;
  optionalReads++;
  // `m[1]!`, `m[1] as string`: the checker is told not to look, so the read counts as unguarded.
  const asserted = r.tracked.some((t) => ts.isNonNullExpression(t.parent) || (ts.isAsExpression(t.parent) && !/undefined|unknown/.test(t.parent.type.getText())));
  // A callback's parameter typed `string | undefined` by hand is checked as a read is.
  const typedByHand = r.how === 'replace-callback' && r.node.type !== undefined && /undefined/.test(r.node.type.getText());
  const unguarded = asserted || (r.how === 'replace-callback' && !typedByHand
    ? derefs(r.tracked.slice(1))
    : (complaints.get(r.file) ?? []).some((d) => r.tracked.some((t) => complaintSpots(t).some((spot) => overlaps(d, spot)))));
  const approx = patterns.some((p) => p.approx) ? '≈' : '';
  const where = infos.length > 0 ? `${approx}${r.pattern.name} group ${r.group}${infos.some((info) => r.group > info.count) ? ' (past its groups)' : ''}` : `unresolved pattern ${r.pattern?.unresolved ?? '?'}`;
  const row = `${r.file}:${r.line}  ${r.how}  ${where}  «${r.text.replace(/\s+/g, ' ')}»`;
  if (unguarded) findings.push(row);
  if (showAll) console.log(`${unguarded ? 'UNGUARDED' : 'guarded  '} ${row}${asserted ? '  (asserted)' : ''}`);
}
const resolved = reads.filter((r) => r.pattern?.source !== undefined || r.pattern?.multi).length;
// The findings judged by a person (not reachable, with the reason), keyed by the row without its line number.
const reviewed = new Map(JSON.parse(fs.readFileSync(path.join(root, 'scripts', 'audit-optional-groups.reviewed.json'), 'utf8')).map((x) => [x.read, x.why]));
const key = (row) => row.replace(/^(\S+):\d+ /, '$1 ');
const fresh = findings.filter((f) => !reviewed.has(key(f)));
console.log(`${reads.length} reads of a match's groups in ${targets.map((t) => path.relative(root, t)).join(', ')} (${resolved} with their pattern resolved); ${optionalReads} of an optional group or an unresolved pattern; ${findings.length} unguarded, ${findings.length - fresh.length} of them reviewed (scripts/audit-optional-groups.reviewed.json), ${fresh.length} new:`);
for (const f of fresh) console.log(`  ${f}`);
process.exitCode = fresh.length > 0 ? 1 : 0;
