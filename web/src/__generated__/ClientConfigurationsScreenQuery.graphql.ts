/**
 * @generated SignedSource<<f95e5b33d97375235e1ac1e5be1ab2c3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClientConfigurationsScreenQuery$variables = {
  first: number;
};
export type ClientConfigurationsScreenQuery$data = {
  readonly viewer: {
    readonly isAdmin: boolean;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ClientConfigurationsTable_query">;
};
export type ClientConfigurationsScreenQuery = {
  response: ClientConfigurationsScreenQuery$data;
  variables: ClientConfigurationsScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isAdmin",
  "storageKey": null
},
v2 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = [
  (v4/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ClientConfigurationsScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "args": (v2/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "ClientConfigurationsTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ClientConfigurationsScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ClientConfigurationConnection",
        "kind": "LinkedField",
        "name": "clientConfigurations",
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
              (v3/*:: as any*/),
              (v4/*:: as any*/)
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
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "customerEmail",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Salon",
                    "kind": "LinkedField",
                    "name": "salon",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "collectionSlug",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ConfigurationCollection",
                    "kind": "LinkedField",
                    "name": "collection",
                    "plural": false,
                    "selections": (v5/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ConfigurationKit",
                    "kind": "LinkedField",
                    "name": "kits",
                    "plural": true,
                    "selections": (v5/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerCanDelete",
                    "storageKey": null
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
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "filters": [
          "salonId",
          "withoutSalon",
          "email"
        ],
        "handle": "connection",
        "key": "ClientConfigurationsTable_clientConfigurations",
        "kind": "LinkedHandle",
        "name": "clientConfigurations"
      }
    ]
  },
  "params": {
    "cacheID": "f91b4d21e5e6fa883569caa876238708",
    "id": null,
    "metadata": {},
    "name": "ClientConfigurationsScreenQuery",
    "operationKind": "query",
    "text": "query ClientConfigurationsScreenQuery(\n  $first: Int!\n) {\n  viewer {\n    isAdmin\n    id\n  }\n  ...ClientConfigurationsTable_query_3ASum4\n}\n\nfragment ClientConfigurationRow_configuration on ClientConfiguration {\n  id\n  salon {\n    name\n    id\n  }\n  collectionSlug\n  collection {\n    name\n  }\n  customerEmail\n  createdAt\n  kits {\n    name\n  }\n  viewerCanDelete\n}\n\nfragment ClientConfigurationsTable_query_3ASum4 on Query {\n  clientConfigurations(first: $first) {\n    totalCount\n    salons {\n      id\n      name\n    }\n    edges {\n      node {\n        id\n        customerEmail\n        ...ClientConfigurationRow_configuration\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "579eb923fe5a30c67b6896e76d3f4b32";

export default node;
