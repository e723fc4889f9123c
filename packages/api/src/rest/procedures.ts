import type { AnyProcedure, AnyRouter } from '@trpc/server';
import { getParseFn, getTRPCErrorFromUnknown, middlewareMarker, TRPCError } from '@trpc/server/unstable-core-do-not-import';
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
    const run = middlewareRunner(withOwnOutput(def.middlewares as Middleware[], def.output), def.meta);
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

/**
 * The output check tRPC's `.output()` added (`createOutputMiddleware`, marked `_type: 'output'`), made again with a
 * native spread of the result: the same parse of the same schema, the same error when it fails. Only when the
 * procedure has exactly one, made from `output`.
 */
function withOwnOutput(middlewares: Middleware[], output: z.ZodType | undefined): Middleware[] {
  const at = middlewares.findIndex((mw) => (mw as { _type?: string })._type === 'output');
  if (!output || at < 0 || middlewares.findLastIndex((mw) => (mw as { _type?: string })._type === 'output') !== at)
    return middlewares;
  const parse = getParseFn(output);
  const own: Middleware = async ({ next }) => {
    const result = await (next as () => Promise<MiddlewareResult>)();
    if (!result.ok) return result;
    try {
      return { ...result, data: await parse(result.data) };
    } catch (cause) {
      throw new TRPCError({ message: 'Output validation failed', code: 'INTERNAL_SERVER_ERROR', cause });
    }
  };
  return middlewares.map((mw, i) => (i === at ? own : mw));
}

type MiddlewareResult = { ok: true; data: unknown } | { ok: false; error: TRPCError };
type Middleware = (opts: Record<string, unknown>) => Promise<MiddlewareResult>;
interface CallOptions {
  path: string;
  ctx: unknown;
  type: string;
  input?: unknown;
  getRawInput: () => Promise<unknown>;
  signal: undefined;
  batchIndex: number;
}

/**
 * Runs a procedure's middlewares (its guards, input and output schemas, then the resolver) exactly as tRPC's own
 * caller does (`callRecursive` in @trpc/server 11: the same options to each middleware, the same `next` merging its
 * ctx, input and raw input, a throw turned into a failed result, the error thrown at the end), with native object
 * spreads: tRPC's down-levelled `_objectSpread2` (Object.keys + defineProperty per key, twice per middleware) was a
 * tenth of a small REST read's CPU. rest-runner.test.ts checks the two callers answer alike.
 */
export function middlewareRunner(middlewares: readonly Middleware[], meta: unknown) {
  const step = async (index: number, opts: CallOptions): Promise<MiddlewareResult> => {
    try {
      const middleware = middlewares[index] as Middleware;
      return await middleware({
        ...opts,
        meta,
        input: opts.input,
        next(nextOpts?: { ctx?: object; input?: unknown; getRawInput?: () => Promise<unknown> }) {
          return step(index + 1, {
            ...opts,
            ctx: nextOpts?.ctx ? { ...(opts.ctx as object), ...nextOpts.ctx } : opts.ctx,
            input: nextOpts && 'input' in nextOpts ? nextOpts.input : opts.input,
            getRawInput: nextOpts?.getRawInput ?? opts.getRawInput,
          });
        },
      });
    } catch (cause) {
      return { ok: false, error: getTRPCErrorFromUnknown(cause), marker: middlewareMarker } as MiddlewareResult;
    }
  };
  return async (opts: CallOptions): Promise<unknown> => {
    const result = await step(0, opts);
    if (!result)
      throw new TRPCError({
        code: 'INTERNAL_SERVER_ERROR',
        message: 'No result from middlewares - did you forget to `return next()`?',
      });
    if (!result.ok) throw result.error;
    return result.data;
  };
}
