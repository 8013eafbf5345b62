import { useState } from 'react';
import { useOfficeT } from '../../../messages/hooks';

interface CampusMapProps {
  embedUrl: string;
  linkUrl: string;
  label: string;
}

/**
 * The embedded map loads only when asked for: it weighs more than the rest of the page together,
 * which matters on a slow phone connection. The directions beside it are the text fallback.
 */
export function CampusMap({ embedUrl, linkUrl, label }: CampusMapProps) {
  const t = useOfficeT();
  const [shown, setShown] = useState(false);
  return (
    <div className="campus-map">
      {shown ? (
        <iframe className="campus-map__frame" src={embedUrl} title={t('map.title', { label })} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
      ) : (
        <div className="campus-map__placeholder">
          <p>{t('map.needsData')}</p>
          <button type="button" className="button" onClick={() => setShown(true)}>
            {t('map.show')}
          </button>
        </div>
      )}
      <p>
        <a href={linkUrl} target="_blank" rel="noopener noreferrer">
          {t('map.open', { label })}
          <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
        </a>
      </p>
    </div>
  );
}
