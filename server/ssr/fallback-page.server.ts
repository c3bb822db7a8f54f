/** Sent when even the page shell cannot render: no tenant data, no scripts. */
export function renderFallbackPage(): string {
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Something went wrong</title></head><body><main><h1>Something went wrong</h1><p>Sorry, this page could not be shown. Please try again in a moment.</p></main></body></html>`;
}
