import type { Ref } from 'react';
import { alertTopics, type AlertFrequency, type AlertLanguage } from '@aec/contracts';
import { FieldError } from '../forms/field';
import { useLanguage, useT } from '../i18n/catalogue';
import { UI_NAMESPACE } from '../messages/catalogue';
import { topicField } from './alert-fields';

type Words = (key: string) => string;

export interface AlertTopicChoicesProps {
  /** The prefix of the controls' ids (a useId). */
  id: string;
  chosen: readonly string[];
  onToggle(topic: string, on: boolean): void;
  error?: string;
  fieldsetRef?: Ref<HTMLFieldSetElement>;
  /** A page's own words for the kit's keys (a project page's box). */
  t?: Words;
}

/** Every topic to follow, a checkbox each (`topic:<id>` = on), grouped: the kinds, the departments' boards, the projects. */
export function AlertTopicChoices({ id, chosen, onToggle, error, fieldsetRef, t: words }: AlertTopicChoicesProps) {
  const kit = useT(UI_NAMESPACE);
  const t = words ?? kit;
  const language = useLanguage();
  const listed = alertTopics();
  const groups = [
    { key: 'kind', label: t('alerts.groups.kind') },
    { key: 'department', label: t('alerts.groups.department') },
    { key: 'project', label: t('alerts.groups.project') },
  ] as const;
  return (
    <fieldset ref={fieldsetRef} className="alert-form__topics" aria-describedby={error ? `${id}-topics-error` : undefined}>
      <legend>{t('alerts.topics')}</legend>
      <FieldError id={`${id}-topics`} error={error} />
      {groups.map((group) => (
        <fieldset key={group.key} className="alert-form__group">
          <legend>{group.label}</legend>
          {listed
            .filter((topic) => topic.group === group.key)
            .map((topic) => (
              <div key={topic.id} className="field field--checkbox">
                <input
                  id={`${id}-${topic.id}`}
                  name={topicField(topic.id)}
                  type="checkbox"
                  checked={chosen.includes(topic.id)}
                  onChange={(e) => onToggle(topic.id, e.target.checked)}
                />
                <label htmlFor={`${id}-${topic.id}`}>{topic.names[language]}</label>
              </div>
            ))}
        </fieldset>
      ))}
    </fieldset>
  );
}

/** Each item as published, or the daily digest (radios named `frequency`). */
export function AlertFrequencyChoice({ id, value, onChange, t: words }: { id: string; value: AlertFrequency; onChange(f: AlertFrequency): void; t?: Words }) {
  const kit = useT(UI_NAMESPACE);
  const t = words ?? kit;
  return (
    <fieldset className="alert-box__choice">
      <legend>{t('alerts.frequency')}</legend>
      {(['each', 'daily'] as const).map((f) => (
        <div key={f} className="field field--checkbox">
          <input id={`${id}-${f}`} name="frequency" type="radio" value={f} checked={value === f} onChange={() => onChange(f)} />
          <label htmlFor={`${id}-${f}`}>{t(`alerts.${f}`)}</label>
        </div>
      ))}
    </fieldset>
  );
}

/** The language of the mails (a select named `language`), each written in itself. */
export function AlertLanguageChoice({ id, value, onChange, t: words }: { id: string; value: AlertLanguage; onChange(l: AlertLanguage): void; t?: Words }) {
  const kit = useT(UI_NAMESPACE);
  const t = words ?? kit;
  return (
    <div className="field">
      <label htmlFor={`${id}-language`}>{t('alerts.language')}</label>
      <select id={`${id}-language`} name="language" value={value} onChange={(e) => onChange(e.target.value as AlertLanguage)}>
        <option value="en" lang="en">
          English
        </option>
        <option value="as" lang="as">
          অসমীয়া
        </option>
        <option value="hi" lang="hi">
          हिन्दी
        </option>
      </select>
    </div>
  );
}

export interface AlertChoicesProps {
  id: string;
  topics: readonly string[];
  onToggle(topic: string, on: boolean): void;
  frequency: AlertFrequency;
  onFrequency(f: AlertFrequency): void;
  language: AlertLanguage;
  onLanguage(l: AlertLanguage): void;
}

/** The three choices of a subscription together (the page that changes one: /alerts/manage). */
export function AlertChoices({ id, topics, onToggle, frequency, onFrequency, language, onLanguage }: AlertChoicesProps) {
  return (
    <>
      <AlertTopicChoices id={id} chosen={topics} onToggle={onToggle} />
      <AlertFrequencyChoice id={id} value={frequency} onChange={onFrequency} />
      <AlertLanguageChoice id={id} value={language} onChange={onLanguage} />
    </>
  );
}
