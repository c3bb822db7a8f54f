export const USAGE = `Usage: npm run leads -- <command>

  list --tenant <slug> [--status Complete|Incomplete] [--since YYYY-MM-DD] [--limit N] [--spam]
      the newest leads first (50 unless --limit); spam only with --spam
  show <lead-id> [--tenant <slug>]
      every stored field of a lead, its deliveries and their attempts
  export --tenant <slug> [--status Complete|Incomplete] [--since YYYY-MM-DD] [--out file.csv]
      every lead that is not spam as CSV, to stdout or --out
  redeliver <lead-id> [--tenant <slug>] [--channel email|webhook]
      queue the lead's deliveries again (Complete, non-spam leads only)

--since is a UTC date. Uses DATA_DIR (PGlite) or DATABASE_URL like the server.`;
