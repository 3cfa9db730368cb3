/* IMPORTANT
 * This snapshot file is auto-generated, but designed for humans.
 * It should be checked into source control and tracked carefully.
 * Re-generate by setting TAP_SNAPSHOT=1 and running tests.
 * Make sure to inspect the output below.  Do not ignore changes!
 */
'use strict'
exports[`test/rest/routes.test.ts > TAP > hook order of every route > must match snapshot 1`] = `
├── /metrics (GET, OPTIONS)
│   • (onRequest) ["anonymous()","cors()"]
│   • (onResponse) ["anonymous()"]
│   /metrics (HEAD)
│   • (onRequest) ["anonymous()","cors()"]
│   • (onSend) ["headRouteOnSendHandler()"]
│   • (onResponse) ["anonymous()"]
├── /health (GET, OPTIONS)
│   • (onRequest) ["anonymous()","cors()"]
│   • (onResponse) ["anonymous()"]
│   /health (HEAD)
│   • (onRequest) ["anonymous()","cors()"]
│   • (onSend) ["headRouteOnSendHandler()"]
│   • (onResponse) ["anonymous()"]
├── /anonymize (OPTIONS)
│   • (onRequest) ["anonymous()","cors()"]
│   • (onResponse) ["anonymous()"]
│   /anonymize (POST)
│   • (onRequest) ["anonymous()","cors()","rateLimit()","authenticate()"]
│   • (onResponse) ["anonymous()"]
└── /scan (OPTIONS)
    • (onRequest) ["anonymous()","cors()"]
    • (onResponse) ["anonymous()"]
    /scan (POST)
    • (onRequest) ["anonymous()","cors()","rateLimit()","authenticate()"]
    • (onResponse) ["anonymous()"]

`
