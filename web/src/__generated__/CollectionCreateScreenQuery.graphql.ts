/**
 * @generated SignedSource<<809807cad84aafd4ac9ef3bc1058e3c8>>
 * @relayHash 72ffd2914a20dad9d63114f0a05ddabf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 69561023de83c9d325abb147a3dd37cb35b45d20590f85d42087b2b40b7710be

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
    "id": "69561023de83c9d325abb147a3dd37cb35b45d20590f85d42087b2b40b7710be",
    "metadata": {},
    "name": "CollectionCreateScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "9a07e9823092a70c95c3978621fe0666";

export default node;
