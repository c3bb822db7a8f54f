import { useEffect, useState } from 'react';
import { formatDollars } from '../../format/money.ts';
import { estimateUrl, type EstimateAnswer } from '../../trade-in/estimate-request.ts';
import {
  NO_ONLINE_ESTIMATE_NOTE,
  onlineEstimate,
  typedTradeInVehicle,
} from '../../trade-in/online-estimate.ts';

/** Typing pauses this long before the estimate is asked for. */
const TYPING_PAUSE_MS = 400;

type EstimateState =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'answered'; answer: EstimateAnswer }
  | { state: 'failed' };

/**
 * The online estimate under the trade-in form's vehicle fields: asked for as soon as make,
 * model, year, odometer and condition are all given and the trade-in rule allows one; the
 * rule's own note when it does not. The lead goes to the team whatever this shows.
 */
export function TradeInEstimate({ values }: { values: Readonly<Record<string, unknown>> }) {
  const rule = onlineEstimate(
    { year: values['Vehicle Year'], km: values['Vehicle Kms'] },
    new Date(),
  );
  const vehicle = rule === 'available' ? typedTradeInVehicle(values) : null;
  const url = vehicle ? estimateUrl(vehicle) : null;
  const [estimate, setEstimate] = useState<EstimateState>({ state: 'idle' });

  useEffect(() => {
    if (!url) {
      setEstimate({ state: 'idle' });
      return;
    }
    const abort = new AbortController();
    // Loading starts when the request does, not on every keystroke, so the box does not flicker.
    const timer = setTimeout(() => {
      setEstimate({ state: 'loading' });
      fetch(url, { signal: abort.signal, headers: { Accept: 'application/json' } })
        .then(async (res) => {
          if (!res.ok) throw new Error(`estimate answered ${res.status}`);
          const answer = (await res.json()) as EstimateAnswer;
          // A newer vehicle may have been typed while this body arrived.
          if (!abort.signal.aborted) setEstimate({ state: 'answered', answer });
        })
        .catch(() => {
          if (!abort.signal.aborted) setEstimate({ state: 'failed' });
        });
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [url]);

  return (
    <div className="trade-in-estimate" role="status">
      {rule === 'unavailable' ? (
        <p>{NO_ONLINE_ESTIMATE_NOTE}</p>
      ) : url ? (
        <EstimateText estimate={estimate} />
      ) : null}
    </div>
  );
}

function EstimateText({ estimate }: { estimate: EstimateState }) {
  switch (estimate.state) {
    case 'idle':
      return null;
    case 'loading':
      return <p>Working out your estimate…</p>;
    case 'failed':
      return (
        <p>
          We couldn't work out an estimate just now. Send your details anyway: our team will value
          your vehicle.
        </p>
      );
    case 'answered': {
      const { low, high, comparables } = estimate.answer;
      if (low === null || high === null) {
        return (
          <p>
            We have no comparable vehicles in our stock or recent sales to estimate from. Send your
            details: our team will value your vehicle.
          </p>
        );
      }
      return (
        <>
          <p className="trade-in-estimate__heading">Your estimated trade-in value</p>
          <p className="trade-in-estimate__range">
            {formatDollars(low)} to {formatDollars(high)}
          </p>
          <p>
            Based on {comparables} comparable {comparables === 1 ? 'vehicle' : 'vehicles'} in our
            stock and recent sales. It is indicative only and subject to an inspection of your
            vehicle; send your details for a firm offer.
          </p>
        </>
      );
    }
  }
}
