/**
 * @generated SignedSource<<961e443535fc5bf8863d4ab3ca6340b9>>
 * @relayHash acb2544ef23e0730d624a2eb0456e5f3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c941613f450e2b0d90311032aaf259ee97cf30da073464ec5e9e22d6897e0e38

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FabricScreenQuery$variables = {
  id: string;
};
export type FabricScreenQuery$data = {
  readonly fabricFilterParameters: {
    readonly " $fragmentSpreads": FragmentRefs<"FabricTags_parameters">;
  };
  readonly node: {
    readonly fabric: {
      readonly family: {
        readonly name: string;
        readonly slug: string;
      };
      readonly id: string;
      readonly name: string;
      readonly " $fragmentSpreads": FragmentRefs<"FabricDetails_fabric" | "FabricTags_fabric">;
    } | null | undefined;
  } | null | undefined;
};
export type FabricScreenQuery = {
  response: FabricScreenQuery$data;
  variables: FabricScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isActive",
  "storageKey": null
},
v6 = [
  (v2/*:: as any*/)
],
v7 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  (v5/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FabricScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                (v2/*:: as any*/),
                (v3/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "FabricFamily",
                  "kind": "LinkedField",
                  "name": "family",
                  "plural": false,
                  "selections": [
                    (v4/*:: as any*/),
                    (v3/*:: as any*/)
                  ],
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "FabricDetails_fabric"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "FabricTags_fabric"
                }
              ],
              "type": "Fabric",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "fabric"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FabricFilterParameters",
        "kind": "LinkedField",
        "name": "fabricFilterParameters",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "FabricTags_parameters"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FabricScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "FabricFamily",
                "kind": "LinkedField",
                "name": "family",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v3/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fileUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "thumbUrl",
                "storageKey": null
              },
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isDefault",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "FabricColor",
                "kind": "LinkedField",
                "name": "colors",
                "plural": true,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "FabricType",
                "kind": "LinkedField",
                "name": "types",
                "plural": true,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "FabricProperty",
                "kind": "LinkedField",
                "name": "properties",
                "plural": true,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              }
            ],
            "type": "Fabric",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FabricFilterParameters",
        "kind": "LinkedField",
        "name": "fabricFilterParameters",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FabricColor",
            "kind": "LinkedField",
            "name": "colors",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rgb",
                "storageKey": null
              },
              (v5/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FabricType",
            "kind": "LinkedField",
            "name": "types",
            "plural": true,
            "selections": (v7/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FabricProperty",
            "kind": "LinkedField",
            "name": "properties",
            "plural": true,
            "selections": (v7/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c941613f450e2b0d90311032aaf259ee97cf30da073464ec5e9e22d6897e0e38",
    "metadata": {},
    "name": "FabricScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d5bf23eac2f13057d1f031c93e67febe";

export default node;
