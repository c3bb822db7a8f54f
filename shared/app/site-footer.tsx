import { telHref } from '../format/phone-link.ts';
import { primaryLocation } from '../locations/primary-location.ts';
import { listMenuLinks } from '../navigation/menu-link.ts';
import { OpeningHours } from '../components/locations/opening-hours.tsx';
import { HolidayHoursButton } from '../components/locations/holiday-hours-button.tsx';
import { MapEmbed } from '../components/locations/map-embed.tsx';
import { LocationLicences } from '../components/locations/location-contact.tsx';
import { SocialLinks } from '../components/social-links.tsx';
import { MenuLinkView } from './menu-link-view.tsx';
import { ScrollToTopButton } from './scroll-to-top-button.tsx';
import { StaffCards } from './staff-cards.tsx';
import { SubscribeForm } from '../components/lead-form/subscribe-form.tsx';
import { useSite, useUniqueLocations } from './use-site.ts';
import { RESERVATION_TERMS_PATH } from '../reserve/reserve-checkout.ts';
import { offersReservation } from '../reserve/reservation-offer.ts';
import { SiteLink } from './site-link.tsx';

/**
 * product rule 2.6 footer: navigation columns, contact block, opening hours (with holiday
 * hours), map, staff, social links, licences, manufacturer link, powered-by line.
 */
export function SiteFooter() {
  const site = useSite();
  const { dealership, features, navigation } = site;
  const { address } = dealership;
  const unique = useUniqueLocations();
  const primary = primaryLocation(site.locations);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav className="site-footer__columns" aria-label="Footer">
          {navigation.footer.map((column) => (
            <div key={column.title} className="site-footer__column">
              <h2>{column.title}</h2>
              <ul>
                {listMenuLinks(column.items).map((link) => (
                  <li key={`${link.label}:${link.href}`}>
                    <MenuLinkView link={link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <section className="site-footer__contact" aria-labelledby="footer-contact-title">
          <h2 id="footer-contact-title">{dealership.name}</h2>
          <address>
            {address.street}, {address.city} {address.state} {address.postcode}
            <br />
            <a href={telHref(dealership.phone)}>{dealership.phone}</a>
            <br />
            <a href={`mailto:${dealership.email}`}>{dealership.email}</a>
          </address>
          <SocialLinks links={site.social} className="site-footer__social" />
        </section>
        {primary ? (
          <section className="site-footer__hours" aria-labelledby="footer-hours-title">
            <h2 id="footer-hours-title">Opening hours</h2>
            <OpeningHours location={primary} caption={`${primary.name} opening hours`} />
            <HolidayHoursButton location={primary} />
          </section>
        ) : null}
        {primary && features.footer_map ? (
          <section className="site-footer__map" aria-label={`Map of ${primary.name}`}>
            <MapEmbed location={primary} />
          </section>
        ) : null}
        {features.subscribe_form ? <SubscribeForm /> : null}
      </div>
      <StaffCards staff={site.staff} />
      <div className="site-footer__legal">
        {features.manufacturer_footer ? (
          <p>
            <SiteLink to="/models?body=all">
              {dealership.manufacturer
                ? `View the ${dealership.manufacturer} range`
                : 'View all models'}
            </SiteLink>
          </p>
        ) : null}
        {offersReservation(site) ? (
          <p>
            <a href={RESERVATION_TERMS_PATH}>Reservation terms</a>
          </p>
        ) : null}
        {unique.map((location) => (
          <LocationLicences key={location.id} location={location} />
        ))}
        {site.licence ? <p className="site-footer__licence">{site.licence.text}</p> : null}
        <p className="site-footer__powered">
          © {dealership.name}. Website powered by Dealer Platform.
        </p>
        {features.scroll_to_top ? <ScrollToTopButton /> : null}
      </div>
    </footer>
  );
}
