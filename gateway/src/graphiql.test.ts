import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { TOKEN_STORAGE_KEY } from '@meble/domain/session';
import { inlineScriptHashes } from './browser-headers.ts';
import {
  AUTHORIZATION_HEADER_EXAMPLE,
  GRAPHIQL_DEFAULT_QUERY,
  graphiqlOptions,
  optionsWithPanelSession,
  renderGraphiQLPage,
  SIGN_IN_EXAMPLE,
} from './graphiql.ts';
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

describe("GraphiQL's page", () => {
  /** The options the page's script hands GraphiQL, in a browser whose localStorage holds `stored`. */
  const optionsIn = (stored: Record<string, string> | 'blocked') => {
    const localStorage = {
      getItem(key: string) {
        if (stored === 'blocked') throw new Error('SecurityError');
        return stored[key] ?? null;
      },
    };
    return runInNewContext(optionsWithPanelSession(graphiqlOptions), { window: { localStorage } }) as Record<string, unknown>;
  };

  it('opens with the panel session of this browser: the Authorization header set, so the schema loads at once', () => {
    const options = optionsIn({ [TOKEN_STORAGE_KEY]: 'abc.def.ghi' });
    expect(JSON.parse(options.headers as string)).toEqual({ Authorization: 'Bearer abc.def.ghi' });
    expect(options.defaultHeaders).toBe(options.headers);
    expect(options).toMatchObject(graphiqlOptions);
  });

  it('opens as before with no session, or when storage is blocked', () => {
    expect(optionsIn({})).toEqual(graphiqlOptions);
    expect(optionsIn('blocked')).toEqual(graphiqlOptions);
  });

  it("is Yoga's page with those options in its one inline script", async () => {
    const page = await renderGraphiQLPage(graphiqlOptions);
    expect(page).toContain(optionsWithPanelSession(graphiqlOptions));
    expect(inlineScriptHashes(page)).toHaveLength(1);
  });
});
