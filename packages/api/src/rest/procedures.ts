import type { AnyProcedure, AnyRouter } from '@trpc/server';
import type { z } from 'zod';
import type { RestMeta } from '../core/trpc';

export interface RestProcedure {
  /** tRPC path, e.g. "auth.login". */
  path: string;
  rest: RestMeta;
  type: 'query' | 'mutation' | 'subscription';
  input?: z.ZodType;
  output?: z.ZodType;
  /** Its middlewares in order (the guards among them say what they refuse with: core/trpc.ts `guarded`). */
  middlewares: readonly object[];
  /** Runs the procedure (its middlewares, input and output schemas) exactly as a tRPC caller does. */
  call: (ctx: unknown, input: unknown) => Promise<unknown>;
}

/** Every procedure that declares `meta.rest`, read from the router's definitions. */
export function restProcedures(router: AnyRouter): RestProcedure[] {
  const out: RestProcedure[] = [];
  for (const [path, proc] of Object.entries(router._def.procedures as Record<string, AnyProcedure>)) {
    const def = proc._def as unknown as {
      meta?: { rest?: RestMeta };
      type: RestProcedure['type'];
      inputs: z.ZodType[];
      output?: z.ZodType;
      middlewares: object[];
    };
    if (!def.meta?.rest) continue;
    const run = proc as unknown as (o: object) => Promise<unknown>;
    out.push({
      path,
      rest: def.meta.rest,
      type: def.type,
      input: def.inputs[0],
      output: def.output,
      middlewares: def.middlewares,
      call: (ctx, input) => run({ path, ctx, type: def.type, getRawInput: async () => input, signal: undefined, batchIndex: 0 }),
    });
  }
  return out;
}
