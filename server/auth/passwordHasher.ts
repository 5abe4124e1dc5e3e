import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane). Passwords are hashed exactly as
// typed: no trimming, no Unicode normalisation.
// `algorithm: 2` is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

let dummyHash: Promise<string> | undefined;

export const passwordHasher = {
  hash: (password: string) => hash(password, options),

  verify: async (passwordHash: string, password: string) => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  },

  /**
   * Spends the same time as a real check, so an unknown email cannot be told from a wrong
   * password by the answer time.
   */
  verifyNothing: async (password: string) => {
    dummyHash ??= hash('minuta-dummy-password', options);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  },
};
