// Imported first by main.tsx. zod 4 compiles object parsers with `new Function` when it may; the
// Content-Security-Policy forbids eval (script-src 'self'), so its probe would report a violation on
// every page. Jitless parsing is what zod does under such a policy anyway.
//
// zod keeps its settings in `globalThis.__zod_globalConfig` (what `z.config()` writes), made on its first load and
// read when a schema is built: setting it here, without importing zod, keeps zod (and every schema) out of the first
// load, and holds whether zod was loaded before or after this (test/zod-config.test.ts).
const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
g.__zod_globalConfig ??= {};
g.__zod_globalConfig.jitless = true;

export {};
