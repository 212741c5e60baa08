// Autocomplete v1 and v2 (spec 1 §7), at the root: /api/v1 and /api/v2 belong to no service prefix.
import { autocompleteQuerySchema, autocompleteResponseSchema, paths } from '@ornament/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogContextOf } from '../catalog/requestContext';
import { autocompleteLimits, buildAutocomplete } from './autocomplete';
import { autocompleteRows } from './autocompleteRepository';
import type { SearchService } from './service';
import { textMatchOf } from './tsquery';

export interface SearchRoutesOptions {
  search: SearchService;
}

export const autocompleteRoutes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (app, { search }) => {
  for (const version of [1, 2] as const) {
    app.get(
      paths.autocomplete(version),
      { schema: { querystring: autocompleteQuerySchema, response: { 200: autocompleteResponseSchema } } },
      async (request) => {
        const context = catalogContextOf(request.headers);
        const [plan, index] = await Promise.all([search.plan(request.query.query, '/query/query'), search.index()]);
        const match = textMatchOf(plan.words);
        const rows = match === null ? [] : await autocompleteRows(app.db, context, match, plan.words.join(' '), autocompleteLimits.products);
        return buildAutocomplete({ plan, rows, index, brand: context.brand, version });
      },
    );
  }
};
