/**
 * Roles a contract defines as one of its parties. A codeshare or a cooperation names each party by what it does on a
 * given occasion — `"Operating Carrier" means the Party that operates a Codeshare Flight` — and its clauses then bind
 * that role ("The Operating Carrier shall …"): the role is the clause's party, as a preamble's alias is. Only a
 * definition whose meaning opens with "the/either/each Party that/who/which/whose/acting/operating …" makes one; a
 * term defined as anything else ("Affiliate" means any entity …, "Third Party" means any person other than a party)
 * names no party of this contract.
 */

/** An element's opening definition of a role: optional clause marker, the quoted term, "(shall) means", "the Party". */
const ROLE_DEFINITION = /^(?:\(?[0-9A-Za-z]{1,4}(?:\.[0-9]{1,3}){0,3}[.)]?\s+)?["“]([A-Z][A-Za-z-]{1,30}(?: [A-Z][A-Za-z-]{1,30}){0,2})["”]\s+(?:shall\s+)?means?\s+(?:the|either|each|a)\s+[Pp]arty\s+(?:that|who|which|whose|acting|operating|to\s+whom|from\s+whom|in\s+whose)\b/;

/** Role term (as written) → itself, for every role the elements define as a party. */
export function roleDefinitions(texts: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const text of texts) {
    const m = ROLE_DEFINITION.exec(text.slice(0, 200));
    if (m) out.set(m[1], m[1]);
  }
  return out;
}
