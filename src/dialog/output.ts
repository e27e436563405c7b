/**
 * A node's output: variation choice, template rendering, accumulation across the nodes of a turn
 * (dialog-runtime.md §1.9, §1.10, §1.12). Text and generic lists are always both built; the
 * response keeps the ones its API version has (see `assembleOutput`).
 */
import { isJsonObject, type JsonObject, type JsonValue, type ResponseGenericChannel, type RuntimeResponseGeneric } from '../model/index.js';
import { evaluateValue, renderTemplate } from '../expr/index.js';
import type { CompiledGeneric, CompiledVariations } from './compiled-parts.js';
import type { DialogTreeNode } from './tree.js';
import type { Turn } from './turn.js';
import { readState, selectVariation, writeState } from './variations.js';
import { cloneJson } from './context.js';
import { outputError } from './log-messages.js';
import { behaviour } from '../model/versions.js';
import { setOwnKey } from '../model/own-key.js';

/** Appends (or, with `overwrite`, replaces) the turn's output with the node's output. */
export function emitOutput(turn: Turn, node: DialogTreeNode): void {
  const out = node.output;
  if (!out) return;
  turn.nodeOutputStart = { texts: turn.texts.length, generic: turn.generic.length };
  if (out.overwrite || out.textOverwrites) {
    turn.texts.length = 0;
    turn.generic.length = 0;
  }
  const useGeneric = out.generic !== undefined && (out.text === undefined || behaviour('hasGenericOutput', turn.version));
  if (useGeneric) {
    out.generic!.forEach((g, i) => emitGeneric(turn, node, g, i));
  } else if (out.text) {
    for (const text of chooseTexts(turn, node, out.text, null)) pushText(turn, text);
  }
  for (const { key, value, isStatic } of out.extra) {
    const rendered = isStatic ? cloneJson(value) : evaluate(turn, node, value);
    // `output.clear()` keeps the variable whose value called it (D-methods, §1.9): clear now, then set the key.
    if (turn.env.effects.clearOutput) {
      turn.env.effects.clearOutput = false;
      turn.clearOutputBefore(turn.nodeOutputStart);
    }
    mergeOutputProperty(turn.extraOutput, key, rendered);
  }
  turn.refreshOutputView();
}

function emitGeneric(turn: Turn, node: DialogTreeNode, g: CompiledGeneric, index: number): void {
  if (g.variations) {
    const channels = g.raw.channels;
    for (const text of chooseTexts(turn, node, g.variations, index)) pushText(turn, text, channels);
    return;
  }
  const rendered = (g.isStatic ? cloneJson(g.raw as unknown as JsonValue) : evaluate(turn, node, g.raw as unknown as JsonValue)) as JsonObject;
  turn.generic.push(runtimeGeneric(rendered));
}

/** The runtime shape of a non-text response: definition-only fields dropped. */
function runtimeGeneric(def: JsonObject): RuntimeResponseGeneric {
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(def)) {
    if (k === 'selection_policy' || k === 'delimiter' || k === 'values' || v === null) continue;
    setOwnKey(out, k, v);
  }
  return out as unknown as RuntimeResponseGeneric;
}

/**
 * A text keeps its `channels` in `generic` (the SDK's runtime text has them) and is in `output.text` whatever its
 * channels: a v1 call names no channel, so nothing is filtered (docs/behaviour/model.md "Channel targeting").
 */
function pushText(turn: Turn, text: string, channels?: ResponseGenericChannel[]): void {
  turn.texts.push(text);
  if (channels === undefined) {
    turn.generic.push({ response_type: 'text', text });
    return;
  }
  turn.generic.push({ response_type: 'text', text, channels: cloneJson(channels as unknown as JsonValue) as unknown as ResponseGenericChannel[] });
}

/** `slot`: the generic index of an `output.generic` response, null for a legacy `output.text` (variations.ts). */
function chooseTexts(turn: Turn, node: DialogTreeNode, v: CompiledVariations, slot: number | null): string[] {
  const previous = readState(turn.outputMap, node.id, slot ?? 0);
  const { indices, state } = selectVariation(v.policy, v.values.length, previous, turn.random);
  if (state) writeState(turn.outputMap, node.id, slot, state);
  const rendered = indices.map((i) => render(turn, node, i, v));
  if (v.policy === 'multiline') return rendered.length ? [rendered.join(v.delimiter)] : [];
  return rendered;
}

function render(turn: Turn, node: DialogTreeNode, index: number, v: CompiledVariations): string {
  const template = v.values[index];
  if (template.isStatic) return template.source;
  const r = renderTemplate(template, turn.env);
  for (const e of r.errors) turn.addLog('err', outputError(node.id, e), node);
  return r.text;
}

function evaluate(turn: Turn, node: DialogTreeNode, value: JsonValue): JsonValue {
  const r = evaluateValue(value, turn.env);
  for (const e of r.errors) turn.addLog('err', outputError(node.id, e), node);
  return r.value;
}

/** Later nodes win for the same key; objects merge; arrays append (SDK "overwrite output values in an array"). */
function mergeOutputProperty(target: JsonObject, key: string, value: JsonValue): void {
  // Own keys only: an output key is a workspace name, and `__proto__` read Object.prototype and set the prototype.
  const current = Object.hasOwn(target, key) ? target[key] : undefined;
  if (Array.isArray(current) && Array.isArray(value)) setOwnKey(target, key, [...current, ...value]);
  else if (isJsonObject(current) && isJsonObject(value)) setOwnKey(target, key, { ...current, ...value });
  else setOwnKey(target, key, value);
}
