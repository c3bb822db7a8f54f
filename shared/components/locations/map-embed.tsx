import { useEffect, useRef, useState } from 'react';
import { formatAddressLine, mapEmbedUrl } from '../../locations/map-embed-url.ts';
import type { Location } from '../../tenant/tenant-config.ts';

/**
 * A location's map. The third-party frame loads only when asked for ('Show
 * map'): no Google request on page load (speed, privacy, offline tests). The
 * box has a fixed aspect ratio, so swapping in the frame shifts nothing.
 */
export function MapEmbed({ location }: { location: Pick<Location, 'name' | 'address'> }) {
  const [isShown, setIsShown] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    // The button that had focus is gone; keep keyboard users on the map.
    if (isShown) frameRef.current?.focus();
  }, [isShown]);
  return (
    <div className="map-embed">
      {isShown ? (
        <iframe
          ref={frameRef}
          className="map-embed__frame"
          title={`Map of ${location.name}`}
          src={mapEmbedUrl(location.address)}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
      ) : (
        <button type="button" className="map-embed__placeholder" onClick={() => setIsShown(true)}>
          <span className="map-embed__label">
            Show map<span className="visually-hidden"> of {location.name}</span>
          </span>
          <span className="map-embed__address">{formatAddressLine(location.address)}</span>
          <span className="map-embed__note">Loads Google Maps</span>
        </button>
      )}
    </div>
  );
}
