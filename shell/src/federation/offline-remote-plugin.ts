import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A remote that cannot be loaded (down, 404, throws on init) must not take the page with it.
 * The error is logged once here and rethrown, so the section's boundary shows its Retry.
 */
export default function offlineRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'aec-offline-remote',
    errorLoadRemote(args) {
      console.warn(`[federation] ${args.id} could not be loaded (${args.lifecycle}).`);
      throw args.error instanceof Error ? args.error : new Error(String(args.error));
    },
  };
}
