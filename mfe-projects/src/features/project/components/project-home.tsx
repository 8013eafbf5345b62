import { LiteImage, Localized, SafeHtml, useContentLang } from '@aec/ui';
import type { ProjectRecord } from '@aec/contracts';

/**
 * Banner and the project's stored homepage in the page's language (its Assamese or Hindi version
 * when staff wrote one, else the English marked lang="en"), sanitised: SafeHtml is the only way its
 * HTML reaches the page.
 */
export function ProjectHome({ record }: { record: ProjectRecord }) {
  // The banner's text is written in English only.
  const bannerLang = useContentLang('en');
  return (
    <>
      {record.project_banner && (
        <LiteImage
          className="project-banner"
          src={record.project_banner}
          alt={record.project_banner_alt}
          lang={bannerLang}
          width={1200}
          height={300}
          decoding="async"
        />
      )}
      <Localized as="div" translations={record.translations} field="homepage" english={record.project_homepage}>
        {(html) => <SafeHtml className="prose project-homepage" html={html} />}
      </Localized>
    </>
  );
}
