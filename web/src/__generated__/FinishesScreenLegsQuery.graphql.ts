/**
 * @generated SignedSource<<29e1d3c9689e7cd2291de94fa85088bb>>
 * @relayHash c4f404b2c8832bf6144487f83f4a10d2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d2bbaa9bb216467736280a41395d1db6665e93b0fa78a04c837011a7276b86a5

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FinishesScreenLegsQuery$variables = Record<PropertyKey, never>;
export type FinishesScreenLegsQuery$data = {
  readonly finishes: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"FinishGroups_finishes">;
  }>;
};
export type FinishesScreenLegsQuery = {
  response: FinishesScreenLegsQuery$data;
  variables: FinishesScreenLegsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "kind",
    "value": "LEGS"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FinishesScreenLegsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Finish",
        "kind": "LinkedField",
        "name": "finishes",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "FinishGroups_finishes"
          }
        ],
        "storageKey": "finishes(kind:\"LEGS\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FinishesScreenLegsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Finish",
        "kind": "LinkedField",
        "name": "finishes",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
        ],
        "storageKey": "finishes(kind:\"LEGS\")"
      }
    ]
  },
  "params": {
    "id": "d2bbaa9bb216467736280a41395d1db6665e93b0fa78a04c837011a7276b86a5",
    "metadata": {},
    "name": "FinishesScreenLegsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "614ec18d6f64e1397668b5f9b999c519";

export default node;
