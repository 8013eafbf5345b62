import type { School } from './departments';

/**
 * The four schools of docs/product/departments.md 'Schools landing page', in the order the college lists them; `key`
 * names their words in this remote's catalogue (schools.<key>.name and .text).
 */
export const SCHOOLS: { school: School; key: string }[] = [
  { school: 'Engineering', key: 'engineering' },
  { school: 'Science', key: 'science' },
  { school: 'Humanities', key: 'humanities' },
  { school: 'Computer Application', key: 'computerApplication' },
];
