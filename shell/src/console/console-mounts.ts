import type { StaffRole } from '@aec/contracts';
import type { RemoteMount } from '../remote-mounts';

export interface ConsoleMount extends RemoteMount {
  /** The remote's console module (not './routes': visitors never download console code). */
  exposed: './publishing' | './grievance-desk' | './project-content';
  /** Who may open it (an admin may open everything). */
  role: StaffRole;
}

/** Console screens owned by remotes, mounted under /admin by the shell's console layout. */
export const consoleMounts: ConsoleMount[] = [
  { path: '/admin/notices', remote: 'mfe-notifications', exposed: './publishing', section: 'notices', label: 'Notices and flash news', role: 'publisher' },
  { path: '/admin/tenders', remote: 'mfe-notifications', exposed: './publishing', section: 'tenders', label: 'Tenders', role: 'publisher' },
  { path: '/admin/news', remote: 'mfe-notifications', exposed: './publishing', section: 'news', label: 'News', role: 'publisher' },
  { path: '/admin/events', remote: 'mfe-notifications', exposed: './publishing', section: 'events', label: 'Events', role: 'publisher' },
  {
    path: '/admin/department-notifications',
    remote: 'mfe-notifications',
    exposed: './publishing',
    section: 'department-notifications',
    label: 'Department notifications',
    role: 'publisher',
  },
  { path: '/admin/projects', remote: 'mfe-projects', exposed: './project-content', section: 'projects', label: 'Project content', role: 'publisher' },
  { path: '/admin/grievances', remote: 'mfe-office', exposed: './grievance-desk', section: 'grievances', label: 'Grievance desk', role: 'grievance_officer' },
];
