/**
 * Matches a request line against the SDK's route table: a route, a wrong method (405), or nothing (404).
 * Routing reads the raw path: `..`, `.`, `%2e%2e` are path parameter values like any other, never
 * resolved (a WHATWG URL resolves them, so deleting the intent `..` deleted its workspace). A path
 * ending in `/` matches no route.
 */
import { SDK_ROUTES, type SdkRoute } from '../service/generated/sdk-routes.js';

export type RouteMatch =
  | { kind: 'route'; route: SdkRoute; pathParams: Record<string, string> }
  | { kind: 'method_not_allowed'; allowed: string[] }
  | { kind: 'not_found' };

interface CompiledRoute {
  route: SdkRoute;
  pattern: RegExp;
  names: string[];
}

const COMPILED: CompiledRoute[] = SDK_ROUTES.map((route) => {
  const names: string[] = [];
  const source = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  // No trailing slash: the SDK never sends one, and a client that resolves dot segments itself turns
  // `.../intents/..` into `.../workspaces/ID/`; that must not reach deleteWorkspace.
  return { route, pattern: new RegExp(`^${source}$`), names };
});

export function matchRoute(method: string, pathname: string): RouteMatch {
  const allowed: string[] = [];
  for (const c of COMPILED) {
    const m = c.pattern.exec(pathname);
    if (!m) continue;
    if (c.route.method !== method) {
      allowed.push(c.route.method);
      continue;
    }
    const pathParams: Record<string, string> = {};
    for (let i = 0; i < c.names.length; i++) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(m[i + 1]);
      } catch {
        return { kind: 'not_found' };
      }
      pathParams[c.names[i]] = decoded;
    }
    return { kind: 'route', route: c.route, pathParams };
  }
  return allowed.length > 0 ? { kind: 'method_not_allowed', allowed: [...new Set(allowed)] } : { kind: 'not_found' };
}

/** The raw path and the query of a request target (origin form `/p?q`, or absolute form `http://h/p?q`). */
export function splitTarget(target: string): { path: string; query: URLSearchParams } | undefined {
  let rest = target;
  if (!rest.startsWith('/')) {
    const authority = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/.exec(rest);
    if (!authority) return undefined;
    rest = rest.slice(authority[0].length) || '/';
    if (!rest.startsWith('/')) rest = `/${rest}`;
  }
  const hash = rest.indexOf('#');
  if (hash >= 0) rest = rest.slice(0, hash);
  const q = rest.indexOf('?');
  const path = q >= 0 ? rest.slice(0, q) : rest;
  return { path, query: new URLSearchParams(q >= 0 ? rest.slice(q + 1) : '') };
}
