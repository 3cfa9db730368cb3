/** Source hosting, CI and package registries. */
import { assigned, custom, decodeBase64, token, UUID, type SecretRule } from './rule.ts'

/** A docker config "auth" value is base64 of "user:password". */
function userColonPassword (value: string): boolean {
  const decoded = decodeBase64(value)
  return /^[\x20-\x7e]{1,200}:[\x20-\x7e]{1,400}$/.test(decoded)
}

export const vcsRules: SecretRule[] = [
  token('github-pat', 'GitHub classic personal access token (ghp_).', ['ghp_'], 'ghp_[A-Za-z0-9]{36}'),
  token('github-fine-grained-pat', 'GitHub fine-grained personal access token (github_pat_).', ['github_pat_'], 'github_pat_[A-Za-z0-9_]{82}'),
  token('github-oauth-token', 'GitHub OAuth access token (gho_).', ['gho_'], 'gho_[A-Za-z0-9]{36}'),
  token('github-app-token', 'GitHub App user-to-server or server-to-server token (ghu_/ghs_).', ['ghu_', 'ghs_'], '(?:ghu|ghs)_[A-Za-z0-9]{36}'),
  token('github-refresh-token', 'GitHub App refresh token (ghr_).', ['ghr_'], 'ghr_[A-Za-z0-9]{36,76}'),
  token('gitlab-pat', 'GitLab personal, project or group access token (glpat-).', ['glpat-'], 'glpat-[A-Za-z0-9_.\\-]{20,300}'),
  token('gitlab-pipeline-trigger-token', 'GitLab pipeline trigger token (glptt-).', ['glptt-'], 'glptt-[a-f0-9]{40}'),
  token('gitlab-runner-registration-token', 'GitLab runner registration token (GR1348941).', ['gr1348941'], 'GR1348941[A-Za-z0-9_\\-]{20}'),
  token('gitlab-runner-auth-token', 'GitLab runner authentication token (glrt-).', ['glrt-'], 'glrt-[A-Za-z0-9_.\\-]{20,300}'),
  token('gitlab-deploy-token', 'GitLab deploy token (gldt-).', ['gldt-'], 'gldt-[A-Za-z0-9_\\-]{20,64}'),
  token('gitlab-oauth-app-secret', 'GitLab OAuth application secret (gloas-).', ['gloas-'], 'gloas-[A-Za-z0-9_\\-]{64}'),
  token('gitlab-feed-token', 'GitLab feed token (glft-).', ['glft-'], 'glft-[A-Za-z0-9_\\-]{20,64}'),
  token('gitlab-cicd-job-token', 'GitLab CI/CD job token (glcbt-).', ['glcbt-'], 'glcbt-[A-Za-z0-9_\\-]{20,80}'),
  token('gitlab-agent-token', 'GitLab agent for Kubernetes token (glagent-).', ['glagent-'], 'glagent-[A-Za-z0-9_\\-]{50,120}'),
  token('gitlab-scim-token', 'GitLab SCIM OAuth token (glsoat-).', ['glsoat-'], 'glsoat-[A-Za-z0-9_\\-]{20,64}'),
  token('gitlab-incoming-mail-token', 'GitLab incoming mail token (glimt-).', ['glimt-'], 'glimt-[A-Za-z0-9_\\-]{25,64}'),
  token('bitbucket-app-password', 'Bitbucket / Atlassian app password (ATBB).', ['atbb'], 'ATBB[A-Za-z0-9_=.\\-]{28,40}'),
  assigned('bitbucket-client-secret', 'Bitbucket OAuth consumer secret assigned to a Bitbucket name.', ['bitbucket'], 'bitbucket', '[A-Za-z0-9=_\\-]{64}'),
  token('atlassian-api-token', 'Atlassian (Jira, Confluence) API token (ATATT3).', ['atatt3'], 'ATATT3[A-Za-z0-9_=\\-]{180,250}'),
  token('npm-access-token', 'npm access token (npm_).', ['npm_'], 'npm_[A-Za-z0-9]{36}'),
  custom('npmrc-auth-token', 'Registry auth token in .npmrc (_authToken=) or .yarnrc.yml (npmAuthToken:).', ['_authtoken', 'npmauthtoken'],
    /(?<![A-Za-z0-9])(?:_authToken|npmAuthToken)\s{0,3}[=:]\s{0,3}["']?([A-Za-z0-9_.+/=-]{20,400})/gi),
  token('pypi-token', 'PyPI / TestPyPI API token (pypi-Ag…).', ['pypi-ag'], 'pypi-Ag[A-Za-z0-9_\\-]{70,1000}'),
  token('rubygems-api-key', 'RubyGems API key (rubygems_).', ['rubygems_'], 'rubygems_[a-f0-9]{48}'),
  token('nuget-api-key', 'NuGet.org API key (oy2).', ['oy2'], 'oy2[a-z0-9]{43}'),
  token('docker-hub-pat', 'Docker Hub personal access token (dckr_pat_).', ['dckr_pat_'], 'dckr_pat_[A-Za-z0-9_\\-]{27}'),
  token('docker-hub-org-token', 'Docker Hub organisation access token (dckr_oat_).', ['dckr_oat_'], 'dckr_oat_[A-Za-z0-9_\\-]{32}'),
  custom('docker-config-auth', 'Base64 "user:password" in a Docker config.json "auth" field.', ['"auth"'],
    /"auth"\s{0,5}:\s{0,5}"([A-Za-z0-9+/]{8,1024}={0,2})"/g, { validate: userColonPassword, entropy: 2.5 }),
  // The value is base64 of the whole config.json ({"auths": …}), so it starts with "ey".
  custom('kubernetes-docker-config', 'Base64 Docker registry credentials of a Kubernetes image pull secret (.dockerconfigjson, .dockercfg).',
    ['.dockerconfigjson', '.dockercfg'], /\.docker(?:configjson|cfg)["']?[ \t]{0,5}:[ \t]{0,5}["']?(ey[A-Za-z0-9+/]{16,20000}={0,2})/g, { confidence: 0.95 }),
  token('artifactory-api-key', 'JFrog Artifactory API key (AKCp).', ['akcp'], 'AKCp[A-Za-z0-9]{69}'),
  token('artifactory-reference-token', 'JFrog Artifactory reference token (cmVmdGtu).', ['cmvmdgtu'], 'cmVmdGtu[A-Za-z0-9]{56}'),
  token('crates-io-api-token', 'crates.io API token (cio).', ['cio'], 'cio[A-Za-z0-9]{32}', { entropy: 3.5 }),
  token('clojars-api-token', 'Clojars deploy token (CLOJARS_).', ['clojars_'], 'CLOJARS_[a-z0-9]{60}'),
  token('sourcegraph-access-token', 'Sourcegraph access token (sgp_).', ['sgp_'], 'sgp_(?:(?:[a-f0-9]{16}|local)_)?[a-f0-9]{40}'),
  assigned('jenkins-api-token', 'Jenkins API token (34 hex) assigned to a Jenkins name.', ['jenkins'], 'jenkins', '[a-f0-9]{34}'),
  token('circleci-pat', 'CircleCI personal API token (CCIPAT_).', ['ccipat_'], 'CCIPAT_[A-Za-z0-9]{22}_[a-f0-9]{40}'),
  token('buildkite-api-token', 'Buildkite user API token (bkua_).', ['bkua_'], 'bkua_[a-f0-9]{40}'),
  assigned('snyk-api-token', 'Snyk API token (UUID) assigned to a Snyk name.', ['snyk'], 'snyk', UUID),
  token('sonarqube-token', 'SonarQube / SonarCloud project, user or analysis token (sqp_/squ_/sqa_).', ['sqp_', 'squ_', 'sqa_'], 'sq[pua]_[a-f0-9]{40}'),
  assigned('codecov-token', 'Codecov upload token (UUID) assigned to a Codecov name.', ['codecov'], 'codecov', UUID)
]
