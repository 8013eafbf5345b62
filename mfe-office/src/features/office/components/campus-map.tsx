import { useState } from 'react';

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
  const [shown, setShown] = useState(false);
  return (
    <div className="campus-map">
      {shown ? (
        <iframe className="campus-map__frame" src={embedUrl} title={`Map: ${label}`} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
      ) : (
        <div className="campus-map__placeholder">
          <p>The map comes from Google Maps and needs about 1 MB of data.</p>
          <button type="button" className="button" onClick={() => setShown(true)}>
            Show the map
          </button>
        </div>
      )}
      <p>
        <a href={linkUrl} target="_blank" rel="noopener noreferrer">
          Open {label} in Google Maps<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}
