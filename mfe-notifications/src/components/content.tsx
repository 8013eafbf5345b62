import type { ReactNode } from 'react';
import { SafeHtml, useContentLang, type LocalizedText } from '@aec/ui';

/**
 * A detail page's header with the item's title as its one h1, in the page's language or the English
 * marked lang="en" (@aec/ui's PageHeader takes a string, which cannot say so). The page head is set
 * by the page itself (usePageHead), with the same title.
 */
export function ContentPageHeader({ title, children }: { title: LocalizedText; children?: ReactNode }) {
  return (
    <header className="page-header">
      <h1 className="page-header__title" lang={useContentLang(title.lang)}>
        {title.text}
      </h1>
      {children}
    </header>
  );
}

/**
 * Stored markup in the page's language or the English: the English sits in a lang="en" wrapper (the
 * class stays on the markup's own element, which the styles address with child selectors).
 */
export function ContentHtml({ content, className }: { content: LocalizedText; className?: string }) {
  const lang = useContentLang(content.lang);
  const html = <SafeHtml className={className} html={content.text} />;
  return lang ? <div lang={lang}>{html}</div> : html;
}

/** Text that is only ever English (a corrigendum, a search snippet): marked lang="en" on Assamese and Hindi pages. */
export function EnglishText({ children, as: Tag = 'span', className }: { children: ReactNode; as?: 'span' | 'p' | 'h2'; className?: string }) {
  return (
    <Tag className={className} lang={useContentLang('en')}>
      {children}
    </Tag>
  );
}
