// npm run admin -w api -- create <email> [--role admin|publisher|grievance_officer|approver] [--name "Full name"]
// npm run admin -w api -- reset-password <email>
// npm run admin -w api -- reset-2fa <email>   (a lost phone: two-step sign-in off; set up again at the next sign-in)
// npm run admin -w api -- list
// Works on AEC_DATA_DIR/aec.sqlite beside a running server (SQLite WAL); each change is in the audit log as 'cli'.
import { STAFF_ROLES, StaffRole } from '@aec/contracts';
import { z } from 'zod';
import { loadConfig } from '../config';
import { openDatabase } from '../plugins/app/db/database';
import { createAccountRepository } from '../plugins/app/staff/account-repository';
import { createAuditRepository } from '../plugins/app/staff/audit-repository';
import { handOverPassword } from '../plugins/app/staff/password-handover';
import { loadStaffSettings } from '../plugins/app/staff/staff-settings';

const usage = `Usage:
  npm run admin -w api -- create <email> [--role ${STAFF_ROLES.join('|')}] [--name "Full name"]
  npm run admin -w api -- reset-password <email>
  npm run admin -w api -- reset-2fa <email>
  npm run admin -w api -- list`;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const config = loadConfig();
  const db = openDatabase(config.dataDir);
  const accounts = createAccountRepository(db, createAuditRepository(db), loadStaffSettings());
  const cli = { id: null, name: 'cli' };
  try {
    if (command === 'list') {
      for (const a of accounts.list()) {
        console.log(
          `${a.email}\t${a.role}${a.twoFactorEnabled ? '\ttwo-step sign-in' : ''}${a.disabled ? '\tdisabled' : ''}${a.lockedUntil ? `\tlocked until ${a.lockedUntil}` : ''}`,
        );
      }
      return;
    }
    const email = z.string().trim().toLowerCase().email().safeParse(args[0]);
    if ((command !== 'create' && command !== 'reset-password' && command !== 'reset-2fa') || !email.success) {
      console.error(usage);
      process.exitCode = 2;
      return;
    }
    if (command === 'reset-2fa') {
      const account = accounts.byEmail(email.data);
      if (!account) throw new Error(`No staff account has the email ${email.data}.`);
      const reset = accounts.resetTwoFactor(account.id, cli);
      console.log(
        `${reset.email} (${reset.role}): two-step sign-in is off, the recovery codes are void and its sessions have ended.\n` +
          (reset.twoFactorRequired ? 'It must be set up again (with the new phone) at the next sign-in.' : 'It can be set up again from the console.'),
      );
      return;
    }
    let result: { account: { email: string; role: string }; oneTimePassword: string };
    if (command === 'create') {
      const role = StaffRole.safeParse(option(args, 'role') ?? 'publisher');
      if (!role.success) throw new Error(`--role must be one of ${STAFF_ROLES.join(', ')}.`);
      result = await accounts.create({ email: email.data, name: option(args, 'name') ?? email.data, role: role.data }, cli);
    } else {
      const account = accounts.byEmail(email.data);
      if (!account) throw new Error(`No staff account has the email ${email.data}.`);
      result = await accounts.resetPassword(account.id, cli);
    }
    // The password goes to this terminal only (output that is not one is kept: then an owner-only file);
    // the audit log records that it was made, never what it is.
    const file = handOverPassword(
      `${result.account.email} (${result.account.role})\nOne-time password: ${result.oneTimePassword}\nIt must be changed at the first sign-in.\n`,
      {
        terminal: Boolean(process.stdout.isTTY),
        dir: config.dataDir,
        fileName: 'one-time-password.txt',
        write: (text) => process.stdout.write(text),
      },
    );
    if (file)
      console.log(
        `${result.account.email} (${result.account.role}): the one-time password is in ${file}, readable by its owner only; read it, then delete it.`,
      );
  } finally {
    db.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
