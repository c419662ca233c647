/**
 * @generated SignedSource<<e658034f1763b7df6a0b30a3e08b38f6>>
 * @relayHash 5b9a485a547d3295e1d855ef341d9c26
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7ae8aed1fe5a65f8de8782eea2ce8fa5689abd8a488a7ca5ccc51ba612bd61c6

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CollectionsScreenQuery$variables = Record<PropertyKey, never>;
export type CollectionsScreenQuery$data = {
  readonly collectionCategories: ReadonlyArray<{
    readonly collections: ReadonlyArray<{
      readonly name: string;
    }>;
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"CollectionCategoryGroup_category">;
  }>;
};
export type CollectionsScreenQuery = {
  response: CollectionsScreenQuery$data;
  variables: CollectionsScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CollectionsScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CollectionCategory",
        "kind": "LinkedField",
        "name": "collectionCategories",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Collection",
            "kind": "LinkedField",
            "name": "collections",
            "plural": true,
            "selections": [
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CollectionCategoryGroup_category"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CollectionsScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CollectionCategory",
        "kind": "LinkedField",
        "name": "collectionCategories",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Collection",
            "kind": "LinkedField",
            "name": "collections",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "elementCount",
                "storageKey": null
              },
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "thumbUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isActive",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kitCount",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "7ae8aed1fe5a65f8de8782eea2ce8fa5689abd8a488a7ca5ccc51ba612bd61c6",
    "metadata": {},
    "name": "CollectionsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "63c9316564d285bac52154fc51e041a8";

export default node;
