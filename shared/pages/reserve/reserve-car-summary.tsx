import { carPrice, formatDollars } from '../../format/money.ts';
import { formatKm, carTitle } from '../../format/car-format.ts';
import { CarPhoto } from '../../components/car-photo.tsx';
import { fallbackImageUrl, imageSrcSet, imageUrl, carPhotoSource } from '../../images/image-url.ts';
import type { ReserveCar } from '../../reserve/reserve-car.ts';
import type { SiteData } from '../../tenant/site-data.ts';
import type { Location } from '../../tenant/tenant-config.ts';

const IMAGE = { width: 480, height: 360, crop: true } as const;
const SRCSET_WIDTHS = [320, 480, 640, 960] as const;
const SIZES = '(min-width: 62rem) 28rem, 100vw';

interface ReserveCarSummaryProps {
  car: ReserveCar;
  site: Pick<SiteData, 'images'>;
  /** The location holding the car, when the site still lists it. */
  location: Location | undefined;
  deposit: number;
}

/** docs/payments.md: the car being reserved, as the shopper needs to recognise it. */
export function ReserveCarSummary({ car, site, location, deposit }: ReserveCarSummaryProps) {
  const title = carTitle(car);
  const price = carPrice(car);
  const photo = carPhotoSource(car.primary_image_url, car.simple_body);
  const place = location ? `${location.name}, ${location.address.city}` : car.location_name;
  return (
    <section className="reserve-car" aria-labelledby="reserve-car-title">
      <CarPhoto
        className="reserve-car__image"
        src={imageUrl(photo, IMAGE, site.images)}
        srcSet={imageSrcSet(photo, SRCSET_WIDTHS, IMAGE, site.images)}
        sizes={SIZES}
        alt=""
        width={IMAGE.width}
        height={IMAGE.height}
        decoding="async"
        fallback={fallbackImageUrl(car.simple_body)}
      />
      <div className="reserve-car__body">
        <h2 id="reserve-car-title" className="reserve-car__title">
          {title}
        </h2>
        {car.series ? <p className="reserve-car__series">{car.series}</p> : null}
        <p className="reserve-car__price">
          <strong>{price.amount}</strong>
          {price.type ? <span className="reserve-car__price-type"> {price.type}</span> : null}
        </p>
        <dl className="reserve-car__facts">
          <div>
            <dt>Deposit to reserve</dt>
            <dd>{formatDollars(deposit)}</dd>
          </div>
          <div>
            <dt>Stock number</dt>
            <dd>{car.stocknum}</dd>
          </div>
          <div>
            <dt>Odometer</dt>
            <dd>{formatKm(car.km)}</dd>
          </div>
          <div>
            <dt>Location</dt>
            <dd>{place}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
