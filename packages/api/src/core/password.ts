import { argon2idAsync } from '@noble/hashes/argon2.js';

/**
 * argon2id at OWASP's minimum (19 MiB, 2 iterations, 1 lane), PHC-encoded so
 * hashes made by either runtime verify in the other: Node uses @node-rs/argon2
 * (native, see password-node.ts), workerd this pure-JS one.
 */
export const ARGON2 = { m: 19456, t: 2, p: 1, dkLen: 32 } as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

const b64 = (u: Uint8Array) => btoa(String.fromCharCode(...u)).replace(/=+$/, '');
const unb64 = (s: string) => Uint8Array.from(atob(s.padEnd(Math.ceil(s.length / 4) * 4, '=')), (c) => c.charCodeAt(0));

export const pureJsHasher: PasswordHasher = {
  async hash(password) {
    const salt = new Uint8Array(16);
    crypto.getRandomValues(salt);
    const out = await argon2idAsync(password, salt, { ...ARGON2, version: 0x13 });
    return `$argon2id$v=19$m=${ARGON2.m},t=${ARGON2.t},p=${ARGON2.p}$${b64(salt)}$${b64(out)}`;
  },
  async verify(hash, password) {
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([^$]+)\$([^$]+)$/.exec(hash);
    if (!match) return false;
    const [, m, t, p, salt, expected] = match as unknown as [string, string, string, string, string, string];
    const want = unb64(expected);
    const got = await argon2idAsync(password, unb64(salt), {
      m: Number(m),
      t: Number(t),
      p: Number(p),
      dkLen: want.length,
      version: 0x13,
    });
    let diff = 0;
    for (let i = 0; i < want.length; i++) diff |= (want[i] ?? 0) ^ (got[i] ?? 0);
    return diff === 0;
  },
};
