/**
 * The API's one logger: structured (one JSON object per line: `level`, `msg`, then the fields), level-aware
 * (`debug` < `info` < `warn` < `error`; LOG_LEVEL, default `info`), and silent under the tests (vitest sets
 * VITEST) unless a test opts in with `configureLog`. The same on Node and in the Worker: it writes through
 * `console` (warnings and errors to console.error, the rest to console.log) and reads no Node-only API.
 *
 * Code logs with `log.error('[queue] failed', { queue, error })`: a message a person greps for, and the facts as
 * fields. An Error among the fields is written as its name, message and stack. Tests that check nothing was logged
 * spy on `log.error` (it is called whether or not the level lets the line out).
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

const RANK: Record<LogLevel | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

type Write = (line: string, level: LogLevel) => void;

const toConsole: Write = (line, level) => {
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
};

function env(name: string): string | undefined {
  const p = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process;
  return p?.env?.[name];
}

function levelFrom(value: string | undefined): LogLevel | 'silent' | undefined {
  const v = value?.trim().toLowerCase();
  return v && v in RANK ? (v as LogLevel | 'silent') : undefined;
}

const underTest = () => env('VITEST') !== undefined || env('NODE_ENV') === 'test';

let threshold: LogLevel | 'silent' = underTest() ? 'silent' : (levelFrom(env('LOG_LEVEL')) ?? 'info');
let write: Write = toConsole;

/**
 * Sets the level (LOG_LEVEL from the runtime's env: http/services.ts passes it on both runtimes) and, for a test
 * that wants the lines, where they go. Answers a function that puts back what was before. A level from the env
 * does not wake the logger under the tests; a test opts in with `{ level, force: true }`.
 */
export function configureLog(options: { level?: string; write?: Write; force?: boolean }): () => void {
  const before = { threshold, write };
  const level = levelFrom(options.level);
  if (level && (options.force || !underTest())) threshold = level;
  if (options.write) write = options.write;
  return () => {
    threshold = before.threshold;
    write = before.write;
  };
}

function plain(value: unknown): unknown {
  if (value instanceof Error) {
    const out: Record<string, unknown> = { name: value.name, message: value.message };
    if (value.stack) out.stack = value.stack;
    if (value.cause !== undefined) out.cause = plain(value.cause);
    return out;
  }
  return value;
}

/** The line a record is written as (exported for the logger's tests). */
export function formatLine(level: LogLevel, msg: string, fields: LogFields = {}): string {
  const record: Record<string, unknown> = { level, msg };
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) record[key] = plain(value);
  try {
    return JSON.stringify(record);
  } catch {
    // A field that does not serialise (a cycle, a BigInt) still leaves the message and the field names.
    return JSON.stringify({ level, msg, fields: Object.keys(fields) });
  }
}

function emit(level: LogLevel, msg: string, fields?: LogFields): void {
  if (RANK[level] < RANK[threshold]) return;
  write(formatLine(level, msg, fields), level);
}

export const log = {
  debug: (msg: string, fields?: LogFields) => emit('debug', msg, fields),
  info: (msg: string, fields?: LogFields) => emit('info', msg, fields),
  warn: (msg: string, fields?: LogFields) => emit('warn', msg, fields),
  error: (msg: string, fields?: LogFields) => emit('error', msg, fields),
};
