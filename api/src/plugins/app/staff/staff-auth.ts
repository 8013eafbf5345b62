import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import fastifyCookie, { type CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { CSRF_HEADER, type StaffRole } from '@aec/contracts';
import { HttpError } from '../../../lib/http-error';
import type { StaffSession } from './account-repository';
import type { AuditActor } from './audit-repository';

export const SESSION_COOKIE = 'aec_staff';
// Sent only to the staff API: the public pages and files never see it.
const COOKIE_PATH = '/api/staff';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    staffSession?: StaffSession;
  }
  interface FastifyInstance {
    /** preValidation (before the route schemas, so that no one unsigned learns what a call takes): a live staff session with one of these roles (admin passes every check); writes also need the CSRF token. */
    requireRole(...roles: StaffRole[]): preValidationAsyncHookHandler;
    /** preValidation: any live session, also one that must still change its one-time password or set up two-step sign-in. */
    requireSession: preValidationAsyncHookHandler;
    /** preValidation for the sign-in form: a cross-site form cannot post it (login CSRF). */
    requireSameOrigin: preValidationAsyncHookHandler;
    staffActor(request: FastifyRequest): AuditActor;
    setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void;
    clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void;
  }
}

const sameBytes = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
};

/** Browsers send Origin on every cross-site write; when present it must be this site. */
function assertSameOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let host: string | undefined;
  try {
    host = new URL(origin).host;
  } catch {
    host = undefined;
  }
  if (host !== request.host) throw new HttpError(403, 'This request came from another site and was refused.');
}

/**
 * Staff sessions from the cookie, role checks and CSRF checks for the /api/staff routes; with an https
 * AEC_PUBLIC_URL, no staff call over plain HTTP.
 */
export default fp(
  async (app) => {
    const accounts = app.staffAccounts;
    const maxAge = accounts.settings.sessionHours * 3600;
    const { httpsOnly, publicUrl } = app.config;

    await app.register(fastifyCookie);

    const cookieOptions = (request: FastifyRequest): CookieSerializeOptions => ({
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      // Behind an HTTPS proxy (AEC_TRUST_PROXY) the protocol is https: the cookie then never travels in clear.
      secure: httpsOnly || request.protocol === 'https',
    });

    if (httpsOnly) {
      // request.protocol is https only over TLS or when a trusted proxy says so (X-Forwarded-Proto).
      app.addHook('onRequest', async (request) => {
        if (request.url.startsWith(`${COOKIE_PATH}/`) && request.protocol !== 'https') {
          throw new HttpError(403, `The staff console works only over a secure connection: open ${publicUrl}/admin and sign in there.`);
        }
      });
    }

    const sessionOf = (request: FastifyRequest): StaffSession => {
      if (request.staffSession) return request.staffSession;
      const token = request.cookies[SESSION_COOKIE];
      const session = token && /^[A-Za-z0-9_-]{43}$/.test(token) ? accounts.session(token) : undefined;
      if (!session) throw new HttpError(401, 'Sign in to the staff console first (or again: sessions end after a time without use).');
      request.staffSession = session;
      return session;
    };

    const checkWrite = (request: FastifyRequest, session: StaffSession) => {
      if (SAFE_METHODS.has(request.method)) return;
      assertSameOrigin(request);
      const sent = request.headers[CSRF_HEADER];
      if (typeof sent !== 'string' || !sameBytes(sent, session.csrfToken)) {
        throw new HttpError(403, 'The security token of the console (CSRF) is missing or wrong; reload the page and try again.');
      }
    };

    app.decorateRequest('staffSession', undefined);

    app.decorate('requireSession', async (request: FastifyRequest) => {
      checkWrite(request, sessionOf(request));
    });

    app.decorate('requireRole', (...roles: StaffRole[]): preValidationAsyncHookHandler => {
      return async (request) => {
        const session = sessionOf(request);
        checkWrite(request, session);
        const { role, mustChangePassword, twoFactorRequired, twoFactorEnabled } = session.account;
        if (mustChangePassword) throw new HttpError(403, 'Choose your own password first: you signed in with a password that must be changed.');
        if (twoFactorRequired && !twoFactorEnabled) throw new HttpError(403, 'Set up two-step sign-in first: your account must use it.');
        if (role !== 'admin' && !roles.includes(role)) {
          throw new HttpError(403, 'Your staff account is not allowed to do this.');
        }
      };
    });

    app.decorate('requireSameOrigin', async (request: FastifyRequest) => assertSameOrigin(request));

    app.decorate('staffActor', (request: FastifyRequest): AuditActor => ({
      id: request.staffSession?.account.id ?? null,
      name: request.staffSession?.account.email ?? 'anonymous',
      ip: request.ip,
    }));

    app.decorate('setSessionCookie', (request: FastifyRequest, reply: FastifyReply, token: string) => {
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), maxAge });
    });
    app.decorate('clearSessionCookie', (request: FastifyRequest, reply: FastifyReply) => {
      reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
    });
  },
  { name: 'staff-auth', dependencies: ['staff-accounts'] },
);
