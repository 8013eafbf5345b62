import type { NoticeRow, ProjectRecord, ProjectResponse, TenderRow } from '@aec/contracts';
import type { StoredAnswer } from '@aec/ui';

/** Answers of the API as the microsite's pages read them, for tests of both sides. */
export const rusaRecord: ProjectRecord = {
  project_id: 3,
  project_code: 'rusa',
  project_name: 'RUSA',
  project_full_name: 'Rashtriya Uchchatar Shiksha Abhiyan',
  tender_type: 'RUSA',
  project_homepage: '<h2>About the scheme</h2><p>Rashtriya Uchchatar Shiksha Abhiyan is a centrally sponsored scheme (sample).</p>',
  project_banner: '/files/rusa-banner.png',
  project_banner_alt: 'RUSA banner: students in a laboratory',
  project_minutes: '/files/rusa-minutes-1.pdf',
  documents: [
    {
      id: 11,
      project_code: 'rusa',
      kind: 'downloads',
      project_title: 'Utilisation certificate form (sample)',
      project_file: '/files/rusa-uc.pdf',
      published: '2026-02-10T06:30:00.000Z',
    },
    {
      id: 12,
      project_code: 'rusa',
      kind: 'minutes',
      project_title: 'Minutes of the 2nd PAB meeting (sample)',
      project_file: '/files/rusa-minutes-1.pdf',
      published: '2026-01-15T06:30:00.000Z',
    },
  ],
};
export const rusaAnswer: ProjectResponse = { rows: [rusaRecord] };

export const neqipNotice: NoticeRow = {
  id: 4242,
  title: 'NEQIP expert lecture on water resources (sample)',
  _date_: '2026-03-02T06:30:00.000Z',
  description: JSON.stringify([{ type: 'NEQIP', description: 'Expert lecture' }]),
  uploadInfo: '[]',
  message: '<p>All students are invited.</p>',
  type: 'NEQIP',
  validUntil: null,
  files: [{ url: '/files/neqip-lecture.pdf', name: 'lecture.pdf', type: 'application/pdf', size: 1200 }],
};

export const teqipTender: TenderRow = {
  id: 77,
  title: 'Supply of oscilloscopes for the electronics laboratory (sample)',
  _date_: '2026-03-01T06:30:00.000Z',
  description: '[]',
  uploadInfo: '[]',
  tender_no: 'AEC/TEQIP/2026/07',
  reference: 'TEQIP-7',
  type: 'TEQIP',
  published: '2026-03-01T06:30:00.000Z',
  date_opening: '2026-03-20T06:30:00.000Z',
  date_closing: '2026-03-18T06:30:00.000Z',
  status: 'open',
  validUntil: null,
  files: [{ url: '/files/teqip-tender-7.pdf', name: 'tender.pdf', type: 'application/pdf', size: 5000 }],
  corrigenda: [],
};

export const ok = (body: unknown): StoredAnswer => ({ ok: true, body });

export const PROJECT_URLS = {
  rusa: '/api/project/rusa',
  teqip: '/api/project/teqip',
  neqip: '/api/project/neqip',
  neqipNotices: '/api/notice/1/20?type=NEQIP&lean=1',
  teqipTenders: '/api/tender/1/100?type=TEQIP',
} as const;
