import { useMemo } from 'react';
import { InlineJson } from '../app/nonce.tsx';
import { useSite } from '../app/use-site.ts';
import { buildAutoDealerJsonLd } from './auto-dealer-json-ld.ts';

/** The current dealer site as schema.org AutoDealer JSON-LD (spec: page metadata). */
export function DealerJsonLd() {
  const site = useSite();
  const value = useMemo(() => buildAutoDealerJsonLd(site), [site]);
  return <InlineJson type="application/ld+json" value={value} />;
}
