import { REMOTE_NAMES, REMOTE_ROUTE_PREFIXES, ownerOfPath } from '@aec/contracts';
import { remoteMounts, screenMount } from './remote-mounts';

// A release's smoke check renders the pages of the paths @aec/contracts says the app owns: they must be
// the paths this table mounts the app's sections at.
describe('route ownership in @aec/contracts', () => {
  it('names exactly the paths the shell mounts each remote at', () => {
    for (const remote of REMOTE_NAMES) {
      const mounted = [...remoteMounts, screenMount].filter((mount) => mount.remote === remote).map((mount) => mount.path);
      expect([...REMOTE_ROUTE_PREFIXES[remote]].sort()).toEqual(mounted.sort());
    }
  });

  it('gives a path below a mount to its remote and any other path to the shell', () => {
    expect(ownerOfPath('/hostel/boys-1')).toBe('mfe-campus');
    expect(ownerOfPath('/notifications-all')).toBe('mfe-notifications');
    expect(ownerOfPath('/department/cse/home')).toBe('mfe-departments');
    expect(ownerOfPath('/departmental')).toBe('shell');
    expect(ownerOfPath('/about/history')).toBe('shell');
  });
});
