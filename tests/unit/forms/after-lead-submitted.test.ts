import { afterEach, describe, expect, test, vi } from 'vitest';
import { afterLeadSubmitted, successPath } from '#shared/forms/after-lead-submitted.ts';
import { createLastEnquiredCarStore } from '#shared/forms/last-enquired-car.ts';
import { createUserDetailsStore } from '#shared/forms/saved-user-details.ts';
import { ANALYTICS_EVENTS } from '#shared/analytics/analytics-events.ts';
import { savedCar } from '../saved-cars/saved-car-fixture.ts';

const site = { slug: 'bayside-mazda' };
const values = {
  name: 'Jane',
  last_name: 'Citizen',
  email: 'jane@example.com',
  phone: '0491 570 156',
  postcode: '3000',
  message: 'Is it still available?',
  opt_in: true,
};

function setUp() {
  const items = new Map<string, string>();
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
  const fakeWindow: { dataLayer?: unknown[] } = {};
  vi.stubGlobal('window', fakeWindow);
  const stores = {
    userDetails: createUserDetailsStore(site.slug, () => storage),
    lastEnquiredCar: createLastEnquiredCarStore(site.slug, () => storage),
  };
  return { items, fakeWindow, stores, navigate: vi.fn<(to: string) => void>() };
}

describe('afterLeadSubmitted (product rule 4.4: a lead id came back)', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('pushes the event with the lead id only, saves the details and the car, goes to /success?car=', () => {
    const { items, fakeWindow, stores, navigate } = setUp();
    afterLeadSubmitted({
      site,
      eventId: ANALYTICS_EVENTS.used_car_enquiry,
      leadId: 'lead-123',
      values,
      car: savedCar(7),
      navigate,
      stores,
    });
    expect(fakeWindow.dataLayer).toEqual([
      { event: 'used_car_enquiry', event_id: 15, lead_id: 'lead-123' },
    ]);
    const pushed = JSON.stringify(fakeWindow.dataLayer);
    for (const personal of ['Jane', 'Citizen', 'jane@example.com', '0491', '3000', 'available']) {
      expect(pushed).not.toContain(personal);
    }
    expect(stores.userDetails.read()).toEqual({
      name: 'Jane',
      last_name: 'Citizen',
      email: 'jane@example.com',
      phone: '0491 570 156',
      postcode: '3000',
    });
    expect(stores.lastEnquiredCar.read()).toEqual(savedCar(7));
    expect([...items.keys()].every((key) => key.endsWith(':bayside-mazda'))).toBe(true);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(`/success?car=${savedCar(7).slug}`);
  });

  test('without a car: no car is stored and the page is plain /success', () => {
    const { stores, navigate } = setUp();
    afterLeadSubmitted({
      site,
      eventId: ANALYTICS_EVENTS.general_enquiry,
      leadId: 'lead-9',
      values,
      navigate,
      stores,
    });
    expect(stores.lastEnquiredCar.read()).toBeNull();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/success');
  });

  test('storage failures never stop the shopper reaching the success page', () => {
    const fakeWindow: { dataLayer?: unknown[] } = {};
    vi.stubGlobal('window', fakeWindow);
    const navigate = vi.fn();
    const broken = () => ({
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    afterLeadSubmitted({
      site,
      eventId: ANALYTICS_EVENTS.general_enquiry,
      leadId: 'lead-1',
      values,
      car: savedCar(1),
      navigate,
      stores: {
        userDetails: createUserDetailsStore(site.slug, broken),
        lastEnquiredCar: createLastEnquiredCarStore(site.slug, broken),
      },
    });
    expect(fakeWindow.dataLayer).toHaveLength(1);
    expect(navigate).toHaveBeenCalledWith(`/success?car=${savedCar(1).slug}`);
  });

  test('successPath encodes the slug', () => {
    expect(successPath(null)).toBe('/success');
    expect(successPath({ slug: 'a b' })).toBe('/success?car=a%20b');
  });
});
