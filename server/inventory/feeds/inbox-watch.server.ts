// A drop folder watched so a file an operator's SFTP server writes is pulled at once rather
// than at the next interval (docs/inventory.md, "Dealer feeds"). A file counts as arrived when
// nothing has touched it for the settle time: an upload still writing keeps moving it, and a
// file renamed into place arrives whole. fs.watch may say nothing on a network filesystem; the
// scheduler's interval pulls the folder anyway.
import fs from 'node:fs';
import path from 'node:path';

export interface InboxWatch {
  close(): void;
}

export interface InboxWatchOptions {
  dir: string;
  fileName: string;
  /** How long the file must be left alone before it counts as arrived. */
  settleMs: number;
  onArrived: () => void;
  onError: (error: Error) => void;
}

export function watchInbox(options: InboxWatchOptions): InboxWatch {
  const { dir, fileName, settleMs } = options;
  let timer: NodeJS.Timeout | undefined;
  let watcher: fs.FSWatcher | undefined;
  let lastSeen = '';
  const stateOf = () => {
    try {
      const stat = fs.statSync(path.join(dir, fileName));
      return `${stat.size}-${stat.mtimeMs}`;
    } catch {
      return '';
    }
  };
  // Fires once the file has stayed the same for a whole settle time.
  const settle = () => {
    clearTimeout(timer);
    lastSeen = stateOf();
    timer = setTimeout(() => {
      const now = stateOf();
      if (now === '') return;
      if (now !== lastSeen) return settle();
      options.onArrived();
    }, settleMs);
    timer.unref();
  };
  try {
    fs.mkdirSync(dir, { recursive: true });
    watcher = fs.watch(dir, { persistent: false }, (_event, name) => {
      if (name === null || name.toString() === fileName) settle();
    });
    watcher.on('error', (error) => options.onError(error));
  } catch (error) {
    options.onError(error as Error);
  }
  return {
    close() {
      clearTimeout(timer);
      watcher?.close();
    },
  };
}
