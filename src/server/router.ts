/** Matches a request line against the SDK's route table: a route, a wrong method (405), or nothing (404). */
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
  return { route, pattern: new RegExp(`^${source}/?$`), names };
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
