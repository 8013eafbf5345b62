import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions) => Promise<Buffer>;

// OWASP's scrypt minimum is N=2^17, r=8, p=1 (128 MiB per hash); N=2^15 (32 MiB, ~60 ms here) keeps a
// burst of sign-ins from exhausting a small server. The parameters are stored with each hash, so they
// can be raised later without invalidating anyone's password.
const N = 2 ** 15;
const r = 8;
const p = 1;
const KEY_LENGTH = 32;
const maxmem = 128 * N * r * 2; // Node's default (32 MiB) is exactly one hash; leave headroom

/** scrypt$N$r$p$salt$hash (base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const cost = { N: Number(n), r: Number(rr), p: Number(pp) };
  try {
    const key = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64'), expected.length, { ...cost, maxmem: 128 * cost.N * cost.r * 2 });
    return crypto.timingSafeEqual(key, expected);
  } catch {
    return false;
  }
}

/** Compared against when the email is unknown, so a wrong email takes as long as a wrong password. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  return decoy;
}

// No 0/O, 1/l/I: read off a screen and typed by hand.
const READABLE = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 20 characters from a 56-letter alphabet: about 116 bits. */
export function oneTimePassword(): string {
  let out = '';
  for (let i = 0; i < 20; i++) out += READABLE[crypto.randomInt(READABLE.length)];
  return `${out.slice(0, 5)}-${out.slice(5, 10)}-${out.slice(10, 15)}-${out.slice(15)}`;
}

export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function sha256(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex');
}
