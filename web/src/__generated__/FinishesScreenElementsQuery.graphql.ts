/**
 * @generated SignedSource<<1d678ca11f5862b8501cbe86920b59c3>>
 * @relayHash a89be273476cb75f2fad903929777066
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 39539cd8bfe040724e81a83603a8c5c33537ddee4b44727bc6a60c22ae1cd7b2

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FinishesScreenElementsQuery$variables = Record<PropertyKey, never>;
export type FinishesScreenElementsQuery$data = {
  readonly finishes: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"FinishGroups_finishes">;
  }>;
};
export type FinishesScreenElementsQuery = {
  response: FinishesScreenElementsQuery$data;
  variables: FinishesScreenElementsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "kind",
    "value": "ELEMENTS"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FinishesScreenElementsQuery",
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
        "storageKey": "finishes(kind:\"ELEMENTS\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FinishesScreenElementsQuery",
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
        "storageKey": "finishes(kind:\"ELEMENTS\")"
      }
    ]
  },
  "params": {
    "id": "39539cd8bfe040724e81a83603a8c5c33537ddee4b44727bc6a60c22ae1cd7b2",
    "metadata": {},
    "name": "FinishesScreenElementsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4e277e1fcbcff578a63cbf592a2bd2a7";

export default node;
