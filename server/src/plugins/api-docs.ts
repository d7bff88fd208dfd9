/** The OpenAPI document, generated from the route schemas, and its docs page at /api/docs. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

/**
 * Swagger UI's colours, darkened where its text fell short of WCAG AA contrast (4.5:1): the
 * white method names on their light badges, the version badges, links and the Authorize button.
 * The top bar (a box to explore another document, unlabelled, with a logo without words) is
 * hidden: this page documents this API only.
 */
const DOCS_CSS = `
.swagger-ui .topbar { display: none; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1d4ed8; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #047857; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #b45309; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b91c1c; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0f766e; }
.swagger-ui .opblock.opblock-head .opblock-summary-method,
.swagger-ui .opblock.opblock-options .opblock-summary-method { background: #6d28d9; }
.swagger-ui .info .title small, .swagger-ui .info .title small pre { background: #475569; color: #fff; }
.swagger-ui .info .title small.version-stamp { background: #3f6212; }
.swagger-ui a, .swagger-ui .info a, .swagger-ui .info .link, .swagger-ui .info__contact a { color: #1d4ed8; }
.swagger-ui .btn.authorize { color: #047857; border-color: #047857; }
.swagger-ui .btn.authorize svg { fill: #047857; }
.swagger-ui .opblock .opblock-summary-description,
.swagger-ui .opblock-tag small,
.swagger-ui .parameter__in, .swagger-ui .parameter__type, .swagger-ui .prop-format,
.swagger-ui .response-col_links, .swagger-ui .model .property, .swagger-ui .model-hint { color: #334155; }
.swagger-ui .parameter__name.required span, .swagger-ui .parameter__name.required:after { color: #b91c1c; }
.swagger-ui .opblock-summary-path__deprecated, .swagger-ui .opblock-deprecated .opblock-summary-method { background: #475569; }
`;

/**
 * Swagger UI puts the path's deep link (an <a>) inside the button that opens an operation: a
 * control inside a control, which screen readers cannot reach (axe: nested-interactive). The
 * link becomes plain text; the operation's own link ("copy to clipboard") stays beside it.
 */
const DOCS_JS = `
new MutationObserver(function () {
  document.querySelectorAll('.swagger-ui button a[href], .swagger-ui [role="button"] a[href]').forEach(function (link) {
    var text = document.createElement('span');
    text.className = link.className;
    text.textContent = link.textContent;
    link.replaceWith(text);
  });
  document.querySelectorAll('.dark-mode-toggle button:not([aria-label])').forEach(function (button) {
    button.setAttribute('aria-label', 'Dark mode');
  });
}).observe(document.documentElement, { childList: true, subtree: true });
`;

async function apiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'OnePair API',
        description:
          'Donations in, one free pair of prescription glasses out. Authenticate with `Authorization: Token <key>` from POST /auth/token/login/.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <key>' } },
      },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    theme: {
      title: 'OnePair API',
      css: [{ filename: 'onepair.css', content: DOCS_CSS }],
      js: [{ filename: 'onepair.js', content: DOCS_JS }],
    },
  });
}

export default fp(apiDocs, { name: 'api-docs' });
