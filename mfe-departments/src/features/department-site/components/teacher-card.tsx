import type { FacultyMember } from '@aec/contracts';
import { InitialsAvatar } from './initials-avatar';

/** SPEC §2 teacher card: name, designation, qualification, specialization, contact, email, CV download. */
export function TeacherCard({ member }: { member: FacultyMember }) {
  const isHead = member.is_hod === '1';
  return (
    <li className="teacher-card">
      <div className="teacher-card__header">
        <InitialsAvatar name={member.emp_name} photo={member.emp_dp} size={56} />
        <div>
          <h3>{member.emp_name}</h3>
          <p className="teacher-card__designation">{member.emp_designation}</p>
          {isHead && <span className="badge">Head of Department</span>}
        </div>
      </div>
      <dl className="teacher-card__facts">
          <dt>Qualification</dt>
          <dd>{member.emp_qualification}</dd>
          <dt>Specialization</dt>
          <dd>{member.emp_specialization}</dd>
          <dt>Phone</dt>
          <dd>
            <a href={`tel:${member.emp_contact.replace(/\s+/g, '')}`}>{member.emp_contact}</a>
          </dd>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${member.emp_email}`}>{member.emp_email}</a>
          </dd>
      </dl>
      {member.emp_file && (
        <a className="button button--secondary teacher-card__cv" href={member.emp_file} download="">
          Download CV<span className="visually-hidden"> of {member.emp_name}</span> (PDF)
        </a>
      )}
    </li>
  );
}
