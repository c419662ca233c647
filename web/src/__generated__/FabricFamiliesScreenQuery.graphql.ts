/**
 * @generated SignedSource<<d4915f62e8dbfd71b63670b4c54ff0a3>>
 * @relayHash efb9b9d1c5a45ad457e05f3a1ef2a9b0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aff72f4549456e619a661c5a29fb32a2eaa3b868111a04b9cc35c8d2315b6774

import { ConcreteRequest } from 'relay-runtime';
export type PriceGroupCode = "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I";
export type FabricFamiliesScreenQuery$variables = Record<PropertyKey, never>;
export type FabricFamiliesScreenQuery$data = {
  readonly fabricFamilies: ReadonlyArray<{
    readonly discountPercent: number;
    readonly fabricCount: number;
    readonly id: string;
    readonly isActive: boolean;
    readonly name: string;
    readonly priceGroup: PriceGroupCode;
    readonly slug: string;
  }>;
};
export type FabricFamiliesScreenQuery = {
  response: FabricFamiliesScreenQuery$data;
  variables: FabricFamiliesScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "FabricFamily",
    "kind": "LinkedField",
    "name": "fabricFamilies",
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
        "name": "priceGroup",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "discountPercent",
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
        "name": "fabricCount",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FabricFamiliesScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FabricFamiliesScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "aff72f4549456e619a661c5a29fb32a2eaa3b868111a04b9cc35c8d2315b6774",
    "metadata": {},
    "name": "FabricFamiliesScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2654d32d30e5de198f633e471be49269";

export default node;
