import { ALERT_LANGUAGES } from '@aec/contracts';
import { alertConfirmationMail, alertDigestMail, alertItemMail } from '../alerts/alert-mails';
import { confirmationMail, tenderAlertMail } from '../projects/subscription-mails';
import { confirmationMailText, framedMailText, longMailDate, mailFrameWords, titleIn } from './mail-frame';

const UNSUBSCRIBE = 'https://aec.example/alerts/unsubscribe?token=t';

describe('the frame of the subscription mails', () => {
  test('greeting first; then the mail, a blank line, the signature, the stop link and the automatic-mail line', () => {
    expect(framedMailText('en', ['Middle.'], UNSUBSCRIBE)).toBe(
      [
        'Hello,',
        '',
        'Middle.',
        '',
        '--',
        'Assam Engineering College, Jalukbari, Guwahati 781013',
        `To stop these mails, open: ${UNSUBSCRIBE}`,
        '(This is an automatic message; please do not reply.)',
      ].join('\n'),
    );
    expect(confirmationMailText('hi', ['Asked.'], 'https://c', UNSUBSCRIBE)).toContain(
      ['Asked.', '', mailFrameWords('hi').confirmLink, 'https://c', '', mailFrameWords('hi').confirmIgnore, '', '--'].join('\n'),
    );
  });

  test.each(ALERT_LANGUAGES)('alerts and project tender alerts share one frame (%s)', (language) => {
    const w = mailFrameWords(language);
    const closing = ['--', w.signature, w.stopWith(UNSUBSCRIBE), w.automatic].join('\n');
    const item = { kind: 'tender' as const, title: 'Sample tender', url: 'https://aec.example/tender' };
    const texts = [
      alertConfirmationMail(['tenders'], 'https://c', UNSUBSCRIBE, language).text,
      alertItemMail(item, ['tenders'], UNSUBSCRIBE, language).text,
      alertDigestMail('2026-11-27', [item], UNSUBSCRIBE, language).text,
      confirmationMail('TEQIP-III', 'https://c', UNSUBSCRIBE, language).text,
      tenderAlertMail('RUSA', { title: 'Sample tender', tenderNo: 'AEC/1', dateClosing: '2026-12-01T06:30:00Z' }, 'https://t', UNSUBSCRIBE, language).text,
    ];
    for (const text of texts) {
      expect(text.startsWith(`${w.hello}\n\n`)).toBe(true);
      expect(text.endsWith(`\n\n${closing}`)).toBe(true);
    }
    // Both confirmation requests close with the same request to confirm.
    for (const text of [texts[0]!, texts[3]!]) expect(text).toContain(`\n${w.confirmLink}\nhttps://c\n\n${w.confirmIgnore}\n`);
  });

  test('dates are long, in India, in the language; titles in the language where there is one', () => {
    expect(longMailDate(new Date('2026-11-30T20:00:00Z'), 'en')).toBe('1 December 2026');
    expect(longMailDate(new Date('2026-11-27T06:30:00Z'), 'as')).toMatch(/^২৭ /);
    const item = { title: 'English', titles: { as: 'অসমীয়া', hi: '  ' } };
    expect([titleIn(item, 'en'), titleIn(item, 'as'), titleIn(item, 'hi')]).toEqual(['English', 'অসমীয়া', 'English']);
  });
});
