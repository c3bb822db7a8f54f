// product rule 2.6 header: the large buttons beside the menu. The two-tier header adds Book a Service
// and Finance Pre-Approval; every header shows the dealership's phone. On phones they move
// into the menu (decision 0010), so one list feeds both places.
import { telHref } from '../format/phone-link.ts';
import type { SiteData } from '../tenant/site-data.ts';

export interface HeaderButton {
  kind: 'service' | 'finance-pre-approval' | 'phone';
  label: string;
  href: string;
}

type HeaderButtonSite = Pick<SiteData, 'features' | 'dealership'>;

export function headerButtons({ features, dealership }: HeaderButtonSite): HeaderButton[] {
  const buttons: HeaderButton[] = [];
  if (features.header_variant === 'two-tier') {
    buttons.push({ kind: 'service', label: 'Book a Service', href: '/service' });
    if (features.finance_pre_approval) {
      buttons.push({
        kind: 'finance-pre-approval',
        label: 'Finance Pre-Approval',
        href: '/finance-pre-approval',
      });
    }
  }
  buttons.push({ kind: 'phone', label: dealership.phone, href: telHref(dealership.phone) });
  return buttons;
}
