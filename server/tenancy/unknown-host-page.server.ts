export function renderUnknownHostPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Site not found</title></head><body><main><h1>Site not found</h1><p>No website is configured for this address.</p></main></body></html>`;
}
