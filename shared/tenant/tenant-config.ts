/**
 * Types of a dealer site (tenant) configuration, `tenants/<slug>.json`, derived from its
 * schema in shared/tenant/schema/ (docs/decisions/0024-tenant-schema-in-typescript.md).
 * Type imports only: the browser bundle never loads TypeBox.
 */
import type { Static } from 'typebox';
import type * as catalogue from './schema/catalogue.ts';
import type * as content from './schema/content.ts';
import type * as dealership from './schema/dealership.ts';
import type { isoDate } from './schema/define.ts';
import type * as features from './schema/features.ts';
import type * as feeds from './schema/feeds.ts';
import type * as hours from './schema/hours.ts';
import type * as images from './schema/images.ts';
import type * as leadDelivery from './schema/lead-delivery.ts';
import type * as locations from './schema/locations.ts';
import type * as navigation from './schema/navigation.ts';
import type * as payments from './schema/payments.ts';
import type * as primitives from './schema/primitives.ts';
import type * as promotions from './schema/promotions.ts';
import type * as search from './schema/search.ts';
import type * as theme from './schema/theme.ts';
import type { TenantConfigSchema } from './schema/index.ts';

/** Root of `tenants/<slug>.json`. */
export type TenantConfig = Static<typeof TenantConfigSchema>;

export type Slug = Static<typeof primitives.Slug>;
export type Hostname = Static<typeof primitives.Hostname>;
export type HexColor = Static<typeof primitives.HexColor>;
export type Time = Static<typeof primitives.Time>;
export type IsoDate = Static<ReturnType<typeof isoDate>>;
export type Phone = Static<typeof primitives.Phone>;
export type AssetUrl = Static<typeof primitives.AssetUrl>;
export type LinkUrl = Static<typeof primitives.LinkUrl>;
export type AustralianState = Static<typeof primitives.State>;
export type CarType = Static<typeof primitives.CarType>;
export type FinanceProvider = Static<typeof primitives.FinanceProvider>;
export type LogoRef = Static<typeof primitives.LogoRef>;
export type Image = Static<typeof primitives.Image>;

export type ThemeColors = Static<typeof theme.ThemeColors>;
export type ThemeLogo = Static<typeof theme.ThemeLogo>;
export type TenantTheme = Static<typeof theme.TenantTheme>;
export type TenantSeo = Static<typeof theme.TenantSeo>;
export type TenantHome = Static<typeof theme.TenantHome>;

export type LocationType = Static<typeof locations.LocationType>;
export type LocationAddress = Static<typeof locations.LocationAddress>;
export type ContactDetail = Static<typeof locations.ContactDetail>;
export type Location = Static<typeof locations.Location>;
export type OpeningHoursEntry = Static<typeof hours.OpeningHoursEntry>;
export type SpecialHoursEntry = Static<typeof hours.SpecialHoursEntry>;

export type Address = Static<typeof dealership.Address>;
export type Dealership = Static<typeof dealership.Dealership>;
export type StaffMember = Static<typeof dealership.StaffMember>;
export type SocialLinks = Static<typeof dealership.SocialLinks>;
export type Licence = Static<typeof dealership.Licence>;
export type ServiceBooking = Static<typeof dealership.ServiceBooking>;

export type PaymentProvider = Static<typeof payments.PaymentProvider>;
export type PaymentAuthorizationType = Static<typeof payments.PaymentAuthorizationType>;
export type PaymentProcessor = Static<typeof payments.PaymentProcessor>;
export type ReservationTerms = Static<typeof payments.ReservationTerms>;
export type FinanceConfig = Static<typeof payments.FinanceConfig>;

export type LeadDepartment = Static<typeof leadDelivery.LeadDepartment>;
export type DepartmentEmails = Static<typeof leadDelivery.DepartmentEmails>;
export type LeadDeliveryConfig = Static<typeof leadDelivery.LeadDelivery>;
export type FeedConfig = Static<typeof feeds.Feed>;
export type FeedMappingConfig = Static<typeof feeds.FeedMapping>;

export type StarsConfig = Static<typeof features.StarsConfig>;
export type TenantFeatures = Static<typeof features.TenantFeatures>;
export type StockKind = Static<typeof features.StockKind>;
export type TenantLabels = Static<typeof features.TenantLabels>;

export type CardChip = Static<typeof search.CardChip>;
export type SearchFacet = Static<typeof search.SearchFacet>;
export type LandingPath = Static<typeof search.LandingPath>;
export type SearchConfig = Static<typeof search.SearchConfig>;

export type DynamicDropdown = Static<typeof navigation.DynamicDropdown>;
export type DropdownMenu = Static<typeof navigation.DropdownMenu>;
export type NavigationItem = Static<typeof navigation.NavigationItem>;
export type FooterColumn = Static<typeof navigation.FooterColumn>;
export type Navigation = Static<typeof navigation.Navigation>;

export type BodyType = Static<typeof catalogue.BodyType>;
export type Manufacturer = Static<typeof catalogue.Manufacturer>;
export type ModelImage = Static<typeof catalogue.ModelImage>;
export type Model = Static<typeof catalogue.Model>;
export type DealershipWebsite = Static<typeof catalogue.DealershipWebsite>;

export type PromoCard = Static<typeof promotions.PromoCard>;
export type Offer = Static<typeof promotions.Offer>;
export type ImagesConfig = Static<typeof images.ImagesConfig>;
export type CertifiedBadge = Static<typeof images.CertifiedBadge>;

export type WhyChooseKey = Static<typeof content.WhyChooseKey>;
export type LetsTalkBlock = Static<typeof content.LetsTalkBlock>;
export type WhyChooseItem = Static<typeof content.WhyChooseItem>;
export type WhyChooseBlock = Static<typeof content.WhyChooseBlock>;
export type Highlight = Static<typeof content.Highlight>;
export type ContentPageConsent = Static<typeof content.ContentPageConsent>;
export type ContentPageDeclaration = Static<typeof content.ContentPage>;
export type TemplateContent = Static<typeof content.TemplateContent>;
