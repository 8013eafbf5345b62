import type { School } from '../data/departments';

/** One simple line icon per school (docs/product/departments.md 'icon' of a department card); decorative. */
const PATHS: Record<School, string> = {
  Engineering:
    'M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zm8.6 4.7-1.9-.4a6.9 6.9 0 0 1-.6 1.5l1.1 1.6-1.7 1.7-1.6-1.1a6.9 6.9 0 0 1-1.5.6l-.4 1.9h-2.4l-.4-1.9a6.9 6.9 0 0 1-1.5-.6l-1.6 1.1-1.7-1.7 1.1-1.6a6.9 6.9 0 0 1-.6-1.5l-1.9-.4v-2.4l1.9-.4a6.9 6.9 0 0 1 .6-1.5L4.3 6.9l1.7-1.7 1.6 1.1a6.9 6.9 0 0 1 1.5-.6l.4-1.9h2.4l.4 1.9a6.9 6.9 0 0 1 1.5.6l1.6-1.1 1.7 1.7-1.1 1.6c.3.5.5 1 .6 1.5l1.9.4z',
  Science:
    'M12 10.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM12 3C9 3 8 7.5 8 12s1 9 4 9 4-4.5 4-9-1-9-4-9zm0 16.5c-1.2 0-2.5-3-2.5-7.5S10.8 4.5 12 4.5s2.5 3 2.5 7.5-1.3 7.5-2.5 7.5zM4.2 7.5c-1.5 2.6 1.6 6 5.5 8.3s8.3 3.2 9.8.6-1.6-6-5.5-8.3S5.7 4.9 4.2 7.5zm14 1c.6 1-1.3 3.7-5.2 6s-7.2 2.5-7.8 1.5 1.3-3.7 5.2-6 7.2-2.5 7.8-1.5z',
  Humanities:
    'M4 5.5C6.5 4 9.5 4 12 5.5 14.5 4 17.5 4 20 5.5V19c-2.5-1.5-5.5-1.5-8 0-2.5-1.5-5.5-1.5-8 0V5.5zm1.5 1v10c2-.8 3.8-.8 5.75 0v-10c-1.9-.9-3.8-.9-5.75 0zm7.25 0v10c1.95-.8 3.75-.8 5.75 0v-10c-1.95-.9-3.85-.9-5.75 0z',
  'Computer Application': 'M3 5h18v11H3V5zm1.5 1.5v8h15v-8h-15zM8 18h8v1.5H8V18z',
};

export function SchoolIcon({ school, size = 28 }: { school: School; size?: number }) {
  return (
    <svg className="school-icon" aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 24 24">
      <path fill="currentColor" fillRule="evenodd" d={PATHS[school]} />
    </svg>
  );
}
