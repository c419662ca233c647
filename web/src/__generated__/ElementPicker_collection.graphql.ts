/**
 * @generated SignedSource<<365fc2f66d5afeb789179628ac2dbfef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ElementPicker_collection$data = {
  readonly elementCategories: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly elements?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly category: {
          readonly name: string;
        };
        readonly id: string;
        readonly name: string;
        readonly prices: ReadonlyArray<{
          readonly formatted: string | null | undefined;
          readonly group: string;
        }>;
      };
    }>;
    readonly totalCount: number;
  };
  readonly id: string;
  readonly " $fragmentType": "ElementPicker_collection";
};
export type ElementPicker_collection$key = {
  readonly " $data"?: ElementPicker_collection$data;
  readonly " $fragmentSpreads": FragmentRefs<"ElementPicker_collection">;
};

import ElementPickerRefetchQuery_graphql from './ElementPickerRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "elements"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
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
      "name": "categoryId"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "filter"
    },
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "first"
    },
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "search"
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
      "fragmentPathInResult": [
        "node"
      ],
      "operation": ElementPickerRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "ElementPicker_collection",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ElementCategory",
      "kind": "LinkedField",
      "name": "elementCategories",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "condition": "search",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": "elements",
          "args": [
            {
              "kind": "Variable",
              "name": "categoryId",
              "variableName": "categoryId"
            },
            {
              "kind": "Variable",
              "name": "filter",
              "variableName": "filter"
            }
          ],
          "concreteType": "CollectionElementsConnection",
          "kind": "LinkedField",
          "name": "__ElementPicker_elements_connection",
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
              "concreteType": "CollectionElementsConnectionEdge",
              "kind": "LinkedField",
              "name": "edges",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Element",
                  "kind": "LinkedField",
                  "name": "node",
                  "plural": false,
                  "selections": [
                    (v1/*:: as any*/),
                    (v2/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "ElementCategory",
                      "kind": "LinkedField",
                      "name": "category",
                      "plural": false,
                      "selections": [
                        (v2/*:: as any*/)
                      ],
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": [
                        {
                          "kind": "Literal",
                          "name": "groups",
                          "value": [
                            "A"
                          ]
                        }
                      ],
                      "concreteType": "Price",
                      "kind": "LinkedField",
                      "name": "prices",
                      "plural": true,
                      "selections": [
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "group",
                          "storageKey": null
                        },
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "formatted",
                          "storageKey": null
                        }
                      ],
                      "storageKey": "prices(groups:[\"A\"])"
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
            }
          ],
          "storageKey": null
        }
      ]
    },
    (v1/*:: as any*/)
  ],
  "type": "Collection",
  "abstractKey": null
};
})();

(node as any).hash = "2696f5ccc142d13ed7bf914a3bdd91ab";

export default node;
