import { z } from 'zod';
import { DEPARTMENTS } from './department-list';
import { PROJECT_CODES } from './projects';

/**
 * Alerts: what a visitor can follow (by email here; Web Push uses the same topics) and the calls
 * that list and subscribe to them (docs/product/alerts.md).
 *
 * A topic id is one of:
 * - `notices` every notice; `aec` the college's own notices (type AEC); `tenders`; `news`; `events`;
 * - `department:<code>` one department's notice board, code from department-list.ts (`department:cse`);
 *   the department's number there is accepted too and read as its code (`department:6` → `department:cse`);
 * - `project:<code>` one project's tenders and notices (`project:teqip`), the old tender alerts.
 */
export const ALERT_KINDS = ['notices', 'aec', 'tenders', 'news', 'events'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_LANGUAGES = ['en', 'as', 'hi'] as const;
export type AlertLanguage = (typeof ALERT_LANGUAGES)[number];

export const ALERT_FREQUENCIES = ['each', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export type AlertTopicId = AlertKind | `department:${string}` | `project:${string}`;

/** Every topic id, in the order the /alerts page lists them. */
export const ALERT_TOPIC_IDS: readonly AlertTopicId[] = [
  ...ALERT_KINDS,
  ...DEPARTMENTS.map((d) => `department:${d.code}` as const),
  ...PROJECT_CODES.map((c) => `project:${c}` as const),
];

/** The canonical id of a topic as written by a client, or undefined when there is no such topic. */
export function canonicalAlertTopic(raw: string): AlertTopicId | undefined {
  const id = raw.trim().toLowerCase();
  const department = /^department:(\d+)$/.exec(id);
  if (department) {
    const code = DEPARTMENTS.find((d) => d.id === Number(department[1]))?.code;
    return code ? `department:${code}` : undefined;
  }
  return ALERT_TOPIC_IDS.find((t) => t === id);
}

/** One topic id: case and the department's number are folded to the canonical id; an unknown topic is refused with its name. */
export const AlertTopicId = z
  .string()
  .max(40, 'A topic id is at most 40 characters')
  .transform((raw, ctx) => {
    const id = canonicalAlertTopic(raw);
    if (!id) {
      ctx.addIssue({ code: 'custom', message: `Unknown topic '${raw.slice(0, 40)}': see GET /api/alerts/topics for the topics` });
      return z.NEVER;
    }
    return id;
  });

const Names = z.object({ en: z.string(), as: z.string(), hi: z.string() });

/** GET /api/alerts/topics → { topics }: each topic with its name in the three languages. */
export const AlertTopic = z.object({
  id: z.string(),
  group: z.enum(['kind', 'department', 'project']),
  names: Names,
  /** Where the topic's items are listed on this site (English address; /as and /hi prefix it). */
  path: z.string().startsWith('/'),
  /** The topic's RSS feed, when it has one (projects have none: their tenders are in `tenders`). */
  feed: z.string().startsWith('/').optional(),
});
export type AlertTopic = z.infer<typeof AlertTopic>;
export const AlertTopicsResponse = z.object({ topics: z.array(AlertTopic) });
export type AlertTopicsResponse = z.infer<typeof AlertTopicsResponse>;

/** The address a form may subscribe: the same rule as tender alerts and grievances. */
export const AlertEmail = z
  .string({ message: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .email('Enter a valid email address');

/** POST /api/alerts/subscribe → 202 AlertSubscribeResponse: a confirmation mail is queued (double opt-in). */
export const AlertSubscribeRequest = z.object({
  email: AlertEmail,
  topics: z
    .array(AlertTopicId, { message: 'topics must be a list of topic ids' })
    .min(1, 'Choose at least one topic')
    .max(ALERT_TOPIC_IDS.length, `At most ${ALERT_TOPIC_IDS.length} topics`)
    .transform((ids) => [...new Set(ids)]),
  frequency: z.enum(ALERT_FREQUENCIES, { message: "frequency must be 'each' or 'daily'" }).default('each'),
  language: z.enum(ALERT_LANGUAGES, { message: "language must be 'en', 'as' or 'hi'" }).default('en'),
});
export type AlertSubscribeRequest = z.input<typeof AlertSubscribeRequest>;
export type AlertSubscribeInput = z.output<typeof AlertSubscribeRequest>;

/** Answer of subscribe, confirm and unsubscribe: a sentence to show in the language subscribed in. */
export const AlertSubscribeResponse = z.object({ message: z.string() });
export type AlertSubscribeResponse = z.infer<typeof AlertSubscribeResponse>;

/** GET /api/staff/alerts/counts → per topic, confirmed and pending subscribers (never their addresses). */
export const AlertTopicCount = z.object({ topic: z.string(), confirmed: z.number().int(), pending: z.number().int() });
export const AlertCountsResponse = z.object({ topics: z.array(AlertTopicCount) });
export type AlertCountsResponse = z.infer<typeof AlertCountsResponse>;

type TopicNames = Record<AlertLanguage, string>;

/** The kinds' names, as the /alerts page and the mails write them. */
const KIND_NAMES: Record<AlertKind, TopicNames> = {
  notices: { en: 'All notices', as: 'সকলো জাননী', hi: 'सभी सूचनाएँ' },
  aec: { en: 'College (AEC) notices', as: 'মহাবিদ্যালয়ৰ (AEC) জাননী', hi: 'कॉलेज (AEC) की सूचनाएँ' },
  tenders: { en: 'Tenders', as: 'নিবিদা', hi: 'निविदाएँ' },
  news: { en: 'News', as: 'বাতৰি', hi: 'समाचार' },
  events: { en: 'Events', as: 'অনুষ্ঠান', hi: 'कार्यक्रम' },
};

/** The departments' names in Assamese and Hindi (English from department-list.ts), as mfe-departments writes them. */
const DEPARTMENT_NAMES: Record<string, Omit<TopicNames, 'en'>> = {
  civil: { as: 'অসামৰিক অভিযান্ত্ৰিক', hi: 'सिविल इंजीनियरिंग' },
  mechanical: { as: 'যান্ত্ৰিক অভিযান্ত্ৰিক', hi: 'मैकेनिकल इंजीनियरिंग' },
  electrical: { as: 'বৈদ্যুতিক অভিযান্ত্ৰিক', hi: 'इलेक्ट्रिकल इंजीनियरिंग' },
  chemical: { as: 'ৰাসায়নিক অভিযান্ত্ৰিক', hi: 'केमिकल इंजीनियरिंग' },
  ete: { as: 'ইলেক্ট্ৰনিক্স আৰু দূৰসংযোগ অভিযান্ত্ৰিক', hi: 'इलेक्ट्रॉनिक्स एवं दूरसंचार इंजीनियरिंग' },
  cse: { as: 'কম্পিউটাৰ বিজ্ঞান আৰু অভিযান্ত্ৰিক', hi: 'कंप्यूटर विज्ञान एवं इंजीनियरिंग' },
  ipe: { as: 'ঔদ্যোগিক আৰু উৎপাদন অভিযান্ত্ৰিক', hi: 'औद्योगिक एवं उत्पादन इंजीनियरिंग' },
  ins: { as: 'ইনষ্ট্ৰুমেণ্টেচন অভিযান্ত্ৰিক', hi: 'इंस्ट्रुमेंटेशन इंजीनियरिंग' },
  physics: { as: 'পদাৰ্থ বিজ্ঞান', hi: 'भौतिकी' },
  chemistry: { as: 'ৰসায়ন বিজ্ঞান', hi: 'रसायन विज्ञान' },
  maths: { as: 'গণিত', hi: 'गणित' },
  humanities: { as: 'মানৱীয় বিদ্যা আৰু সমাজ বিজ্ঞান', hi: 'मानविकी एवं सामाजिक विज्ञान' },
  mca: { as: 'কম্পিউটাৰ এপ্লিকেচন', hi: 'कंप्यूटर अनुप्रयोग' },
};

/** The projects' short names, as their pages and the tender alerts write them. */
export const PROJECT_SHORT_NAMES: Record<string, string> = { teqip: 'TEQIP-III', neqip: 'NEQIP', rusa: 'RUSA' };

/** Every topic with its names, page and feed: the answer of GET /api/alerts/topics, also imported by the pages. */
export function alertTopics(): AlertTopic[] {
  const kindPaths: Record<AlertKind, string> = {
    notices: '/notifications',
    aec: '/notifications',
    tenders: '/notifications/tender',
    news: '/news',
    events: '/events',
  };
  return ALERT_TOPIC_IDS.map((id): AlertTopic => {
    const [group, code = ''] = id.split(':') as [string, string?];
    if (group === 'department') {
      const en = DEPARTMENTS.find((d) => d.code === code)!.name;
      const n = DEPARTMENT_NAMES[code]!;
      return {
        id,
        group: 'department',
        names: { en: `${en}: notices`, as: `${n.as}: জাননী`, hi: `${n.hi}: सूचनाएँ` },
        path: `/department/${code}/notice`,
        feed: `/api/feeds/department/${code}.rss`,
      };
    }
    if (group === 'project') {
      const p = PROJECT_SHORT_NAMES[code]!;
      return { id, group: 'project', names: { en: `${p}: tenders`, as: `${p}: নিবিদা`, hi: `${p}: निविदाएँ` }, path: `/project/${code}/tender` };
    }
    const kind = id as AlertKind;
    return { id, group: 'kind', names: KIND_NAMES[kind], path: kindPaths[kind], feed: `/api/feeds/${kind}.rss` };
  });
}
