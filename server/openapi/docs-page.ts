import type { JsonSchema } from './json-schemas.js';
import type { OpenApiDocument, Operation, Parameter, ResponseObject } from './openapi-types.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
const anchor = (text: string) => text.replace(/[^A-Za-z0-9_-]+/g, '-');

const STYLE = `
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 70rem; padding: 1rem 2rem; color: #1b1f24; }
h1 { margin-bottom: 0.25rem; } h2 { border-bottom: 2px solid #d0d7de; padding-top: 1rem; }
nav ul { columns: 4; padding-left: 1.2rem; }
section.operation { border: 1px solid #d0d7de; border-radius: 6px; margin: 1rem 0; padding: 0.5rem 1rem; }
h3 { font-size: 1rem; margin: 0.25rem 0; font-family: ui-monospace, monospace; }
.method { display: inline-block; min-width: 4.5rem; padding: 0 0.4rem; border-radius: 4px; color: #fff; text-align: center; }
.get { background: #1f6feb; } .post { background: #1a7f37; } .put { background: #9a6700; }
.patch { background: #8250df; } .delete { background: #cf222e; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 1rem; margin: 0.5rem 0; } dt { font-weight: 600; }
pre { background: #f6f8fa; border-radius: 4px; padding: 0.5rem; overflow-x: auto; font-size: 13px; max-height: 24rem; }
details summary { cursor: pointer; } table { border-collapse: collapse; } td, th { padding: 0.15rem 0.6rem; text-align: left; }
code { font-family: ui-monospace, monospace; }`;

const COMPONENT_REF = /^#\/components\/schemas\/(.+)$/;

/** A schema as pretty JSON; a lone reference to a shared one as a link to it. */
function pretty(schema: JsonSchema): string {
  const shared = Object.keys(schema).length === 1 ? COMPONENT_REF.exec(schema.$ref ?? '')?.[1] : undefined;
  if (shared) return `<p>Schema <a href="#${anchor(`schema-${shared}`)}"><code>${escape(shared)}</code></a></p>`;
  return `<pre>${escape(JSON.stringify(schema, null, 2))}</pre>`;
}

function parametersTable(parameters: Parameter[]): string {
  const rows = parameters.map(
    (parameter) =>
      `<tr><td><code>${escape(parameter.name)}</code></td><td>${parameter.in}</td><td>${parameter.required ? 'required' : 'optional'}</td><td><code>${escape(JSON.stringify(parameter.schema))}</code></td></tr>`,
  );
  return `<table><tr><th>Name</th><th>In</th><th></th><th>Schema</th></tr>${rows.join('')}</table>`;
}

function contentOf(content: ResponseObject['content']): string {
  return Object.entries(content ?? {})
    .map(([type, media]) =>
      type === 'application/json' ? pretty(media.schema) : `<p><code>${escape(type)}</code></p>`,
    )
    .join('');
}

function whoMayCall(operation: Operation): string {
  const access = operation['x-access'];
  if (Array.isArray(access))
    return `${access.join(', ')} <small>(${escape(operation['x-permission']?.join(' or ') ?? '')})</small>`;
  return escape(
    {
      public: 'anyone',
      board: 'a wall board (its url token)',
      feed: 'a calendar feed’s secret (in the path)',
      session: 'any signed-in user',
    }[access] ?? access,
  );
}

function operationSection(path: string, method: string, operation: Operation): string {
  const responses = Object.entries(operation.responses).map(
    ([status, response]) =>
      `<details${status.startsWith('2') ? ' open' : ''}><summary><strong>${escape(status)}</strong> ${escape(response.description)}</summary>${contentOf(response.content)}</details>`,
  );
  return `<section class="operation" id="${anchor(operation.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> ${escape(path)}</h3>
<p>${escape(operation.summary)}</p>
<dl><dt>Who may call</dt><dd>${whoMayCall(operation)}</dd><dt>Operation</dt><dd><code>${escape(operation.operationId)}</code></dd></dl>
${operation.parameters ? `<h4>Parameters</h4>${parametersTable(operation.parameters)}` : ''}
${operation.requestBody ? `<h4>Body</h4>${contentOf(operation.requestBody.content)}` : ''}
<h4>Answers</h4>${responses.join('\n')}
</section>`;
}

/** The document as one readable page: each area's operations, then the shared schemas. */
export function docsPage(document: OpenApiDocument): string {
  const byArea = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(operations))
      byArea.set(operation.tags[0] ?? '', [
        ...(byArea.get(operation.tags[0] ?? '') ?? []),
        operationSection(path, method, operation),
      ]);
  const areas = [...byArea.keys()].sort();
  const components = Object.entries(document.components.schemas).map(
    ([name, schema]) => `<section id="${anchor(`schema-${name}`)}"><h3>${escape(name)}</h3>${pretty(schema)}</section>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)}</title><style>${STYLE}</style></head>
<body><h1>${escape(document.info.title)}</h1>
<p>${escape(document.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escape(document.openapi)}).</p>
<nav><h2>Areas</h2><ul>${areas.map((area) => `<li><a href="#${anchor(`area-${area}`)}">${escape(area)}</a></li>`).join('')}</ul></nav>
${areas.map((area) => `<h2 id="${anchor(`area-${area}`)}">${escape(area)}</h2>\n${byArea.get(area)!.join('\n')}`).join('\n')}
<h2 id="schemas">Shared schemas</h2>
<p>Referred to as <code>#/components/schemas/&lt;name&gt;</code>.</p>
${components.join('\n')}
</body></html>`;
}
