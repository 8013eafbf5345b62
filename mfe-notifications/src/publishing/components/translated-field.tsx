import type { ReactNode } from 'react';
import { CONTENT_LANGUAGES, TRANSLATABLE_FIELDS, type ContentLanguage, type Translations } from '@aec/contracts';
import { RichTextEditor, TextArea, TextField } from '@aec/ui';
import type { ContentKind } from '../kinds';

/** The languages' names in the console's labels: English, then the name in its own script. */
export const LANGUAGE_LABELS: Record<ContentLanguage, string> = { as: 'Assamese (অসমীয়া)', hi: 'Hindi (हिन्दी)' };

/** What a form holds of an item's translations: every field the kind translates, '' when empty. */
export type TranslationValues = Record<ContentLanguage, Record<string, string>>;

export function emptyTranslations(kind: ContentKind, from?: Translations): TranslationValues {
  const fields = TRANSLATABLE_FIELDS[kind] as readonly string[];
  const of = (language: ContentLanguage) =>
    Object.fromEntries(fields.map((field) => [field, (from?.[language] as Record<string, string | undefined> | undefined)?.[field] ?? '']));
  return { as: of('as'), hi: of('hi') };
}

/**
 * The body's `translations`: both languages always (an empty one removes what was stored, as a
 * cleared English field would), their empty fields left out.
 */
export function translationsPayload(values: TranslationValues): Translations {
  const of = (language: ContentLanguage) => Object.fromEntries(Object.entries(values[language]).filter(([, text]) => text.trim() !== ''));
  return { as: of('as'), hi: of('hi') };
}

/** The id of a translation's control: `notices-title-as` for the error key `translations.as.title`. */
export function translationFieldId(kind: ContentKind, key: string): string {
  const [, language, field] = key.split('.');
  return `${kind}-${field}-${language}`;
}

/** The label a translation's control shows (for its errors in the summary), without "(optional)". */
export function translationLabel(kind: ContentKind, key: string): string | undefined {
  const id = translationFieldId(kind, key);
  const label = document.querySelector(`label[for="${id}"]`) ?? document.getElementById(`${id}-label`);
  return label?.textContent?.replace(/\s*\(optional\)\s*$/, '') || undefined;
}

/** What a translated field needs of the form (useItemForm's answer). */
export interface TranslationsOfForm {
  kind: ContentKind;
  translations: TranslationValues;
  setTranslation: (language: ContentLanguage, field: string) => (value: string) => void;
  errors: Partial<Record<string, string>>;
}

interface TranslatedProps {
  form: TranslationsOfForm;
  field: 'title' | 'description' | 'venue' | 'message';
  /** The English field's label, without "(optional)": "Headline", "Story". */
  label: string;
  /** The control of the translations: like the English one (rich: the same rich-text editor). */
  control?: 'text' | 'textarea' | 'rich';
  /** The English field. */
  children: ReactNode;
}

/**
 * One translatable field in its three languages: the English (given), then the Assamese and Hindi
 * versions, optional, each labelled with the field and its language and marked with the language's
 * `lang` (spell-checking, keyboard and screen-reader voice). Side by side where the form is wide,
 * stacked under the English where it is narrow (publishing.css).
 */
export function Translated({ form, field, label, control = 'text', children }: TranslatedProps) {
  return (
    <div className={`pub-translated${control === 'rich' ? ' pub-translated--rich' : ''}`}>
      <div className="pub-translated__en">{children}</div>
      {CONTENT_LANGUAGES.map((language) => {
        const id = `${form.kind}-${field}-${language}`;
        const error = form.errors[`translations.${language}.${field}`];
        const props = {
          id,
          label: `${label} in ${LANGUAGE_LABELS[language]}`,
          value: form.translations[language][field] ?? '',
          onChange: form.setTranslation(language, field),
        };
        return (
          <div key={language} className="pub-translated__lang">
            {control === 'rich' ? (
              <RichField {...props} label={`${props.label} (optional)`} language={language} error={error} />
            ) : control === 'textarea' ? (
              <TextArea {...props} markOptional lang={language} rows={3} error={error} />
            ) : (
              <TextField {...props} markOptional lang={language} error={error} />
            )}
          </div>
        );
      })}
    </div>
  );
}

/**
 * A rich-text field: the editor and its error. For a translation, given its language: the editor
 * marks its editable area alone with it (not a wrapper, so that the English label is not read in an
 * Assamese or Hindi voice).
 */
export function RichField({
  id,
  label,
  value,
  onChange,
  language,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  language?: ContentLanguage;
  error?: string;
}) {
  return (
    <div className="pub-rich">
      <RichTextEditor
        id={id}
        label={label}
        value={value}
        onChange={onChange}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : undefined}
        lang={language}
      />
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
