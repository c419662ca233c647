/**
 * @generated SignedSource<<fc473be354fe98be7e2737786d5f487d>>
 * @relayHash c6598ddbd51f38f0b746c74bade7fcc8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 39636541db3abe055f352e595af5c7c8187c8ef6d06fae707b41c04b48acc13b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CollectionFinishesScreenQuery$variables = {
  slug: string;
};
export type CollectionFinishesScreenQuery$data = {
  readonly collection: {
    readonly elementFinishes: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"FinishGroups_finishes">;
    }>;
    readonly legFinishes: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"FinishGroups_finishes">;
    }>;
    readonly name: string;
    readonly slug: string;
  } | null | undefined;
};
export type CollectionFinishesScreenQuery = {
  response: CollectionFinishesScreenQuery$data;
  variables: CollectionFinishesScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "FinishGroups_finishes"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = [
  (v5/*:: as any*/),
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "type",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "textureName",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "symbol",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CollectionFinishesScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Collection",
        "kind": "LinkedField",
        "name": "collection",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Finish",
            "kind": "LinkedField",
            "name": "legFinishes",
            "plural": true,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Finish",
            "kind": "LinkedField",
            "name": "elementFinishes",
            "plural": true,
            "selections": (v4/*:: as any*/),
            "storageKey": null
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
    "name": "CollectionFinishesScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Collection",
        "kind": "LinkedField",
        "name": "collection",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Finish",
            "kind": "LinkedField",
            "name": "legFinishes",
            "plural": true,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Finish",
            "kind": "LinkedField",
            "name": "elementFinishes",
            "plural": true,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "39636541db3abe055f352e595af5c7c8187c8ef6d06fae707b41c04b48acc13b",
    "metadata": {},
    "name": "CollectionFinishesScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f76c76e63e63eb617c6b722acccd1faf";

export default node;
