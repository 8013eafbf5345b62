import pinoPretty from 'pino-pretty';

/**
 * Where the server's log lines go: readable lines (pino-pretty) when stdout is a terminal, JSON lines
 * otherwise (systemd's journal, files, log shippers read those). Either way pino masks each line
 * before it reaches the stream (maskSecrets, the logger's streamWrite hook): the terminal shows
 * registration numbers and tokens masked too.
 */
export function logStream(stdout: { isTTY?: boolean } = process.stdout, destination: NodeJS.WritableStream | number = 1): NodeJS.WritableStream | undefined {
  if (!stdout.isTTY) return undefined;
  return pinoPretty({ destination, colorize: typeof destination === 'number', translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', sync: true });
}
