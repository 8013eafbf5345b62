import { MarkedText } from '@aec/ui';
import { useOfficeT } from '../../../messages/hooks';

/** "Fields marked * are required": the asterisk is seen, its name is read. */
export function RequiredNote() {
  const t = useOfficeT();
  return (
    <p className="grievance__required-note">
      <MarkedText
        text={t('common.requiredNote')}
        parts={{
          star: (star) => (
            <span className="required-mark" aria-hidden="true">
              {star}
            </span>
          ),
          hidden: (words) => <span className="visually-hidden">{words}</span>,
        }}
      />
    </p>
  );
}
