// The API reference page (`GET /api/docs`): reads the generated OpenAPI document from this server
// and lists every operation by tag, with its schemas and a form that sends it with a Bearer token.
// Plain script, no library and no other origin, so the page runs under the server's strict CSP.
// Everything from the document is written with textContent, never as HTML.

const methods = ['get', 'post', 'put', 'patch', 'delete'];

/** Creates an element with text and children. */
function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === 'text') node.textContent = value;
    else node.setAttribute(key, value);
  }
  for (const child of children) if (child) node.append(child);
  return node;
}

/** `#/components/schemas/X` → the schema it names, so the page shows shapes, not pointers. */
function resolve(doc, schema, depth = 0) {
  if (!schema || typeof schema !== 'object' || depth > 12) return schema;
  if (typeof schema.$ref === 'string' && schema.$ref.startsWith('#/')) {
    const target = schema.$ref
      .slice(2)
      .split('/')
      .reduce((at, key) => at?.[key], doc);
    return resolve(doc, target, depth + 1);
  }
  if (Array.isArray(schema)) return schema.map((s) => resolve(doc, s, depth + 1));
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, resolve(doc, v, depth + 1)]));
}

/** A starting body for the form: every property with a placeholder of its type. */
function sample(schema, depth = 0) {
  if (!schema || depth > 6) return null;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sample(variant, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v, depth + 1)]));
  }
  if (type === 'array') return [];
  if (type === 'integer' || type === 'number') return 0;
  if (type === 'boolean') return false;
  if (type === 'null') return null;
  return '';
}

function schemaBlock(title, schema) {
  if (!schema) return null;
  return el('div', {}, el('h4', { text: title }), el('pre', { text: JSON.stringify(schema, null, 2) }));
}

/** The form that sends one operation: its parameters, a JSON body, and the answer below. */
function tryForm(path, method, op) {
  const form = el('form', { class: 'try' });
  const params = (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
  const inputs = params.map((p) => {
    const input = el('input', { name: p.name, placeholder: p.required ? 'required' : 'optional' });
    form.append(el('label', { text: `${p.name} (${p.in})` }, input));
    return { p, input };
  });
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const body = bodySchema ? el('textarea', { 'aria-label': 'Request body (JSON)' }) : null;
  if (body) {
    body.value = JSON.stringify(sample(bodySchema), null, 2);
    form.append(el('label', { text: 'Body (JSON)' }, body));
  }
  const output = el('pre', { 'aria-live': 'polite', text: '' });
  form.append(el('button', { type: 'submit', text: `Send ${method.toUpperCase()}` }), output);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    let url = path;
    const query = new URLSearchParams();
    for (const { p, input } of inputs) {
      if (!input.value) continue;
      if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(input.value));
      else query.set(p.name, input.value);
    }
    const headers = {};
    const token = document.getElementById('token').value.trim();
    const school = document.getElementById('school').value.trim();
    if (token) headers.authorization = `Bearer ${token.replace(/^Bearer\s+/i, '')}`;
    if (school) headers.schoolid = school;
    if (body) headers['content-type'] = 'application/json';
    output.textContent = 'Sending…';
    try {
      const res = await fetch(query.size ? `${url}?${query}` : url, {
        method: method.toUpperCase(),
        headers,
        ...(body ? { body: body.value } : {}),
      });
      const text = await res.text();
      let shown = text;
      try {
        shown = JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        // not JSON (e.g. an event stream): shown as it came
      }
      output.textContent = `${res.status} ${res.statusText}\n\n${shown}`;
    } catch (error) {
      output.textContent = `The request failed: ${error}`;
    }
  });
  return form;
}

function operation(doc, path, method, op) {
  const response = Object.entries(op.responses ?? {}).find(([status]) => /^2/.test(status));
  const responseSchema = response?.[1]?.content?.['application/json']?.schema;
  const params = (op.parameters ?? []).map((p) => ({ name: p.name, in: p.in, required: !!p.required, schema: p.schema }));
  const details = el(
    'details',
    { 'data-search': `${method} ${path} ${op.summary ?? ''} ${(op.tags ?? []).join(' ')}`.toLowerCase() },
    el(
      'summary',
      {},
      el('span', { class: `method ${method}`, text: method.toUpperCase() }),
      el('span', { class: 'path', text: path }),
      el('span', { class: 'summary', text: op.summary ?? '' }),
    ),
  );
  // The body is built on first opening: a few hundred operations with their schemas is a lot of DOM.
  details.addEventListener(
    'toggle',
    () => {
      details.append(
        el(
          'div',
          {},
          op.description ? el('p', { class: 'meta', text: op.description }) : null,
          params.length ? schemaBlock('Parameters', resolve(doc, params)) : null,
          schemaBlock('Request body', resolve(doc, op.requestBody?.content?.['application/json']?.schema)),
          schemaBlock(`Response ${response?.[0] ?? ''}`, resolve(doc, responseSchema)),
          el('h4', { text: 'Try it' }),
          tryForm(path, method, { ...op, requestBody: resolve(doc, op.requestBody) }),
        ),
      );
    },
    { once: true },
  );
  return details;
}

function render(doc) {
  const groups = new Map();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of methods) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'Other';
      if (!groups.has(tag)) groups.set(tag, []);
      groups.get(tag).push(operation(doc, path, method, op));
    }
  }
  const main = document.getElementById('endpoints');
  main.replaceChildren(
    el('p', { class: 'meta', text: `${doc.info?.title ?? 'API'} · version ${doc.info?.version ?? ''} · OpenAPI ${doc.openapi}` }),
  );
  for (const [tag, ops] of groups) main.append(el('section', { 'data-tag': tag }, el('h2', { text: tag }), ...ops));
}

function filter(text) {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  for (const section of document.querySelectorAll('section')) {
    let shown = 0;
    for (const details of section.querySelectorAll('details')) {
      const match = words.every((w) => details.dataset.search.includes(w));
      details.hidden = !match;
      if (match) shown++;
    }
    section.hidden = shown === 0;
  }
}

async function start() {
  const main = document.getElementById('endpoints');
  try {
    const res = await fetch('/api/docs/openapi.json');
    if (!res.ok) throw new Error(`${res.status}`);
    render(await res.json());
  } catch (error) {
    main.replaceChildren(el('p', { text: `The document could not be loaded (${error.message}). Reload the page to try again.` }));
  }
  document.getElementById('filter').addEventListener('input', (event) => filter(event.target.value));
  document.getElementById('auth').addEventListener('submit', (event) => event.preventDefault());
}

start();
