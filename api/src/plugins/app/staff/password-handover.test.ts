import fs from 'node:fs';
import path from 'node:path';
import { buildTestApp } from '../../../../test/helpers';
import os from 'node:os';
import { FIRST_ADMIN_PASSWORD_FILE } from './account-repository';
import { handOverPassword } from './password-handover';

/** The first start's one-time password, where it went: what stdout received and what was logged. */
async function firstStart(terminal: boolean) {
  const descriptor = Object.getOwnPropertyDescriptor(process.stdout, 'isTTY');
  Object.defineProperty(process.stdout, 'isTTY', { value: terminal, configurable: true });
  const printed: string[] = [];
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    printed.push(String(chunk));
    return true;
  });
  const lines: string[] = [];
  try {
    // LOG_LEVEL info: the first administrator is announced (silent, as in other tests, says nothing at all).
    const ctx = await buildTestApp({ LOG_LEVEL: 'info' }, { logLines: lines });
    return { ctx, printed: printed.join(''), logs: lines.join(''), file: path.join(ctx.config.dataDir, FIRST_ADMIN_PASSWORD_FILE) };
  } finally {
    write.mockRestore();
    if (descriptor) Object.defineProperty(process.stdout, 'isTTY', descriptor);
    else delete (process.stdout as { isTTY?: boolean }).isTTY;
  }
}

const passwordIn = (text: string) => /One-time password: (\S+)/.exec(text)?.[1];

describe('the first administrator’s one-time password (SECURITY.md)', () => {
  it('goes to the terminal when the output is one, and nowhere else', async () => {
    const { ctx, printed, logs, file } = await firstStart(true);
    try {
      const password = passwordIn(printed);
      expect(password).toMatch(/\S{12,}/);
      expect(fs.existsSync(file)).toBe(false);
      expect(logs).not.toContain(password!);
    } finally {
      await ctx.close();
    }
  });

  it('goes to a file only its owner can read when the output is captured, and the log names the file but not the password', async () => {
    const { ctx, printed, logs, file } = await firstStart(false);
    try {
      expect(printed).not.toMatch(/One-time password/);
      const stat = fs.statSync(file);
      expect(stat.mode & 0o777).toBe(0o600);
      const password = passwordIn(fs.readFileSync(file, 'utf8'));
      expect(password).toMatch(/\S{12,}/);
      expect(logs).toContain(JSON.stringify(file));
      expect(logs).not.toContain(password!);
      // It is the password: the administrator can sign in with it.
      const res = await ctx.app.inject({ method: 'POST', url: '/api/staff/sign-in', payload: { email: 'admin@aec.ac.in', password } });
      expect(res.statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});

describe('handOverPassword (also what `npm run admin` uses)', () => {
  it('replaces a file or link already in its place instead of writing through it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aec-handover-'));
    try {
      const target = path.join(dir, 'elsewhere.txt');
      fs.writeFileSync(target, 'untouched');
      fs.symlinkSync(target, path.join(dir, 'one-time-password.txt'));
      const written: string[] = [];
      const file = handOverPassword('One-time password: abc\n', { terminal: false, dir, fileName: 'one-time-password.txt', write: (t) => written.push(t) });
      expect(written).toEqual([]);
      expect(fs.lstatSync(file!).isSymbolicLink()).toBe(false);
      expect(fs.statSync(file!).mode & 0o777).toBe(0o600);
      expect(fs.readFileSync(file!, 'utf8')).toBe('One-time password: abc\n');
      expect(fs.readFileSync(target, 'utf8')).toBe('untouched');
      expect(handOverPassword('x', { terminal: true, dir, fileName: 'other.txt', write: (t) => written.push(t) })).toBeNull();
      expect(written).toEqual(['x']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
