/* IMPORTANT
 * This snapshot file is auto-generated, but designed for humans.
 * It should be checked into source control and tracked carefully.
 * Re-generate by setting TAP_SNAPSHOT=1 and running tests.
 * Make sure to inspect the output below.  Do not ignore changes!
 */
'use strict'
exports[`test/rest/routes.test.ts > TAP > hook order of every route > must match snapshot 1`] = `
└── / (GET)
    • (onRequest) ["fastifyCookieHandler()","anonymous()","anonymous()","requireSession()"]
    • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    • (onResponse) ["measureDuration()"]
    / (HEAD)
    • (onRequest) ["fastifyCookieHandler()","anonymous()","anonymous()","requireSession()"]
    • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()","headRouteOnSendHandler()"]
    ├── metrics (GET)
    │   • (onRequest) ["cors()"]
    │   • (onResponse) ["measureDuration()"]
    │   metrics (HEAD)
    │   • (onRequest) ["cors()"]
    │   • (onSend) ["headRouteOnSendHandler()"]
    │   metrics (OPTIONS)
    │   • (onRequest) ["cors()"]
    ├── health (GET)
    │   • (onRequest) ["cors()"]
    │   • (onResponse) ["measureDuration()"]
    │   health (HEAD)
    │   • (onRequest) ["cors()"]
    │   • (onSend) ["headRouteOnSendHandler()"]
    │   health (OPTIONS)
    │   • (onRequest) ["cors()"]
    ├── anonymize (OPTIONS)
    │   • (onRequest) ["cors()"]
    │   anonymize (POST)
    │   • (onRequest) ["cors()","rateLimit()","authenticate()"]
    │   • (onResponse) ["measureDuration()"]
    ├── scan (OPTIONS)
    │   • (onRequest) ["cors()"]
    │   scan (POST)
    │   • (onRequest) ["cors()","rateLimit()","authenticate()"]
    │   • (onResponse) ["measureDuration()"]
    ├── * (HEAD, GET)
    │   • (onRequest) ["fastifyCookieHandler()","anonymous()","anonymous()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    │   • (onResponse) ["measureDuration()"]
    ├── login (GET)
    │   • (onRequest) ["fastifyCookieHandler()","anonymous()","anonymous()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    │   • (onResponse) ["measureDuration()"]
    │   login (HEAD)
    │   • (onRequest) ["fastifyCookieHandler()","anonymous()","anonymous()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()","headRouteOnSendHandler()"]
    │   login (POST)
    │   • (onRequest) ["fastifyCookieHandler()","anonymous()","anonymous()","sameOrigin()"]
    │   • (preHandler) ["csrfToken()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    │   • (onResponse) ["measureDuration()"]
    ├── logout (GET)
    │   • (onRequest) ["fastifyCookieHandler()","anonymous()","anonymous()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    │   • (onResponse) ["measureDuration()"]
    │   logout (HEAD)
    │   • (onRequest) ["fastifyCookieHandler()","anonymous()","anonymous()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()","headRouteOnSendHandler()"]
    ├── logs (GET)
    │   • (onRequest) ["fastifyCookieHandler()","anonymous()","anonymous()","requireSession()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    │   • (onResponse) ["measureDuration()"]
    │   logs (HEAD)
    │   • (onRequest) ["fastifyCookieHandler()","anonymous()","anonymous()","requireSession()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()","headRouteOnSendHandler()"]
    ├── change-password (GET)
    │   • (onRequest) ["fastifyCookieHandler()","anonymous()","anonymous()","requireSession()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    │   • (onResponse) ["measureDuration()"]
    │   change-password (HEAD)
    │   • (onRequest) ["fastifyCookieHandler()","anonymous()","anonymous()","requireSession()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()","headRouteOnSendHandler()"]
    │   change-password (POST)
    │   • (onRequest) ["fastifyCookieHandler()","anonymous()","anonymous()","sameOrigin()","requireSession()"]
    │   • (preHandler) ["csrfToken()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    │   • (onResponse) ["measureDuration()"]
    ├── ui/config (POST)
    │   • (onRequest) ["fastifyCookieHandler()","anonymous()","anonymous()","sameOrigin()","requireSession()"]
    │   • (preHandler) ["csrfToken()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    │   • (onResponse) ["measureDuration()"]
    ├── ui/proxy/add (POST)
    │   • (onRequest) ["fastifyCookieHandler()","anonymous()","anonymous()","sameOrigin()","requireSession()"]
    │   • (preHandler) ["csrfToken()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    │   • (onResponse) ["measureDuration()"]
    ├── ui/proxy/edit (POST)
    │   • (onRequest) ["fastifyCookieHandler()","anonymous()","anonymous()","sameOrigin()","requireSession()"]
    │   • (preHandler) ["csrfToken()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    │   • (onResponse) ["measureDuration()"]
    ├── ui/proxy/delete (POST)
    │   • (onRequest) ["fastifyCookieHandler()","anonymous()","anonymous()","sameOrigin()","requireSession()"]
    │   • (preHandler) ["csrfToken()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    │   • (onResponse) ["measureDuration()"]
    ├── ui/apikey/add (POST)
    │   • (onRequest) ["fastifyCookieHandler()","anonymous()","anonymous()","sameOrigin()","requireSession()"]
    │   • (preHandler) ["csrfToken()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    │   • (onResponse) ["measureDuration()"]
    ├── ui/apikey/delete (POST)
    │   • (onRequest) ["fastifyCookieHandler()","anonymous()","anonymous()","sameOrigin()","requireSession()"]
    │   • (preHandler) ["csrfToken()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    │   • (onResponse) ["measureDuration()"]
    ├── ui/scan (POST)
    │   • (onRequest) ["fastifyCookieHandler()","anonymous()","anonymous()","sameOrigin()","requireSession()"]
    │   • (preHandler) ["csrfToken()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    │   • (onResponse) ["measureDuration()"]
    ├── ui/logs/tail (GET)
    │   • (onRequest) ["fastifyCookieHandler()","anonymous()","anonymous()","requireSession()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    │   • (onResponse) ["measureDuration()"]
    │   ui/logs/tail (HEAD)
    │   • (onRequest) ["fastifyCookieHandler()","anonymous()","anonymous()","requireSession()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()","headRouteOnSendHandler()"]
    ├── proxies (GET)
    │   • (onRequest) ["fastifyCookieHandler()","anonymous()","anonymous()","requireSession()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    │   • (onResponse) ["measureDuration()"]
    │   proxies (HEAD)
    │   • (onRequest) ["fastifyCookieHandler()","anonymous()","anonymous()","requireSession()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()","headRouteOnSendHandler()"]
    ├── keys (GET)
    │   • (onRequest) ["fastifyCookieHandler()","anonymous()","anonymous()","requireSession()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    │   • (onResponse) ["measureDuration()"]
    │   keys (HEAD)
    │   • (onRequest) ["fastifyCookieHandler()","anonymous()","anonymous()","requireSession()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()","headRouteOnSendHandler()"]
    └── test (GET)
        • (onRequest) ["fastifyCookieHandler()","anonymous()","anonymous()","requireSession()"]
        • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
        • (onResponse) ["measureDuration()"]
        test (HEAD)
        • (onRequest) ["fastifyCookieHandler()","anonymous()","anonymous()","requireSession()"]
        • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()","headRouteOnSendHandler()"]

`
