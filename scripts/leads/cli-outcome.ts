/** What one run of `npm run leads` prints and exits with; the entry only writes it out. */
export interface CliOutcome {
  exitCode: 0 | 1 | 2;
  stdout: string;
  stderr: string;
}

/** A bad argument: exit 2 with the usage text. */
export class UsageError extends Error {}

/** The lead store could not be opened: exit 1, as for a LeadAdminError (a refused request). */
export class CommandFailure extends Error {}
