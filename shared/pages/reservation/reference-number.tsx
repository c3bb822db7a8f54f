import { useState } from 'react';
import { useIsHydrated } from '../../app/use-is-hydrated.ts';

/** The reservation's reference, large, with a Copy button once the page runs in the browser. */
export function ReferenceNumber({ reference }: { reference: string }) {
  const isHydrated = useIsHydrated();
  const [copied, setCopied] = useState<'yes' | 'no' | undefined>();
  const copy = () => {
    navigator.clipboard.writeText(reference).then(
      () => setCopied('yes'),
      () => setCopied('no'),
    );
  };
  return (
    <div className="reservation-reference">
      <p className="reservation-reference__label">Your reference number</p>
      <p className="reservation-reference__number">{reference}</p>
      {isHydrated && typeof navigator.clipboard?.writeText === 'function' ? (
        <button type="button" className="button-quiet" onClick={copy}>
          Copy reference
        </button>
      ) : null}
      <p className="reservation-reference__status" role="status">
        {copied === 'yes'
          ? 'Copied.'
          : copied === 'no'
            ? 'Could not copy: select the number instead.'
            : ''}
      </p>
    </div>
  );
}
