import type { FacultyMember } from '@aec/contracts';
import { useEnglishLang } from '../../../i18n/in-english';
import { useDepartmentsT } from '../../../messages/catalogue';
import { InitialsAvatar } from './initials-avatar';

/**
 * docs/product/departments.md teacher card: name, designation, qualification, specialization, contact, email, CV download.
 * The record's own words (name, designation, degrees, field) are English, marked so on other pages.
 */
export function TeacherCard({ member }: { member: FacultyMember }) {
  const t = useDepartmentsT();
  const lang = useEnglishLang();
  const isHead = member.is_hod === '1';
  return (
    <li className="teacher-card">
      <div className="teacher-card__header">
        <InitialsAvatar name={member.emp_name} photo={member.emp_dp} size={56} />
        <div>
          <h3 lang={lang}>{member.emp_name}</h3>
          <p className="teacher-card__designation" lang={lang}>
            {member.emp_designation}
          </p>
          {isHead && <span className="badge">{t('faculty.head')}</span>}
        </div>
      </div>
      <dl className="teacher-card__facts">
        <dt>{t('faculty.qualification')}</dt>
        <dd lang={lang}>{member.emp_qualification}</dd>
        <dt>{t('faculty.specialization')}</dt>
        <dd lang={lang}>{member.emp_specialization}</dd>
        <dt>{t('faculty.phone')}</dt>
        <dd>
          <a href={`tel:${member.emp_contact.replace(/\s+/g, '')}`}>{member.emp_contact}</a>
        </dd>
        <dt>{t('faculty.email')}</dt>
        <dd>
          <a href={`mailto:${member.emp_email}`} lang={lang}>
            {member.emp_email}
          </a>
        </dd>
      </dl>
      {member.emp_file && (
        <a className="button button--secondary teacher-card__cv" href={member.emp_file} download="">
          {t('faculty.cv')}
          <span className="visually-hidden">
            {t('faculty.cvOf')}
            <span lang={lang}>{member.emp_name}</span>
          </span>
          {t('faculty.pdf')}
        </a>
      )}
    </li>
  );
}
