/** Training data problems: duplicate examples, thin intents, synonyms claimed by two values. */
import type { LintFinding, LintRule } from '../types.js';

/** The service's guidance: at least five examples per intent. */
export const MIN_EXAMPLES = 5;

const key = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

export const duplicateExamples: LintRule = (ctx) => {
  const first = new Map<string, { intent: string; path: string }>();
  const findings: LintFinding[] = [];
  ctx.workspace.intents.forEach((intent, ii) =>
    (intent.examples ?? []).forEach((ex, ei) => {
      const k = key(ex.text);
      const path = `.intents[${ii}].examples[${ei}].text`;
      const prior = first.get(k);
      if (!prior) first.set(k, { intent: intent.intent, path });
      else if (prior.intent !== intent.intent) {
        findings.push({
          code: 'duplicate-example',
          severity: 'warning',
          message: `"${ex.text}" is an example of both #${prior.intent} and #${intent.intent}`,
          path,
        });
      }
    }),
  );
  ctx.workspace.counterexamples.forEach((cx, ci) => {
    const prior = first.get(key(cx.text));
    if (prior) findings.push({ code: 'counterexample-is-example', severity: 'warning', message: `"${cx.text}" is a counterexample and an example of #${prior.intent}`, path: `.counterexamples[${ci}].text` });
  });
  return findings;
};

export const fewExamples: LintRule = (ctx) =>
  ctx.workspace.intents.flatMap((intent, ii) => {
    const n = intent.examples?.length ?? 0;
    return n < MIN_EXAMPLES
      ? [{ code: 'few-examples', severity: 'warning' as const, message: `#${intent.intent} has ${n} example${n === 1 ? '' : 's'}; at least ${MIN_EXAMPLES} train it reliably`, path: `.intents[${ii}]` }]
      : [];
  });

export const sharedSynonyms: LintRule = (ctx) => {
  const findings: LintFinding[] = [];
  ctx.workspace.entities.forEach((entity, ei) => {
    if (entity.entity.startsWith('sys-')) return;
    const owner = new Map<string, string>();
    (entity.values ?? []).forEach((value, vi) => {
      const names = [value.value, ...(value.synonyms ?? [])];
      names.forEach((name, si) => {
        const k = key(name);
        const prior = owner.get(k);
        if (prior !== undefined && prior !== value.value) {
          findings.push({
            code: 'shared-synonym',
            severity: 'warning',
            message: `"${name}" belongs to both ${entity.entity}:${prior} and ${entity.entity}:${value.value}; a mention returns both`,
            path: si === 0 ? `.entities[${ei}].values[${vi}].value` : `.entities[${ei}].values[${vi}].synonyms[${si - 1}]`,
          });
        } else owner.set(k, value.value);
      });
    });
  });
  return findings;
};
