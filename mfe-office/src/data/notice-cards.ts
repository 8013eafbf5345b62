/** docs/product/office-and-grievances.md Notice card: what the office and the students' union pin on their boards. */
export interface NoticeCard {
  id: number;
  /** Catalogue keys: */
  headline: string;
  description: string;
  postedby: string;
  /** ISO date. */
  postedon: string;
}

/** A card whose texts are `<group>.<id>.headline|description|postedBy` in the catalogue. */
const card = (group: string, id: number, postedon: string): NoticeCard => ({
  id,
  headline: `${group}.${id}.headline`,
  description: `${group}.${id}.description`,
  postedby: `${group}.${id}.postedBy`,
  postedon,
});

/** Office notices (sample). College-wide notices and tenders live at /notifications. */
export const officeNotices: NoticeCard[] = [
  card('officeNotices', 1, '2026-10-14'),
  card('officeNotices', 2, '2026-10-28'),
  card('officeNotices', 3, '2026-09-02'),
  card('officeNotices', 4, '2026-08-18'),
];

/** Students' union board: general notices (sample). */
export const unionGeneralNotices: NoticeCard[] = [card('union.notices', 1, '2026-11-12'), card('union.notices', 2, '2026-11-08'), card('union.notices', 3, '2026-10-20')];

/** Students' union board: achievements (sample). */
export const unionAchievements: NoticeCard[] = [card('union.notices', 11, '2026-10-05'), card('union.notices', 12, '2026-09-21'), card('union.notices', 13, '2026-08-30')];
