import { telHref } from '../format/phone-link.ts';
import { useSite } from './use-site.ts';

export function SiteFooter() {
  const site = useSite();
  const { dealership } = site;
  const { address } = dealership;
  return (
    <footer className="site-footer">
      <div className="site-footer__contact">
        <h2>{dealership.name}</h2>
        <address>
          {address.street}, {address.city} {address.state} {address.postcode}
          <br />
          <a href={telHref(dealership.phone)}>{dealership.phone}</a>
          {dealership.email ? (
            <>
              <br />
              <a href={`mailto:${dealership.email}`}>{dealership.email}</a>
            </>
          ) : null}
        </address>
      </div>
      <p className="site-footer__powered">Powered by Dealer Platform</p>
    </footer>
  );
}
