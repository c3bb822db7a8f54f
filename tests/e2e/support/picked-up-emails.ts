import fs from 'node:fs';
import path from 'node:path';

export interface PickedUpEmail {
  file: string;
  /** Quoted-printable soft line breaks joined, so a sentence can be searched for. */
  text: string;
}

/** Lead emails the server wrote (no SMTP_URL: .eml files in DATA_DIR/mail-pickup). */
export function pickedUpEmails(dataDir: string): PickedUpEmail[] {
  const dir = path.join(dataDir, 'mail-pickup');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).map((file) => ({
    file,
    text: fs.readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, ''),
  }));
}

/** The first picked-up email `matches` accepts, waiting for the relay up to `timeoutMs`. */
export async function waitForEmail(
  dataDir: string,
  matches: (email: PickedUpEmail) => boolean,
  what: string,
  timeoutMs = 15_000,
): Promise<PickedUpEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const email = pickedUpEmails(dataDir).find(matches);
    if (email) return email;
    if (Date.now() > deadline) throw new Error(`no lead email ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
