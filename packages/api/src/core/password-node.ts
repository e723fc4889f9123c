import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id (a const enum, which isolatedModules cannot read).
const ARGON2ID = 2;

import { ARGON2, type PasswordHasher } from './password';

/** Native argon2id for the Node runtime; same parameters and PHC format as the pure-JS hasher. */
export const nodeHasher: PasswordHasher = {
  hash: (password) =>
    hash(password, {
      algorithm: ARGON2ID,
      memoryCost: ARGON2.m,
      timeCost: ARGON2.t,
      parallelism: ARGON2.p,
      outputLen: ARGON2.dkLen,
    }),
  verify: async (h, password) => {
    try {
      return await verify(h, password);
    } catch {
      return false;
    }
  },
};
