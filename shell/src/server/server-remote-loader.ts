import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The server render's loader of remote containers: an entry that is a file path (a remote's
 * dist/server/remoteEntry.js on this machine) is required from disk. The API renders in a worker
 * that it replaces when any app is deployed, so each worker requires each container once, afresh.
 * Anything else (a remote hosted elsewhere) is not loaded on the server: its sections render their
 * fallback in the HTML and the browser loads them.
 */
export default function serverRemoteLoader(): ModuleFederationRuntimePlugin {
  return {
    name: 'aec-server-remote-loader',
    loadEntry({ remoteInfo }) {
      if (!remoteInfo.entry.startsWith('/')) throw new Error(`${remoteInfo.name} has no server container on this machine`);
      return __non_webpack_require__(remoteInfo.entry);
    },
    errorLoadRemote(args) {
      throw args.error instanceof Error ? args.error : new Error(String(args.error));
    },
  };
}
