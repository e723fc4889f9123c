import { initTRPC, TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { queryOf } from '../src/rest/body';
import { restProcedures } from '../src/rest/procedures';

// rest/procedures.ts runs a procedure's middlewares itself (tRPC's callRecursive with native spreads, and its own
// output check): the REST caller must answer exactly what tRPC's own caller answers, data and errors alike.
interface Ctx {
  who?: string;
  trail: string[];
}
const t = initTRPC.context<Ctx>().meta<{ rest?: { method: 'GET'; path: string; summary: string } }>().create();
const rest = (path: string) => ({ rest: { method: 'GET' as const, path, summary: path } });

const withWho = t.procedure.use(({ ctx, next }) => {
  if (!ctx.who) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'who?' });
  return next({ ctx: { upper: ctx.who.toUpperCase(), trail: [...ctx.trail, 'who'] } });
});
const withCount = withWho.use(async ({ ctx, next, path, type, meta }) => {
  const result = await next({ ctx: { count: ctx.trail.length, seen: `${path}:${type}:${meta?.rest?.path}` } });
  return result;
});

const probe = t.router({
  echo: withCount
    .meta(rest('/echo'))
    .input(z.object({ n: z.coerce.number().int(), tag: z.string().default('none') }))
    .output(z.object({ n: z.number(), tag: z.string(), upper: z.string(), count: z.number(), seen: z.string() }))
    .query(({ ctx, input }) => ({ ...input, upper: ctx.upper, count: ctx.count, seen: ctx.seen, extra: 'stripped' })),
  badOutput: withCount
    .meta(rest('/bad'))
    .output(z.object({ n: z.number() }))
    .query(() => ({ n: 'not a number' }) as unknown as { n: number }),
  throws: withCount.meta(rest('/throws')).query(() => {
    throw new TRPCError({ code: 'CONFLICT', message: 'taken' });
  }),
  plain: t.procedure.meta(rest('/plain')).query(({ ctx }) => ctx.trail.length),
  noNext: t.procedure
    .meta(rest('/no-next'))
    .use((() => undefined) as never)
    .query(() => 1),
});

const restCall = (path: string, ctx: Ctx, input?: unknown) => {
  const p = restProcedures(probe).find((x) => x.path === path);
  if (!p) throw new Error(path);
  return p.call(ctx, input);
};
const trpcCall = (path: string, ctx: Ctx, input?: unknown) =>
  (t.createCallerFactory(probe)(ctx) as unknown as Record<string, (i?: unknown) => Promise<unknown>>)[path]?.(
    input,
  ) as Promise<unknown>;

async function outcome(p: Promise<unknown>) {
  try {
    return { ok: true, value: await p };
  } catch (e) {
    const err = e as TRPCError;
    return { ok: false, name: err.name, code: err.code, message: err.message, cause: err.cause?.constructor.name };
  }
}

describe('the REST caller runs middlewares as tRPC does', () => {
  const cases: [string, Ctx, unknown][] = [
    ['echo', { who: 'ann', trail: ['start'] }, { n: '7' }],
    ['echo', { who: 'ann', trail: [] }, { n: '7', tag: 'x' }],
    ['echo', { who: 'ann', trail: [] }, { n: 'seven' }],
    ['echo', { trail: [] }, { n: '1' }],
    ['badOutput', { who: 'bo', trail: [] }, undefined],
    ['throws', { who: 'bo', trail: [] }, undefined],
    ['plain', { trail: ['a', 'b'] }, undefined],
    ['noNext', { trail: [] }, undefined],
  ];
  it.each(cases)('%s with %j', async (path, ctx, input) => {
    const a = await outcome(restCall(path, ctx, input));
    const b = await outcome(trpcCall(path, ctx, input));
    expect(a).toEqual(b);
  });

  it('answers the output schema’s result (extra keys stripped) and merges each middleware’s ctx', async () => {
    expect(await restCall('echo', { who: 'ann', trail: ['start'] }, { n: '7' })).toEqual({
      n: 7,
      tag: 'none',
      upper: 'ANN',
      count: 2,
      seen: 'echo:query:/echo',
    });
  });
});

describe('queryOf', () => {
  it.each([
    'http://x/a',
    'http://x/a?',
    'http://x/a?per_page=25',
    'http://x/a?b=1&b=2&c[]=3#frag',
    'http://x/a?q=%20a+b&e=%E2%82%AC',
    'http://x/a#x?y=1',
  ])('gives the search params new URL gives for %s', (url) => {
    expect([...new URLSearchParams(queryOf(url))]).toEqual([...new URL(url).searchParams]);
  });
});
