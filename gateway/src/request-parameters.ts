import type { GraphQLParams, Plugin } from 'graphql-yoga';
import { messages } from '@meble/domain/messages';
import { RequestRefusal } from './client-errors.ts';

/** The parameters of GraphQL over HTTP (a GET's query string, a POST's JSON body). */
const PARAMETERS = ['query', 'variables', 'operationName', 'extensions'] as const;

/**
 * A GET's parameters, as Yoga's own parser reads them, except that `variables` or `extensions` that are not JSON, or
 * a parameter given twice, are the caller's error (400) rather than an exception of the parser (an internal error).
 */
export function parametersOfGet(url: string): GraphQLParams {
  const search = new URL(url, 'http://gateway').searchParams;
  for (const name of PARAMETERS) if (search.getAll(name).length > 1) throw new RequestRefusal(messages.graphqlParameterRepeated(name));
  const json = (name: 'variables' | 'extensions'): unknown => {
    const text = search.get(name);
    if (!text) return undefined;
    try {
      return JSON.parse(text);
    } catch {
      throw new RequestRefusal(messages.graphqlParameterNotJson(name));
    }
  };
  const variables = json('variables');
  const extensions = json('extensions');
  return {
    query: search.get('query') || undefined,
    operationName: search.get('operationName') || undefined,
    variables: variables as GraphQLParams['variables'],
    extensions: extensions as GraphQLParams['extensions'],
  };
}

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The request's parameters are checked before anything else reads them (first among the plugins): a GET's by the
 * parser above, every request's types here, so a malformed one is a 400 with the parameter named, whoever calls.
 */
export function useRequestParameters(): Plugin {
  return {
    onRequestParse({ request, setRequestParser }) {
      if (request.method === 'GET') setRequestParser(() => parametersOfGet(request.url));
    },
    onParams({ params }) {
      for (const name of ['variables', 'extensions'] as const) {
        const value: unknown = params[name];
        if (value !== undefined && value !== null && !isObject(value)) throw new RequestRefusal(messages.graphqlParameterNotObject(name));
      }
      for (const name of ['query', 'operationName'] as const) {
        const value: unknown = params[name];
        if (value !== undefined && value !== null && typeof value !== 'string') throw new RequestRefusal(messages.graphqlParameterNotString(name));
      }
    },
  };
}
