import type { Access, FeatureManifest } from './manifest';

/** One declared path as the route guard sees it. */
export interface GuardRoute {
  pattern: string;
  regexp: RegExp;
  access: Access;
  form: boolean;
  /** Literal segments: where two patterns match a path, the one with more wins (as in react-router). */
  literals: number;
}

export interface GuardTable {
  routes: GuardRoute[];
  /** Parent path → default child. */
  aliases: Record<string, string>;
}

const PARAM = /^:[A-Za-z_][A-Za-z0-9_]*$/;
const LITERAL = /^[A-Za-z0-9_.~-]+$/;

/** `/clients/form/:id` → /^\/clients\/form\/[^/]+$/ (literal segments and `:params` only). */
export function patternToRegExp(pattern: string): RegExp {
  if (!pattern.startsWith('/')) throw new Error(`Route pattern "${pattern}" must start with /`);
  const segments = pattern.split('/').slice(1);
  const parts = segments.map((s) => {
    if (PARAM.test(s)) return '[^/]+';
    if (LITERAL.test(s)) return s.replace(/[.~-]/g, (c) => `\\${c}`);
    throw new Error(`Route pattern "${pattern}": segment "${s}" is neither literal nor :param`);
  });
  return new RegExp(`^/${parts.join('/')}$`);
}

/** The guard's table from the manifests: every route's pattern and facts, and the aliases. */
export function guardTable(features: readonly FeatureManifest[]): GuardTable {
  const routes: GuardRoute[] = [];
  const aliases: Record<string, string> = {};
  for (const f of features) {
    for (const r of f.routes) {
      if (routes.some((x) => x.pattern === r.path)) throw new Error(`Route ${r.path} is declared twice (${f.id})`);
      routes.push({
        pattern: r.path,
        regexp: patternToRegExp(r.path),
        access: r.access,
        form: r.form === true,
        literals: r.path.split('/').filter((s) => s !== '' && !s.startsWith(':')).length,
      });
    }
    for (const [from, to] of Object.entries(f.aliases ?? {})) {
      if (aliases[from]) throw new Error(`Alias ${from} is declared twice (${f.id})`);
      aliases[from] = to;
    }
  }
  for (const from of Object.keys(aliases)) {
    if (routes.some((r) => r.regexp.test(from))) throw new Error(`Alias ${from} is also a route`);
  }
  return { routes, aliases };
}

/** The declared route a (normalised) path opens, preferring the most literal pattern. */
export function findRoute(table: GuardTable, path: string): GuardRoute | undefined {
  let best: GuardRoute | undefined;
  for (const r of table.routes) {
    if (r.regexp.test(path) && (!best || r.literals > best.literals)) best = r;
  }
  return best;
}
