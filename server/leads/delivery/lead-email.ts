// The staff email for a lead (decision 0007): one list of sections rendered twice, as plain
// text and as escaped HTML, so both bodies always say the same thing.
import { carPriceText } from '#shared/format/money.ts';
import { carTitle, formatKm } from '#shared/format/car-format.ts';
import { formatDealerTime, formatRequestedAt } from './dealer-time.ts';
import {
  absoluteUrl,
  carTypeNote,
  customerFullName,
  customerVehicleText,
  FORM_KIND_LABELS,
  leadNotes,
  oneLine,
} from './lead-facts.ts';
import type { LeadForDelivery } from './lead-for-delivery.ts';
import { stateForPostcode } from './postcode-region.ts';
import { renderEmailHtml, renderEmailText, type EmailSection } from './email-sections.ts';
import { stripControlCharacters } from './xml-escape.ts';

export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
  /** The customer, so staff answer with Reply; null when the lead has no usable email. */
  replyTo: { name: string; address: string } | null;
}

function subjectMarkers(lead: LeadForDelivery): string {
  return [
    lead.redelivery && '[Resent]',
    lead.repeat_of && '[Repeat enquiry]',
    lead.lead_status === 'Incomplete' && '[Incomplete]',
  ]
    .filter(Boolean)
    .map((marker) => `${marker} `)
    .join('');
}

function subjectTopic(lead: LeadForDelivery): string {
  if (lead.car) return `${carTitle(lead.car)} (stock ${lead.car.stocknum})`;
  if (lead.wanted_vehicle) return carTitle({ ...lead.wanted_vehicle, year: null });
  if (lead.trade_in) return customerVehicleText(lead.trade_in);
  return lead.subcategory ? `${lead.category} / ${lead.subcategory}` : lead.category;
}

/** One line with no control characters: a subject can never smuggle in a header. */
export function emailSubject(lead: LeadForDelivery): string {
  const name = customerFullName(lead.customer);
  return stripControlCharacters(
    oneLine(
      `${subjectMarkers(lead)}New ${FORM_KIND_LABELS[lead.form_kind]}: ${subjectTopic(lead)} — ${name}`,
    ),
  );
}

// An address with anything beyond one plain mailbox is not offered as Reply-To.
const PLAIN_MAILBOX = /^[^\s@<>()",;:\\[\]]+@[^\s@<>()",;:\\[\]]+\.[^\s@<>()",;:\\[\]]+$/;

function replyTo(lead: LeadForDelivery): LeadEmail['replyTo'] {
  const address = lead.customer.email?.trim() ?? '';
  if (!PLAIN_MAILBOX.test(address)) return null;
  return { name: stripControlCharacters(customerFullName(lead.customer)), address };
}

function sections(lead: LeadForDelivery): EmailSection[] {
  const { customer, car, dealer } = lead;
  const state = stateForPostcode(customer.postcode, customer.country);
  const result: EmailSection[] = [
    {
      heading: 'Customer',
      rows: [
        { label: 'Name', value: customerFullName(customer) },
        {
          label: 'Email',
          value: customer.email,
          href: customer.email && `mailto:${customer.email}`,
        },
        {
          label: 'Phone',
          value: customer.phone,
          href: customer.phone && `tel:${customer.phone.replace(/\s/g, '')}`,
        },
        {
          label: 'Postcode',
          value: customer.postcode && [customer.postcode, state].filter(Boolean).join(' '),
        },
      ],
    },
  ];
  if (lead.message?.trim()) result.push({ heading: 'Message', paragraph: lead.message.trim() });
  if (lead.form_kind === 'test-drive' && lead.requested_at) {
    result.push({
      heading: 'Test drive',
      rows: [{ label: 'Requested', value: formatRequestedAt(lead.requested_at) }],
    });
  }
  if (car) {
    const url = absoluteUrl(dealer.site_url, car.url);
    result.push({
      heading: 'Vehicle of interest',
      rows: [
        { label: 'Vehicle', value: carTitle(car), href: url },
        { label: 'Type', value: carTypeNote(car) },
        { label: 'Stock number', value: car.stocknum },
        { label: 'VIN', value: car.vin },
        { label: 'Odometer', value: formatKm(car.km) },
        { label: 'Price', value: carPriceText(car) },
        { label: 'Colour', value: car.colour },
        { label: 'Page', value: url, href: url },
      ],
    });
  } else if (lead.wanted_vehicle) {
    const wanted = lead.wanted_vehicle;
    result.push({
      heading: 'Vehicle of interest',
      rows: [
        { label: 'Vehicle', value: carTitle({ ...wanted, year: null }) },
        {
          label: 'Type',
          value:
            wanted.car_type && `${wanted.car_type[0]?.toUpperCase()}${wanted.car_type.slice(1)}`,
        },
      ],
    });
  }
  if (lead.trade_in) {
    result.push({
      heading: 'Trade-in',
      rows: [{ label: 'Vehicle', value: customerVehicleText(lead.trade_in) }],
    });
  }
  result.push({ heading: 'Notes', list: leadNotes(lead) });
  result.push({
    heading: 'Lead',
    rows: [
      { label: 'Received', value: formatDealerTime(lead.created_at, dealer.location.state) },
      { label: 'Location', value: dealer.location.name },
      { label: 'Sent from', value: lead.source_page, href: lead.source_page },
      { label: 'Lead id', value: lead.lead_id },
    ],
  });
  return result;
}

export function buildEmail(lead: LeadForDelivery): LeadEmail {
  const subject = emailSubject(lead);
  const name = customerFullName(lead.customer) || 'A customer';
  const kind = FORM_KIND_LABELS[lead.form_kind];
  const article = /^[aeiou]/.test(kind) ? 'an' : 'a';
  const intro = `${name} sent ${article} ${kind} through the ${lead.dealer.name} website.`;
  const body = sections(lead);
  return {
    subject,
    text: renderEmailText(intro, body),
    html: renderEmailHtml(subject, intro, body),
    replyTo: replyTo(lead),
  };
}
