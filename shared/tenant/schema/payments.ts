import { Type } from 'typebox';
import { define, described, isoDate, stringEnum } from './define.ts';
import { FinanceProvider, Percent } from './primitives.ts';

export const PaymentProvider = stringEnum(['Stripe', 'Till', 'St George'], {
  description: 'Absent when the site does not take online deposits.',
});

export const PaymentAuthorizationType = stringEnum(['stripe', 'till', 'st_george']);

const AuthorizationKey = Type.String({ minLength: 1, maxLength: 200 });

const EnvironmentVariable = (description: string) =>
  Type.String({ description, pattern: '^[A-Z][A-Z0-9_]{2,63}$' });

export const PaymentProcessor = define(
  'PaymentProcessor',
  Type.Object(
    {
      authorization_type: PaymentAuthorizationType,
      authorization_key: Type.Optional(AuthorizationKey),
      deposit_amount: Type.Number({ description: 'Deposit in AUD.', minimum: 1, maximum: 100000 }),
      apple_pay_enabled: Type.Boolean(),
      google_pay_enabled: Type.Boolean(),
      google_merchant_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
      secret_key_env: Type.Optional(
        EnvironmentVariable(
          "Stripe only: the environment variable holding this dealer's secret key (default STRIPE_SECRET_KEY). Never the key itself.",
        ),
      ),
      webhook_secret_env: Type.Optional(
        EnvironmentVariable(
          "Stripe only: the environment variable holding the signing secret of this dealer's webhook endpoint (default STRIPE_WEBHOOK_SECRET).",
        ),
      ),
    },
    {
      description:
        'Online reserve processor. Stripe needs its publishable key in authorization_key; Till and St George skip the payment intent.',
      additionalProperties: false,
      if: Type.Object({ authorization_type: Type.Optional(Type.Literal('stripe')) }),
      then: Type.Object({ authorization_key: AuthorizationKey }),
    },
  ),
);

export const ReservationTerms = define(
  'ReservationTerms',
  Type.Object(
    {
      hold_days: Type.Integer({
        description: 'Days the dealer holds a reserved car for the buyer.',
        minimum: 1,
        maximum: 60,
      }),
      refundable_days: Type.Integer({
        description:
          'Days after reserving in which the deposit is refunded in full on request; 0: not refundable once paid (it counts towards the price).',
        minimum: 0,
        maximum: 60,
      }),
    },
    {
      description:
        'What a shopper who reserves online agrees to (the reserve page and /reservation-terms). Required when features.reserve is on and the site has a payment processor.',
      additionalProperties: false,
    },
  ),
);

const RatePercent = () => Type.Number({ exclusiveMinimum: 0, maximum: 50 });

export const FinanceConfig = define(
  'FinanceConfig',
  Type.Object(
    {
      provider: FinanceProvider,
      term_years: Type.Integer({ minimum: 1, maximum: 10 }),
      deposit_percent: Percent,
      balloon_percent: described(Percent, 'Final (balloon) payment as a percentage of the price.'),
      annual_rate_percent: RatePercent(),
      comparison_rate_percent: RatePercent(),
      disclaimer: Type.String({ minLength: 1, maxLength: 2000 }),
      offer_valid_until: Type.Optional(isoDate()),
    },
    {
      description: 'Finance card / weekly repayment estimate inputs.',
      additionalProperties: false,
    },
  ),
);
