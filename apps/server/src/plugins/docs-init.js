// Served as a file, not inline, so the page runs under a strict script-src 'self' policy.
window.SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  withCredentials: true,
  deepLinking: true,
});
