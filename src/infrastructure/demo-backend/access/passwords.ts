import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { DEMO_PASSWORD } from './seed';

/**
 * Passwords are kept as scrypt hashes (node:crypto), salted, in a self-describing string:
 * `scrypt$<N>$<r>$<p>$<salt>$<hash>`, salt and hash in base64url, so a hash says how to check it even
 * after the cost changes. N = 2^14 with r = 8 (16 MiB, some tens of milliseconds) is scrypt's cost for
 * an interactive sign-in, and keeps the many sign-ins of the tests quick.
 */
export interface ScryptCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

export const PASSWORD_COST: ScryptCost = { N: 2 ** 14, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/** Costs a stored hash may name: no state file can make a check take minutes or gigabytes. */
const fair = ({ N, r, p }: ScryptCost): boolean =>
  Number.isInteger(Math.log2(N)) && N >= 2 ** 10 && N <= 2 ** 16 && r >= 1 && r <= 16 && p >= 1 && p <= 4;

const memoryFor = ({ N, r, p }: ScryptCost): number => 128 * N * r * p + 32 * 1024 * 1024;

const format = (cost: ScryptCost, salt: Buffer, hash: Buffer): string =>
  ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), hash.toString('base64url')].join('$');

function derive(password: string, salt: Buffer, cost: ScryptCost, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, length, { ...cost, maxmem: memoryFor(cost) }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

interface StoredHash {
  readonly cost: ScryptCost;
  readonly salt: Buffer;
  readonly hash: Buffer;
}

function parse(stored: string): StoredHash | null {
  const [scheme, N, r, p, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash || rest.length > 0) return null;
  const cost = { N: Number(N), r: Number(r), p: Number(p) };
  if (!fair(cost)) return null;
  const parsed = { cost, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
  return parsed.salt.length >= 8 && parsed.hash.length >= 16 ? parsed : null;
}

/** A new password's hash, with a salt of its own. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  return format(PASSWORD_COST, salt, await derive(password, salt, PASSWORD_COST, KEY_LENGTH));
}

let seedHash: string | null = null;

/**
 * The hash of the seed's password, made once per process: every seeded account has the same synthetic
 * password, and so (acceptable for a synthetic seed) the same salt, so a reset, which the tests make
 * often, costs no scrypt at all after the first.
 */
export function seedPasswordHash(): string {
  if (seedHash === null) {
    const salt = Buffer.from('arbo-agenda-demo-seed');
    const key = scryptSync(DEMO_PASSWORD, salt, KEY_LENGTH, {
      ...PASSWORD_COST,
      maxmem: memoryFor(PASSWORD_COST),
    });
    seedHash = format(PASSWORD_COST, salt, key);
  }
  return seedHash;
}

/**
 * Whether the password is the one kept as `stored`. Without a stored hash (a username that has no
 * account), or with one that is not a fair scrypt hash, the password is checked against the seed's hash
 * all the same and the answer is no: every sign-in costs one scrypt, so its time does not tell which
 * usernames exist.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = stored === null ? null : parse(stored);
  const against = parsed ?? (parse(seedPasswordHash()) as StoredHash);
  const derived = await derive(password, against.salt, against.cost, against.hash.length);
  return parsed !== null && timingSafeEqual(derived, against.hash);
}
