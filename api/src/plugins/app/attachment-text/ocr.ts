import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Whether Debian's tesseract (with eng, asm and hin data) and poppler's pdftoppm are here; the reason when not. */
export function ocrAvailability(): { on: true } | { on: false; reason: string } {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore', timeout: 5000 });
  } catch {
    return { on: false, reason: 'pdftoppm (poppler-utils) is not installed' };
  }
  let langs: string;
  try {
    langs = execFileSync('tesseract', ['--list-langs'], { encoding: 'utf8', timeout: 5000, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch {
    return { on: false, reason: 'tesseract (tesseract-ocr) is not installed' };
  }
  const missing = ['eng', 'asm', 'hin'].filter((l) => !langs.split(/\s+/).includes(l));
  return missing.length ? { on: false, reason: `tesseract has no ${missing.join(', ')} data (tesseract-ocr-asm, tesseract-ocr-hin)` } : { on: true };
}

export class OcrTimeoutError extends Error {}

/** Runs a program; past the limit it is killed (SIGKILL: a hung tesseract does not answer SIGTERM promptly). */
function run(file: string, args: string[], limitMs: number, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { signal, timeout: limitMs, killSignal: 'SIGKILL', maxBuffer: 8 * 1024 * 1024, encoding: 'utf8' }, (err, stdout, stderr) => {
      if (!err) return resolve(stdout);
      if (err.killed || err.signal === 'SIGKILL') return reject(new OcrTimeoutError(`${path.basename(file)} was stopped at the page's time limit`));
      reject(new Error(`${path.basename(file)} failed: ${(stderr || err.message).trim().split('\n').slice(-1)[0]}`));
    });
  });
}

export interface OcrCommands {
  pdftoppm: string;
  tesseract: string;
}
const defaultCommands: OcrCommands = { pdftoppm: 'pdftoppm', tesseract: 'tesseract' };

/**
 * One page of a PDF as text: pdftoppm draws it at 300 dpi in grey, tesseract reads it in English,
 * Assamese and Hindi at once. The limit covers both programs together.
 */
export async function ocrPage(pdfPath: string, page: number, limitMs: number, commands: OcrCommands = defaultCommands, signal?: AbortSignal): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aec-ocr-'));
  const started = Date.now();
  try {
    const prefix = path.join(dir, 'p');
    await run(commands.pdftoppm, ['-f', String(page), '-l', String(page), '-r', '300', '-gray', '-png', '-singlefile', pdfPath, prefix], limitMs, signal);
    const left = Math.max(1, limitMs - (Date.now() - started));
    return await run(commands.tesseract, [`${prefix}.png`, 'stdout', '-l', 'eng+asm+hin', '--psm', '3'], left, signal);
  } catch (err) {
    if (err instanceof OcrTimeoutError) throw new OcrTimeoutError(`${err.message} (${limitMs / 1000} s)`);
    throw err;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
