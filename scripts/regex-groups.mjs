// regex-groups.mjs: which capture groups of a pattern a match may leave undefined (scripts/audit-optional-groups.mjs;
// issue 18, h92crash). Pure: a pattern's source in, its groups out.
/**
 * Parses a pattern's source far enough to number its capture groups and tell, for each, whether a match can leave it
 * undefined. Returns { count, optional: Set<number>, names: Map<string, number>, sets }: `sets` is what every match
 * sets, as a tree ({ all: [...] } of parts all set, { any: [...] } of an alternation's branches, a group's number) — so
 * `m[1] ?? m[2]` over "(a)|(b)" or "(?:x(a)|y(b))z" is never undefined.
 */
export function optionalGroups(source) {
  let count = 0;
  let anonymous = 0;
  const names = new Map();
  const optionalIds = new Set(); // ids of groups (capturing > 0, others < 0) a match may skip
  // A frame per open group: id, negative (a negative lookaround), members (every group id opened inside), branches
  // (per alternative, the capturing groups it always sets).
  const newFrame = (id, negative) => ({ id, negative, members: [], branches: [[]], lastAdded: [] });
  const stack = [newFrame(0, false)];
  const skip = (frame) => { optionalIds.add(frame.id); for (const g of frame.members) optionalIds.add(g); };
  let lastClosed = null; // the frame just closed, for a quantifier after ")"
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    const top = stack[stack.length - 1];
    if (c === '\\') { i += 2; lastClosed = null; continue; }
    if (c === '[') {
      i++;
      while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1;
      i++; lastClosed = null; continue;
    }
    if (c === '(') {
      let id = 0;
      let negative = false;
      if (source[i + 1] === '?') {
        const named = /^\?<([A-Za-z_$][\w$]*)>/.exec(source.slice(i + 1));
        if (named) { id = ++count; names.set(named[1], id); i += named[0].length + 1; }
        else {
          negative = source.startsWith('?!', i + 1) || source.startsWith('?<!', i + 1);
          const lead = /^\?(?:<[=!]|[=!:]|[a-z-]+:)/.exec(source.slice(i + 1));
          i += 1 + (lead ? lead[0].length : 1);
          id = --anonymous;
        }
      } else { id = ++count; i++; }
      for (const f of stack) f.members.push(id);
      stack.push(newFrame(id, negative));
      lastClosed = null;
      continue;
    }
    if (c === ')') {
      const frame = stack.pop();
      const parent = stack[stack.length - 1];
      if (frame.branches.length > 1) for (const g of frame.members) optionalIds.add(g);
      if (frame.negative) skip(frame);
      // What the parent's branch now always sets: this group, and what its branches set (one of them, if several).
      const sets = frame.negative ? [] : [...(frame.id > 0 ? [frame.id] : []), setsOf(frame)];
      parent.branches[parent.branches.length - 1].push(...sets);
      parent.lastAdded = sets;
      lastClosed = frame;
      i++;
      continue;
    }
    if (c === '|') { top.branches.push([]); i++; lastClosed = null; continue; }
    const braces = c === '{' ? /^\{(\d+)(?:,\d*)?\}/.exec(source.slice(i)) : null;
    if (c === '?' || c === '*' || c === '+' || braces) {
      // A quantifier that allows none makes the group just closed (and every group inside it) optional.
      const none = c === '?' || c === '*' || (braces !== null && braces[1] === '0');
      if (none && lastClosed) {
        skip(lastClosed);
        const branch = top.branches[top.branches.length - 1];
        for (const g of top.lastAdded) branch.splice(branch.lastIndexOf(g), 1);
      }
      i += braces ? braces[0].length : 1;
      if (source[i] === '?') i++; // lazy
      lastClosed = null;
      continue;
    }
    i++;
    lastClosed = null;
  }
  if (stack[0].branches.length > 1) for (const g of stack[0].members) optionalIds.add(g);
  const optional = new Set([...optionalIds].filter((id) => id > 0));
  return { count, optional, names, sets: setsOf(stack[0]) };
}

function setsOf(frame) {
  return frame.branches.length === 1 ? { all: frame.branches[0] } : { any: frame.branches.map((b) => ({ all: b })) };
}

/** Whether one of `groups` is set in every match: each branch of an alternation that always takes part sets one. */
export function oneAlwaysSet(info, groups) {
  const covered = (t) => (typeof t === 'number' ? groups.includes(t) : t.all ? t.all.some(covered) : t.any.every(covered));
  return covered(info.sets);
}
