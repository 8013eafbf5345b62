import type { StaffRole } from '@aec/contracts';
import { consoleMounts } from './console-mounts';

export interface ConsoleScreen {
  path: string;
  label: string;
  /** Who may open it; null: every signed-in account. */
  role: StaffRole | null;
  /** One line on the dashboard's card. */
  description: string;
}

/** The shell's own screens; the remotes' screens come from console-mounts.ts. */
export const shellScreens: ConsoleScreen[] = [
  {
    path: '/admin/videos',
    label: 'Videos',
    role: 'publisher',
    description: 'Films of the Videos page and of news items and events: YouTube links or uploaded MP4s, in the order shown.',
  },
  {
    path: '/admin/accounts',
    label: 'Accounts',
    role: 'admin',
    description: 'Add staff accounts, change names and roles, disable accounts and reset passwords.',
  },
  {
    path: '/admin/approvals',
    label: 'Approvals',
    role: null,
    description: 'Drafts waiting for an approver, returned ones and scheduled ones; which kinds need approval.',
  },
  {
    path: '/admin/page-reviews',
    label: 'Page reviews',
    role: 'publisher',
    description: 'Mark an institutional page reviewed today: its public "Last reviewed" line says so (GIGW).',
  },
  { path: '/admin/audit', label: 'Audit log', role: 'admin', description: 'Every sign-in, failed sign-in and change, with the record before and after.' },
  { path: '/admin/outbox', label: 'Mail outbox', role: 'admin', description: 'Mail the site sends: what is queued, sent or failed, and a retry.' },
  { path: '/admin/releases', label: 'Releases', role: 'admin', description: 'Which release of each section is live, and a rollback to a kept one.' },
  {
    path: '/admin/alerts',
    label: 'Alert subscribers',
    role: null,
    description: 'How many follow each topic by email, confirmed and waiting; counts only, never an address.',
  },
];

export const passwordScreen: ConsoleScreen = {
  path: '/admin/password',
  label: 'Change password',
  role: null,
  description: 'Choose a new password for your own account.',
};

export const twoFactorScreen: ConsoleScreen = {
  path: '/admin/two-factor',
  label: 'Two-step sign-in',
  role: null,
  description: 'A code from your phone after your password; administrators also decide who must use it.',
};

const mountDescriptions: Record<string, string> = {
  '/admin/notices': 'Publish, edit and unpublish notices and flash news.',
  '/admin/tenders': 'Tenders with their documents and corrigenda.',
  '/admin/news': 'News items shown on the home page and /news.',
  '/admin/events': 'Upcoming and past events.',
  '/admin/department-notifications': 'Notifications of the departments.',
  '/admin/projects': 'Content of the project microsites.',
  '/admin/grievances': 'Grievances received: status, feedback to the filer, overdue cases.',
};

/** Every screen of the console in navigation order: remotes' content screens, then administration. */
export const consoleScreens: ConsoleScreen[] = [
  ...consoleMounts.map((mount) => ({
    path: mount.path,
    label: mount.label,
    role: mount.role,
    description: mountDescriptions[mount.path] ?? `Open ${mount.label.toLowerCase()}.`,
  })),
  ...shellScreens,
  passwordScreen,
  twoFactorScreen,
];

export const mayOpen = (accountRole: StaffRole, screenRole: StaffRole | null) => screenRole === null || accountRole === 'admin' || accountRole === screenRole;
