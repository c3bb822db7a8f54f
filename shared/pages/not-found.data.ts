import { data, type LoaderFunctionArgs } from 'react-router';

// A tenant page that does not exist: decided in the loader so the 404 status is set before streaming.
export function loadNotFound({ request }: LoaderFunctionArgs) {
  return data({ pathname: new URL(request.url).pathname }, { status: 404 });
}
