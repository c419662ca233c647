/**
 * @generated SignedSource<<9b792f761c054dafbbceeae96d9bc5f1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CollectionCreateScreenQuery$variables = Record<PropertyKey, never>;
export type CollectionCreateScreenQuery$data = {
  readonly collectionCategories: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"CollectionForm_categories">;
  }>;
};
export type CollectionCreateScreenQuery = {
  response: CollectionCreateScreenQuery$data;
  variables: CollectionCreateScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CollectionCreateScreenQuery",
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
            "name": "CollectionForm_categories"
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
    "name": "CollectionCreateScreenQuery",
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
            "kind": "ScalarField",
            "name": "slug",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "82f37a0199d621cd8acfd291924c9036",
    "id": null,
    "metadata": {},
    "name": "CollectionCreateScreenQuery",
    "operationKind": "query",
    "text": "query CollectionCreateScreenQuery {\n  collectionCategories {\n    id\n    ...CollectionForm_categories\n  }\n}\n\nfragment CollectionForm_categories on CollectionCategory {\n  slug\n  name\n}\n"
  }
};
})();

(node as any).hash = "3f55f89ff72df1387000f9b758ae2153";

export default node;
