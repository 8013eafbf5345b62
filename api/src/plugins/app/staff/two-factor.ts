import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** What authenticator apps expect by default (RFC 6238): SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
const ISSUER = 'AEC staff console';

const totpOf = (secret: string, email: string) =>
  new TOTP({ issuer: ISSUER, label: email, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** A new 160-bit secret (RFC 4226's recommended length), base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// address and its QR code (an SVG data: URL) for an authenticator app. */
export async function totpEnrolment(secret: string, email: string): Promise<{ uri: string; qrCode: string }> {
  const uri = totpOf(secret, email).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The time step of a moment (RFC 6238's T). */
export const totpStep = (atMs: number): number => Math.floor(atMs / 1000 / PERIOD_SECONDS);

/**
 * The time step whose code this is, or null: the step of `atMs` and one either side (a phone's clock
 * a little off, a code typed as it changed). Only a step after `lastStep` counts, so a code is used once.
 */
export function matchingTotpStep(secret: string, code: string, atMs: number, lastStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret, 'x').validate({ token: code, timestamp: atMs, window: 1 });
  if (delta === null) return null;
  const step = totpStep(atMs) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The code of a moment: for tests and the e2e support code, as an authenticator app would show it. */
export const totpCode = (secret: string, atMs: number): string => totpOf(secret, 'x').generate({ timestamp: atMs });

// Lower case without 0/o, 1/l: read off paper and typed by hand; 32 letters are 5 bits each.
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const RECOVERY_LENGTH = 24; // 120 bits: enough for a plain SHA-256 to store it (ASVS 6.5.2 asks 112)

/** Ten one-time recovery codes like "k3mf-9xqa-…" (six groups of four). */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    let code = '';
    for (let i = 0; i < RECOVERY_LENGTH; i++) code += RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)];
    return code.match(/.{4}/g)!.join('-');
  });
}

/** As typed: any case, with or without the dashes and spaces. */
export const normaliseRecoveryCode = (typed: string): string => typed.toLowerCase().replace(/[\s-]/g, '');
