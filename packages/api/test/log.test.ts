import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureLog, formatLine, log } from '../src/core/log';

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
  vi.restoreAllMocks();
});

describe('the logger (core/log.ts)', () => {
  it('writes one JSON object per line: level, msg, then the fields; an Error as its name, message and stack', () => {
    const line = formatLine('error', '[queue] job failed', { queue: 'q', attempt: 2, error: new Error('boom'), gone: undefined });
    expect(line).not.toContain('\n');
    const record = JSON.parse(line);
    expect(record).toMatchObject({ level: 'error', msg: '[queue] job failed', queue: 'q', attempt: 2 });
    expect(record.error).toMatchObject({ name: 'Error', message: 'boom' });
    expect(record.error.stack).toContain('boom');
    expect('gone' in record).toBe(false);
  });

  it('a field that does not serialise still leaves the message', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(JSON.parse(formatLine('warn', 'odd', { cyclic }))).toEqual({ level: 'warn', msg: 'odd', fields: ['cyclic'] });
  });

  it('is silent under the tests, and a level from the env does not wake it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const out = vi.spyOn(console, 'log').mockImplementation(() => {});
    restore = configureLog({ level: 'debug' });
    log.error('nobody hears this');
    log.info('nor this');
    expect(error).not.toHaveBeenCalled();
    expect(out).not.toHaveBeenCalled();
  });

  it('a test that opts in gets the lines at its level and above, through console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const out = vi.spyOn(console, 'log').mockImplementation(() => {});
    restore = configureLog({ level: 'warn', force: true });
    log.debug('below');
    log.info('below');
    log.warn('careful', { n: 1 });
    log.error('broken');
    expect(out).not.toHaveBeenCalled();
    expect(error.mock.calls.map(([line]) => JSON.parse(line as string))).toEqual([
      { level: 'warn', msg: 'careful', n: 1 },
      { level: 'error', msg: 'broken' },
    ]);
  });

  it('writes where a test asks, and puts things back', () => {
    const lines: string[] = [];
    restore = configureLog({ level: 'info', force: true, write: (line) => lines.push(line) });
    log.info('hello', { who: 'world' });
    log.debug('not at info');
    restore();
    restore = undefined;
    log.error('silent again');
    expect(lines.map((l) => JSON.parse(l))).toEqual([{ level: 'info', msg: 'hello', who: 'world' }]);
  });
});
