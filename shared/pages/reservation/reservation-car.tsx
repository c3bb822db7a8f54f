import { formatDollars } from '../../format/money.ts';
import { carTitle } from '../../format/car-format.ts';
import { CarPhoto } from '../../components/car-photo.tsx';
import { fallbackImageUrl, imageUrl, carPhotoSource } from '../../images/image-url.ts';
import type { ReservationConfirmation } from '../../reserve/reserve-checkout.ts';
import type { SiteData } from '../../tenant/site-data.ts';

const IMAGE = { width: 240, height: 180, crop: true } as const;

interface ReservationCarProps {
  car: ReservationConfirmation['car'];
  deposit: number;
  /** How the deposit reads: 'Deposit paid', 'Deposit refunded'... */
  depositLabel: string;
  site: Pick<SiteData, 'images'>;
}

/** The reserved car on the confirmation page: picture, name, stock number and the deposit. */
export function ReservationCar({ car, deposit, depositLabel, site }: ReservationCarProps) {
  const photo = carPhotoSource(car.primary_image_url, null);
  return (
    <div className="reservation-car">
      <CarPhoto
        className="reservation-car__image"
        src={imageUrl(photo, IMAGE, site.images)}
        alt=""
        width={IMAGE.width}
        height={IMAGE.height}
        fallback={fallbackImageUrl(null)}
      />
      <dl className="reservation-car__facts">
        <div>
          <dt>Car</dt>
          <dd>{carTitle(car)}</dd>
        </div>
        <div>
          <dt>Stock number</dt>
          <dd>{car.stocknum}</dd>
        </div>
        <div>
          <dt>{depositLabel}</dt>
          <dd>{formatDollars(deposit)}</dd>
        </div>
      </dl>
    </div>
  );
}
