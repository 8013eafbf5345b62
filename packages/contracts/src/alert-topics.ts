// What a visitor can follow, without zod: the pages' alert and push controls import this (and the check
// of the subscribe form) on the first screen's budget; alerts.ts builds the API's schemas on it.
import { DEPARTMENTS } from './department-list';

/** The project microsites of docs/product/projects.md: /project/{teqip|neqip|rusa}. */
export const PROJECT_CODES = ['teqip', 'neqip', 'rusa'] as const;
export type ProjectCode = (typeof PROJECT_CODES)[number];

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

/** A topic as GET /api/alerts/topics lists it (alerts.ts AlertTopic is its schema). */
export interface AlertTopicInfo {
  id: string;
  group: 'kind' | 'department' | 'project';
  names: Record<AlertLanguage, string>;
  /** Where the topic's items are listed on this site (English address; /as and /hi prefix it). */
  path: string;
  /** The topic's RSS feed, when it has one (projects have none: their tenders are in `tenders`). */
  feed?: string;
}

/**
 * An address as the subscribe form checks it before sending: parts of letters, digits and _'+- joined by
 * dots, @, a domain with a top level of two letters or more. The API checks with zod's email rule
 * (AlertEmail) and has the last word; alerts.test.ts holds the two together on a table of addresses.
 */
export const ALERT_EMAIL_PATTERN = /^[A-Za-z0-9_'+-]+(?:\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/**
 * What the subscribe form says before it sends (in the page's language): the API's AlertSubscribeRequest
 * checks the same rules and more, and alerts.test.ts holds the two together.
 */
export function alertFormProblems(form: { email: string; topics: readonly string[] }): { email?: 'required' | 'invalid'; topics?: 'none' } {
  const email = form.email.trim();
  const problems: { email?: 'required' | 'invalid'; topics?: 'none' } = {};
  if (!email) problems.email = 'required';
  else if (email.length > 254 || !ALERT_EMAIL_PATTERN.test(email)) problems.email = 'invalid';
  if (!form.topics.length) problems.topics = 'none';
  return problems;
}

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
export function alertTopics(): AlertTopicInfo[] {
  const kindPaths: Record<AlertKind, string> = {
    notices: '/notifications',
    aec: '/notifications',
    tenders: '/notifications/tender',
    news: '/news',
    events: '/events',
  };
  return ALERT_TOPIC_IDS.map((id): AlertTopicInfo => {
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
