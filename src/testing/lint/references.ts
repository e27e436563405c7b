/**
 * Finds the shorthand references of an expression or response text — `#intent`, `@entity`, `@entity:value`,
 * `$variable` — after removing string literals, so `'#not-an-intent'` is not counted.
 */
export interface References {
  intents: string[];
  entities: { entity: string; value?: string }[];
  variables: string[];
}

const NAME = String.raw`[\p{L}\p{N}_.-]*[\p{L}\p{N}_]`;
/** Variable names start with a letter or underscore: `$150` is money, not a variable. */
const VAR_NAME = String.raw`[\p{L}_][\p{L}\p{N}_.-]*[\p{L}\p{N}_]|[\p{L}_]`;
/** What may follow `@entity.`; anything else (`@ibm.co.in`) is an address, not a reference. */
const ENTITY_PROPERTY = /^\.(literal|location|groups|interpretation|confidence|value|values|alternatives|role|length|size|toString|toLowerCase|toUpperCase|contains|equals|[a-z]+\()/;
const INTENT_RE = new RegExp(String.raw`(?<![\p{L}\p{N}_$@#])#(${NAME})`, 'gu');
const ENTITY_NAME = String.raw`[\p{L}\p{N}_-]*[\p{L}\p{N}_]`;
const ENTITY_RE = new RegExp(String.raw`(?<![\p{L}\p{N}_$@#])@(${ENTITY_NAME})(?::(?:\(([^)]*)\)|([\p{L}\p{N}_-]+)))?`, 'gu');
const VAR_RE = new RegExp(String.raw`(?<![\p{L}\p{N}_\\])\$(?:\{(${VAR_NAME})\}|\((${VAR_NAME})\)|(${VAR_NAME}))`, 'gu');

export function findReferences(source: string, options: { inTemplate?: boolean } = {}): References {
  const code = options.inTemplate ? templateCode(source) : stripStrings(source);
  const text = options.inTemplate ? source.replace(/<\?[\s\S]*?\?>/g, ' ') : '';
  const all = `${code} ${text}`;
  const entities: { entity: string; value?: string }[] = [];
  for (const m of all.matchAll(ENTITY_RE)) {
    const after = all.slice(m.index + m[0].length);
    if (after.startsWith('.') && !ENTITY_PROPERTY.test(after)) continue;
    const entity = m[1];
    const value = m[2] ?? m[3];
    entities.push(value !== undefined ? { entity, value } : { entity });
  }
  return {
    intents: [...all.matchAll(INTENT_RE)].map((m) => m[1]),
    entities,
    variables: [...all.matchAll(VAR_RE)].map((m) => (m[1] ?? m[2] ?? m[3]).split('.')[0]),
  };
}

/** The code inside `<? ?>` blocks with string literals removed. */
function templateCode(text: string): string {
  return [...text.matchAll(/<\?([\s\S]*?)\?>/g)].map((m) => stripStrings(m[1])).join(' ');
}

function stripStrings(code: string): string {
  return code.replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"/g, "''");
}
