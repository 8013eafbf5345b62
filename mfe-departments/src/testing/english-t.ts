import { createI18n } from '@aec/ui';
import { NAMESPACE, type DepartmentsT } from '../messages/catalogue';

/** This remote's English words for tests of its pure functions (the jest setup registers messages/en.json). */
export const englishT = createI18n('en').getFixedT('en', NAMESPACE) as unknown as DepartmentsT;
