import { useLoaderData } from 'react-router';
import { FavouritesPage } from '../favourites.page.tsx';
import { ContentPage } from '../content/content.page.tsx';
import { ModelPage } from '../models/model.page.tsx';
import { NotFoundPage } from '../not-found.page.tsx';
import { ServiceBookingLinkPage } from '../service-booking-link/service-booking-link.page.tsx';
import type { loadSitePage } from './site-page.data.ts';

/** The page a one-segment tenant path names (see matchSitePage). */
export function SitePage() {
  const page = useLoaderData<typeof loadSitePage>();
  switch (page.kind) {
    case 'favourites':
      return <FavouritesPage />;
    case 'content':
      return <ContentPage page={page} />;
    case 'model':
      return <ModelPage page={page} />;
    case 'service-booking':
      return <ServiceBookingLinkPage />;
    default:
      return <NotFoundPage />;
  }
}
