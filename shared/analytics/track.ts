import { analyticsEventName, type AnalyticsEventId } from './analytics-events.ts';

/** Flat values only: tag managers read dataLayer entries as key/value pairs. */
export type AnalyticsPayload = Record<string, string | number | boolean | null>;

/** One entry of `window.dataLayer` as this platform writes it. */
export interface AnalyticsEntry extends AnalyticsPayload {
  event: string;
  event_id: AnalyticsEventId;
}

interface DataLayerWindow {
  dataLayer?: unknown[];
}

/**
 * Pushes one event to `window.dataLayer` (created when missing) for whatever
 * tag manager the dealer adds; no third-party script is loaded here (decision 0006).
 * A no-op on the server, where there is no window.
 */
export function track(eventId: AnalyticsEventId, payload: AnalyticsPayload = {}): void {
  if (typeof window === 'undefined') return;
  const target = window as unknown as DataLayerWindow;
  if (!Array.isArray(target.dataLayer)) target.dataLayer = [];
  const entry: AnalyticsEntry = {
    ...payload,
    event: analyticsEventName(eventId),
    event_id: eventId,
  };
  target.dataLayer.push(entry);
}
