// The server side of the route table (docs/decisions/031-api-contract.md): a table entry becomes
// the method, URL and schema of a Fastify route, so validation, serialisation, the OpenAPI
// document and the handler's types all come from the entry the web app calls.
//   app.route({ ...serve(employeesApi.list), config: { access: … }, handler })
import type { RouteContract } from '@common/api/route';

type Of<C, K extends string> = C extends { [P in K]: infer S } ? S : undefined;

// The schemas serve() made: registration refuses an /api route whose schema is not one of them.
const served = new WeakSet<object>();

export function serve<const C extends RouteContract>(contract: C) {
  const schema = {
    tags: [...contract.tags],
    summary: contract.summary,
    ...(contract.params ? { params: contract.params } : {}),
    ...(contract.query ? { querystring: contract.query } : {}),
    ...(contract.body ? { body: contract.body } : {}),
    ...(contract.consumes ? { consumes: [...contract.consumes] } : {}),
    ...(contract.responses ? { response: contract.responses } : {}),
  } as {
    tags: string[];
    summary: string;
    params: Of<C, 'params'>;
    querystring: Of<C, 'query'>;
    body: Of<C, 'body'>;
    response: Of<C, 'responses'>;
  };
  served.add(schema);
  return { method: contract.method, url: contract.path, schema };
}

/** Whether a route's schema came from the table (an /api route must). */
export function isServed(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && served.has(schema);
}
