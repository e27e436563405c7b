/** References to intents, entities, values and variables that nothing defines. */
import { SYSTEM_ENTITIES } from '../../../model/index.js';
import { evaluatedTexts } from '../evaluated.js';
import { findReferences } from '../references.js';
import type { LintContext, LintFinding, LintRule } from '../types.js';
import { label } from './reachability.js';

/** Variables the service or the client typically provide. */
const WELL_KNOWN_VARIABLES = new Set(['timezone', 'metadata', 'conversation_id', 'system', 'integrations', 'no_reply']);

/** The texts the engine evaluates, each read as a condition or a template. */
function sources(ctx: LintContext): { text: string; path: string; template: boolean; node: string }[] {
  return evaluatedTexts(ctx).map((t) => ({ text: t.text, path: t.path, template: t.kind === 'template', node: t.node.dialog_node }));
}

export const unknownReferences: LintRule = (ctx) => {
  const intents = new Set(ctx.workspace.intents.map((i) => i.intent));
  const entities = new Map(ctx.workspace.entities.map((e) => [e.entity, new Set((e.values ?? []).map((v) => v.value.toLowerCase()))]));
  const findings: LintFinding[] = [];
  const seen = new Set<string>();
  const report = (f: LintFinding) => {
    const key = `${f.code}|${f.path}|${f.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      findings.push(f);
    }
  };
  for (const s of sources(ctx)) {
    const refs = findReferences(s.text, { inTemplate: s.template });
    for (const intent of refs.intents) {
      if (!intents.has(intent)) report({ code: 'unknown-intent', severity: 'warning', message: `#${intent} is not an intent of the workspace`, path: s.path });
    }
    for (const { entity, value } of refs.entities) {
      if (entity.startsWith('sys-')) {
        if (SYSTEM_ENTITIES.has(entity) && !entities.has(entity)) {
          report({ code: 'system-entity-disabled', severity: 'warning', message: `@${entity} is used but not enabled in the workspace`, path: s.path });
        }
        continue;
      }
      const values = entities.get(entity);
      if (!values) report({ code: 'unknown-entity', severity: 'warning', message: `@${entity} is not an entity of the workspace`, path: s.path });
      else if (value !== undefined && values.size > 0 && !values.has(value.toLowerCase())) {
        report({ code: 'unknown-entity-value', severity: 'warning', message: `@${entity}:${value} names no value of @${entity}`, path: s.path });
      }
    }
  }
  return findings;
};

export const variablesNeverSet: LintRule = (ctx) => {
  const set = new Set<string>(WELL_KNOWN_VARIABLES);
  for (const n of ctx.nodes) {
    for (const k of Object.keys(n.context ?? {})) set.add(k);
    if (n.variable) set.add(n.variable.replace(/^\$/, '').split('.')[0]);
    for (const a of n.actions ?? []) set.add(a.result_variable.replace(/^\$|^context\./g, '').split('.')[0]);
  }
  const findings: LintFinding[] = [];
  const reported = new Set<string>();
  for (const s of sources(ctx)) {
    for (const v of findReferences(s.text, { inTemplate: s.template }).variables) {
      if (set.has(v) || reported.has(v)) continue;
      reported.add(v);
      findings.push({
        code: 'variable-never-set',
        severity: 'info',
        message: `$${v} is read (first in ${label(ctx.byId.get(s.node)!)}) but no node sets it; the client must send it`,
        path: s.path,
      });
    }
  }
  return findings;
};
