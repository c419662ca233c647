/**
 * @generated SignedSource<<240ef79ce07d59df46c162b453c89c66>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClientConfigurationsTable_query$data = {
  readonly clientConfigurations: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly customerEmail: string;
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ClientConfigurationRow_configuration">;
      };
    }>;
    readonly salons: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "ClientConfigurationsTable_query";
};
export type ClientConfigurationsTable_query$key = {
  readonly " $data"?: ClientConfigurationsTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClientConfigurationsTable_query">;
};

import ClientConfigurationsPaginationQuery_graphql from './ClientConfigurationsPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "clientConfigurations"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "after"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "email"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "first"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "orderBy"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "salonId"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "withoutSalon"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "first",
        "cursor": "after",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "first",
          "cursor": "after"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": ClientConfigurationsPaginationQuery_graphql
    }
  },
  "name": "ClientConfigurationsTable_query",
  "selections": [
    {
      "alias": "clientConfigurations",
      "args": [
        {
          "kind": "Variable",
          "name": "email",
          "variableName": "email"
        },
        {
          "kind": "Variable",
          "name": "orderBy",
          "variableName": "orderBy"
        },
        {
          "kind": "Variable",
          "name": "salonId",
          "variableName": "salonId"
        },
        {
          "kind": "Variable",
          "name": "withoutSalon",
          "variableName": "withoutSalon"
        }
      ],
      "concreteType": "ClientConfigurationConnection",
      "kind": "LinkedField",
      "name": "__ClientConfigurationsTable_clientConfigurations_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Salon",
          "kind": "LinkedField",
          "name": "salons",
          "plural": true,
          "selections": [
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ClientConfigurationConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ClientConfiguration",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "customerEmail",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ClientConfigurationRow_configuration"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "kind": "ClientExtension",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "__id",
              "storageKey": null
            }
          ]
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "6046ebf194ac3d5f8399755289eea53e";

export default node;
