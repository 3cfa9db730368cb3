/** Payment and commerce providers. */
import { assigned, token, UUID, type SecretRule } from './rule.ts'

export const paymentRules: SecretRule[] = [
  token('stripe-secret-key', 'Stripe secret API key, live or test (sk_live_/sk_test_).', ['sk_live_', 'sk_test_'], 'sk_(?:live|test)_[A-Za-z0-9]{24,247}'),
  token('stripe-restricted-key', 'Stripe restricted API key (rk_live_/rk_test_).', ['rk_live_', 'rk_test_'], 'rk_(?:live|test)_[A-Za-z0-9]{24,247}'),
  token('stripe-webhook-secret', 'Stripe webhook signing secret (whsec_).', ['whsec_'], 'whsec_[A-Za-z0-9+/=]{32,64}'),
  token('square-access-token', 'Square access token (EAAA / sq0atp-).', ['eaaa', 'sq0atp-'], 'EAAA[A-Za-z0-9_\\-]{60}|sq0atp-[0-9A-Za-z_\\-]{22}'),
  token('square-oauth-secret', 'Square OAuth application secret (sq0csp-).', ['sq0csp-'], 'sq0csp-[0-9A-Za-z_\\-]{43}'),
  token('braintree-access-token', 'PayPal Braintree access token (access_token$production$…).', ['access_token$'],
    'access_token\\$(?:production|sandbox)\\$[0-9a-z]{16}\\$[0-9a-f]{32}'),
  assigned('braintree-private-key', 'Braintree private key (32 hex) assigned to a Braintree name.', ['braintree'], 'braintree', '[a-f0-9]{32}'),
  assigned('paypal-client-secret', 'PayPal REST client secret assigned to a PayPal name.', ['paypal'], 'paypal', '[A-Za-z0-9_\\-]{80}'),
  token('adyen-api-key', 'Adyen API key (AQE prefix).', ['aqe'], 'AQE[A-Za-z0-9+/=_\\-]{60,300}', { entropy: 4 }),
  token('shopify-access-token', 'Shopify Admin API access token (shpat_).', ['shpat_'], 'shpat_[a-fA-F0-9]{32}'),
  token('shopify-custom-app-token', 'Shopify custom app access token (shpca_).', ['shpca_'], 'shpca_[a-fA-F0-9]{32}'),
  token('shopify-private-app-token', 'Shopify private app access token (shppa_).', ['shppa_'], 'shppa_[a-fA-F0-9]{32}'),
  token('shopify-shared-secret', 'Shopify app shared secret (shpss_).', ['shpss_'], 'shpss_[a-fA-F0-9]{32}'),
  assigned('mollie-api-key', 'Mollie API key (live_/test_) assigned to a Mollie name.', ['mollie'], 'mollie', '(?:live|test)_[A-Za-z0-9]{30}'),
  token('plaid-access-token', 'Plaid item access token (access-production-…).', ['access-sandbox-', 'access-development-', 'access-production-'],
    `access-(?:sandbox|development|production)-${UUID}`),
  assigned('plaid-secret', 'Plaid API secret (30 hex) assigned to a Plaid name.', ['plaid'], 'plaid', '[a-f0-9]{30}'),
  token('flutterwave-secret-key', 'Flutterwave secret key (FLWSECK-).', ['flwseck'], 'FLWSECK(?:_TEST)?-[a-hA-H0-9]{32}-X'),
  token('easypost-api-key', 'EasyPost production or test API key (EZAK/EZTK).', ['ezak', 'eztk'], 'EZ[AT]K[A-Za-z0-9]{54}'),
  assigned('razorpay-key-secret', 'Razorpay key secret assigned to a Razorpay name.', ['razorpay'], 'razorpay', '[A-Za-z0-9]{24}'),
  assigned('gocardless-access-token', 'GoCardless access token (live_) assigned to a GoCardless name.', ['gocardless'], 'gocardless', '(?:live|sandbox)_[A-Za-z0-9_=\\-]{40}'),
  token('duffel-api-token', 'Duffel API token (duffel_live_/duffel_test_).', ['duffel_'], 'duffel_(?:test|live)_[A-Za-z0-9_=\\-]{43}'),
  token('shippo-api-token', 'Shippo API token (shippo_live_/shippo_test_).', ['shippo_'], 'shippo_(?:live|test)_[a-f0-9]{40}')
]
