/** Why a request is refused, in words a shopper can act on; status is a 4xx. */
export interface RequestProblem {
  status: 400 | 404 | 413 | 414 | 415;
  /** The page's heading. */
  title: string;
  /** What is wrong, specifically (which part of the address or form). */
  message: string;
}

export const INVALID_ADDRESS = 'This web address is not valid';

/** A 400 under `title`, its message `<title>: <what is wrong>.` */
export function badRequest(title: string, what: string): RequestProblem {
  return { status: 400, title, message: `${title}: ${what}.` };
}
