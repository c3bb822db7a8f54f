/**
 * product rule 9.2: analytics event ids, pushed to `window.dataLayer` with the event's
 * name. The lead flow's default event is `general_enquiry` (22).
 */
export const ANALYTICS_EVENTS = {
  general_enquiry: 22,
  new_car_enquiry: 14,
  used_car_enquiry: 15,
  /** Test drive or find-similar for a new car. */
  new_car_test_drive: 17,
  used_car_test_drive: 48,
  call_dealer: 25,
  search_select: 29,
  favourite: 39,
  careers_enquiry: 51,
} as const;

export type AnalyticsEventName = keyof typeof ANALYTICS_EVENTS;
export type AnalyticsEventId = (typeof ANALYTICS_EVENTS)[AnalyticsEventName];

export const DEFAULT_LEAD_EVENT_ID: AnalyticsEventId = ANALYTICS_EVENTS.general_enquiry;

const NAMES_BY_ID = new Map<number, AnalyticsEventName>(
  Object.entries(ANALYTICS_EVENTS).map(([name, id]) => [id, name as AnalyticsEventName]),
);

export function analyticsEventName(eventId: AnalyticsEventId): AnalyticsEventName {
  return NAMES_BY_ID.get(eventId)!;
}
