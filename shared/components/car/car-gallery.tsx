import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { BodyType } from '../../inventory/body-types.ts';
import { fallbackImageUrl, imageSrcSet, imageUrl } from '../../images/image-url.ts';
import { CarPhoto } from '../car-photo.tsx';
import type { SiteData } from '../../tenant/site-data.ts';
import {
  galleryPhotos,
  indexAfterKey,
  photoAlt,
  placeholderAlt,
  wrapIndex,
} from './car-gallery-photos.ts';
import { useSwipe } from './car-gallery-swipe.ts';

// Fixed 4:3 boxes (width/height attributes plus CSS aspect-ratio): no layout shift.
const IMAGE = { width: 800, height: 600, crop: true } as const;
const IMAGE_WIDTHS = [400, 640, 800, 1024, 1280, 1600] as const;
const DEFAULT_SIZES = '(min-width: 64rem) 46rem, 100vw';
const THUMB = { width: 96, height: 72, crop: true } as const;
const THUMB_WIDTHS = [96, 192] as const;

interface CarGalleryProps {
  /** The car's title (year, make, model, badge): names the gallery and every photo. */
  title: string;
  images: string[];
  /** Smaller pictures for the thumbnail strip, by position; the photo itself where missing. */
  thumbnails?: string[];
  /** Picks the product rule 8.4 placeholder for a missing or broken photo. */
  body: BodyType | null;
  site: SiteData;
  /** The main photo's rendered width per breakpoint, when the page lays it out differently. */
  sizes?: string;
}

/**
 * The car page's photos: a WAI-ARIA APG carousel (no autoplay) with previous/next,
 * thumbnails, arrow/Home/End keys and swipe. Server and first client render show photo 1.
 */
export function CarGallery({
  title,
  images,
  thumbnails,
  body,
  site,
  sizes = DEFAULT_SIZES,
}: CarGalleryProps) {
  const photos = galleryPhotos(images, thumbnails);
  const fallback = fallbackImageUrl(body);
  const [index, setIndex] = useState(0);
  const count = photos.length;
  const current = Math.min(index, Math.max(count - 1, 0));
  const slidesId = useId();
  const thumbsRef = useRef<HTMLUListElement>(null);
  useThumbInView(thumbsRef, current);
  const step = (by: number) => setIndex((shown) => wrapIndex(shown + by, count));
  const swipe = useSwipe(step);

  // product rule 8.4: a broken picture shows the fallback, swapped by the document's head script
  // (CarPhoto), before hydration as after it.
  const resized = (src: string, box: typeof IMAGE | typeof THUMB, widths: readonly number[]) => ({
    src: imageUrl(src, box, site.images),
    srcSet: imageSrcSet(src, widths, box, site.images),
    width: box.width,
    height: box.height,
    fallback,
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const next = indexAfterKey(event.key, current, count);
    if (next === undefined) return;
    // Focus stays on whatever had it (a button or thumbnail); only the photo changes.
    event.preventDefault();
    setIndex(next);
  };

  if (count <= 1) {
    const photo = photos[0];
    const picture = photo
      ? { ...resized(photo.src, IMAGE, IMAGE_WIDTHS), alt: photoAlt(title, 0, 1) }
      : {
          src: fallback,
          width: IMAGE.width,
          height: IMAGE.height,
          fallback,
          alt: placeholderAlt(title),
        };
    return (
      <section className="car-gallery car-gallery--single" aria-label={`Photos of ${title}`}>
        <div className="car-gallery__viewport">
          <CarPhoto
            className="car-gallery__image"
            {...picture}
            sizes={sizes}
            loading="eager"
            fetchPriority="high"
            decoding="async"
          />
        </div>
      </section>
    );
  }

  return (
    <section
      className="car-gallery"
      aria-roledescription="carousel"
      aria-label={`Photos of ${title}`}
      onKeyDown={onKeyDown}
    >
      <div className="car-gallery__viewport">
        <div className="car-gallery__slides" id={slidesId} {...swipe}>
          {photos.map((photo, position) => (
            <div
              key={`${position}:${photo.src}`}
              className="car-gallery__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${count}`}
              hidden={position !== current}
            >
              <CarPhoto
                className="car-gallery__image"
                {...resized(photo.src, IMAGE, IMAGE_WIDTHS)}
                sizes={sizes}
                alt={photoAlt(title, position, count)}
                // Only the first photo is on screen at load; hidden ones load when shown.
                loading={position === 0 ? 'eager' : 'lazy'}
                fetchPriority={position === 0 ? 'high' : undefined}
                decoding="async"
                draggable={false}
              />
            </div>
          ))}
        </div>
        <button
          type="button"
          className="car-gallery__prev"
          aria-label="Previous photo"
          aria-controls={slidesId}
          onClick={() => step(-1)}
        >
          <Chevron direction="previous" />
        </button>
        <button
          type="button"
          className="car-gallery__next"
          aria-label="Next photo"
          aria-controls={slidesId}
          onClick={() => step(1)}
        >
          <Chevron direction="next" />
        </button>
      </div>
      <p className="car-gallery__status" aria-live="polite" aria-atomic="true">
        <span className="car-gallery__counter" aria-hidden="true">
          {current + 1} / {count}
        </span>
        <span className="visually-hidden">
          Photo {current + 1} of {count}
        </span>
      </p>
      <ul className="car-gallery__thumbs" ref={thumbsRef} aria-label="All photos">
        {photos.map((photo, position) => (
          <li key={`${position}:${photo.thumb}`}>
            <button
              type="button"
              className="car-gallery__thumb"
              aria-label={`Show photo ${position + 1}`}
              aria-current={position === current ? 'true' : undefined}
              aria-controls={slidesId}
              onClick={() => setIndex(position)}
            >
              <CarPhoto
                {...resized(photo.thumb, THUMB, THUMB_WIDTHS)}
                sizes={`${THUMB.width}px`}
                alt=""
                loading="lazy"
                decoding="async"
                draggable={false}
              />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
      <path
        d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Scrolls the thumbnail strip sideways (never the page) so the shown photo's thumbnail is visible. */
function useThumbInView(listRef: RefObject<HTMLUListElement | null>, current: number) {
  useEffect(() => {
    const list = listRef.current;
    const thumb = list?.children[current];
    if (!list || !thumb) return;
    const box = list.getBoundingClientRect();
    const item = thumb.getBoundingClientRect();
    if (item.left < box.left) list.scrollLeft -= box.left - item.left;
    else if (item.right > box.right) list.scrollLeft += item.right - box.right;
  }, [listRef, current]);
}
