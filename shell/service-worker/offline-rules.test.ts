import {
  isBypassed,
  isDocument,
  isImmutableAsset,
  isKeepableAnswer,
  isKeptPage,
  isReleasePointer,
  languageOfPath,
  readPushPayload,
  withSavedLine,
  withoutScripts,
} from './offline-rules';

const url = (path: string) => new URL(path, 'https://www.aec.ac.in');

describe('what the service worker keeps', () => {
  it('keeps public pages in every language, with the parameters of public lists', () => {
    for (const path of ['/', '/as/', '/hi/notifications/notice/12', '/department/cse/notice', '/notifications-all?page=3', '/as/news?year=2026'])
      expect(isKeptPage(url(path))).toBe(true);
  });

  it('never keeps the console, sign-in, a grievance’s status, token links, search or the API', () => {
    for (const path of [
      '/admin',
      '/admin/notices',
      '/as/admin',
      '/office/status',
      '/hi/office/status?grievance-status-id=AEC-7KQ2-M9XD',
      '/alerts/confirm?token=abc',
      '/alerts/unsubscribe?token=abc',
      '/as/alerts/manage?token=abc',
      '/alerts/manage',
      '/studentsLogin',
      '/search?q=fees',
      '/api/staff/me',
      '/api/notices/1/10',
      '/project/teqip/subscription?token=abc',
    ])
      expect(isKeptPage(url(path))).toBe(false);
    expect(isBypassed(url('/api/staff/grievances'))).toBe(true);
    expect(isBypassed(url('/sw.js'))).toBe(true);
  });

  it('keeps PDFs as documents; hashed files as immutable; remotes.json, manifests and entries from the network first', () => {
    expect(isDocument(url('/files/3f2a.pdf'))).toBe(true);
    expect(isDocument(url('/files/docs/prospectus.PDF'))).toBe(true);
    expect(isDocument(url('/files/3f2a.jpg'))).toBe(false);
    expect(isImmutableAsset(url('/main.0123456789.js'))).toBe(true);
    expect(isImmutableAsset(url('/remotes/mfe-campus/releases/2026.11.27-1/mf-manifest.json'))).toBe(true);
    expect(isImmutableAsset(url('/remotes/mfe-campus/mf-manifest.json'))).toBe(false);
    for (const path of ['/remotes.json', '/remotes/mfe-campus/mf-manifest.json', '/remotes/mfe-office/remoteEntry.js', '/favicon.svg'])
      expect(isReleasePointer(url(path))).toBe(true);
  });

  it('keeps only whole answers the server did not mark personal', () => {
    const answer = (status: number, control?: string) => ({ status, headers: new Headers(control ? { 'cache-control': control } : {}) });
    expect(isKeepableAnswer(answer(200, 'public, max-age=0, s-maxage=60'))).toBe(true);
    expect(isKeepableAnswer(answer(200, 'no-store'))).toBe(false);
    expect(isKeepableAnswer(answer(200, 'private, max-age=60'))).toBe(false);
    expect(isKeepableAnswer(answer(404))).toBe(false);
    expect(isKeepableAnswer(answer(206))).toBe(false);
  });

  it('writes the saved line after <body>, outside the app’s root, escaped', () => {
    const html = '<html lang="as"><head></head><body class="x"><div id="root"><main>…</main></div></body></html>';
    const out = withSavedLine(html, '২৭ নৱেম্বৰ <2026>', 'as');
    expect(out).toMatch(/<body class="x"><p class="offline-saved" role="status" lang="as" style="[^"]+">২৭ নৱেম্বৰ &lt;2026&gt;<\/p><div id="root">/);
    expect(languageOfPath('/hi/notifications')).toBe('hi');
    expect(languageOfPath('/ashram')).toBe('en');
  });

  it('shows the offline page without its scripts (the app would route the address asked for over it)', () => {
    const html =
      '<head><script>!function(){document.head.appendChild(x)}()</script><title>x</title><script type="application/ld+json">{}</script></head>' +
      '<body><script type="application/json" id="aec-data">{}</script><script src="/main.0123456789.js"></script></body>';
    expect(withoutScripts(html)).toBe(
      '<head><title>x</title><script type="application/ld+json">{}</script></head><body><script type="application/json" id="aec-data">{}</script></body>',
    );
  });

  it('reads a push payload only with a title and a path of this site', () => {
    expect(readPushPayload({ title: 'Exam routine', url: '/as/notifications/notice/7', lang: 'as' })).toEqual({
      title: 'Exam routine',
      url: '/as/notifications/notice/7',
      lang: 'as',
    });
    expect(readPushPayload({ title: 'x', url: 'https://evil.example/' })).toBeUndefined();
    expect(readPushPayload({ title: 'x', url: '//evil.example/' })).toBeUndefined();
    expect(readPushPayload({ url: '/' })).toBeUndefined();
    expect(readPushPayload('text')).toBeUndefined();
  });
});
