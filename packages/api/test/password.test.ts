import { describe, expect, it } from 'vitest';
import { pureJsHasher } from '../src/core/password';
import { nodeHasher } from '../src/core/password-node';

describe('argon2id hashing', () => {
  it('uses argon2id at OWASP parameters (19 MiB, 2 iterations, 1 lane)', async () => {
    const h = await nodeHasher.hash('Secret123');
    expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('hashes from Node verify in the pure-JS (workerd) hasher and back', async () => {
    const fromNode = await nodeHasher.hash('Secret123');
    expect(await pureJsHasher.verify(fromNode, 'Secret123')).toBe(true);
    expect(await pureJsHasher.verify(fromNode, 'Secret124')).toBe(false);
    const fromJs = await pureJsHasher.hash('Пароль123');
    expect(await nodeHasher.verify(fromJs, 'Пароль123')).toBe(true);
    expect(await nodeHasher.verify(fromJs, 'Пароль124')).toBe(false);
  });

  it('a malformed hash never verifies', async () => {
    expect(await nodeHasher.verify('not-a-hash', 'x')).toBe(false);
    expect(await pureJsHasher.verify('not-a-hash', 'x')).toBe(false);
  });
});
