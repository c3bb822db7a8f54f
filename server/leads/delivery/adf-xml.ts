// ADF 1.0 for dealer CRMs (decision 0007; adf-xml reference): the element order and the
// platform's mapping rules are the reference's, checked by parsing the output back in tests.
import { carPrice } from '#shared/format/money.ts';
import { formatRequestedAt, isoInstant, isoRequestedAt } from './dealer-time.ts';
import {
  absoluteUrl,
  bodyLabel,
  carTypeNote,
  FORM_KIND_LABELS,
  leadNotes,
  phoneType,
} from './lead-facts.ts';
import type { CustomerVehicle, LeadForDelivery, WantedVehicle } from './lead-for-delivery.ts';
import type { CarSnapshot } from '../store/lead-row.ts';
import { stateForPostcode } from './postcode-region.ts';
import {
  element,
  renderXml,
  requiredTextElement,
  textElement,
  type XmlElement,
} from './xml-tree.ts';

export const ADF_MEDIA_TYPE = 'application/x-adf+xml';
/** The `source` of the ids this platform issues. */
export const PLATFORM_ID_SOURCE = 'dealer-platform';
export const PLATFORM_NAME = 'Dealer Platform';

type Interest = 'buy' | 'test-drive';

function lines(values: readonly (string | null | false | undefined)[]): string | null {
  const kept = values.filter((value): value is string => !!value);
  return kept.length === 0 ? null : kept.join('\n');
}

function stockVehicle(car: CarSnapshot, interest: Interest, siteUrl: string): XmlElement {
  const pricing = carPrice(car);
  const hasPrice = pricing.type !== null;
  // ADF has no demo status: a demo goes as new and says so in comments (reference).
  return element('vehicle', { interest, status: car.car_type === 'used' ? 'used' : 'new' }, [
    textElement('id', car.id, { sequence: '1', source: PLATFORM_ID_SOURCE }),
    requiredTextElement('year', car.year),
    requiredTextElement('make', car.make),
    requiredTextElement('model', car.model),
    textElement('vin', car.vin),
    textElement('stock', car.stocknum),
    textElement('trim', car.badge),
    textElement('bodystyle', bodyLabel(car)),
    textElement('transmission', car.simple_transmission),
    textElement('odometer', car.km, { units: 'km' }),
    car.colour !== '' &&
      element('colorcombination', {}, [textElement('exteriorcolor', car.colour)]),
    hasPrice ? textElement('price', car.price, { type: 'asking', currency: 'AUD' }) : null,
    textElement('pricecomments', pricing.type ?? pricing.amount),
    textElement(
      'comments',
      lines([car.car_type === 'demo' && carTypeNote(car), absoluteUrl(siteUrl, car.url)]),
    ),
  ]);
}

/** No stock car: the make and model asked about, or (vehicle+ is required) an empty one. */
function wantedVehicle(wanted: WantedVehicle | null, interest: Interest): XmlElement {
  const status = wanted?.car_type === 'used' ? 'used' : 'new';
  return element('vehicle', { interest, status }, [
    requiredTextElement('year', null),
    requiredTextElement('make', wanted?.make),
    requiredTextElement('model', wanted?.model),
    textElement(
      'comments',
      wanted === null
        ? 'No particular vehicle chosen on the form.'
        : wanted.car_type === 'demo'
          ? 'Demo vehicle'
          : null,
    ),
  ]);
}

function tradeInVehicle(vehicle: CustomerVehicle): XmlElement {
  return element('vehicle', { interest: 'trade-in', status: 'used' }, [
    requiredTextElement('year', vehicle.year),
    requiredTextElement('make', vehicle.make),
    requiredTextElement('model', vehicle.model),
    textElement('vin', vehicle.vin),
    textElement('trim', vehicle.badge),
    textElement('odometer', vehicle.km, { units: 'km' }),
    vehicle.colour &&
      element('colorcombination', {}, [textElement('exteriorcolor', vehicle.colour)]),
    // A registration plate has no ADF element.
    textElement('comments', vehicle.rego ? `Rego: ${vehicle.rego}` : null),
  ]);
}

function vehicles(lead: LeadForDelivery): XmlElement[] {
  const interest: Interest = lead.form_kind === 'test-drive' ? 'test-drive' : 'buy';
  const wanted = lead.car
    ? stockVehicle(lead.car, interest, lead.dealer.site_url)
    : lead.wanted_vehicle || !lead.trade_in
      ? wantedVehicle(lead.wanted_vehicle, interest)
      : null;
  return [wanted, lead.trade_in && tradeInVehicle(lead.trade_in)].filter(
    (vehicle): vehicle is XmlElement => !!vehicle,
  );
}

function customer(lead: LeadForDelivery): XmlElement {
  const { customer: person } = lead;
  const names = person.last_name
    ? [
        textElement('name', person.name, { part: 'first' }),
        textElement('name', person.last_name, { part: 'last' }),
      ]
    : [requiredTextElement('name', person.name, { part: 'full' })];
  const region = stateForPostcode(person.postcode, person.country);
  const testDrive = lead.form_kind === 'test-drive' ? lead.requested_at : null;
  return element('customer', {}, [
    element('contact', {}, [
      ...names,
      textElement('email', person.email),
      person.phone &&
        textElement('phone', person.phone, { type: phoneType(person.phone, person.country) }),
      person.postcode &&
        element('address', {}, [
          // street+ is required and the form asks for none.
          requiredTextElement('street', null, { line: '1' }),
          textElement('regioncode', region),
          textElement('postalcode', person.postcode),
          textElement('country', person.country),
        ]),
    ]),
    testDrive &&
      element('timeframe', {}, [
        textElement('description', `Test drive requested for ${formatRequestedAt(testDrive)}`),
        textElement('earliestdate', isoRequestedAt(testDrive)),
      ]),
    textElement(
      'comments',
      lines([lead.message?.replace(/\r\n?/g, '\n').trim(), ...leadNotes(lead)]),
    ),
  ]);
}

function vendor(lead: LeadForDelivery): XmlElement {
  const { dealer } = lead;
  const { location } = dealer;
  return element('vendor', {}, [
    textElement('id', location.id, { sequence: '1', source: `${PLATFORM_ID_SOURCE}/location` }),
    textElement('vendorname', dealer.name),
    textElement('url', dealer.site_url),
    element('contact', {}, [
      textElement('name', location.name, { part: 'full' }),
      textElement('email', location.email),
      textElement('phone', location.phone, { type: 'voice' }),
      element('address', {}, [
        textElement('street', location.street, { line: '1' }),
        textElement('city', location.city),
        textElement('regioncode', location.state),
        textElement('postalcode', location.postcode),
        textElement('country', 'AU'),
      ]),
    ]),
  ]);
}

/** The ADF 1.0 document for one delivery of `lead`; `redelivery` sends `status="resend"`. */
export function buildAdfXml(lead: LeadForDelivery): string {
  const prospect = element('prospect', { status: lead.redelivery ? 'resend' : 'new' }, [
    textElement('id', lead.lead_id, { sequence: '1', source: PLATFORM_ID_SOURCE }),
    textElement('requestdate', isoInstant(lead.created_at)),
    ...vehicles(lead),
    customer(lead),
    vendor(lead),
    element('provider', {}, [
      textElement('name', PLATFORM_NAME, { part: 'full' }),
      textElement('service', `Website ${FORM_KIND_LABELS[lead.form_kind]}`),
      textElement('url', lead.source_page),
    ]),
  ]);
  return `<?xml version="1.0"?>\n<?adf version="1.0"?>\n${renderXml(element('adf', {}, [prospect]))}\n`;
}
