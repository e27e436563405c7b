/**
 * A bound on JSON nesting, checked without recursion: later layers (normalization, freezing,
 * expression compilation) walk JSON recursively, so an absurdly deep value must be refused here
 * rather than overflow the stack there. Also refuses object graphs that loop (impossible in JSON
 * text, possible from JavaScript callers).
 */
import { Issues, indexPath, keyPath } from './issues.js';

/** Deepest nesting accepted (real exports stay below 15). */
export const MAX_DEPTH = 100;

/** A container being walked: its child keys (undefined for arrays), the next child, and its key in its parent. */
interface Frame {
  value: object;
  keys: string[] | undefined;
  next: number;
  key: string | number;
}

/** Reports the first place where `root` nests deeper than MAX_DEPTH or refers back to itself. */
export function checkDepth(issues: Issues, root: unknown, path: string): void {
  if (typeof root !== 'object' || root === null) return;
  const seen = new Set<object>([root]);
  const stack: Frame[] = [frameOf(root, '')];
  const pathTo = (key: string | number): string => {
    let at = path;
    for (let i = 1; i < stack.length; i++) at = step(at, stack[i].key);
    return step(at, key);
  };
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    const size = frame.keys ? frame.keys.length : (frame.value as unknown[]).length;
    if (frame.next >= size) {
      stack.pop();
      continue;
    }
    const i = frame.next++;
    const key = frame.keys ? frame.keys[i] : i;
    const child = (frame.value as Record<string | number, unknown>)[key];
    if (typeof child !== 'object' || child === null) continue;
    if (seen.has(child)) {
      // Shared references are walked once; a reference to a container still open is a loop.
      if (stack.some((f) => f.value === child)) {
        issues.add('cycle', 'the value refers back to itself (not JSON)', pathTo(key));
        return;
      }
      continue;
    }
    if (stack.length >= MAX_DEPTH) {
      issues.add('max_depth', `JSON nesting deeper than ${MAX_DEPTH} levels is not supported`, pathTo(key));
      return;
    }
    seen.add(child);
    stack.push(frameOf(child, key));
  }
}

function frameOf(value: object, key: string | number): Frame {
  return { value, keys: Array.isArray(value) ? undefined : Object.keys(value), next: 0, key };
}

function step(path: string, key: string | number): string {
  return typeof key === 'number' ? indexPath(path, key) : keyPath(path, key);
}
