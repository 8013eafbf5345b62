import fs from 'node:fs';
import path from 'node:path';

export interface Handover {
  /** process.stdout.isTTY: a person is watching this output, nothing keeps it. */
  terminal: boolean;
  /** Where the file goes when the output is not a terminal (AEC_DATA_DIR). */
  dir: string;
  fileName: string;
  write: (text: string) => void;
}

/**
 * A one-time password (with the lines that say what it is for) goes to the terminal only when the
 * output is one. Output that is not a terminal is captured and kept (systemd's journal, a
 * container's log, a CI job's log, a pipe into a file), so then the text goes to a new file only
 * its owner (the server's user) may read, replacing any older one; the caller names the file in
 * its log. Returns that file, or null when the terminal got the text.
 */
export function handOverPassword(text: string, { terminal, dir, fileName, write }: Handover): string | null {
  if (terminal) {
    write(text);
    return null;
  }
  const file = path.join(dir, fileName);
  fs.mkdirSync(dir, { recursive: true });
  // A fresh file (wx): an older one, or a link someone put in its place, is not written through.
  fs.rmSync(file, { force: true });
  const fd = fs.openSync(file, 'wx', 0o600);
  try {
    fs.fchmodSync(fd, 0o600);
    fs.writeSync(fd, text.trimStart());
  } finally {
    fs.closeSync(fd);
  }
  return file;
}
