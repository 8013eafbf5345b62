import { ApiRequestError, useDateFormats, useLanguage } from '@aec/ui';
import { useOfficeT } from '../../messages/hooks';
import { sendFailureMessage } from './api/complaints-api';
import type { FieldErrors } from './grievance-validation';

/**
 * The English sentences of the validation rules (the contract's zod messages in @aec/contracts and
 * ours in grievance-validation.ts) and their catalogue keys: a form shows them in the page's language.
 */
const VALIDATION_KEYS: Record<string, string> = {
  'Name is required': 'validation.nameRequired',
  'Email is required': 'validation.emailRequired',
  'Enter a valid email address': 'validation.emailInvalid',
  'Subject is required': 'validation.subjectRequired',
  'Message is required': 'validation.messageRequired',
  'Registration ID is required': 'validation.idRequired',
  'That is not a registration ID: it looks like AEC-7KQ2-M9XD (you will find it in the email we sent you)': 'validation.idInvalid',
};

/** The catalogue key (and its values) of a validation sentence; undefined for one this table does not know. */
export function validationKeyOf(message: string): { key: string; max?: number } | undefined {
  const key = VALIDATION_KEYS[message];
  if (key) return { key };
  const tooLong = /^must be at most (\d+) characters$/.exec(message);
  return tooLong ? { key: 'validation.tooLong', max: Number(tooLong[1]) } : undefined;
}

/** Validation errors in the page's language (a sentence the table does not know stays as it is). */
export function useValidationWords() {
  const t = useOfficeT();
  const formats = useDateFormats();
  return <F extends string>(errors: FieldErrors<F>): FieldErrors<F> => {
    const shown: FieldErrors<F> = {};
    for (const [field, message] of Object.entries(errors) as [F, string | undefined][]) {
      if (!message) continue;
      const found = validationKeyOf(message);
      shown[field] = found ? t(found.key, found.max === undefined ? {} : { max: formats.number(found.max) }) : message;
    }
    return shown;
  };
}

/** Why a call failed, in the page's language; `lang` says when the words are the server's English ones. */
export interface FailureWords {
  text: string;
  lang?: 'en';
}

/**
 * What a failed send says. English pages say what they always said (the API's own sentence for a
 * 4xx or a 429, a general one for a 5xx). Other pages say the general cases in their language; the
 * API's particular sentence for a refused request (English for now) is shown marked as English.
 */
export function useFailureWords(): (error: unknown) => FailureWords {
  const t = useOfficeT();
  const english = useLanguage() === 'en';
  return (error) => {
    if (english) return { text: sendFailureMessage(error) };
    const status = error instanceof ApiRequestError ? error.status : undefined;
    if (status === undefined) return { text: t('errors.unreachable') };
    if (status >= 500) return { text: t('errors.serverProblem') };
    if (status === 429) return { text: t('errors.tooMany') };
    return { text: sendFailureMessage(error), lang: 'en' };
  };
}
