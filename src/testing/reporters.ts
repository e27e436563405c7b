/**
 * Machine-readable results of transcript runs: JUnit XML (what CI systems read: one <testsuite> per
 * transcript file, one <testcase> per conversation) and JSON. Both are deterministic (no timings), so a
 * report can be compared across runs.
 */
import { formatFailure } from './report.js';
import type { ConversationOutcome, TranscriptOutcome } from './runner.js';
import { show } from './expect/matchers.js';
import { checkArray, checkObject, checkString } from './args.js';
import { escapeHtml } from './escape-html.js';

/** Characters XML 1.0 forbids even escaped (C0 controls but tab/newline/return, lone surrogates, U+FFFE/F). */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function xmlEscape(text: string): string {
  checkString('xmlEscape', text, 'text');
  return escapeHtml(text.replace(NOT_XML, '\uFFFD')).replace(/'/g, '&apos;');
}

/** The lines that explain why a conversation failed (the same as the pretty reporter's). */
function failureLines(conv: ConversationOutcome): string[] {
  const lines: string[] = [];
  for (const turn of conv.turns) {
    if (turn.passed) continue;
    lines.push(`turn ${turn.index + 1} (${show(turn.input)}):`);
    if (turn.error) lines.push(`  error: ${turn.error}`);
    for (const f of turn.failures) lines.push(...formatFailure(f).map((l) => `  ${l}`));
  }
  return lines;
}

const errored = (conv: ConversationOutcome) => conv.turns.some((t) => t.error !== undefined);

export function junitReport(outcomes: readonly TranscriptOutcome[], name = 'parley'): string {
  checkOutcomes('junitReport', outcomes);
  checkString('junitReport', name, 'name');
  const count = (f: (c: ConversationOutcome) => boolean) => outcomes.reduce((n, o) => n + o.conversations.filter(f).length, 0);
  const total = count(() => true);
  const errors = count((c) => !c.passed && errored(c));
  const failures = count((c) => !c.passed && !errored(c));
  const out = ['<?xml version="1.0" encoding="UTF-8"?>', `<testsuites name="${xmlEscape(name)}" tests="${total}" failures="${failures}" errors="${errors}">`];
  for (const o of outcomes) {
    const f = o.conversations.filter((c) => !c.passed && !errored(c)).length;
    const e = o.conversations.filter((c) => !c.passed && errored(c)).length;
    out.push(`  <testsuite name="${xmlEscape(o.source)}" tests="${o.conversations.length}" failures="${f}" errors="${e}" skipped="0">`);
    for (const conv of o.conversations) {
      const attrs = `classname="${xmlEscape(o.source)}" name="${xmlEscape(conv.name)}"`;
      const skipped = conv.turns.filter((t) => t.skipped !== undefined).map((t) => `turn ${t.index + 1} skipped: ${t.skipped}`);
      if (conv.passed && skipped.length === 0) {
        out.push(`    <testcase ${attrs}/>`);
        continue;
      }
      out.push(`    <testcase ${attrs}>`);
      if (!conv.passed) {
        const lines = failureLines(conv);
        const tag = errored(conv) ? 'error' : 'failure';
        const failed = conv.turns.filter((t) => !t.passed).length;
        out.push(`      <${tag} message="${xmlEscape(`${failed} of ${conv.turns.length} turns failed`)}">${xmlEscape(lines.join('\n'))}</${tag}>`);
      }
      if (skipped.length > 0) out.push(`      <system-out>${xmlEscape(skipped.join('\n'))}</system-out>`);
      out.push('    </testcase>');
    }
    out.push('  </testsuite>');
  }
  out.push('</testsuites>');
  return `${out.join('\n')}\n`;
}

export interface JsonReport {
  passed: boolean;
  transcripts: number;
  conversations: { total: number; passed: number };
  turns: { total: number; failed: number; skipped: number };
  results: {
    source: string;
    passed: boolean;
    conversations: { name: string; passed: boolean; failures: string[]; skipped: string[] }[];
  }[];
}

export function jsonReport(outcomes: readonly TranscriptOutcome[]): JsonReport {
  checkOutcomes('jsonReport', outcomes);
  const conversations = outcomes.flatMap((o) => o.conversations);
  return {
    passed: outcomes.every((o) => o.passed),
    transcripts: outcomes.length,
    conversations: { total: conversations.length, passed: conversations.filter((c) => c.passed).length },
    turns: {
      total: outcomes.reduce((n, o) => n + o.turns, 0),
      failed: outcomes.reduce((n, o) => n + o.failedTurns, 0),
      skipped: outcomes.reduce((n, o) => n + o.skippedTurns, 0),
    },
    results: outcomes.map((o) => ({
      source: o.source,
      passed: o.passed,
      conversations: o.conversations.map((c) => ({
        name: c.name,
        passed: c.passed,
        failures: failureLines(c),
        skipped: c.turns.filter((t) => t.skipped !== undefined).map((t) => `turn ${t.index + 1}: ${t.skipped}`),
      })),
    })),
  };
}

function checkOutcomes(fn: string, outcomes: unknown): void {
  checkArray(fn, outcomes, 'outcomes');
  (outcomes as unknown[]).forEach((o, i) => {
    checkObject(fn, o, `outcomes[${i}]`, false);
    checkArray(fn, (o as { conversations?: unknown }).conversations, `outcomes[${i}].conversations`);
  });
}
