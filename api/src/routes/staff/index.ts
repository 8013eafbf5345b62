import type { FastifyPluginAsync } from 'fastify';
import {
  AccountCreateRequest,
  AccountListResponse,
  AccountUpdateRequest,
  AuditListResponse,
  AuditQuery,
  BackupStatusResponse,
  ChangePasswordRequest,
  IdParam,
  OneTimePasswordResponse,
  OutboxListResponse,
  OutboxQuery,
  SecondFactorNeeded,
  SecurityPolicy,
  SessionResponse,
  SignInRequest,
  StaffAccount,
  TwoFactorConfirmRequest,
  TwoFactorConfirmResponse,
  TwoFactorSetupRequest,
  TwoFactorSetupResponse,
} from '@aec/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import type { ZodTypeProvider } from '../../lib/route-schemas';
import { AUDIT_PAGE_SIZE } from '../../plugins/app/staff/audit-repository';
import { OUTBOX_PAGE_SIZE } from '../../plugins/app/staff/outbox-admin-repository';
import { ageSeconds, latestBackup } from '../../plugins/app/backup/backup-folder';
import grievanceDeskRoutes from './grievances';
import publishingRoutes from './publishing';

export interface StaffRouteOptions {
  /** Sign-in attempts per client address per 15 minutes (beside the per-account lockout). */
  signInLimit: number;
}

/** /api/staff/*: sessions, accounts (admin), audit log (admin), outbox (admin); the desk and publishing below. */
const staffRoutes: FastifyPluginAsync<StaffRouteOptions> = async (app, { signInLimit }) => {
  const accounts = app.staffAccounts;
  const idleMinutes = accounts.settings.idleMinutes;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Nothing a staff call answers may be kept by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /** 423 with Retry-After; the same words whether or not the email has an account. */
  const lockedRefusal = (reply: FastifyReply, lockedUntil: string) => {
    const seconds = Math.max(1, Math.ceil((Date.parse(lockedUntil) - Date.now()) / 1000));
    reply.header('retry-after', String(seconds));
    return new HttpError(
      423,
      `After repeated failed attempts this account is locked for ${Math.ceil(seconds / 60)} more minute(s). Try again then, or ask an administrator to reset your password.`,
    );
  };
  // Password (and code) checks per client address, beside the per-email lock.
  const passwordCheckLimit = { rateLimit: { max: signInLimit, timeWindow: '15 minutes' } };

  routes.post('/sign-in', { preValidation: app.requireSameOrigin, config: passwordCheckLimit, schema: { body: SignInRequest } }, async (request, reply) => {
    const { email, password, code } = request.body;
    const result = await accounts.signIn(email, password, request.ip, code);
    if (!result.ok) {
      if (result.reason === 'second-factor') return SecondFactorNeeded.parse({ secondFactor: 'totp' });
      if (result.reason === 'locked') throw lockedRefusal(reply, result.lockedUntil);
      if (result.reason === 'disabled') throw new HttpError(403, 'This staff account is disabled; ask an administrator.');
      if (result.reason === 'bad-code') {
        throw new HttpError(
          401,
          'The code is not right, or it was used already. Type the code your authenticator app shows now, or one of your recovery codes.',
        );
      }
      throw new HttpError(401, 'The email or the password is not right.');
    }
    app.setSessionCookie(request, reply, result.token);
    return SessionResponse.parse({ account: result.account, csrfToken: result.csrfToken, idleMinutes });
  });

  app.post('/sign-out', { preValidation: app.requireSession }, async (request, reply) => {
    accounts.signOut(request.staffSession!, app.staffActor(request));
    app.clearSessionCookie(request, reply);
    return reply.code(204).send();
  });

  app.get('/me', { preValidation: app.requireSession }, async (request) => {
    const session = request.staffSession!;
    return SessionResponse.parse({ account: session.account, csrfToken: session.csrfToken, idleMinutes });
  });

  routes.post(
    '/password',
    { preValidation: app.requireSession, config: passwordCheckLimit, schema: { body: ChangePasswordRequest } },
    async (request, reply) => {
      const { currentPassword, newPassword } = request.body;
      const result = await accounts.changePassword(request.staffSession!, currentPassword, newPassword, app.staffActor(request));
      if (!result.ok) throw lockedRefusal(reply, result.lockedUntil);
      return { account: StaffAccount.parse(result.account) };
    },
  );

  // Two-step sign-in for the signed-in account: the password again, a secret to scan, then a code from it turns it on.
  // No body at all reads as an empty one (the password's own sentence, not "expected object").
  const SetupBody = z.preprocess((body) => body ?? {}, TwoFactorSetupRequest);
  routes.post('/two-factor/setup', { preValidation: app.requireSession, config: passwordCheckLimit, schema: { body: SetupBody } }, async (request, reply) => {
    const { password } = request.body;
    const result = await accounts.startTwoFactor(request.staffSession!, password, app.staffActor(request));
    if (!result.ok) throw lockedRefusal(reply, result.lockedUntil);
    return TwoFactorSetupResponse.parse(result.setup);
  });

  routes.post(
    '/two-factor/confirm',
    { preValidation: app.requireSession, config: passwordCheckLimit, schema: { body: TwoFactorConfirmRequest } },
    async (request) => {
      const { code } = request.body;
      return TwoFactorConfirmResponse.parse(accounts.confirmTwoFactor(request.staffSession!, code, app.staffActor(request)));
    },
  );

  const admin = app.requireRole('admin');

  app.get('/accounts', { preValidation: admin }, async () => AccountListResponse.parse({ rows: accounts.list() }));

  routes.post('/accounts', { preValidation: admin, schema: { body: AccountCreateRequest } }, async (request, reply) => {
    const input = request.body;
    const created = await accounts.create(input, app.staffActor(request));
    reply.code(201);
    return OneTimePasswordResponse.parse(created);
  });

  routes.patch('/accounts/:id', { preValidation: admin, schema: { params: IdParam, body: AccountUpdateRequest } }, async (request) => {
    const { id } = request.params;
    const changes = request.body;
    if (id === request.staffSession!.account.id && (changes.disabled || (changes.role && changes.role !== 'admin'))) {
      throw new HttpError(409, 'You cannot disable your own account or take away your own administrator role.');
    }
    return { account: StaffAccount.parse(accounts.update(id, changes, app.staffActor(request))) };
  });

  routes.post('/accounts/:id/reset-password', { preValidation: admin, schema: { params: IdParam } }, async (request) => {
    const { id } = request.params;
    return OneTimePasswordResponse.parse(await accounts.resetPassword(id, app.staffActor(request)));
  });

  app.get('/security-policy', { preValidation: admin }, async () => SecurityPolicy.parse(accounts.securityPolicy()));

  routes.put('/security-policy', { preValidation: admin, schema: { body: SecurityPolicy } }, async (request) => {
    const policy = request.body;
    return SecurityPolicy.parse(accounts.setSecurityPolicy(policy, app.staffActor(request)));
  });

  routes.get('/audit', { preValidation: admin, schema: { querystring: AuditQuery } }, async (request) => {
    const query = request.query;
    return AuditListResponse.parse({ ...app.audit.list(query), pageSize: AUDIT_PAGE_SIZE });
  });

  routes.get('/outbox', { preValidation: admin, schema: { querystring: OutboxQuery } }, async (request) => {
    const query = request.query;
    return OutboxListResponse.parse({ ...app.outboxAdmin.list(query), pageSize: OUTBOX_PAGE_SIZE, smtpConfigured: app.mail.enabled });
  });

  routes.post('/outbox/:id/retry', { preValidation: admin, schema: { params: IdParam } }, async (request, reply) => {
    const { id } = request.params;
    app.outboxAdmin.retry(id, app.staffActor(request));
    void app.mail.kick();
    return reply
      .code(202)
      .send({ message: app.mail.enabled ? 'The mail is being sent again.' : 'No mail server is configured (SMTP_URL); the mail stays in the outbox.' });
  });

  routes.get('/backups', { preValidation: admin }, async () => {
    const { backupDir, backupEveryHours, backupKeep } = app.config;
    const last = latestBackup(backupDir);
    return BackupStatusResponse.parse({
      last: last && {
        createdAt: last.createdAt,
        ageSeconds: ageSeconds(last.createdAt),
        sizeBytes: last.totalBytes,
        files: last.files,
      },
      everyHours: backupEveryHours,
      keep: backupKeep,
    });
  });

  await app.register(grievanceDeskRoutes);
  await app.register(publishingRoutes);
  await app.register(import('./workflow'));
  await app.register(import('./publishing-content'));
  await app.register(import('./projects'));
  await app.register(import('./releases'));
  await app.register(import('./videos'));
};
export default staffRoutes;
