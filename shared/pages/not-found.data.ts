import { data } from 'react-router';

// A tenant page that does not exist: decided in the loader so the 404 status is set before streaming.
export function loadNotFound() {
  return data(null, { status: 404 });
}
