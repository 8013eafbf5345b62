import type { RemoteName } from '@aec/contracts';

export interface RemoteMount {
  /** Shell path the section is mounted at; the remote routes everything below it. */
  path: string;
  remote: RemoteName;
  /** Key in the remote's exposed `sections`. */
  section: string;
  /** Human name, used while loading and when the section is unavailable. */
  label: string;
}

/** Route ownership (docs/architecture.md) as data: which remote renders which part of the site. */
export const remoteMounts: RemoteMount[] = [
  { path: '/notifications', remote: 'mfe-notifications', section: 'notifications', label: 'Notifications' },
  { path: '/notifications-all', remote: 'mfe-notifications', section: 'notifications-all', label: 'All notifications' },
  { path: '/news', remote: 'mfe-notifications', section: 'news', label: 'News' },
  { path: '/events', remote: 'mfe-notifications', section: 'events', label: 'Events' },
  { path: '/bis-corner', remote: 'mfe-notifications', section: 'bis-corner', label: 'BIS Corner' },
  { path: '/alerts', remote: 'mfe-notifications', section: 'alerts', label: 'Alerts by email' },
  { path: '/search', remote: 'mfe-notifications', section: 'search', label: 'Search' },
  { path: '/departments', remote: 'mfe-departments', section: 'departments', label: 'Departments' },
  { path: '/department', remote: 'mfe-departments', section: 'department', label: 'Department' },
  { path: '/all-faculty', remote: 'mfe-departments', section: 'all-faculty', label: 'Faculty list' },
  { path: '/schools', remote: 'mfe-departments', section: 'schools', label: 'Schools' },
  { path: '/office', remote: 'mfe-office', section: 'office', label: 'Office' },
  { path: '/aecsu', remote: 'mfe-office', section: 'aecsu', label: "Students' union" },
  { path: '/ecta', remote: 'mfe-office', section: 'ecta', label: "Teachers' association" },
  { path: '/project', remote: 'mfe-projects', section: 'project', label: 'Project site' },
  { path: '/campuslife', remote: 'mfe-campus', section: 'campuslife', label: 'Campus life' },
  { path: '/hostel', remote: 'mfe-campus', section: 'hostel', label: 'Hostels' },
  { path: '/club', remote: 'mfe-campus', section: 'club', label: 'Clubs' },
  { path: '/library', remote: 'mfe-campus', section: 'library', label: 'Library' },
  { path: '/ccc', remote: 'mfe-campus', section: 'ccc', label: 'Central Computing Centre' },
];

/** The TV display runs full screen, outside the site's header and footer. */
export const screenMount: RemoteMount = { path: '/screen', remote: 'mfe-notifications', section: 'screen', label: 'TV display' };
