import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import '../src/lib/zod-config';

describe('lib/zod-config', () => {
  it("switches zod to jitless without importing it (the CSP forbids eval: zod's probe would report a violation)", () => {
    expect(z.config().jitless).toBe(true);
    expect(readFileSync(new URL('../src/lib/zod-config.ts', import.meta.url), 'utf8')).not.toMatch(/from ['"]zod['"]/);
  });
});
