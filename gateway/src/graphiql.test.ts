import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AUTHORIZATION_HEADER_EXAMPLE, GRAPHIQL_DEFAULT_QUERY, SIGN_IN_EXAMPLE } from './graphiql.ts';
import { schema } from './schema/index.ts';

const commentedSignIn = SIGN_IN_EXAMPLE.split('\n')
  .map((line) => `#   ${line}`)
  .join('\n');

describe("GraphiQL's default tab", () => {
  it('runs as it stands (the viewer) and holds the sign-in commented out, valid against the schema once uncommented', () => {
    expect(validate(schema, parse(GRAPHIQL_DEFAULT_QUERY))).toEqual([]);
    expect(GRAPHIQL_DEFAULT_QUERY).not.toMatch(/^mutation/m);
    expect(GRAPHIQL_DEFAULT_QUERY).toContain(commentedSignIn);
    const withSignIn = parse(GRAPHIQL_DEFAULT_QUERY.replace(commentedSignIn, SIGN_IN_EXAMPLE));
    expect(withSignIn.definitions.map((d) => ('operation' in d ? d.operation : d.kind))).toEqual(['mutation', 'query']);
    expect(validate(schema, withSignIn)).toEqual([]);
  });

  it('says where the token goes: the headers pane, as JSON', () => {
    expect(JSON.parse(AUTHORIZATION_HEADER_EXAMPLE)).toEqual({ Authorization: 'Bearer <token>' });
    expect(GRAPHIQL_DEFAULT_QUERY).toContain('"Headers"');
    expect(GRAPHIQL_DEFAULT_QUERY).toContain(AUTHORIZATION_HEADER_EXAMPLE);
  });
});
