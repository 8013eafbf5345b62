import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import type { TranslatableField, Translations } from '@aec/contracts';
import type { Language } from '../i18n/languages';
import { useLanguage } from '../i18n/catalogue';

/** A piece of content in the language it is shown in: the page's, or English when no translation exists. */
export interface LocalizedText {
  text: string;
  lang: Language;
}

/**
 * The field in `language` when the item has it there (not blank), else the English: pure, for
 * servers, summaries and mails. `english` is the item's own field, already unpacked by the caller.
 */
export function localizedText(translations: Translations | undefined, language: Language, field: TranslatableField, english: string): LocalizedText {
  if (language !== 'en') {
    const translated = translations?.[language]?.[field];
    if (translated && translated.trim()) return { text: translated, lang: language };
  }
  return { text: english, lang: 'en' };
}

/** localizedText in the page's language. */
export function useLocalized(translations: Translations | undefined, field: TranslatableField, english: string): LocalizedText {
  return localizedText(translations, useLanguage(), field, english);
}

/**
 * The `lang` attribute for content shown on this page: 'en' when English shows on an Assamese or
 * Hindi page (screen readers switch voice), nothing when the content is in the page's language.
 */
export function useContentLang(lang: Language): Language | undefined {
  return lang === useLanguage() ? undefined : lang;
}

type LocalizedProps = {
  /** The element to render; a span by default. */
  as?: keyof HTMLElementTagNameMap;
  translations: Translations | undefined;
  field: TranslatableField;
  /** The English text (the item's own field). */
  english: string;
  /** Renders the chosen text, e.g. as markup; plain text by default. */
  children?: (text: string) => ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, 'children' | 'lang'>;

/**
 * A content field in the page's language, or the English marked lang="en":
 * `<Localized as="h1" translations={notice.translations} field="title" english={notice.title} />`.
 */
export function Localized({ as = 'span', translations, field, english, children, ...rest }: LocalizedProps) {
  const { text, lang } = useLocalized(translations, field, english);
  const contentLang = useContentLang(lang);
  return createElement(as, { ...rest, lang: contentLang }, children ? children(text) : text);
}
