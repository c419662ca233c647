/**
 * @generated SignedSource<<fb6a86e088536d457585c8721f7070aa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CollectionsScreenQuery$variables = Record<PropertyKey, never>;
export type CollectionsScreenQuery$data = {
  readonly collectionCategories: ReadonlyArray<{
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
  "name": "slug",
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
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Collection",
            "kind": "LinkedField",
            "name": "collections",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isActive",
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
  "params": {
    "cacheID": "dfd19a06ad91a0aeddde9bb0a31a3d77",
    "id": null,
    "metadata": {},
    "name": "CollectionsScreenQuery",
    "operationKind": "query",
    "text": "query CollectionsScreenQuery {\n  collectionCategories {\n    id\n    ...CollectionCategoryGroup_category\n  }\n}\n\nfragment CollectionCategoryGroup_category on CollectionCategory {\n  slug\n  name\n  collections {\n    id\n    slug\n    name\n    isActive\n  }\n}\n"
  }
};
})();

(node as any).hash = "80540948f95e707c8653cd0c8be750ed";

export default node;
