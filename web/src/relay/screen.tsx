import { useEffect, type ComponentType, type ReactNode } from 'react';
import { usePreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigation, useParams } from 'react-router';
import type { LoaderFunction, LoaderFunctionArgs, Params } from 'react-router';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { PageLoading } from '../errors/PageLoading.tsx';
import { preloadScreenQuery, releaseEarlierScreenQueries } from './screenQuery.ts';

/** What a screen module exports for the route table: its component and the loader that preloads its query. */
export interface ScreenModule {
  Component: ComponentType;
  loader?: LoaderFunction;
}

interface ScreenDefinition<TQuery extends OperationType, TProps extends object> {
  /** The screen's one query (STYLE 13). */
  query: GraphQLTaggedNode;
  /** Its variables from the address: the path's params and the search params (filters and sort kept in the URL). */
  variables: (params: Params, search: URLSearchParams) => TQuery['variables'];
  /** The body's props from the answer, or null when the record the address names does not exist (any more). */
  select: (data: TQuery['response'], params: Params) => TProps | null | undefined;
  /** Shown when `select` finds nothing; screens whose record always exists leave it out. */
  NotFound?: ComponentType;
  Body: ComponentType<TProps>;
}

/**
 * A screen with its preloaded query: the route loader calls loadQuery, the component reads it, and a record
 * the address does not name shows the screen's not-found state. Just after a delete made here, while the way
 * back is loading, the store already lacks the record: the page then says it is loading, not that it is gone.
 */
export function defineScreen<TQuery extends OperationType, TProps extends object>({
  query,
  variables,
  select,
  NotFound,
  Body,
}: ScreenDefinition<TQuery, TProps>): Required<ScreenModule> {
  const loader = ({ params, request }: LoaderFunctionArgs) => ({
    queryRef: preloadScreenQuery<TQuery>(query, variables(params, new URL(request.url).searchParams)),
  });
  function Component() {
    const { queryRef } = useLoaderData<typeof loader>();
    const data = usePreloadedQuery<TQuery>(query, queryRef);
    useEffect(() => releaseEarlierScreenQueries(queryRef), [queryRef]);
    const params = useParams();
    const navigation = useNavigation();
    const props = select(data, params);
    if (props) return <Body {...props} />;
    if (navigation.state !== 'idle') return <PageLoading />;
    return NotFound ? <NotFound /> : null;
  }
  return { loader, Component };
}

interface ScreenProps {
  /** The page's heading. */
  title: string;
  /** Links and buttons beside the heading (null: none at the moment, the heading keeps its row). */
  actions?: ReactNode;
  /** Tables that need the whole width. */
  wide?: boolean;
  children?: ReactNode;
}

/** A screen's frame: its heading (with actions beside it) and its content. */
export function Screen({ title, actions, wide = false, children }: ScreenProps) {
  return (
    <section className={wide ? 'screen screen-wide' : 'screen'}>
      {actions !== undefined ? (
        <div className="screen-head">
          <h1>{title}</h1>
          {actions}
        </div>
      ) : (
        <h1>{title}</h1>
      )}
      {children}
    </section>
  );
}
