import path from 'node:path';
import { COMPLAINT_STATUS_LABELS } from '@aec/contracts';
import { ApiRequestError, createI18n, messageForStatus, registerCatalogue } from '@aec/ui';
import en from './en.json';
import as from './as.json';
import hi from './hi.json';
import { NAMESPACE } from './catalogue';
import { flatten, keysUsedIn } from '../../../packages/ui/src/i18n/catalogue-check';
import { describeCatalogues } from '@aec/ui/testing';
import { associationSite, officeSite, unionSite } from '../data/sub-sites';
import { officeAbout } from '../data/office-about';
import { officeContact, rtiOfficers } from '../data/office-contacts';
import { officeStaff } from '../data/office-staff';
import { principal } from '../data/principal';
import { officeNotices, unionAchievements, unionGeneralNotices } from '../data/notice-cards';
import { unionMembers } from '../data/union-members';
import { associationContact, associationIntro, associationMessage, unionContact, unionMessages } from '../data/union-texts';
import { officeGallery } from '../data/gallery';
import { validateFinalSubmit, validateRegistration } from '../features/grievance/grievance-validation';
import { validationKeyOf } from '../features/grievance/grievance-words';
import { sendFailureMessage } from '../features/grievance/api/complaints-api';

const english = flatten(en);

/** Every key the data modules name (texts of the pages live in the catalogues, the data holds their keys). */
function keysInData(): string[] {
  const sites = [officeSite, unionSite, associationSite].flatMap((site) => [
    site.name,
    site.heading,
    ...site.menu.map((item) => item.label),
    ...site.pages.flatMap((page) => [page.title, page.lead, page.description].filter((key): key is string => Boolean(key))),
  ]);
  const notices = [...officeNotices, ...unionGeneralNotices, ...unionAchievements].flatMap((n) => [n.headline, n.description, n.postedby]);
  const messages = [...unionMessages, associationMessage].flatMap((m) => [m.role, ...m.paragraphs]);
  return [
    ...sites,
    ...officeAbout,
    ...officeContact.address,
    officeContact.hours,
    ...officeContact.directions,
    ...rtiOfficers.flatMap((o) => [o.role, o.designation]),
    ...officeStaff.flatMap((m) => [m.designation, m.section]),
    principal.designation,
    principal.qualifications,
    ...principal.shortMessage,
    ...principal.fullMessage,
    ...principal.career,
    ...notices,
    ...unionMembers.flatMap((m) => [m.designation, m.semester, m.branch, m.address.key]),
    ...messages,
    ...unionContact.office,
    unionContact.hours,
    unionContact.phoneNote,
    ...associationIntro,
    ...associationContact.office,
    associationContact.hours,
    ...associationContact.bearers.map((b) => b.role),
    ...officeGallery.flatMap((p) => [p.alt, p.caption]),
    // Keys made in code: a grievance's status, the addressee of a union or association complaint.
    ...COMPLAINT_STATUS_LABELS.map((label) => `status.labels.${label.toLowerCase()}`),
    'complaint.recipients.aecsu',
    'complaint.recipients.ecta',
  ];
}

describeCatalogues({
  app: 'mfe-office',
  messages: { en, as, hi },
  sourceDir: path.join(__dirname, '..'),
  // Keys in its data (texts of the pages live in the catalogues, the data holds their keys) count with the literal ones.
  builtKeys: () => {
    const data = keysInData();
    expect([...keysUsedIn(path.join(__dirname, '..')), ...data].length).toBeGreaterThan(300);
    return data;
  },
  // Latin letters only where the text names something written so: a registration number's example.
  latinNames: /AEC-7KQ2-M9XD/g,
});

describe("mfe-office's catalogues: its own rules", () => {
  it('writes the numbers of Assamese texts in Assamese digits', () => {
    expect([...flatten(as)].filter(([, text]) => /[0-9]/.test(text.replace(/AEC-7KQ2-M9XD/g, '')))).toEqual([]);
  });

  it('says one and many in every language (plurals)', () => {
    registerCatalogue(NAMESPACE, 'as', as);
    registerCatalogue(NAMESPACE, 'hi', hi);
    const t = (language: 'en' | 'as' | 'hi') => createI18n(language).getFixedT(language, NAMESPACE);
    expect(t('en')('staff.count', { count: 1, number: '1' })).toBe('1 person');
    expect(t('en')('staff.count', { count: 14, number: '14' })).toBe('14 people');
    expect(t('en')('stats.totals', { count: 1, number: '1', days: '30' })).toMatch(/^Totals of the 1 month below/);
    expect(t('en')('stats.totals', { count: 3, number: '3', days: '30' })).toMatch(/^Totals of the 3 months below/);
    expect(t('as')('stats.totals', { count: 3, number: '৩', days: '৩০' })).toBe('তলৰ ৩টা মাহৰ মুঠ। এতিয়া সময়সীমা পাৰ হোৱা: ৩০ দিনতকৈ পুৰণি বিবেচনাধীন অভিযোগ।');
    expect(t('hi')('stats.totals', { count: 1, number: '1', days: '30' })).toMatch(/^नीचे दिए 1 महीने का योग/);
    expect(t('hi')('stats.totals', { count: 3, number: '3', days: '30' })).toMatch(/^नीचे दिए 3 महीनों का योग/);
    expect(t('hi')('chart.summary', { count: 12, number: '12' })).toMatch(/पिछले 12 महीनों में/);
  });

  it('has a sentence in every language for each validation error the grievance forms can show, English unchanged', () => {
    const results = [
      validateRegistration({ name: '', email: '', address: '' }, 'GENERAL'),
      validateRegistration({ name: 'x'.repeat(121), email: 'a@b', address: 'y'.repeat(501) }, 'GENERAL'),
      validateFinalSubmit({ registrationId: '', subject: '', message: '' }),
      validateFinalSubmit({ registrationId: '42', subject: 's'.repeat(201), message: 'm'.repeat(5001) }),
    ];
    const messages = results.flatMap((result) => (result.ok ? [] : Object.values(result.errors))) as string[];
    expect(messages.length).toBeGreaterThanOrEqual(10);
    for (const message of messages) {
      const found = validationKeyOf(message);
      expect(found).toBeDefined();
      const text = english.get(found!.key)!.replace('{{max}}', String(found!.max));
      expect(text).toBe(message);
    }
  });

  it("keeps the English pages' words for failed calls", () => {
    expect(english.get('errors.unreachable')).toBe(sendFailureMessage(new ApiRequestError('unreachable')));
    expect(english.get('errors.serverProblem')).toBe(messageForStatus(503));
    expect(english.get('errors.tooMany')).toBe(messageForStatus(429));
  });
});
