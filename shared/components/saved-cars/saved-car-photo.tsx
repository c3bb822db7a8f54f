import { fallbackImageUrl, carPhotoSource } from '../../images/image-url.ts';
import type { SavedCar } from '../../saved-cars/saved-car.ts';
import { CarPhoto } from '../car-photo.tsx';

/**
 * A saved car's picture in the bar, favourites and compare: the photo kept when it was
 * saved, or the image-not-found placeholder (product rule 8.4) when it has none or it fails (a
 * saved car keeps no body type to draw instead).
 */
export function SavedCarPhoto({
  car,
  width,
  height,
}: {
  car: Pick<SavedCar, 'primary_image_url'>;
  width: number;
  height: number;
}) {
  return (
    <CarPhoto
      src={carPhotoSource(car.primary_image_url, null)}
      fallback={fallbackImageUrl(null)}
      alt=""
      width={width}
      height={height}
      loading="lazy"
    />
  );
}
