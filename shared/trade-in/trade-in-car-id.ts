/**
 * The `car_id` of /cars/trade-in?car_id={id}: the dealer's car the shopper is
 * trading towards. Anything but one positive whole id is no car at all.
 */
export function readTradeInCarId(search: URLSearchParams): number | null {
  const values = search.getAll('car_id');
  if (values.length !== 1) return null;
  const [value = ''] = values;
  if (!/^[1-9]\d{0,14}$/.test(value)) return null;
  return Number(value);
}
