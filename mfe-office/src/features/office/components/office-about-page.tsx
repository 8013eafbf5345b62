import { officeAbout } from '../../../data/office-about';
import { officeStaff } from '../../../data/office-staff';
import { useOfficeT } from '../../../messages/hooks';
import { StaffDirectory } from './staff-directory';

/** /office/aboutus: about the office and its staff directory. */
export function OfficeAboutPage() {
  const t = useOfficeT();
  return (
    <div>
      <div className="prose">
        {officeAbout.map((paragraph) => (
          <p key={paragraph}>{t(paragraph)}</p>
        ))}
      </div>
      <StaffDirectory staff={officeStaff} />
    </div>
  );
}
