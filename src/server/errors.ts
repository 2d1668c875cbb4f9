// One error shape for every failure: `{ "error": "..." }`, the message naming the field.
import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';

type Schema = { [key: string]: unknown };

/** Turns ajv's first complaint into `body.text must be a string of 1 to 2000 characters`. */
export function fieldErrorFormatter(schemas: Partial<Record<string, Schema>>) {
  return (errors: FastifySchemaValidationError[], dataVar: string): Error => {
    const first = errors[0];
    const root = schemas[dataVar];
    if (!first) return new Error(`${dataVar} is invalid`);
    const segments = first.instancePath.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    const missing = first.keyword === 'required' ? String((first.params as { missingProperty?: unknown }).missingProperty) : null;
    if (missing !== null) segments.push(missing);

    // Walk the schema along the data path; the deepest node carrying `x-error` names the fault.
    let node: Schema | undefined = root;
    let field = dataVar;
    let hint: { field: string; text: string } | null = typeof root?.['x-error'] === 'string' ? { field, text: root['x-error'] } : null;
    for (const segment of segments) {
      field += /^\d+$/.test(segment) ? `[${segment}]` : `.${segment}`;
      const props = node?.properties as Record<string, Schema> | undefined;
      node = props?.[segment] ?? (node?.items as Schema | undefined);
      const text = node?.['x-error'];
      if (typeof text === 'string') hint = { field, text };
    }
    if (missing !== null) {
      return new Error(hint && hint.field === field ? `${field} is required; it ${hint.text}` : `${field} is required`);
    }
    if (hint && hint.field !== dataVar) return new Error(`${hint.field} ${hint.text}`);
    if (hint && segments.length === 0) return new Error(`${dataVar} ${hint.text}`);
    return new Error(`${field} ${first.message ?? 'is invalid'}`);
  };
}

/** Messages for the failures fastify raises before a handler runs. */
function clientMessage(error: FastifyError, bodyLimit: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return `body is not valid JSON: ${error.message}`;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'body is empty; send a JSON object';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `body is larger than ${bodyLimit} bytes`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'content-type must be application/json';
    default:
      return error.message;
  }
}

export function registerErrorHandlers(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) return reply.code(400).send({ error: error.message });
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      // The cause stays in the log; the caller gets no internals.
      request.log.error({ err: error, url: request.url }, 'request failed');
      return reply.code(status).send({ error: 'internal error' });
    }
    return reply.code(status).send({ error: clientMessage(error, bodyLimit) });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error: `no route ${request.method} ${(request.url.split('?')[0] ?? '').slice(0, 200)}` }),
  );
}
