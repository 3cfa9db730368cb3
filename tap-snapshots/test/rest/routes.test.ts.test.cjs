/* IMPORTANT
 * This snapshot file is auto-generated, but designed for humans.
 * It should be checked into source control and tracked carefully.
 * Re-generate by setting TAP_SNAPSHOT=1 and running tests.
 * Make sure to inspect the output below.  Do not ignore changes!
 */
'use strict'
exports[`test/rest/routes.test.ts > TAP > hook order of every route > must match snapshot 1`] = `
└── / (GET)
    • (onRequest) ["anonymous()","fastifyCookieHandler()","anonymous()","anonymous()","requireSession()"]
    • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    • (onResponse) ["anonymous()"]
    / (HEAD)
    • (onRequest) ["anonymous()","fastifyCookieHandler()","anonymous()","anonymous()","requireSession()"]
    • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()","headRouteOnSendHandler()"]
    • (onResponse) ["anonymous()"]
    ├── metrics (GET, OPTIONS)
    │   • (onRequest) ["anonymous()","cors()"]
    │   • (onResponse) ["anonymous()"]
    │   metrics (HEAD)
    │   • (onRequest) ["anonymous()","cors()"]
    │   • (onSend) ["headRouteOnSendHandler()"]
    │   • (onResponse) ["anonymous()"]
    ├── health (GET, OPTIONS)
    │   • (onRequest) ["anonymous()","cors()"]
    │   • (onResponse) ["anonymous()"]
    │   health (HEAD)
    │   • (onRequest) ["anonymous()","cors()"]
    │   • (onSend) ["headRouteOnSendHandler()"]
    │   • (onResponse) ["anonymous()"]
    ├── anonymize (OPTIONS)
    │   • (onRequest) ["anonymous()","cors()"]
    │   • (onResponse) ["anonymous()"]
    │   anonymize (POST)
    │   • (onRequest) ["anonymous()","cors()","rateLimit()","authenticate()"]
    │   • (onResponse) ["anonymous()"]
    ├── scan (OPTIONS)
    │   • (onRequest) ["anonymous()","cors()"]
    │   • (onResponse) ["anonymous()"]
    │   scan (POST)
    │   • (onRequest) ["anonymous()","cors()","rateLimit()","authenticate()"]
    │   • (onResponse) ["anonymous()"]
    ├── * (HEAD, GET)
    │   • (onRequest) ["anonymous()","fastifyCookieHandler()","anonymous()","anonymous()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    │   • (onResponse) ["anonymous()"]
    ├── login (GET)
    │   • (onRequest) ["anonymous()","fastifyCookieHandler()","anonymous()","anonymous()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    │   • (onResponse) ["anonymous()"]
    │   login (HEAD)
    │   • (onRequest) ["anonymous()","fastifyCookieHandler()","anonymous()","anonymous()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()","headRouteOnSendHandler()"]
    │   • (onResponse) ["anonymous()"]
    │   login (POST)
    │   • (onRequest) ["anonymous()","fastifyCookieHandler()","anonymous()","anonymous()","sameOrigin()"]
    │   • (preHandler) ["csrfToken()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    │   • (onResponse) ["anonymous()"]
    ├── logout (GET)
    │   • (onRequest) ["anonymous()","fastifyCookieHandler()","anonymous()","anonymous()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    │   • (onResponse) ["anonymous()"]
    │   logout (HEAD)
    │   • (onRequest) ["anonymous()","fastifyCookieHandler()","anonymous()","anonymous()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()","headRouteOnSendHandler()"]
    │   • (onResponse) ["anonymous()"]
    ├── logs (GET)
    │   • (onRequest) ["anonymous()","fastifyCookieHandler()","anonymous()","anonymous()","requireSession()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    │   • (onResponse) ["anonymous()"]
    │   logs (HEAD)
    │   • (onRequest) ["anonymous()","fastifyCookieHandler()","anonymous()","anonymous()","requireSession()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()","headRouteOnSendHandler()"]
    │   • (onResponse) ["anonymous()"]
    ├── change-password (GET)
    │   • (onRequest) ["anonymous()","fastifyCookieHandler()","anonymous()","anonymous()","requireSession()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    │   • (onResponse) ["anonymous()"]
    │   change-password (HEAD)
    │   • (onRequest) ["anonymous()","fastifyCookieHandler()","anonymous()","anonymous()","requireSession()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()","headRouteOnSendHandler()"]
    │   • (onResponse) ["anonymous()"]
    │   change-password (POST)
    │   • (onRequest) ["anonymous()","fastifyCookieHandler()","anonymous()","anonymous()","sameOrigin()","requireSession()"]
    │   • (preHandler) ["csrfToken()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    │   • (onResponse) ["anonymous()"]
    ├── ui/config (POST)
    │   • (onRequest) ["anonymous()","fastifyCookieHandler()","anonymous()","anonymous()","sameOrigin()","requireSession()"]
    │   • (preHandler) ["csrfToken()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    │   • (onResponse) ["anonymous()"]
    ├── ui/proxy/add (POST)
    │   • (onRequest) ["anonymous()","fastifyCookieHandler()","anonymous()","anonymous()","sameOrigin()","requireSession()"]
    │   • (preHandler) ["csrfToken()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    │   • (onResponse) ["anonymous()"]
    ├── ui/proxy/edit (POST)
    │   • (onRequest) ["anonymous()","fastifyCookieHandler()","anonymous()","anonymous()","sameOrigin()","requireSession()"]
    │   • (preHandler) ["csrfToken()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    │   • (onResponse) ["anonymous()"]
    ├── ui/proxy/delete (POST)
    │   • (onRequest) ["anonymous()","fastifyCookieHandler()","anonymous()","anonymous()","sameOrigin()","requireSession()"]
    │   • (preHandler) ["csrfToken()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    │   • (onResponse) ["anonymous()"]
    ├── ui/apikey/add (POST)
    │   • (onRequest) ["anonymous()","fastifyCookieHandler()","anonymous()","anonymous()","sameOrigin()","requireSession()"]
    │   • (preHandler) ["csrfToken()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    │   • (onResponse) ["anonymous()"]
    ├── ui/apikey/delete (POST)
    │   • (onRequest) ["anonymous()","fastifyCookieHandler()","anonymous()","anonymous()","sameOrigin()","requireSession()"]
    │   • (preHandler) ["csrfToken()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    │   • (onResponse) ["anonymous()"]
    ├── ui/scan (POST)
    │   • (onRequest) ["anonymous()","fastifyCookieHandler()","anonymous()","anonymous()","sameOrigin()","requireSession()"]
    │   • (preHandler) ["csrfToken()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    │   • (onResponse) ["anonymous()"]
    ├── ui/logs/tail (GET)
    │   • (onRequest) ["anonymous()","fastifyCookieHandler()","anonymous()","anonymous()","requireSession()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    │   • (onResponse) ["anonymous()"]
    │   ui/logs/tail (HEAD)
    │   • (onRequest) ["anonymous()","fastifyCookieHandler()","anonymous()","anonymous()","requireSession()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()","headRouteOnSendHandler()"]
    │   • (onResponse) ["anonymous()"]
    ├── proxies (GET)
    │   • (onRequest) ["anonymous()","fastifyCookieHandler()","anonymous()","anonymous()","requireSession()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    │   • (onResponse) ["anonymous()"]
    │   proxies (HEAD)
    │   • (onRequest) ["anonymous()","fastifyCookieHandler()","anonymous()","anonymous()","requireSession()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()","headRouteOnSendHandler()"]
    │   • (onResponse) ["anonymous()"]
    ├── keys (GET)
    │   • (onRequest) ["anonymous()","fastifyCookieHandler()","anonymous()","anonymous()","requireSession()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
    │   • (onResponse) ["anonymous()"]
    │   keys (HEAD)
    │   • (onRequest) ["anonymous()","fastifyCookieHandler()","anonymous()","anonymous()","requireSession()"]
    │   • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()","headRouteOnSendHandler()"]
    │   • (onResponse) ["anonymous()"]
    └── test (GET)
        • (onRequest) ["anonymous()","fastifyCookieHandler()","anonymous()","anonymous()","requireSession()"]
        • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()"]
        • (onResponse) ["anonymous()"]
        test (HEAD)
        • (onRequest) ["anonymous()","fastifyCookieHandler()","anonymous()","anonymous()","requireSession()"]
        • (onSend) ["fastifyCookieOnSendHandler()","anonymous()","securityHeaders()","headRouteOnSendHandler()"]
        • (onResponse) ["anonymous()"]

`
