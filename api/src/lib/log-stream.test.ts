import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { loggerOptions } from '../app';
import { logStream } from './log-stream';

/** Log lines as a person reads them on a terminal, JSON for everything else; masked either way (SECURITY.md). */
describe('where the log goes', () => {
  it('is readable on a terminal (pino-pretty), with registration numbers and tokens masked', async () => {
    const terminal = new PassThrough();
    let shown = '';
    terminal.on('data', (chunk: Buffer) => (shown += chunk.toString()));
    const app = Fastify({ logger: loggerOptions('info', logStream({ isTTY: true }, terminal)) });
    app.log.info({ url: '/api/complain/AEC-7KQ2-M9XD-4HTB-W3RN?token=s3cr3t-link-token' }, 'looked up AEC-7KQ2-M9XD-4HTB-W3RN');
    await app.close();
    await new Promise((resolve) => setImmediate(resolve));
    expect(shown).toMatch(/INFO.*looked up AEC-\*\*\*\*-\*\*\*\*/);
    expect(shown).toContain('?token=****');
    expect(shown).not.toMatch(/^\{/m);
    expect(shown).not.toContain('7KQ2');
    expect(shown).not.toContain('s3cr3t');
  });

  it('is JSON lines (pino on stdout) when stdout is not a terminal: systemd, files, log shippers', () => {
    expect(logStream({ isTTY: false })).toBeUndefined();
    expect(logStream({})).toBeUndefined();
  });
});
