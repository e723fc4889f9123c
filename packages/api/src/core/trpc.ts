import { businesses, type Db, subscriptions } from '@kairos/db';
import { initTRPC } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { type Entitlement, type Feature, isReadOnly, lowestPlanWith, summarise } from '../shared/plans';
import { controlCharacterPaths, malformedUnicodePaths } from '../shared/schemas';
import { fieldLabel, translateKey } from '../shared/validation';
import type { Ctx } from './context';
import { AppError, type ErrorCode, toPublicError } from './errors';

/**
 * REST exposure of a procedure. The adapter in rest/ mounts every procedure
 * that declares this, under the given method and path, with the same schemas.
 */
export interface RestMeta {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Full path with {params}, e.g. /api/v1/user/business-time-settings/{id}. */
  path: string;
  summary: string;
  tags?: string[];
  /** Message key for the `message` field of a successful REST response. */
  message?: string;
  /** The output is a file ({ file_name, mime_type, content_base64 }): REST sends the bytes as a download. */
  file?: boolean;
  /**
   * The catalogue's codes this call answers beyond what its guards, path and input already imply
   * (rest/operation-errors.ts adds those): the OpenAPI document lists them by status.
   */
  errors?: readonly ErrorCode[];
}

/** The codes each guard middleware can answer, read by the OpenAPI document (rest/operation-errors.ts). */
const guardErrors = new WeakMap<object, readonly ErrorCode[]>();

/** Declares what the guard a builder's last `.use()` added answers when it refuses. */
export function guarded<B extends { _def: { middlewares: readonly object[] } }>(builder: B, codes: readonly ErrorCode[]): B {
  const last = builder._def.middlewares.at(-1);
  if (last) guardErrors.set(last, codes);
  return builder;
}

/** The codes the guards among a procedure's middlewares can answer. */
export function errorsOfGuards(middlewares: readonly object[]): ErrorCode[] {
  return middlewares.flatMap((mw) => guardErrors.get(mw) ?? []);
}

export interface Meta {
  rest?: RestMeta;
}

const t = initTRPC
  .context<Ctx>()
  .meta<Meta>()
  .create({
    errorFormatter({ shape, error, input, ctx }) {
      const pub = toPublicError(error, input, ctx?.locale ?? 'uk');
      return {
        ...shape,
        message: pub.message,
        data: { ...shape.data, stack: undefined, code: pub.code, httpStatus: pub.status, errors: pub.errors },
      };
    },
  });

/**
 * What the guards ask of the areas, given from the top (router.ts calls `configureGuards`) so that core knows no
 * area: how an impersonated mutation is audited (admin) and whether a business has a plan feature now, add-ons
 * included (billing).
 */
export interface GuardHooks {
  auditImpersonation(
    db: Db,
    entry: { actor_user_id: string; impersonated_user_id: string; action: string; ip: string; ok: boolean },
    now: Date,
  ): Promise<void>;
  hasFeature(db: Db, businessId: string, entitlement: Entitlement, feature: Feature, now: Date): Promise<boolean>;
}

const unconfigured = (): never => {
  throw new Error('core/trpc: the guards were not configured (router.ts calls configureGuards)');
};
let hooks: GuardHooks = { auditImpersonation: unconfigured, hasFeature: unconfigured };

export function configureGuards(given: GuardHooks): void {
  hooks = given;
}

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/**
 * Every procedure's raw input (tRPC and REST alike) is refused when a text value holds a control character
 * other than tab, LF and CR, or malformed Unicode (a lone surrogate, in a value or an object key): one check for
 * every field, before the procedure's own schema runs, so no such text reaches the database or an SDK.
 */
const refuseBadText = t.middleware(async ({ ctx, getRawInput, next }) => {
  const raw = await getRawInput();
  const errors: Record<string, string[]> = {};
  const refuse = (paths: (string | number)[][], key: string) => {
    for (const path of paths) {
      const field = fieldLabel(path, ctx.locale);
      errors[path.join('.') || '_'] ??= [translateKey(key, { field }, ctx.locale)];
    }
  };
  refuse(controlCharacterPaths(raw), 'validation_control_chars');
  refuse(malformedUnicodePaths(raw), 'validation_malformed_unicode');
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_ERROR', {}, errors);
  return next();
});

export const publicProcedure = t.procedure.use(refuseBadText);

/**
 * Any logged-in user, by cookie session or bearer token. Every mutation made in a session an admin opened as a user
 * (docs/product/appointments.md "sign in as") leaves an audit row 'impersonation.<procedure path>' with the admin as
 * actor, whether it succeeded or not. One middleware for both (each tRPC middleware copies the call's options and
 * context, a measurable share of a small request's time); `next` is given only what it adds: tRPC merges it into ctx.
 */
export const authedProcedure = guarded(
  publicProcedure.use(async ({ ctx, path, type, next }) => {
    const auth = ctx.auth;
    if (!auth) throw new AppError('UNAUTHENTICATED');
    const impersonator = auth.session?.impersonator_id;
    if (type !== 'mutation' || !impersonator) return next({ ctx: { auth, user: auth.user } });
    const result = await next({ ctx: { auth, user: auth.user } });
    await hooks.auditImpersonation(
      ctx.db,
      {
        actor_user_id: impersonator,
        impersonated_user_id: auth.user.id,
        action: `impersonation.${path}`,
        ip: ctx.ip,
        ok: result.ok,
      },
      ctx.now,
    );
    return result;
  }),
  ['UNAUTHENTICATED'],
);

export const adminProcedure = guarded(
  authedProcedure.use(({ ctx, next }) => {
    if (!ctx.user.is_admin) throw new AppError('FORBIDDEN');
    return next();
  }),
  ['FORBIDDEN'],
);

export const affiliateProcedure = guarded(
  authedProcedure.use(({ ctx, next }) => {
    if (!ctx.user.is_affiliate) throw new AppError('FORBIDDEN');
    return next();
  }),
  ['FORBIDDEN'],
);

/**
 * A business owner (or API user) acting on their own business. Adds the
 * business, its subscription summary and the entitlement used by plan guards.
 */
export const businessProcedure = guarded(
  authedProcedure.use(async ({ ctx, next }) => {
    const businessId = ctx.user.business_id;
    if (!businessId) throw new AppError('FORBIDDEN');
    // Loaded with the session; read again only when the caller was built without them.
    const [business, sub] =
      ctx.auth.business !== undefined
        ? [ctx.auth.business ?? undefined, ctx.auth.subscription ?? undefined]
        : await Promise.all([
            ctx.db.query.businesses.findFirst({ where: eq(businesses.id, businessId) }),
            ctx.db.query.subscriptions.findFirst({ where: eq(subscriptions.business_id, businessId) }),
          ]);
    if (!business || !sub) throw new AppError('FORBIDDEN');
    const subscription = summarise(sub, ctx.now);
    const entitlement: Entitlement = {
      subscription,
      is_api_user: ctx.user.is_api_user,
      is_premium: ctx.user.is_premium,
      marketing_available: ctx.user.marketing_available,
    };
    // The settings read with the session (undefined when not): BusinessScope.settings.
    const settings = ctx.auth.settings;
    return next({ ctx: { businessId, business, settings, subscriptionRow: sub, subscription, entitlement } });
  }),
  ['FORBIDDEN'],
);

/** Adding and changing records: refused in read-only mode (docs/product/appointments.md). */
export const writableProcedure = guarded(
  businessProcedure.use(({ ctx, next }) => {
    if (isReadOnly(ctx.entitlement) && !ctx.user.is_api_user) throw new AppError('READ_ONLY');
    return next();
  }),
  ['READ_ONLY'],
);

/**
 * Declares the plan feature a procedure needs (docs/product/appointments.md), where it is defined:
 * `gated('online_booking').query(...)`, or `gated('marketing', { write: true })`.
 * Trial, the premium flag and API users pass.
 */
export function gated(feature: Feature, options: { write?: boolean } = {}) {
  const base = options.write ? writableProcedure : businessProcedure;
  return guarded(
    base.use(async ({ ctx, next }) => {
      // Add-ons are read only when the plan says no, not on every business request.
      if (await hooks.hasFeature(ctx.db, ctx.businessId, ctx.entitlement, feature, ctx.now)) return next();
      throw new AppError('FEATURE_NOT_IN_PLAN', { plan: lowestPlanWith(feature) });
    }),
    ['FEATURE_NOT_IN_PLAN'],
  );
}
