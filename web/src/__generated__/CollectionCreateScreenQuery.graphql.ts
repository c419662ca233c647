/**
 * @generated SignedSource<<8197106b2b2a1cd931c6632200c2f796>>
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
    readonly " $fragmentSpreads": FragmentRefs<"CollectionForm_categories">;
  }>;
};
export type CollectionCreateScreenQuery = {
  response: CollectionCreateScreenQuery$data;
  variables: CollectionCreateScreenQuery$variables;
};

const node: ConcreteRequest = {
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "72ffd2914a20dad9d63114f0a05ddabf",
    "id": null,
    "metadata": {},
    "name": "CollectionCreateScreenQuery",
    "operationKind": "query",
    "text": "query CollectionCreateScreenQuery {\n  collectionCategories {\n    ...CollectionForm_categories\n    id\n  }\n}\n\nfragment CollectionForm_categories on CollectionCategory {\n  slug\n  name\n}\n"
  }
};

(node as any).hash = "9a07e9823092a70c95c3978621fe0666";

export default node;
