import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ALERT_TOPIC_IDS,
  ComplaintUpdate,
  formAnswerKey,
  normaliseRegistrationId,
  PAGE_FORM_FIELD,
  type EmbeddedAnswers,
  type PageFormOutcome,
  type StoredAnswer,
} from '@aec/contracts';
import { zodSentence } from '../error-handling';

/** The API call a form's values make: what the page's script would have sent with fetch. */
export interface PageFormCall {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

interface FormPage {
  /** The page's path without its language prefix, and its language. */
  path: string;
  language: 'en' | 'as' | 'hi';
  /** The named groups of the action's `pages` pattern (a project's code). */
  groups: Record<string, string>;
}

/**
 * A form that works without the page's script (docs/product/forms-without-script.md). Its fields'
 * names are `fields`; the React form carries a hidden `aec-form` field with the action's name. The
 * server reads only these fields, makes the `call` through the API in-process (the route's own schema,
 * rate limit, handler and mail), and renders the page with the outcome.
 */
export interface PageFormAction {
  /** The pages (canonical, without a language prefix) whose form this is. */
  pages: RegExp;
  /** The fields read from the body, kept and shown again in the answer page. */
  fields: readonly string[];
  /** None for a form that only changes what the page shows (the grievance's step switch). */
  call(values: Record<string, string>, page: FormPage): PageFormCall | undefined;
  /**
   * A second call, made only when the first succeeded, from its answer (the union's complaint
   * registers, then sends its details), with the values the outcome keeps from then on (the new
   * registration number: sent again after a refused second call, it does not register twice).
   */
  then?: (first: unknown, values: Record<string, string>) => { call: PageFormCall; values: Record<string, string> } | undefined;
  /** The later call's body checked with the API's own schema before any call, so a refusal there leaves nothing half made: the sentence the API would say. */
  precheck?: (values: Record<string, string>) => string | undefined;
  /**
   * Address parameters that run the action on a GET (links already shared). The outcome is marked
   * `fromLink`: the form shows only what may be read by whoever holds the address.
   */
  linkParams?: readonly string[];
  /** The call a link makes, when it is not `call` (a page that reads with GET what its form then sends with POST). */
  linkCall?: (values: Record<string, string>, page: FormPage) => PageFormCall;
  /** What of the API's answer a page opened from a link may hold (it is embedded in the page): the rest is left out. */
  fromLink?: (body: unknown) => unknown;
}

/** A registration number as a path segment: '-' for none, which the route's schema refuses like any malformed one. */
const registrationSegment = (typed: string | undefined) => encodeURIComponent(normaliseRegistrationId(typed ?? '') || '-');

/** The filer's subject and message as the grievance's second step sends them. */
const complaintDetails = (values: Record<string, string>) => ({ subject: values.subject, message: values.message, status: 0, feedback_message: '' });

const complaintDetailsCall = (registrationId: string | undefined, values: Record<string, string>): PageFormCall => ({
  method: 'POST',
  url: `/api/complain/edit/${registrationSegment(registrationId)}`,
  body: complaintDetails(values),
});

/** The forms the server answers; the alert subscriptions add theirs here. */
export const PAGE_FORMS: Readonly<Record<string, PageFormAction>> = {
  'grievance-register': {
    pages: /^\/(?:office\/complain|project\/[a-z0-9-]+\/progri)$/,
    fields: ['name', 'email', 'address'],
    call: (values, page) => ({
      method: 'POST',
      url: '/api/complain',
      body: {
        email: values.email,
        info: [{ name: values.name, address: values.address, type: page.path.startsWith('/project/') ? 'PROCUREMENT' : 'GENERAL', addressee: 'office' }],
        language: page.language,
      },
    }),
  },
  'grievance-details': {
    pages: /^\/(?:office\/complain|project\/[a-z0-9-]+\/progri)$/,
    fields: ['registrationId', 'subject', 'message'],
    call: (values) => complaintDetailsCall(values.registrationId, values),
  },
  // The links between the two steps are submit buttons naming these: without the script, the page at that step.
  'grievance-to-details': { pages: /^\/(?:office\/complain|project\/[a-z0-9-]+\/progri)$/, fields: [], call: () => undefined },
  'grievance-to-register': { pages: /^\/(?:office\/complain|project\/[a-z0-9-]+\/progri)$/, fields: [], call: () => undefined },
  'grievance-status': {
    // The procurement grievance page carries the lookup too, under its form.
    pages: /^\/(?:office\/status|project\/[a-z0-9-]+\/progri)$/,
    fields: ['registrationId'],
    call: (values) => ({ method: 'GET', url: `/api/complain/${registrationSegment(values.registrationId)}` }),
    // `id` is what the thank-you link and the mails wrote; `grievance-status-id` what the form sent before it posted.
    linkParams: ['id', 'grievance-status-id'],
    // The status and dates only: what the filer wrote and the office's reply need the number typed (posted).
    fromLink: (body) => ({
      rows: ((body as { rows?: Record<string, unknown>[] }).rows ?? []).map((row) => ({ ...row, subject: '', message: '', feedback_message: '' })),
    }),
  },
  // The union's and the teachers' association's one-click complaint: registration, then the details.
  'addressed-complaint': {
    pages: /^\/(?<addressee>aecsu|ecta)\/complain$/,
    fields: ['name', 'email', 'subject', 'message', 'registrationId'],
    precheck: (values) => {
      const details = ComplaintUpdate.safeParse(complaintDetails(values));
      return details.success ? undefined : zodSentence(details.error);
    },
    // A number from an earlier send whose details were refused: only the details are sent again.
    call: (values, page) =>
      values.registrationId
        ? complaintDetailsCall(values.registrationId, values)
        : {
            method: 'POST',
            url: '/api/complain',
            body: {
              email: values.email,
              info: [{ name: values.name, address: '', type: 'GENERAL', addressee: page.groups.addressee }],
              language: page.language,
            },
          },
    then: (first, values) => {
      const registrationId = (first as { registration_id?: unknown } | undefined)?.registration_id;
      if (values.registrationId || typeof registrationId !== 'string') return undefined;
      return { call: complaintDetailsCall(registrationId, values), values: { ...values, registrationId } };
    },
  },
  // The public sign-in pages have no sign-in behind them: posted before the script, the page says so with
  // the address kept. The password field has no name, so the browser never sends it (decision 180).
  'sign-in': { pages: /^\/(?:studentsLogin|teacherLogin|parentslogin|alumnilogin)$/, fields: ['email'], call: () => undefined },
  'tender-alerts': {
    pages: /^\/project\/(?<code>[a-z0-9-]+)\/tender$/,
    fields: ['email'],
    call: (values, page) => ({
      method: 'POST',
      url: `/api/project/${encodeURIComponent(page.groups.code ?? '')}/subscribe`,
      body: { email: values.email, language: page.language },
    }),
  },
  // The alert subscriptions (AlertSubscribe in @aec/ui): each chosen topic is its own field, topic:<id> = on.
  alerts: {
    pages: /^\/(?:alerts|notifications(?:\/notice)?|department\/[a-z]+\/notice)$/,
    fields: ['email', 'frequency', 'language', ...ALERT_TOPIC_IDS.map((id) => `topic:${id}`)],
    call: (values, page) => ({
      method: 'POST',
      url: '/api/alerts/subscribe',
      body: {
        email: values.email,
        topics: ALERT_TOPIC_IDS.filter((id) => values[`topic:${id}`] === 'on'),
        frequency: values.frequency || undefined,
        language: values.language || page.language,
      },
    }),
  },
  // The page a mail's "change your alerts" link opens: its token reads the subscription (GET), the form sends the change.
  // "Stop all alerts" is a submit button named stop: no topics, as the API reads it.
  'alerts-manage': {
    pages: /^\/alerts\/manage$/,
    fields: ['token', 'frequency', 'language', 'stop', ...ALERT_TOPIC_IDS.map((id) => `topic:${id}`)],
    linkParams: ['token'],
    linkCall: (values) => ({ method: 'GET', url: `/api/alerts/subscription?token=${encodeURIComponent(values.token ?? '')}` }),
    call: (values) => ({
      method: 'POST',
      url: '/api/alerts/subscription',
      body: {
        token: values.token,
        topics: values.stop ? [] : ALERT_TOPIC_IDS.filter((id) => values[`topic:${id}`] === 'on'),
        frequency: values.frequency,
        language: values.language,
      },
    }),
  },
};

/** The most a field may hold here (the longest the API takes is a message's 5,000 characters): longer is cut, and the API says what is wrong. */
const FIELD_MAX = 10_000;

/** The page a form action belongs to, from the canonical path of the request (with its language prefix). */
function formPage(pathname: string, action: PageFormAction): FormPage | undefined {
  const match = /^\/(as|hi)(?=\/|$)(.*)$/.exec(pathname);
  const language = (match?.[1] as 'as' | 'hi' | undefined) ?? 'en';
  const path = match ? match[2] || '/' : pathname;
  const found = action.pages.exec(path);
  return found ? { path, language, groups: { ...found.groups } } : undefined;
}

/** The posted form's action and page, when the body names one that belongs to this page. */
export function postedForm(pathname: string, body: URLSearchParams): { name: string; action: PageFormAction; page: FormPage } | undefined {
  // A submit button may name another action than the form's hidden field: the browser adds the pressed
  // button's name and value where the button stands, after the hidden field, so the last one wins.
  const name = body.getAll(PAGE_FORM_FIELD).at(-1) ?? '';
  const action = Object.hasOwn(PAGE_FORMS, name) ? PAGE_FORMS[name] : undefined;
  const page = action && formPage(pathname, action);
  return action && page ? { name, action, page } : undefined;
}

/** The action a GET of this page runs from its address, when it names one of the action's parameters. */
export function linkedForm(
  pathname: string,
  query: URLSearchParams,
): { name: string; action: PageFormAction; page: FormPage; values: Record<string, string> } | undefined {
  for (const [name, action] of Object.entries(PAGE_FORMS)) {
    const param = action.linkParams?.find((p) => query.get(p));
    const page = param && formPage(pathname, action);
    if (!param || !page) continue;
    return { name, action, page, values: { [action.fields[0]!]: query.get(param)!.slice(0, FIELD_MAX) } };
  }
  return undefined;
}

/** Only the action's fields, as strings, cut to FIELD_MAX. */
export function formValues(action: PageFormAction, body: URLSearchParams): Record<string, string> {
  return Object.fromEntries(action.fields.map((field) => [field, (body.get(field) ?? '').slice(0, FIELD_MAX)]));
}

/**
 * CSRF defence for forms posted to pages (ASVS V3.5.1): the browser's own word on where the form
 * came from. `Sec-Fetch-Site` when sent (every current browser) must be same-origin; otherwise an
 * `Origin` when sent must name this host. A request with neither comes from no browser a third-party
 * page can drive (curl, an old client): these forms hold no session or cookie to abuse, and the API
 * takes the same call from anyone, so it is let through as the API would.
 */
export function sameOriginPost(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false; // 'null' (a sandboxed frame, a redirect from elsewhere) and anything unreadable
  }
}

/** The API's JSON answer, or undefined when it is not JSON. */
function readJson(response: { json(): unknown }): unknown {
  try {
    return response.json();
  } catch {
    return undefined;
  }
}

/**
 * Makes the form's call through the API in-process, as the visitor's browser would have: the same
 * route (schema, rate limit counted against the visitor's address, handler, mail), answered in JSON.
 */
export async function runPageForm(
  app: FastifyInstance,
  request: FastifyRequest,
  form: { name: string; action: PageFormAction; page: FormPage; values: Record<string, string> },
  fromLink = false,
): Promise<{ seed: EmbeddedAnswers; status: number; retryAfter?: string }> {
  const call = fromLink && form.action.linkCall ? form.action.linkCall(form.values, form.page) : form.action.call(form.values, form.page);
  if (!call) {
    const outcome: PageFormOutcome = { form: form.name, values: form.values, answer: { ok: true, body: null } };
    return { seed: { [formAnswerKey(form.name)]: { ok: true, body: outcome } }, status: 200 };
  }
  const refused = form.action.precheck?.(form.values);
  if (refused) {
    const outcome: PageFormOutcome = { form: form.name, values: form.values, answer: { ok: false, status: 400, error: refused } };
    return { seed: { [formAnswerKey(form.name)]: { ok: true, body: outcome } }, status: 400 };
  }
  const inject = (made: PageFormCall) =>
    app.inject({
      method: made.method,
      url: made.url,
      headers: { accept: 'application/json', ...(made.body === undefined ? {} : { 'content-type': 'application/json' }) },
      payload: made.body === undefined ? undefined : JSON.stringify(made.body),
      remoteAddress: request.ip,
    });
  let response = await inject(call);
  let values = form.values;
  const next = response.statusCode < 300 ? form.action.then?.(readJson(response), values) : undefined;
  if (next) {
    values = next.values;
    response = await inject(next.call);
  }
  const body = readJson(response);
  const said = (body as { error?: unknown } | undefined)?.error;
  const answer: StoredAnswer =
    response.statusCode < 300
      ? { ok: true, body: fromLink && form.action.fromLink ? form.action.fromLink(body) : body }
      : {
          ok: false,
          status: response.statusCode,
          error: typeof said === 'string' ? said : 'The college server had a problem answering. Please try again in a moment.',
        };
  const outcome: PageFormOutcome = { form: form.name, values, answer, ...(fromLink ? { fromLink } : {}) };
  const retryAfter = response.headers['retry-after'];
  return {
    seed: { [formAnswerKey(form.name)]: { ok: true, body: outcome } },
    // The page answers as the API did (a refused form is a 4xx page); a server failure is not the page's own.
    status: response.statusCode < 300 ? 200 : response.statusCode >= 500 ? 503 : response.statusCode,
    retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
  };
}
