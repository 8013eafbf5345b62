import { meets, mismatches, refuseRemote, refuseShell } from './compatibility-guard';
import type { BuildManifest } from './release-files';

/** A manifest's shared block as our builds write it: each singleton with its version and requiredVersion. */
const build = (versions: Record<string, string>, required: Record<string, string> = versions): BuildManifest => ({
  shared: Object.keys(versions).map((name) => ({ name, version: versions[name], requiredVersion: required[name] })),
});

const shell = build({ react: '19.3.1', 'react-dom': '19.3.1', 'react-dom/client': '19.3.1', 'react-router': '7.18.5', '@aec/ui': '0.1.0' });

describe('the compatibility guard', () => {
  it('takes a plain version as "this one or a later one of the same major", and a range as semver says', () => {
    expect(meets('0.1.0', '0.1.0')).toBe(true);
    expect(meets('0.3.2', '0.1.0')).toBe(true);
    expect(meets('0.1.0', '0.2.0')).toBe(false);
    expect(meets('1.0.0', '0.1.0')).toBe(false);
    expect(meets('19.3.1', '^19.0.0')).toBe(true);
    expect(meets('18.3.1', '^19.0.0')).toBe(false);
    expect(meets('19.3.1', 'not a range')).toBe(false);
  });

  it('lets a remote built with the shell’s versions, or older ones, go live', () => {
    expect(mismatches(build({ react: '19.3.1', '@aec/ui': '0.1.0', 'react-router': '7.0.0' }), shell)).toEqual([]);
    expect(
      refuseRemote({ label: 'The new build of mfe-campus', manifest: build({ '@aec/ui': '0.1.0' }) }, { label: "shell's dist/", manifest: shell }),
    ).toBeNull();
  });

  it('refuses a remote that needs an @aec/ui the shell lacks, saying what to release first', () => {
    const remote = build({ react: '19.3.1', '@aec/ui': '0.2.0' });
    expect(mismatches(remote, shell)).toEqual([{ pkg: '@aec/ui', required: '0.2.0', provided: '0.1.0' }]);
    expect(refuseRemote({ label: 'The new build of mfe-campus', manifest: remote }, { label: 'shell 20260301T101500Z-0123456789', manifest: shell })).toBe(
      'The new build of mfe-campus needs @aec/ui 0.2.0 or a later 0.x, but the current shell (shell 20260301T101500Z-0123456789) provides @aec/ui 0.1.0. ' +
        'Release a shell built with @aec/ui 0.2.0 or a later 0.x first, then this one.',
    );
  });

  it('reads subpaths (react-dom/client, react/jsx-runtime) as their package, and ignores what the shell does not guard', () => {
    const remote = build({ 'react-dom/client': '19.4.0', lodash: '4.17.21' });
    expect(mismatches(remote, shell)).toEqual([{ pkg: 'react-dom', required: '19.4.0', provided: '19.3.1' }]);
    expect(mismatches(build({ 'react-router': '7.18.5' }), build({ react: '19.3.1' }))).toEqual([{ pkg: 'react-router', required: '7.18.5', provided: null }]);
  });

  it('refuses a shell that would break a current remote, naming the remote', () => {
    const olderShell = build({ react: '19.3.1', 'react-router': '7.18.5', '@aec/ui': '0.0.9' });
    const refusal = refuseShell({ label: 'The new build of shell', manifest: olderShell }, [
      { app: 'mfe-campus', label: 'mfe-campus 20260301T101500Z-0123456789', manifest: build({ '@aec/ui': '0.1.0' }) },
      { app: 'mfe-office', label: "mfe-office's dist/", manifest: build({ react: '19.3.1' }) },
    ]);
    expect(refusal).toBe(
      'The new build of shell would break mfe-campus: mfe-campus 20260301T101500Z-0123456789 needs @aec/ui 0.1.0 or a later 0.x, and this shell provides @aec/ui 0.0.9. ' +
        "First make current a release of mfe-campus that runs with this shell's versions (roll back, or release one), then this shell.",
    );
    expect(
      refuseShell({ label: 'The new build of shell', manifest: shell }, [{ app: 'mfe-campus', label: 'x', manifest: build({ '@aec/ui': '0.1.0' }) }]),
    ).toBeNull();
  });
});
