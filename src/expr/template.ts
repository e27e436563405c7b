/**
 * Templates (§4.3): response text and context strings with `<? ?>` blocks and `$var` / `@entity` /
 * `#intent` shorthand, `\$ \@ \#` escapes. Parsed once (and cached), rendered per turn.
 */
import type { TemplatePart } from './ast.js';
import { parseTemplatePartsFast } from './fast-template.js';
import { parseBounded, type ParseOutcome } from './parse.js';
import { PREFIX_LENGTH } from './peggy-parser.js';

/** Longest template source accepted. */
export const MAX_TEMPLATE_LENGTH = 200_000;

export type CompiledPart =
  | { kind: 'text'; text: string }
  /** `offset`: where the block's body starts in the template's source (lint names it with a parse error). */
  | { kind: 'block'; source: string; parsed: ParseOutcome; offset: number }
  | { kind: 'ref'; raw: string; parsed: ParseOutcome; hash: boolean };

/**
 * What makes a following `@`/`#` part of a word (`help@ibm.co.in`, `&#39;`). Not a dot: food-coach's
 * "Hmm...@unhealthy_food." names the entity after an ellipsis (issue 21 round 4, docs/behaviour/expressions.md).
 */
const WORD_END = /[A-Za-z0-9_&]$/;

/** Compiles template text into parts; never throws. */
export function compileTemplate(source: string): { parts: CompiledPart[]; error?: string } {
  if (source.length > MAX_TEMPLATE_LENGTH) return { parts: [{ kind: 'text', text: source }], error: `Template longer than ${MAX_TEMPLATE_LENGTH} characters` };
  // The grammar's Template rule, hand-written (fast-template.ts): it cannot fail, any character is text.
  const raw: TemplatePart[] = parseTemplatePartsFast(source);
  const parts: CompiledPart[] = [];
  const pushText = (text: string): void => {
    const last = parts[parts.length - 1];
    if (last?.kind === 'text') last.text += text;
    else parts.push({ kind: 'text', text });
  };
  for (const p of raw) {
    if (p.type === 'Text') pushText(p.text);
    else if (p.type === 'Block') parts.push({ kind: 'block', source: p.body, parsed: parseBounded(p.body), offset: p.offset - PREFIX_LENGTH });
    else {
      const prev = parts[parts.length - 1];
      // `name@example.com`, `&#39;`: an `@`/`#` glued to a word is text, not a reference.
      if (p.raw[0] !== '$' && prev?.kind === 'text' && WORD_END.test(prev.text)) pushText(p.raw);
      else parts.push({ kind: 'ref', raw: p.raw, parsed: { ast: p.expression }, hash: p.hash === true });
    }
  }
  return { parts };
}
