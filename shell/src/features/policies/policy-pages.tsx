import { Link } from 'react-router';
import { ExternalLink } from '../../components/external-link';
import { InstitutionalPage, PageSection } from '../../components/institutional-page';
import { SitemapPage } from './sitemap-page';

const SCREEN_READERS = [
  { name: 'NVDA (NonVisual Desktop Access)', site: 'https://www.nvaccess.org/', type: 'Free, open source', platform: 'Windows' },
  { name: 'JAWS', site: 'https://www.freedomscientific.com/products/software/jaws/', type: 'Commercial', platform: 'Windows' },
  { name: 'VoiceOver', site: 'https://www.apple.com/accessibility/vision/', type: 'Built in', platform: 'macOS, iPhone, iPad' },
  { name: 'TalkBack', site: 'https://support.google.com/accessibility/android/answer/6283677', type: 'Built in', platform: 'Android phones' },
  { name: 'Orca', site: 'https://orca.gnome.org/', type: 'Free, open source', platform: 'Linux' },
];

function ScreenReaderAccessPage() {
  return (
    <InstitutionalPage>
      <p className="prose">
        This website follows the Guidelines for Indian Government Websites (GIGW 3.0) and the Web Content Accessibility Guidelines (WCAG 2.1, level AA), so that
        people who are blind or have low vision can use it with a screen reader or a magnifier.
      </p>
      <PageSection title="Screen readers">
        <div className="table-scroll" role="region" aria-label="Screen readers" tabIndex={0}>
          <table className="data">
            <thead>
              <tr>
                <th scope="col">Screen reader</th>
                <th scope="col">Cost</th>
                <th scope="col">Works on</th>
              </tr>
            </thead>
            <tbody>
              {SCREEN_READERS.map((reader) => (
                <tr key={reader.name}>
                  <th scope="row">
                    <ExternalLink href={reader.site}>{reader.name}</ExternalLink>
                  </th>
                  <td>{reader.type}</td>
                  <td>{reader.platform}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </PageSection>
      <PageSection title="Using the site from the keyboard">
        <ul className="prose">
          <li>
            Press <kbd>Tab</kbd> once on any page: the first link, <strong>Skip to main content</strong>, jumps past the menus.
          </li>
          <li>
            Every menu opens with <kbd>Enter</kbd> or <kbd>Space</kbd>; <kbd>Esc</kbd> closes it, and the arrow keys move within the More menu.
          </li>
          <li>Each page has one main heading, and its sections have headings, so a screen reader can list and jump between them.</li>
          <li>Links that open another website, or a PDF in a new tab, say so.</li>
        </ul>
      </PageSection>
      <PageSection title="Text size and contrast">
        <p className="prose">
          The buttons <strong>A-</strong>, <strong>A</strong> and <strong>A+</strong> at the top of every page make the text smaller, normal or larger;{' '}
          <strong>High contrast</strong> shows the site in black and white with strong colours. Your choice is remembered on this device. Your browser’s own
          zoom (<kbd>Ctrl</kbd> and <kbd>+</kbd>) also works, up to 200%.
        </p>
      </PageSection>
      <PageSection title="Documents">
        <p className="prose">
          Documents are PDF files with real text, so screen readers can read them; each link says its size. A free PDF reader:{' '}
          <ExternalLink href="https://get.adobe.com/reader/">Adobe Acrobat Reader</ExternalLink>.
        </p>
      </PageSection>
    </InstitutionalPage>
  );
}

function SecurityPage() {
  return (
    <InstitutionalPage>
      <PageSection title="Disclaimer">
        <div className="prose">
          <p>
            The college takes care that what this website says is accurate and up to date, but it is information, not a legal document. Where a notice, rule or
            fee here differs from an order of the Government of Assam, of the affiliating university or of AICTE, the order prevails. Please check with the
            college office before acting on anything that matters to you.
          </p>
          <p>The college is not responsible for the content of the other websites this site links to, or for loss arising from the use of this site.</p>
        </div>
      </PageSection>
      <PageSection title="How the site is kept safe">
        <ul className="prose">
          <li>Pages and documents are served only from the college’s own server, with a strict content security policy.</li>
          <li>Grievances are stored the moment they are submitted, and can be read only with their registration number.</li>
          <li>The site sets no advertising or tracking cookies.</li>
          <li>
            Found a security problem? Write to <a href="mailto:webmaster@aec.ac.in">webmaster@aec.ac.in</a> (sample address); we reply within seven working
            days.
          </li>
        </ul>
      </PageSection>
    </InstitutionalPage>
  );
}

function AccessibilityStatementPage() {
  return (
    <InstitutionalPage>
      <div className="prose">
        <p>
          Assam Engineering College wants everyone to be able to use this website, whatever device, browser or assistive technology they use, and on a slow
          mobile connection.
        </p>
        <h2>What we do</h2>
        <ul>
          <li>Semantic HTML: one main heading per page, landmarks, labelled forms and tables with headers.</li>
          <li>Text and controls meet the contrast ratios of WCAG 2.1 AA; a high-contrast mode and text sizes are offered.</li>
          <li>Everything works from the keyboard, with a visible focus ring.</li>
          <li>Moving content (news carousel, flash news) can be paused, and stops when your device asks for reduced motion.</li>
          <li>Images have text alternatives; documents state their type and size.</li>
          <li>Each page is checked with automated accessibility tests (axe-core) before it is published.</li>
        </ul>
        <h2>Known limits</h2>
        <ul>
          <li>Some older PDF documents are scans and cannot be read by a screen reader; ask the office for a text copy.</li>
          <li>Videos from outside the college may not have captions.</li>
        </ul>
        <h2>Tell us about a barrier</h2>
        <p>
          If something on this site does not work for you, write to <a href="mailto:webmaster@aec.ac.in">webmaster@aec.ac.in</a> (sample address) with the page
          address and what happened. We reply within seven working days. See also <Link to="/screen-reader-access">Screen Reader Access</Link>.
        </p>
      </div>
    </InstitutionalPage>
  );
}

function CopyrightPolicyPage() {
  return (
    <InstitutionalPage>
      <div className="prose">
        <p>
          The material on this website may be reproduced free of charge, after taking permission by email to{' '}
          <a href="mailto:webmaster@aec.ac.in">webmaster@aec.ac.in</a> (sample address). It must be reproduced accurately, not in a misleading context, and with
          the source named as “Assam Engineering College, Guwahati”.
        </p>
        <p>This permission does not cover material that belongs to others (photographs, logos, documents of other bodies); for those, ask the owner.</p>
      </div>
    </InstitutionalPage>
  );
}

function HyperlinkPolicyPage() {
  return (
    <InstitutionalPage>
      <div className="prose">
        <h2>Links to other websites</h2>
        <p>
          This site links to other websites for your convenience. The college does not control them and is not responsible for their content or availability,
          and a link is not an endorsement. Such links open in a new tab and say so.
        </p>
        <h2>Links to this website</h2>
        <p>
          You do not need permission to link to this site. Please do not load its pages inside frames on your own site: link to them so they open on their own.
        </p>
      </div>
    </InstitutionalPage>
  );
}

function PrivacyPolicyPage() {
  return (
    <InstitutionalPage>
      <div className="prose">
        <p>
          This website does not collect personal information about you when you read it, and it sets no advertising or tracking cookies. It remembers your
          choice of text size and contrast, and of the Lite pages, in small cookies on your device (such as <code>aec_display=large.high</code>): your browser
          sends them with each page, and the server uses only the Lite choice, to send the lighter page.
        </p>
        <p>
          The server keeps ordinary access logs (address, page, time, browser) for security for up to 90 days; they are not used to identify visitors except
          where the law requires.
        </p>
        <p>
          When you submit a grievance, the name, email address and details you give are used only to answer it, are seen only by the staff who handle it, and
          are never shared or sold.
        </p>
      </div>
    </InstitutionalPage>
  );
}

function TermsPage() {
  return (
    <InstitutionalPage>
      <div className="prose">
        <p>
          This website is designed, developed and maintained by Assam Engineering College, Government of Assam. Though every effort is made to keep its content
          accurate, it should not be read as a statement of law or used for legal purposes.
        </p>
        <p>
          In no event will the college be liable for any expense, loss or damage arising from the use of this website. These terms are governed by the laws of
          India; disputes are subject to the courts at Guwahati.
        </p>
        <p>
          See also the <Link to="/copyright-policy">copyright</Link>, <Link to="/hyperlink-policy">hyperlinking</Link> and{' '}
          <Link to="/privacy-policy">privacy</Link> policies.
        </p>
      </div>
    </InstitutionalPage>
  );
}

export const pages = {
  '/security': SecurityPage,
  '/screen-reader-access': ScreenReaderAccessPage,
  '/sitemap': SitemapPage,
  '/accessibility-statement': AccessibilityStatementPage,
  '/copyright-policy': CopyrightPolicyPage,
  '/hyperlink-policy': HyperlinkPolicyPage,
  '/privacy-policy': PrivacyPolicyPage,
  '/terms-and-conditions': TermsPage,
};
