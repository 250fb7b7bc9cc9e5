import { searchQueryMaxLength, searchResponseSchema } from '@oriel/contracts/search';
import { type OpenApiArea, errorResponse, json, jsonSchema, ref } from '../openapi/types';

// Site search in the OpenAPI document (docs/content.md "Search").

export const searchOpenApi: OpenApiArea = {
  tag: { name: 'search', description: 'Site search over products, collections, makeup categories and stories.' },
  schemas: { SearchResponse: jsonSchema(searchResponseSchema) },
  paths: {
    '/api/search': {
      get: {
        summary: 'Search products, collections, makeup categories and stories in one language, best matches first',
        description:
          'Partial words ("mat" finds Matin) and Chinese text inside longer names; misspelt Latin names by trigram similarity. An empty query answers no results. The query is normalised (NFKC, spaces collapsed) before its length is checked.',
        tags: ['search'],
        operationId: 'search',
        parameters: [
          { name: 'q', in: 'query', description: `The query, ${searchQueryMaxLength} characters at most`, schema: { type: 'string', maxLength: searchQueryMaxLength } },
          { name: 'locale', in: 'query', description: 'en (default) or zh-Hant', schema: { type: 'string', enum: ['en', 'zh-Hant'], default: 'en' } },
        ],
        responses: {
          '200': { description: 'The matches (at most 48) and how many there are', content: json(ref('SearchResponse')) },
          '400': errorResponse('Unknown locale or a query that is too long'),
        },
      },
    },
  },
};
