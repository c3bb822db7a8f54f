import { useLoaderData } from 'react-router';
import { useSite } from '../app/use-site.ts';

/** What the server found wrong with a request (a malformed address or form post). */
export interface RequestProblemData {
  title: string;
  message: string;
}

/** A refused request in the site's chrome: what is wrong, and the way back. */
export function RequestProblemPage() {
  const site = useSite();
  const { title, message } = useLoaderData() as RequestProblemData;
  return (
    <section className="not-found">
      <title>{`${title} | ${site.dealership.name}`}</title>
      <meta name="robots" content="noindex,follow" />
      <h1>{title}</h1>
      <p>{message}</p>
      <p>
        <a href="/">Go to the home page</a> or <a href={site.listing_path}>browse our vehicles</a>.
      </p>
    </section>
  );
}
