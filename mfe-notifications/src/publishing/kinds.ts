import { DEPARTMENT_LABELS, type DepartmentCode } from '@aec/contracts';

export type ContentKind = 'notices' | 'tenders' | 'news' | 'events' | 'department-notifications';

export interface KindInfo {
  kind: ContentKind;
  /** Heading of the list screen. */
  title: string;
  /** "notice", "tender", …: in buttons and sentences. */
  one: string;
  /** Column heading of the item's title. */
  titleLabel: string;
  /** The item's date column. */
  dateLabel: string;
  /** Where a published item shows on the public site. */
  publicUrl(id: number, type: string): string;
  /** The row's `type` as shown in the list, when worth a column. */
  typeLabel?(type: string): string;
}

export const KINDS: Record<ContentKind, KindInfo> = {
  notices: {
    kind: 'notices',
    title: 'Notices and flash news',
    one: 'notice',
    titleLabel: 'Headline',
    dateLabel: 'Published',
    publicUrl: (id) => `/notifications/notice/${id}`,
    typeLabel: (type) => type,
  },
  tenders: {
    kind: 'tenders',
    title: 'Tenders',
    one: 'tender',
    titleLabel: 'Title',
    dateLabel: 'Published',
    publicUrl: (id) => `/notifications/tender/${id}`,
    typeLabel: (type) => type,
  },
  news: { kind: 'news', title: 'News', one: 'news item', titleLabel: 'Headline', dateLabel: 'Date', publicUrl: (id) => `/news/newslist/${id}` },
  events: { kind: 'events', title: 'Events', one: 'event', titleLabel: 'Title', dateLabel: 'Event date', publicUrl: (id) => `/events/eventlist/${id}` },
  'department-notifications': {
    kind: 'department-notifications',
    title: 'Department notifications',
    one: 'department notification',
    titleLabel: 'Headline',
    dateLabel: 'Date',
    publicUrl: (_id, type) => `/department/${type}/notice`,
    typeLabel: (type) => DEPARTMENT_LABELS[type as DepartmentCode] ?? type,
  },
};
