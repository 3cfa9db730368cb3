/** Monitoring, observability and feature-flag services. */
import { assigned, custom, HEX32, token, UUID, type SecretRule } from './rule.ts'

export const monitoringRules: SecretRule[] = [
  assigned('datadog-api-key', 'Datadog API key (32 hex) assigned to a Datadog / DD_API_KEY name.', ['datadog', 'dd_api', 'dd-api'], 'datadog|dd[_\\-]api', HEX32),
  assigned('datadog-app-key', 'Datadog application key (40 hex) assigned to a DD_APP_KEY name.',
    ['dd_app', 'dd-app', 'dd_application', 'dd-application', 'datadog_app'], 'dd[_\\-]app|dd[_\\-]application|datadog_app', '[a-f0-9]{40}'),
  token('new-relic-user-api-key', 'New Relic user API key (NRAK-).', ['nrak-'], 'NRAK-[A-Z0-9]{27}'),
  token('new-relic-insert-key', 'New Relic insert key (NRII-).', ['nrii-'], 'NRII-[A-Za-z0-9_\\-]{32}'),
  token('new-relic-license-key', 'New Relic ingest license key (…NRAL).', ['nral'], '[a-f0-9]{36}NRAL'),
  token('new-relic-browser-key', 'New Relic browser API token (NRJS-).', ['nrjs-'], 'NRJS-[a-f0-9]{19}'),
  custom('sentry-dsn', 'Key in a Sentry DSN (https://KEY@….sentry.io/PROJECT).', ['sentry'],
    /https?:\/\/([a-f0-9]{32}(?::[a-f0-9]{32})?)@[A-Za-z0-9.-]{1,100}\/\d{1,12}/g, { confidence: 0.85 }),
  token('sentry-org-token', 'Sentry organisation auth token (sntrys_).', ['sntrys_'], 'sntrys_eyJ[A-Za-z0-9+/=_]{60,300}'),
  token('sentry-user-token', 'Sentry user auth token (sntryu_).', ['sntryu_'], 'sntryu_[a-f0-9]{64}'),
  token('grafana-api-key', 'Grafana API key (base64 JSON eyJrIjoi…).', ['eyjrijoi'], 'eyJrIjoi[A-Za-z0-9+/]{60,100}={0,2}'),
  token('grafana-cloud-token', 'Grafana Cloud access policy token (glc_).', ['glc_'], 'glc_[A-Za-z0-9+/]{32,400}={0,2}'),
  token('grafana-service-account-token', 'Grafana service account token (glsa_).', ['glsa_'], 'glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}'),
  assigned('pagerduty-api-key', 'PagerDuty API key assigned to a PagerDuty name.', ['pagerduty'], 'pagerduty', '[A-Za-z0-9_+\\-]{20}', { entropy: 3 }),
  token('dynatrace-api-token', 'Dynatrace API token (dt0c01.).', ['dt0c01.'], 'dt0c01\\.[A-Z0-9]{24}\\.[A-Z0-9]{64}'),
  assigned('splunk-hec-token', 'Splunk HTTP Event Collector token (UUID) assigned to a Splunk name.', ['splunk'], 'splunk', UUID),
  assigned('rollbar-access-token', 'Rollbar access token (32 hex) assigned to a Rollbar name.', ['rollbar'], 'rollbar', HEX32),
  assigned('bugsnag-api-key', 'Bugsnag API key (32 hex) assigned to a Bugsnag name.', ['bugsnag'], 'bugsnag', HEX32),
  assigned('opsgenie-api-key', 'Opsgenie API key (UUID) assigned to an Opsgenie name.', ['opsgenie'], 'opsgenie', UUID),
  assigned('honeycomb-api-key', 'Honeycomb API or ingest key assigned to a Honeycomb name.', ['honeycomb'], 'honeycomb',
    'hc[a-z]{2}_[a-z0-9]{58}|[A-Za-z0-9]{32}|[A-Za-z0-9]{22}'),
  assigned('launchdarkly-access-token', 'LaunchDarkly API, SDK or mobile key assigned to a LaunchDarkly name.', ['launchdarkly'], 'launchdarkly', `(?:api|sdk|mob)-${UUID}`),
  token('posthog-personal-api-key', 'PostHog personal API key (phx_).', ['phx_'], 'phx_[A-Za-z0-9]{43}')
]
