/** The routes an app serves, read from Fastify's own route tree, so a test over them covers a route added later. */
import type { FastifyInstance } from 'fastify';

export interface ServedRoute {
  method: string;
  /** As Fastify names it, with `:param`. */
  path: string;
}

/** Every method (but HEAD) and path the app serves under the given prefixes. */
export function servedRoutes(app: FastifyInstance, prefixes: string[]): ServedRoute[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: ServedRoute[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (depth === 0 ? '' : stack[depth - 1]!) + match[2]!;
    stack[depth] = path;
    stack.length = depth + 1;
    if (!prefixes.some((prefix) => path.startsWith(prefix))) continue;
    for (const method of match[3]!.split(', ')) if (method !== 'HEAD') routes.push({ method, path });
  }
  return routes.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** The path with every `:param` replaced by what `value` gives for its name. */
export function fillParams(path: string, value: (name: string) => string | number): string {
  return path.replace(/:(\w+)/g, (_, name: string) => String(value(name)));
}
