import type { AppReleases, ReleaseInfo, ReleaseListResponse, ReleaseSwitchResponse } from '@aec/contracts';
import { ConfirmDialog, ErrorState, LoadingState, usePageTitle, useStaffConsole } from '@aec/ui';
import { formatDateTime } from '../console-format';
import { ListScreenMessages, useListScreen } from '../use-list-screen';

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

const SOURCE_LABELS: Record<ReleaseInfo['source'], string> = {
  build: 'Built on this server',
  folder: 'From a folder',
  tarball: 'From a tarball',
  dist: 'Its dist/ before the first release',
};

/** What the admin asked to switch to, and whether it is older (a rollback) or newer than the current release. */
interface Pending {
  app: AppReleases['app'];
  release: ReleaseInfo;
  back: boolean;
}

function AppReleasesTable({ releases, onSwitch }: { releases: AppReleases; onSwitch: (pending: Pending) => void }) {
  const currentIndex = releases.releases.findIndex((release) => release.current);
  const captionId = `releases-${releases.app}-caption`;
  return (
    <section className="console-box console-box--wide" aria-labelledby={`releases-${releases.app}`}>
      <h2 id={`releases-${releases.app}`}>{releases.app}</h2>
      <p>
        {releases.current ? (
          <>
            Live: <strong>{releases.current}</strong>
            {releases.switchedAt && (
              <span className="console-muted">
                {' '}
                (since {formatDateTime(releases.switchedAt)}, by {releases.switchedBy})
              </span>
            )}
          </>
        ) : (
          <>No release recorded: the app&apos;s dist/ folder is served as it is.</>
        )}{' '}
        <span className="console-muted">Disk used: {megabytes(releases.diskBytes)}.</span>
      </p>
      {releases.releases.length > 0 && (
        <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className="data console-table">
            <caption id={captionId} className="table-caption">
              Releases of {releases.app}, newest first
            </caption>
            <thead>
              <tr>
                <th scope="col">Version</th>
                <th scope="col">Released</th>
                <th scope="col">By</th>
                <th scope="col">Size</th>
                <th scope="col">Source</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {releases.releases.map((release, index) => (
                <tr key={release.version}>
                  <th scope="row">
                    <code>{release.version}</code>
                  </th>
                  <td className="console-nowrap">{formatDateTime(release.createdAt)}</td>
                  <td>{release.createdBy}</td>
                  <td className="console-nowrap">{megabytes(release.sizeBytes)}</td>
                  <td>
                    {SOURCE_LABELS[release.source]}
                    {release.commit && <div className="console-muted">Commit {release.commit.slice(0, 12)}</div>}
                  </td>
                  <td className="console-table__actions">
                    {release.current ? (
                      <span className="console-state console-state--ok">Live</span>
                    ) : (
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => onSwitch({ app: releases.app, release, back: currentIndex === -1 || index > currentIndex })}
                        aria-label={`${currentIndex === -1 || index > currentIndex ? 'Roll back' : 'Switch'} ${releases.app} to ${release.version}`}
                      >
                        {currentIndex === -1 || index > currentIndex ? 'Roll back' : 'Switch'}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Every app's releases, and a switch (rollback) to a kept one: guarded, smoke-checked and audited by the server. */
export default function ReleasesScreen() {
  usePageTitle('Releases – Staff console');
  const { request } = useStaffConsole();
  const { list, notice, rowError, pending, ask, dialog } = useListScreen<ReleaseListResponse, Pending>('/releases', {
    confirm: async ({ app, release }) =>
      (await request<ReleaseSwitchResponse>(`/releases/${app}/switch`, { method: 'POST', body: { version: release.version } })).message,
    // Refused by the guard, or switched back by the smoke check: the sentence says which and why, the list what is live.
    reloadOnRefusal: true,
  });

  const data = list.data;
  return (
    <section className="console-screen">
      <h1>Releases</h1>
      <p className="console-lead">
        Each section of the site is released on its own: a release never changes, and one of them is live. Switching takes effect at once for every visitor; the
        server then renders the section&apos;s pages and switches back by itself if one fails. The newest {data?.keep ?? 10} releases of each are kept. Releases
        are made with <code>npm run release -w &lt;app&gt;</code> on the server.
      </p>
      <ListScreenMessages notice={notice} rowError={rowError} />
      {list.status === 'failed' && <ErrorState title="The releases could not be loaded" message={list.message} onRetry={list.reload} />}
      {list.status === 'loading' && !data && <LoadingState label="Loading the releases…" />}
      {data?.apps.map((releases) => (
        <AppReleasesTable key={releases.app} releases={releases} onSwitch={ask} />
      ))}
      <ConfirmDialog
        title={pending ? `${pending.back ? 'Roll back' : 'Switch'} ${pending.app} to ${pending.release.version}?` : ''}
        confirmLabel={pending?.back ? 'Roll back' : 'Switch'}
        busyLabel="Switching and checking the pages…"
        {...dialog}
      >
        <p>Every visitor gets this release of {pending?.app} at once; pages already open keep working. The switch is written in the audit log.</p>
      </ConfirmDialog>
    </section>
  );
}
