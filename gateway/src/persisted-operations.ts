import { GraphQLError, Kind, parse, type DocumentNode } from 'graphql';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import type { User } from '@meble/domain/user';
import { messages } from '@meble/domain/messages';
import { unauthenticated } from './errors.ts';
import persisted from '../../web/persisted-operations.json' with { type: 'json' };

/**
 * The web client's operations, id → text: written by the Relay compiler (`node scripts/relay.mjs`, relay.config.js
 * persistConfig) and bundled into the gateway, so a server runs exactly the operations of the panel it serves.
 */
export const WEB_OPERATIONS: ReadonlyMap<string, string> = new Map(Object.entries(persisted));

/** Where the gateway finds the operations it runs for anyone. */
export interface OperationStore {
  /** The text of the operation with this id (a request's `documentId`). */
  byId(id: string): string | undefined;
  /** Whether a document sent as text is one of them, word for word. */
  holds(text: string): boolean;
}

const webTexts = new Set(WEB_OPERATIONS.values());

/** The web client's operations (the gateway's default). */
export const WEB_OPERATION_STORE: OperationStore = {
  byId: (id) => WEB_OPERATIONS.get(id),
  holds: (text) => webTexts.has(text),
};

/** The longest document an anonymous caller may send as text: a hand-written signIn is a few hundred characters. */
export const ANONYMOUS_DOCUMENT_MAX_LENGTH = 2_000;

/** The root field an anonymous caller may send as text (GraphiQL's first step: get a token). */
const SIGN_IN_FIELD = 'signIn';

export type SignedIn = { user: User } | { error: GraphQLError };

export interface PersistedOperationsOptions {
  operations: OperationStore;
  /** Whether the request carries a bearer token. */
  hasToken(request: Request): boolean;
  /** The user the request's bearer token belongs to, as the upstream says (asked once per request), or its refusal. */
  signedIn(request: Request, clientAddress: string | undefined): Promise<SignedIn>;
  /**
   * Whether the request's bearer token is signed with the session key this gateway holds: checked here, without a
   * call. Absent when the gateway holds no key. A caller's own document whose token verifies runs at once, so its
   * data calls start without waiting for the viewer; `signedIn` is awaited before its answer leaves, and a refusal
   * (a deleted user, a session ended by a password change) replaces the whole answer.
   */
  tokenVerified?(request: Request): Promise<boolean>;
}

// Thrown from onParams, as Yoga's own request errors are: the request ends there (`http` sets the status and is not sent).
function operationUnknown(): GraphQLError {
  return new GraphQLError(messages.operationUnknown, { extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 400 } } });
}

function signedInOnly(): GraphQLError {
  return new GraphQLError(messages.operationSignedInOnly, {
    extensions: { code: 'UNAUTHENTICATED', http: { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } } },
  });
}

/** The check's refusal (a token the upstream refused: 401; the upstream unavailable: 503), thrown as it is. */
function refusal(error: GraphQLError): GraphQLError {
  const code = error.extensions.code;
  const status = code === 'UNAUTHENTICATED' ? 401 : code === 'FORBIDDEN' ? 403 : 503;
  return new GraphQLError(error.message, { extensions: { ...error.extensions, http: { status } } });
}

/** True when every operation of the text is a mutation of one unaliased `signIn` field and nothing else. */
export function isSignInOnly(text: string): boolean {
  if (text.length > ANONYMOUS_DOCUMENT_MAX_LENGTH) return false;
  let document: DocumentNode;
  try {
    document = parse(text, { noLocation: true, maxTokens: 500 });
  } catch {
    return false;
  }
  return document.definitions.every(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.operation === 'mutation' &&
      (definition.directives ?? []).length === 0 &&
      definition.selectionSet.selections.length === 1 &&
      definition.selectionSet.selections.every(
        (selection) =>
          selection.kind === Kind.FIELD && selection.name.value === SIGN_IN_FIELD && !selection.alias && (selection.directives ?? []).length === 0,
      ),
  );
}

/** `documentId` as the GraphQL-over-HTTP persisted documents draft writes it (`sha256:<hex>`) or bare. */
export function documentIdOf(documentId: unknown): string | null {
  if (typeof documentId !== 'string') return null;
  return documentId.startsWith('sha256:') ? documentId.slice('sha256:'.length) : documentId;
}

/**
 * Persisted operations: a request names one of the web client's operations by `documentId` and the gateway runs its
 * text; a document sent as text runs when it is one of those texts, when the caller is signed in (a bearer token the
 * upstream accepts: integrators, GraphiQL), or when it is only a `signIn` (how an integrator gets that token).
 * Anything else is refused before it is parsed, so an anonymous caller cannot make the server work on a document of
 * its own making.
 */
export function usePersistedOperations(options: PersistedOperationsOptions): Plugin {
  const { operations } = options;
  /** Requests that run a caller's own document on a token verified here: their viewer is confirmed before they answer. */
  const unconfirmed = new WeakMap<Request, { clientAddress: string | undefined }>();
  return {
    async onParams({ params, request, setParams, context }) {
      const { documentId, ...rest }: GraphQLParams & { documentId?: unknown } = params;
      if (documentId !== undefined && documentId !== null) {
        const text = operations.byId(documentIdOf(documentId) ?? '');
        if (text === undefined || rest.query !== undefined) throw operationUnknown();
        setParams({ ...rest, query: text });
        return;
      }
      const { query } = params;
      // No text at all is Yoga's own "Must provide query string" (BAD_REQUEST).
      if (typeof query !== 'string' || operations.holds(query)) return;
      if (!options.hasToken(request)) {
        if (!isSignInOnly(query)) throw signedInOnly();
        return;
      }
      const clientAddress = (context as { clientAddress?: string }).clientAddress;
      if (options.tokenVerified) {
        // A token this gateway did not sign (forged, expired, of another issuer) is refused before any call.
        if (!(await options.tokenVerified(request))) throw refusal(unauthenticated());
        unconfirmed.set(request, { clientAddress });
        return;
      }
      const signedIn = await options.signedIn(request, clientAddress);
      if ('error' in signedIn) throw refusal(signedIn.error);
    },
    // The answer (data, or only errors of validation) leaves once the API has named the viewer: the first data
    // answer's stamp, or /users/me when the document made no call. A refusal is the whole answer, as if it came first.
    async onResultProcess({ request, setResult }) {
      const pending = unconfirmed.get(request);
      if (!pending) return;
      unconfirmed.delete(request);
      const signedIn = await options.signedIn(request, pending.clientAddress);
      if ('error' in signedIn) setResult({ errors: [refusal(signedIn.error)] });
    },
  };
}
