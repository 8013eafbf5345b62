import { officeAbout } from '../../../data/office-about';
import { officeStaff } from '../../../data/office-staff';
import { StaffDirectory } from './staff-directory';

/** /office/aboutus: about the office and its staff directory. */
export function OfficeAboutPage() {
  return (
    <div>
      <div className="prose">
        {officeAbout.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
      <StaffDirectory staff={officeStaff} />
    </div>
  );
}
