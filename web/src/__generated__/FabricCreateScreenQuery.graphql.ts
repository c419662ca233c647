/**
 * @generated SignedSource<<bbc418bfdb345c1d1c84aa015031b352>>
 * @relayHash 5c47a14fe447f0765c90fbcdda135752
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eab63594b56c99e7462e056aed1cdf1fc0ca77c21f67b6098efa7b852e2cf73c

import { ConcreteRequest } from 'relay-runtime';
export type FabricCreateScreenQuery$variables = {
  slug: string;
};
export type FabricCreateScreenQuery$data = {
  readonly fabricFamily: {
    readonly id: string;
    readonly name: string;
    readonly slug: string;
  } | null | undefined;
};
export type FabricCreateScreenQuery = {
  response: FabricCreateScreenQuery$data;
  variables: FabricCreateScreenQuery$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "slug",
        "variableName": "slug"
      }
    ],
    "concreteType": "FabricFamily",
    "kind": "LinkedField",
    "name": "fabricFamily",
    "plural": false,
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FabricCreateScreenQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FabricCreateScreenQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "eab63594b56c99e7462e056aed1cdf1fc0ca77c21f67b6098efa7b852e2cf73c",
    "metadata": {},
    "name": "FabricCreateScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "df9eb9e830701201026a44d388137c95";

export default node;
