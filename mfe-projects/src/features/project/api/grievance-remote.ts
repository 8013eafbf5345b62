import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { GrievanceModule } from '@aec/ui';

const OFFICE = 'mfe-office';

let registered: Promise<void> | undefined;

/**
 * This remote has its own federation instance, which knows only what it is told: mfe-office is
 * registered on it from the same /remotes.json the shell reads, so a remote hosted elsewhere is
 * followed here too. A failed attempt is forgotten, so Retry reads the file again.
 */
function registerOffice(): Promise<void> {
  registered ??= (async () => {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
    const entry = ((await response.json()) as Record<string, unknown>)[OFFICE];
    if (typeof entry !== 'string') throw new Error(`${OFFICE} is not listed in /remotes.json`);
    registerRemotes([{ name: OFFICE.replace(/-/g, '_'), entry: new URL(entry, window.location.href).href }], { force: true });
  })();
  registered.catch(() => {
    registered = undefined;
  });
  return registered;
}

/** mfe-office's exposed grievance form and status lookup. */
export async function loadGrievanceModule(): Promise<GrievanceModule> {
  await registerOffice();
  try {
    const module = await loadRemote<GrievanceModule>('mfe_office/grievance');
    if (!module?.GrievanceForm || !module.GrievanceStatus) throw new Error('mfe_office/grievance loaded empty');
    return module;
  } catch (error) {
    // Registered again (forced) on the next attempt: the runtime drops what it cached of the failure.
    registered = undefined;
    throw error;
  }
}
