import type { z } from 'zod';

/** Objects frozen by `deepFreeze`, whole (every nested object and array too). */
const frozen = new WeakSet<object>();

/** Freezes a plain value and everything in it; `reusingFrozen` may then skip validating it again. */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || frozen.has(value)) return value;
  for (const v of Object.values(value)) deepFreeze(v);
  Object.freeze(value);
  frozen.add(value);
  return value;
}

/** True for a value `deepFreeze` froze whole: it and everything in it can no longer change. */
export function isFrozenWhole(value: unknown): boolean {
  return value !== null && typeof value === 'object' && frozen.has(value);
}

/**
 * The output schema of a procedure whose result is often the same remembered object (the viewer kept with a
 * cached session, core/auth-cache.ts): a result frozen whole by `deepFreeze` is validated once, and its validated
 * (and frozen) output is answered again while that object lives. Any other result is parsed as usual. A frozen
 * object cannot change, so the output is what parsing it again would give. The schema (docs, types) is the same.
 */
export function reusingFrozen<T extends z.ZodType>(schema: T): T {
  const outputs = new WeakMap<object, unknown>();
  const copy = schema.clone() as T;
  const parseAsync = copy.parseAsync.bind(copy);
  (copy as { parseAsync: unknown }).parseAsync = async (data: unknown, params?: Parameters<T['parseAsync']>[1]) => {
    if (data === null || typeof data !== 'object' || !frozen.has(data)) return parseAsync(data, params);
    if (outputs.has(data)) return outputs.get(data);
    const out = deepFreeze(await parseAsync(data, params));
    outputs.set(data, out);
    return out;
  };
  return copy;
}
