import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type RemotesJson } from '@aec/contracts';
import type { RemoteRoutesModule } from '@aec/ui';

/** Folder name (mfe-campus) to container name (mfe_campus), as packages/webpack-config names them. */
const containerName = (remote: RemoteName) => remote.replace(/-/g, '_');

let manifestUrls: Partial<RemotesJson> = {};

function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

let registration: Promise<void> | undefined;

/**
 * Reads /remotes.json and registers every remote it names; a missing file leaves the sections offline.
 * The shell renders without waiting for this; loading a remote module waits for it.
 */
export function registerRemotesFromManifest(): Promise<void> {
  registration = readManifestAndRegister();
  return registration;
}

async function readManifestAndRegister(): Promise<void> {
  try {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const json = (await response.json()) as Record<string, unknown>;
    manifestUrls = Object.fromEntries(
      Object.entries(json).filter((entry): entry is [RemoteName, string] => isRemoteName(entry[0]) && typeof entry[1] === 'string'),
    );
  } catch (err) {
    console.warn('[federation] /remotes.json could not be read; remote sections will offer a retry.', err);
    manifestUrls = {};
  }
  register(Object.keys(manifestUrls) as RemoteName[], false);
}

/**
 * The server render's remotes: each remote's server container (a file path), or none for a remote
 * whose sections the server leaves to the browser. Called once per render worker, before any render.
 */
let onServer = false;

export function registerServerRemotes(entries: Partial<Record<RemoteName, string>>): void {
  onServer = true;
  manifestUrls = { ...entries };
  register(Object.keys(manifestUrls) as RemoteName[], false);
  registration = Promise.resolve();
}

/** A manifest URL relative to the page in the browser; a file path on the server, as it is. */
const entryOf = (entry: string) => (typeof window === 'undefined' ? entry : new URL(entry, window.location.href).href);

function register(remotes: RemoteName[], force: boolean): void {
  registerRemotes(
    remotes.flatMap((remote) => {
      const entry = manifestUrls[remote];
      return entry ? [{ name: containerName(remote), entry: entryOf(entry) }] : [];
    }),
    { force },
  );
}

const cache = new Map<string, Promise<unknown>>();

/**
 * Typed wrapper over the federation runtime: one request per module. A failure is kept (React renders
 * a failed section again once by itself) until resetRemote(), the section's Retry.
 */
export function loadRemoteModule<T>(remote: RemoteName, exposed: string): Promise<T> {
  const key = `${remote}/${exposed}`;
  let pending = cache.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = (async () => {
      await (registration ?? registerRemotesFromManifest());
      if (!manifestUrls[remote]) {
        if (onServer) throw new Error(`${remote} has no server container here`);
        await registerRemotesFromManifest();
        if (!manifestUrls[remote]) throw new Error(`${remote} is not listed in /remotes.json`);
      }
      const module = await loadRemote<T>(`${containerName(remote)}/${exposed.replace(/^\.\//, '')}`);
      if (!module) throw new Error(`${key} loaded empty`);
      return module;
    })();
    cache.set(key, pending);
  }
  return pending;
}

export const loadRemoteRoutes = (remote: RemoteName, exposed = './routes') => loadRemoteModule<RemoteRoutesModule>(remote, exposed);

/** Forget a failed remote so the next load fetches its manifest and entry again. */
export function resetRemote(remote: RemoteName): void {
  for (const key of cache.keys()) if (key.startsWith(`${remote}/`)) cache.delete(key);
  register([remote], true);
}
