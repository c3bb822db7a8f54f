import { useEffect, useState } from 'react';
import { useSite } from '../app/use-site.ts';
import {
  createUserDetailsStore,
  EMPTY_USER_DETAILS,
  type SavedUserDetails,
} from './saved-user-details.ts';

/**
 * The shopper's saved details on this site, for prefilling a lead form. Empty on
 * the server and in the first browser render (read in an effect), so the
 * hydrated HTML always matches the server's.
 */
export function useSavedUserDetails(): Readonly<SavedUserDetails> {
  const { slug } = useSite();
  const [details, setDetails] = useState<Readonly<SavedUserDetails>>(EMPTY_USER_DETAILS);
  useEffect(() => {
    setDetails(createUserDetailsStore(slug).read());
  }, [slug]);
  return details;
}
